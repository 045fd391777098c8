import { z } from 'zod';
import {
  payQrInputSchema,
  pixPayloadSchema,
  type DecodedCodeView,
  type Locale,
  type SentPayment,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { DraftFormState } from '../../lib/state/draft-form.svelte.ts';

const decodeInputSchema = z.object({ payload: pixPayloadSchema });

/** The code to pay, as pasted or read from an image. */
export class DecodeFormState extends DraftFormState<
  { payload: string },
  z.output<typeof decodeInputSchema>,
  DecodedCodeView
> {
  protected emptyDraft() {
    return { payload: '' };
  }
  protected checkDraft(draft: { payload: string }) {
    return checkInput(decodeInputSchema, draft, {});
  }
  protected send(data: z.output<typeof decodeInputSchema>) {
    return invoke('payments:decode', data);
  }
  protected isShownPath(path: string): boolean {
    return path === 'payload';
  }
}

export interface PayDraft {
  amount: string;
  confirm: string;
  description: string;
}

type PayParsed = z.output<typeof payQrInputSchema>;

/** The confirmation of one decoded code: the amount (when the code lets it change), typed twice. */
export class PayFormState extends DraftFormState<PayDraft, PayParsed, SentPayment> {
  readonly code: DecodedCodeView;

  constructor(code: DecodedCodeView, locale: Locale) {
    super();
    this.code = code;
    this.draft.amount = code.amountCents > 0 ? centsToInput(code.amountCents, locale) : '';
  }

  protected emptyDraft(): PayDraft {
    return { amount: '', confirm: '', description: '' };
  }
  protected checkDraft(draft: PayDraft, locale: Locale) {
    const fields: Fields = {};
    const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
    const confirmAmountCents = moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
    return checkInput(
      payQrInputSchema,
      {
        // Only `code` is undefined while the page builds; the decoding sets it at once.
        endToEndId: this.code?.endToEndId ?? '',
        amountCents,
        confirmAmountCents,
        description: draft.description.trim() === '' ? undefined : draft.description,
      },
      fields,
    );
  }
  protected send(data: PayParsed) {
    return invoke('payments:pay-qr', data);
  }
  protected isShownPath(path: string): boolean {
    return ['amountCents', 'confirmAmountCents', 'description'].includes(path);
  }
}
