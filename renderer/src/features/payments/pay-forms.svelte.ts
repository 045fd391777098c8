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
import { amountTypedTwice, refuseOverLimit } from '../transfers/money-out-check.ts';
import { OFFLINE_FIRST_STEP, type FirstStepGuard } from '../transfers/money-out-limit.ts';

const decodeInputSchema = z.object({ payload: pixPayloadSchema });

/**
 * The code to pay, as pasted or read from an image: the first step. While the bank cannot be
 * reached it is refused at once (reading the code asks the bank, and nothing could be paid).
 */
export function decodeForm(guard: Pick<FirstStepGuard, 'online'>) {
  return new FormState({
    empty: () => ({ payload: '' }),
    check: (draft: { payload: string }) => checkInput(decodeInputSchema, draft, {}),
    send: async (data: z.output<typeof decodeInputSchema>) =>
      guard.online
        ? invoke('payments:decode', data)
        : { ok: false as const, error: OFFLINE_FIRST_STEP },
  });
}

export type DecodeForm = ReturnType<typeof decodeForm>;

export interface PayDraft {
  amount: string;
  confirm: string;
  description: string;
}

type PayParsed = z.output<typeof payQrInputSchema>;

/**
 * The confirmation of one decoded code: the amount (when the code lets it change), typed twice.
 * An amount over the owner's limits is refused on the amount field as soon as it is typed,
 * before the confirmation; main checks the limits again when the payment is sent.
 */
export function payForm(code: DecodedCodeView, locale: Locale, guard: FirstStepGuard) {
  const form = new FormState({
    empty: (): PayDraft => ({ amount: '', confirm: '', description: '' }),
    check: (draft: PayDraft, locale: Locale) => {
      const fields: Fields = {};
      const amountCents = moneyField(draft.amount, locale, 'amountCents', fields);
      refuseOverLimit(guard, amountCents, fields);
      const confirmAmountCents = moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
      return checkInput(
        payQrInputSchema,
        {
          endToEndId: code.endToEndId,
          ...amountTypedTwice(amountCents, confirmAmountCents, draft.description),
        },
        fields,
      );
    },
    send: (data: PayParsed) => invoke('payments:pay-qr', data),
  });
  form.draft.amount = code.amountCents > 0 ? centsToInput(code.amountCents, locale) : '';
  if (code.amountCents > 0) {
    // The code's own amount counts as typed: one over a limit is said before the confirmation.
    form.edited('amountCents');
    form.touch('amountCents');
  }
  return withParts(form, { code });
}

export type PayForm = ReturnType<typeof payForm>;
