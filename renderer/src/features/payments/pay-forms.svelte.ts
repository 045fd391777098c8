import { z } from 'zod';
import {
  payQrInputSchema,
  pixPayloadSchema,
  type DecodedCodeView,
  type Locale,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

const decodeInputSchema = z.object({ payload: pixPayloadSchema });

/** The code to pay, as pasted or read from an image. */
export function decodeForm() {
  return new FormState({
    empty: () => ({ payload: '' }),
    check: (draft: { payload: string }) => checkInput(decodeInputSchema, draft, {}),
    send: (data: z.output<typeof decodeInputSchema>) => invoke('payments:decode', data),
  });
}

export type DecodeForm = ReturnType<typeof decodeForm>;

export interface PayDraft {
  amount: string;
  confirm: string;
  description: string;
}

type PayParsed = z.output<typeof payQrInputSchema>;

/** The confirmation of one decoded code: the amount (when the code lets it change), typed twice. */
export function payForm(code: DecodedCodeView, locale: Locale) {
  const form = new FormState({
    empty: (): PayDraft => ({ amount: '', confirm: '', description: '' }),
    check: (draft: PayDraft, locale: Locale) => {
      const fields: Fields = {};
      const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
      const confirmAmountCents = moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
      return checkInput(
        payQrInputSchema,
        {
          endToEndId: code.endToEndId,
          amountCents,
          confirmAmountCents,
          description: draft.description.trim() === '' ? undefined : draft.description,
        },
        fields,
      );
    },
    send: (data: PayParsed) => invoke('payments:pay-qr', data),
  });
  form.draft.amount = code.amountCents > 0 ? centsToInput(code.amountCents, locale) : '';
  return withParts(form, { code });
}

export type PayForm = ReturnType<typeof payForm>;
