import { z } from 'zod';
import {
  receivedEndToEndIdSchema,
  refundInputSchema,
  sandboxReceiveInputSchema,
  type Locale,
  type ReceivedPixView,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

export interface RefundDraft {
  amount: string;
  confirm: string;
  description: string;
}

type RefundParsed = z.output<typeof refundInputSchema>;

/** A refund of one received Pix: the amount (all that is left, to begin with), typed twice. */
export function refundForm(received: ReceivedPixView, locale: Locale) {
  const endToEndId = received.endToEndId;
  const form = new FormState({
    empty: (): RefundDraft => ({ amount: '', confirm: '', description: '' }),
    check: (draft: RefundDraft, locale: Locale) => {
      const fields: Fields = {};
      const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
      const confirmAmountCents = moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
      return checkInput(
        refundInputSchema,
        {
          endToEndId,
          amountCents,
          confirmAmountCents,
          description: draft.description.trim() === '' ? undefined : draft.description,
        },
        fields,
      );
    },
    send: (data: RefundParsed) => invoke('refunds:create', data),
  });
  /** Starts again with what is left (after a refund went out). */
  function prefill(received: ReceivedPixView, locale: Locale): void {
    form.reset();
    form.draft.amount =
      received.leftCents !== null && received.leftCents > 0
        ? centsToInput(received.leftCents, locale)
        : '';
  }
  /**
   * Offers what is left when nothing is typed in the amount yet: a pasted id whose amount
   * became known ("Atualizar situação") shows the form with it, as any other Pix does.
   */
  function offer(received: ReceivedPixView, locale: Locale): void {
    if (form.draft.amount.trim() !== '' || received.leftCents === null) return;
    if (received.leftCents > 0) form.draft.amount = centsToInput(received.leftCents, locale);
  }
  prefill(received, locale);
  return withParts(form, { endToEndId, prefill, offer });
}

export type RefundForm = ReturnType<typeof refundForm>;

const pasteSchema = z.object({ endToEndId: receivedEndToEndIdSchema });

/** An end-to-end id pasted from the bank statement. */
export function pasteForm() {
  return new FormState({
    empty: () => ({ endToEndId: '' }),
    check: (draft: { endToEndId: string }) => checkInput(pasteSchema, draft, {}),
    send: (data: z.output<typeof pasteSchema>) => invoke('received:add', data),
  });
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
export function sandboxReceiveForm() {
  return new FormState({
    empty: (): SandboxReceiveDraft => ({
      amount: '',
      name: '',
      document: '',
      paidOn: '',
      description: '',
    }),
    check: (draft: SandboxReceiveDraft, locale: Locale) => {
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
    },
    send: (data: SandboxReceiveParsed) => invoke('received:sandbox-receive', data),
  });
}
