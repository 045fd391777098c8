import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';
import { positiveCentsSchema, recordCentsSchema } from '../validators/money.ts';
import { addFieldIssue } from './field-issue.ts';
import { outboxKinds, writeWordFamilies } from './outbox.ts';

/**
 * The owner's limits on money out, per profile: per transfer and per São Paulo calendar day.
 * `null` is no limit. They hold for every write that moves money out (QR payments, transfers,
 * refunds), checked by the write pipeline before anything is recorded or sent.
 */
export const moneyOutLimitsSchema = z
  .object({
    perTransferCents: positiveCentsSchema.nullable(),
    perDayCents: positiveCentsSchema.nullable(),
  })
  .superRefine((limits, ctx) => {
    if (
      limits.perTransferCents !== null &&
      limits.perDayCents !== null &&
      limits.perTransferCents > limits.perDayCents
    )
      addFieldIssue(ctx, ['perTransferCents'], 'v.limits.above_day');
  });
export type MoneyOutLimits = z.infer<typeof moneyOutLimitsSchema>;

/** The limits with what today's money out has used of them. */
export const moneyOutLimitsViewSchema = z.object({
  perTransferCents: recordCentsSchema.nullable(),
  perDayCents: recordCentsSchema.nullable(),
  /** Money out counted today (São Paulo): sent, unknown and in flight; refusals do not count. */
  usedTodayCents: recordCentsSchema,
  /** What is left today under the daily limit, or null without one. */
  leftTodayCents: recordCentsSchema.nullable(),
});
export type MoneyOutLimitsView = z.infer<typeof moneyOutLimitsViewSchema>;

/**
 * What became of a money-out action: `sending` while in flight, `sent` (the bank took it),
 * `refused` (nothing left: offline, over a limit, refused by the bank), `unknown` (it may
 * have happened; kept to be checked), `resolved` (an unknown one the owner settled).
 */
export const activityResults = ['sending', 'sent', 'refused', 'unknown', 'resolved'] as const;
export type ActivityResult = (typeof activityResults)[number];

/**
 * Why an action was refused or is unknown, as the owner reads it: main decides it once from
 * the error the owner was told (`main/app/activity/activity-reason.ts`), and the screen and
 * the CSV each say it in words (`activity.reason.<reason>`), never as the error's code.
 */
export const activityReasons = [
  /** Money out refused up front: the bank could not be reached, nothing was sent. */
  'offline',
  /** Above the owner's limit per transfer (`limitCents`) or per day (`limitCents`, `leftCents`). */
  'limit-per-transfer',
  'limit-per-day',
  /** The bank refused: without words of its own, or in its words (`text`). */
  'bank-refused',
  'bank-said',
  /** A refund the bank refused: above what is left (`leftCents`), past 90 days, no such Pix. */
  'refund-over-left',
  'refund-window-over',
  'refund-pix-unknown',
  /** The outcome is open: checking it asks the bank with the same identity. */
  'to-check',
  /** The outcome is open and the bank offers no check: the owner looks at the statement. */
  'to-check-with-bank',
  /** The app stopped while the request was on its way. */
  'interrupted',
  /** The bank took it; this computer had not saved it yet (finished from the outbox). */
  'accepted-not-saved',
  /** The bank took too long to answer. */
  'no-answer',
  'tls',
  'certificate',
  'keychain',
  'unauthorized',
  'not-found',
  'conflict',
  'unsupported',
  'owner-only',
  'cancelled',
  'invalid',
  'internal',
] as const;
export type ActivityReason = (typeof activityReasons)[number];

export const activityWhySchema = z.object({
  reason: z.enum(activityReasons),
  /** What its words name: amounts in cents (`…Cents`), the bank's own text (`text`). */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ActivityWhy = z.infer<typeof activityWhySchema>;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  /** When it was asked for (ISO instant). */
  at: z.string(),
  kind: z.enum(outboxKinds),
  /** The words its kind is told in (its descriptor's). */
  words: z.enum(writeWordFamilies),
  /** To whom: the receiver's name, or the key of a transfer. */
  label: z.string(),
  amountCents: recordCentsSchema,
  result: z.enum(activityResults),
  /** Why it was refused or is unknown, as the owner was told. */
  reason: appErrorSchema.nullable(),
  /** That reason in the owner's terms (null when there is none). */
  why: activityWhySchema.nullable(),
  /** How an unknown one was settled: the bank confirmed it, or the owner discarded it. */
  resolution: z.enum(['confirmed', 'discarded']).nullable(),
  /** The client identity it was recorded with (intent id, idempotency key, correlationId). */
  identity: z.string(),
  updatedAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
