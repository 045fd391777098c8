import { z } from 'zod';
import { centsSchema, recordCentsSchema } from '../validators/money.ts';
import { isoDateSchema } from '../validators/date.ts';
import { chargeMoneySchema } from './charge-money.ts';
import { sortDirections, sumCentsSchema } from './common.ts';

/** Everything the account is owed, in one list: boletos and Pix QR codes. */
export const chargeKinds = ['boleto', 'pix-immediate', 'pix-due-date'] as const;
export const chargeKindSchema = z.enum(chargeKinds);
export type ChargeKind = z.infer<typeof chargeKindSchema>;

/** The service's statuses, normalized across kinds so one filter works for all. */
export const chargeStates = ['open', 'paid', 'expired', 'cancelled'] as const;
export const chargeStateSchema = z.enum(chargeStates);
export type ChargeState = z.infer<typeof chargeStateSchema>;

export const chargeRowSchema = z.object({
  kind: chargeKindSchema,
  /** correlationId: the identity the app chose and the service returns. */
  id: z.string(),
  state: chargeStateSchema,
  /** The status as the service names it (Pending, ACTIVE, CONCLUDED, …). */
  serviceStatus: z.string(),
  amountCents: recordCentsSchema,
  paidAmountCents: recordCentsSchema.nullable(),
  /** True when an amount the bank sent is above R$ 99.999.999,99: shown, and flagged. */
  outOfRange: z.boolean().optional(),
  payerName: z.string().nullable(),
  payerDocument: z.string().nullable(),
  reference: z.string().nullable(),
  dueDate: z.string().nullable(),
  expiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** A paid charge's money once its refunds are counted; null when it is not paid. */
  money: chargeMoneySchema.nullable(),
  createdAt: z.string(),
  /** When this row was last read from the service: how fresh it is. */
  syncedAt: z.string(),
});
export type ChargeRow = z.infer<typeof chargeRowSchema>;

export const chargeFiltersSchema = z
  .object({
    kinds: z.array(chargeKindSchema).optional(),
    states: z.array(chargeStateSchema).optional(),
    dueFrom: isoDateSchema.optional(),
    dueTo: isoDateSchema.optional(),
    amountMinCents: centsSchema.optional(),
    amountMaxCents: centsSchema.optional(),
    search: z.string().trim().max(100, 'v.too_long').optional(),
  })
  .superRefine((f, ctx) => {
    if (f.dueFrom && f.dueTo && f.dueFrom > f.dueTo)
      ctx.addIssue({ code: 'custom', path: ['dueTo'], message: 'v.range.order' });
    if (
      f.amountMinCents !== undefined &&
      f.amountMaxCents !== undefined &&
      f.amountMinCents > f.amountMaxCents
    )
      ctx.addIssue({ code: 'custom', path: ['amountMaxCents'], message: 'v.range.order' });
  });
export type ChargeFilters = z.infer<typeof chargeFiltersSchema>;

export const chargeListInputSchema = z.object({
  filters: chargeFiltersSchema.default({}),
  sort: z
    .object({
      key: z.enum(['createdAt', 'dueDate', 'amount']),
      direction: z.enum(sortDirections),
    })
    .default({ key: 'createdAt', direction: 'desc' }),
  /** Opaque keyset cursor from the previous page; pages never shift under inserts. */
  cursor: z.string().nullable().default(null),
  limit: z.number().int().min(1).max(500).default(200),
});
export type ChargeListInput = z.input<typeof chargeListInputSchema>;

export const chargeListPageSchema = z.object({
  items: z.array(chargeRowSchema),
  nextCursor: z.string().nullable(),
});

export const chargeTotalsSchema = z.object({
  byState: z.array(
    z.object({ state: chargeStateSchema, count: z.number().int(), amountCents: sumCentsSchema }),
  ),
  byKind: z.array(
    z.object({ kind: chargeKindSchema, count: z.number().int(), amountCents: sumCentsSchema }),
  ),
  count: z.number().int(),
  amountCents: sumCentsSchema,
  /** What was refunded of the paid charges among them. */
  refundedCents: sumCentsSchema,
});
export type ChargeTotals = z.infer<typeof chargeTotalsSchema>;
