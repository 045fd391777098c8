import { z } from 'zod';
import {
  receivedEndToEndIdSchema,
  refundInputSchema,
  sandboxReceiveInputSchema,
  type Locale,
  type ReceivedPixView,
  type RefundView,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

export interface RefundDraft {
  amount: string;
  confirm: string;
  description: string;
}

type RefundParsed = z.output<typeof refundInputSchema>;

/** A refund of one received Pix: the amount (all that is left, to begin with), typed twice. */
export class RefundFormState extends DraftFormState<RefundDraft, RefundParsed, RefundView> {
  readonly endToEndId: string;

  constructor(received: ReceivedPixView, locale: Locale) {
    super();
    this.endToEndId = received.endToEndId;
    this.prefill(received, locale);
  }

  /** Starts again with what is left (after a refund went out). */
  prefill(received: ReceivedPixView, locale: Locale): void {
    this.reset();
    this.draft.amount =
      received.leftCents !== null && received.leftCents > 0
        ? centsToInput(received.leftCents, locale)
        : '';
  }

  protected emptyDraft(): RefundDraft {
    return { amount: '', confirm: '', description: '' };
  }
  protected checkDraft(draft: RefundDraft, locale: Locale) {
    const fields: Fields = {};
    const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
    const confirmAmountCents = moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
    return checkInput(
      refundInputSchema,
      {
        // Only undefined while the constructor runs; set before any check is shown.
        endToEndId: this.endToEndId ?? '',
        amountCents,
        confirmAmountCents,
        description: draft.description.trim() === '' ? undefined : draft.description,
      },
      fields,
    );
  }
  protected send(data: RefundParsed) {
    return invoke('refunds:create', data);
  }
  protected isShownPath(path: string): boolean {
    return ['endToEndId', 'amountCents', 'confirmAmountCents', 'description'].includes(path);
  }
}

const pasteSchema = z.object({ endToEndId: receivedEndToEndIdSchema });

/** An end-to-end id pasted from the bank statement. */
export class PasteFormState extends DraftFormState<
  { endToEndId: string },
  z.output<typeof pasteSchema>,
  ReceivedPixView
> {
  protected emptyDraft() {
    return { endToEndId: '' };
  }
  protected checkDraft(draft: { endToEndId: string }) {
    return checkInput(pasteSchema, draft, {});
  }
  protected send(data: z.output<typeof pasteSchema>) {
    return invoke('received:add', data);
  }
  protected isShownPath(path: string): boolean {
    return path === 'endToEndId';
  }
}

export interface SandboxReceiveDraft {
  amount: string;
  name: string;
  document: string;
  paidOn: string;
  description: string;
}

type SandboxReceiveParsed = z.output<typeof sandboxReceiveInputSchema>;

/** The local sandbox only: a test Pix arriving on the account. */
export class SandboxReceiveFormState extends DraftFormState<
  SandboxReceiveDraft,
  SandboxReceiveParsed,
  ReceivedPixView
> {
  protected emptyDraft(): SandboxReceiveDraft {
    return { amount: '', name: '', document: '', paidOn: '', description: '' };
  }
  protected checkDraft(draft: SandboxReceiveDraft, locale: Locale) {
    const fields: Fields = {};
    const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
    return checkInput(
      sandboxReceiveInputSchema,
      {
        amountCents,
        payer: { name: draft.name, document: draft.document },
        paidOn: draft.paidOn.trim() === '' ? undefined : draft.paidOn,
        description: draft.description.trim() === '' ? undefined : draft.description,
      },
      fields,
    );
  }
  protected send(data: SandboxReceiveParsed) {
    return invoke('received:sandbox-receive', data);
  }
  protected isShownPath(path: string): boolean {
    return ['amountCents', 'payer.name', 'payer.document', 'paidOn', 'description'].includes(path);
  }
}
