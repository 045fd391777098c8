import { z } from 'zod';
import {
  payBoletoInputSchema,
  readBoletoInputSchema,
  type BoletoToPayView,
  type Locale,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { centsToInput } from '../../lib/format.ts';
import { checkInput, moneyField, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';
import { amountTypedTwice, refuseOverLimit } from '../transfers/money-out-check.ts';
import { OFFLINE_FIRST_STEP, type FirstStepGuard } from '../transfers/money-out-limit.ts';

/**
 * The boleto to pay, as typed, pasted or read from an image: the first step. Its check digits
 * are checked here, block by block, before the bank is asked; while the bank cannot be reached
 * it is refused at once (reading the boleto asks the bank, and nothing could be paid).
 */
export function readForm(guard: Pick<FirstStepGuard, 'online'>) {
  return new FormState({
    empty: () => ({ code: '' }),
    check: (draft: { code: string }) => checkInput(readBoletoInputSchema, draft, {}),
    send: async (data: z.output<typeof readBoletoInputSchema>) =>
      guard.online
        ? invoke('bill-payments:read', data)
        : { ok: false as const, error: OFFLINE_FIRST_STEP },
  });
}

export type ReadForm = ReturnType<typeof readForm>;

export interface PayBoletoDraft {
  amount: string;
  confirm: string;
  description: string;
}

type PayParsed = z.output<typeof payBoletoInputSchema>;

/**
 * The confirmation of one boleto read: the amount (today's total, or one in the range the
 * boleto takes), typed twice. An amount over the owner's limits or outside the boleto's range
 * is refused on the amount field as soon as it is typed; main checks both again when it pays.
 */
export function payBoletoForm(boleto: BoletoToPayView, locale: Locale, guard: FirstStepGuard) {
  const total = boleto.charge.totalCents;
  const range = boleto.otherAmount;
  const form = new FormState({
    empty: (): PayBoletoDraft => ({ amount: '', confirm: '', description: '' }),
    check: (draft: PayBoletoDraft, locale: Locale) => {
      const fields: Fields = {};
      const amountCents = range ? moneyField(draft.amount, locale, 'amountCents', fields) : total;
      if (
        amountCents !== undefined &&
        range &&
        (amountCents < range.minCents || amountCents > range.maxCents)
      ) {
        fields['amountCents'] = [
          {
            key: 'v.bill_payment.amount_range',
            params: { minCents: range.minCents, maxCents: range.maxCents },
          },
        ];
      }
      refuseOverLimit(guard, amountCents, fields);
      const confirmAmountCents = moneyField(draft.confirm, locale, 'confirmAmountCents', fields);
      return checkInput(
        payBoletoInputSchema,
        {
          barCode: boleto.barCode,
          ...amountTypedTwice(amountCents, confirmAmountCents, draft.description),
        },
        fields,
      );
    },
    send: (data: PayParsed) => invoke('bill-payments:pay', data),
  });
  form.draft.amount = centsToInput(total, locale);
  if (range) {
    // Today's total counts as typed: one over a limit is said before the confirmation.
    form.edited('amountCents');
    form.touch('amountCents');
  }
  return withParts(form, { boleto });
}

export type PayBoletoForm = ReturnType<typeof payBoletoForm>;
