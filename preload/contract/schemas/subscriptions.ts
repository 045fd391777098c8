import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';
import { todayInSaoPauloIso } from '../validators/date.ts';
import { normalizeDocument } from '../validators/document.ts';
import { positiveCentsSchema } from '../validators/money.ts';
import { addFieldIssue } from './field-issue.ts';
import { YEAR_MONTH, dueDateOf } from './subscription-schedule.ts';

export * from './subscription-schedule.ts';

/**
 * A customer's recurring charge (assinatura): each month the app issues one ordinary charge —
 * a boleto, a boleto with Pix, or a due-date Pix code — some days before it is due.
 */
export const subscriptionKinds = ['boleto', 'boleto-pix', 'pix-due'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];

/** `active`: months are issued; `paused`: none while paused (skipped); `ended`: none again. */
export const subscriptionStatuses = ['active', 'paused', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The most days before the due date a charge may be issued. */
export const MAX_LEAD_DAYS = 60;
/** The most months a subscription with an end may have (ten years). */
export const MAX_SUBSCRIPTION_MONTHS = 120;

export const yearMonthSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.month.invalid') })
  .min(1, { error: 'v.required', abort: true })
  .regex(YEAR_MONTH, 'v.month.invalid');

const wholeNumber = (key: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'v.required' : key) })
    .int(key)
    .min(min, key)
    .max(max, key);

export function makeSubscriptionInputSchema(today: () => string = todayInSaoPauloIso) {
  return z
    .object({
      /** The saved customer who pays (their data at each month's issue go on the charge). */
      customerDocument: z
        .string()
        .trim()
        .min(1, 'v.subscription.customer')
        .max(20, 'v.too_long')
        .transform(normalizeDocument),
      kind: z.enum(subscriptionKinds).default('boleto'),
      amountCents: positiveCentsSchema,
      description: z.string().trim().max(100, 'v.too_long').optional(),
      dayOfMonth: wholeNumber('v.subscription.day', 1, 31),
      leadDays: wholeNumber('v.subscription.lead_days', 0, MAX_LEAD_DAYS),
      startMonth: yearMonthSchema,
      /** How many months; null: until the owner ends it. */
      count: wholeNumber('v.subscription.count', 1, MAX_SUBSCRIPTION_MONTHS).nullable(),
    })
    .superRefine((input, ctx) => {
      // Refinements run over fields that failed too: only a real month and day are compared.
      const day = input.dayOfMonth;
      if (!YEAR_MONTH.test(input.startMonth) || !Number.isInteger(day) || day < 1 || day > 31) {
        return;
      }
      // The first month's due date must still be ahead: a charge is never issued overdue.
      if (dueDateOf(input.startMonth, day) < today()) {
        addFieldIssue(ctx, ['startMonth'], 'v.subscription.start_past');
      }
    });
}
export const subscriptionInputSchema = makeSubscriptionInputSchema();
export type SubscriptionInput = z.input<typeof subscriptionInputSchema>;
export type SubscriptionInputParsed = z.output<typeof subscriptionInputSchema>;

export const subscriptionIdInputSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const subscriptionStatusInputSchema = z.object({
  id: z.string().trim().min(1).max(64),
  status: z.enum(subscriptionStatuses),
});

/** `subscriptions:check`: with an id, that subscription's refused months are tried again too. */
export const subscriptionCheckInputSchema = z.object({
  id: z.string().trim().min(1).max(64).optional(),
});

/**
 * What became of one month: `issued` (its charge exists); `issuing` (its identity is recorded
 * and the charge may exist: settled by that identity only, never issued anew); `failed` (the
 * bank refused it: nothing exists, the owner may try again); `skipped` (its issue date fell
 * while the subscription was paused).
 */
export const subscriptionMonthStates = ['issued', 'issuing', 'failed', 'skipped'] as const;
export type SubscriptionMonthState = (typeof subscriptionMonthStates)[number];

export const subscriptionMonthSchema = z.object({
  month: z.string(),
  dueDate: z.string(),
  issueDate: z.string(),
  state: z.enum(subscriptionMonthStates),
  /** The charge's correlationId (a boleto's or a Pix code's), once issued. */
  chargeId: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** Issued by the run when the app opened, its issue date having passed while it was closed. */
  onStart: z.boolean(),
  /**
   * Issued after its planned due date (the app closed, or the bank out of reach, past it): it
   * is due on the day it went out instead.
   */
  late: z.boolean(),
  error: appErrorSchema.nullable(),
});
export type SubscriptionMonth = z.infer<typeof subscriptionMonthSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  /** A short number of its own: each charge's "your number" is `A<number>-MM/YYYY`. */
  number: z.number().int(),
  customerDocument: z.string(),
  customerName: z.string(),
  kind: z.enum(subscriptionKinds),
  amountCents: z.number().int(),
  description: z.string().nullable(),
  dayOfMonth: z.number().int(),
  leadDays: z.number().int(),
  startMonth: z.string(),
  count: z.number().int().nullable(),
  /** The last month, or null when open-ended. */
  lastMonth: z.string().nullable(),
  status: z.enum(subscriptionStatuses),
  pausedOn: z.string().nullable(),
  createdAt: z.string(),
  /** The next month to issue, or null (ended, or every month issued). */
  next: z.object({ month: z.string(), dueDate: z.string(), issueDate: z.string() }).nullable(),
  issuedCount: z.number().int(),
  /** Months waiting on the owner: refused, or with an outcome still open. */
  attentionCount: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionDetailSchema = z.object({
  subscription: subscriptionSchema,
  /** Every month with a record, newest first. */
  months: z.array(subscriptionMonthSchema),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetailSchema>;

export const issuedMonthSchema = z.object({
  subscriptionId: z.string(),
  customerName: z.string(),
  month: z.string(),
  chargeId: z.string(),
  kind: z.enum(subscriptionKinds),
  /** Issued after its issue date (the app closed, or the bank out of reach, on that day). */
  late: z.boolean(),
});
export type IssuedMonth = z.infer<typeof issuedMonthSchema>;

/** What one run of the scheduler did. */
export const subscriptionRunSchema = z.object({
  /** The run made when the app (or the profile) opened. */
  onStart: z.boolean(),
  at: z.string(),
  /** The São Paulo day the run took as today. */
  today: z.string(),
  issued: z.array(issuedMonthSchema),
  /** Months left for later: refused, outcome open, or the bank out of reach. */
  notIssued: z.array(
    z.object({
      subscriptionId: z.string(),
      customerName: z.string(),
      month: z.string(),
      state: z.enum(subscriptionMonthStates),
      error: appErrorSchema.nullable(),
    }),
  ),
});
export type SubscriptionRun = z.infer<typeof subscriptionRunSchema>;

export const subscriptionListSchema = z.object({
  items: z.array(subscriptionSchema),
  /** What the run when the app opened issued (missed months included), while it runs. */
  startRun: subscriptionRunSchema.nullable(),
  /** The São Paulo day the scheduler takes as today. */
  today: z.string(),
});
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;
