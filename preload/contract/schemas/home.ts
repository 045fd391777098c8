import { z } from 'zod';
import { isoDateSchema } from '../validators/date.ts';
import { chargeRowSchema } from './charges.ts';
import { sumCentsSchema } from './common.ts';

/** A count of charges and the sum of their cents. */
export const chargeTallySchema = z.object({
  count: z.number().int().nonnegative(),
  amountCents: sumCentsSchema,
});
export type ChargeTally = z.infer<typeof chargeTallySchema>;

/**
 * Money received over some days, and what left of it: refunds sent on those days and split
 * shares paid out of the account. `netCents` is what stayed (below zero on a day whose
 * refunds were more than what came in).
 */
export const receivedTallySchema = chargeTallySchema.extend({
  refundedCents: sumCentsSchema,
  sharedCents: sumCentsSchema,
  netCents: z.number().int().safe(),
});
export type ReceivedTally = z.infer<typeof receivedTallySchema>;

/**
 * The home screen's figures, from the cache (so they hold offline). Days are São Paulo
 * calendar days; money received is counted on the day it was paid, Pix included.
 */
export const homeSummarySchema = z.object({
  /** The day the figures were computed for. */
  today: isoDateSchema,
  /** Monday of this week: "this week" runs from it to today. */
  weekStart: isoDateSchema,
  receivedToday: receivedTallySchema,
  receivedThisWeek: receivedTallySchema,
  /** Open charges due from today through the next 6 days (boletos and due-date Pix). */
  dueNext7Days: chargeTallySchema,
  /** Open charges whose due date has passed. */
  overdue: chargeTallySchema,
  /** The latest payments received, newest first. */
  latestPaid: z.array(chargeRowSchema),
  /** Whether the cache holds any charge at all (a first run before its first sync does not). */
  hasCharges: z.boolean(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
