import { z } from 'zod';
import { sumCentsSchema } from './common.ts';

/**
 * Where a paid charge stands once its refunds are counted: paid, partly refunded, refunded.
 * Derived in one place in main (`main/domain/charge-money.ts`) and shown as sent by the
 * list, the detail pages, the receipt, Home and the exports.
 */
export const moneyStates = ['paid', 'partly-refunded', 'refunded'] as const;
export const moneyStateSchema = z.enum(moneyStates);
export type MoneyState = z.infer<typeof moneyStateSchema>;

export const chargeMoneySchema = z.object({
  state: moneyStateSchema,
  /** What the payer paid. */
  receivedCents: sumCentsSchema,
  /** What was refunded of it: refunds done and on their way (a failed one gave it back). */
  refundedCents: sumCentsSchema,
  /** What stayed in the account: received less refunded. */
  netCents: sumCentsSchema,
});
export type ChargeMoney = z.infer<typeof chargeMoneySchema>;

/** A refund of a charge's payment, as its detail page and receipt list it. */
export const chargeRefundSchema = z.object({
  id: z.string(),
  amountCents: sumCentsSchema,
  status: z.enum(['processing', 'completed', 'failed']),
  createdAt: z.string(),
});

/** A charge's money with its refunds, oldest first: what its page and receipt show. */
export const chargeMoneyDetailSchema = chargeMoneySchema.extend({
  refunds: z.array(chargeRefundSchema),
});
export type ChargeMoneyDetail = z.infer<typeof chargeMoneyDetailSchema>;
