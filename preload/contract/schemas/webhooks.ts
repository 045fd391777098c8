import { z } from 'zod';
import { correlationIdSchema } from '../validators/identifier.ts';
import { alertNoticeSchema, transferInNoticeSchema } from './alerts.ts';
import { journalAfterSchema } from './list-pages.ts';
import { sentFailedNoticeSchema } from './payments.ts';
import { profileKindSchema } from './profile.ts';

/**
 * Webhooks (service-spec 4.16) and the journal of the bank's events (6): the registrations
 * the owner keeps for their own systems, and, on the local sandbox, the events the app itself
 * received.
 */

/** The 12 event types of service-spec 6, and no others. */
export const webhookEventTypes = [
  'CHARGE_PAID',
  'PIX_RECEIVED',
  'PIX_PAYMENT_UPDATED',
  'PIX_REFUNDED',
  'PIX_REFUND_PAYMENT_UPDATED',
  'TRANSFER_INTERNAL_CREDITED',
  'TRANSFER_INTERNAL_DEBITED',
  'TRANSFER_EXTERNAL_CREDITED',
  'TRANSFER_EXTERNAL_DEBITED',
  'INFRACTION_NOTIFICATION_CREATED',
  'WHITELABEL_CUSTOMER_DOCUMENTATION_REJECTED',
  'WHITELABEL_CUSTOMER_APPROVED',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes, { error: 'v.webhook.event_type' });
export type WebhookEventTypeName = (typeof webhookEventTypes)[number];

export const authorizationSchemes = ['BASIC', 'BEARER', 'HEADER'] as const;
export type WebhookAuthorizationScheme = (typeof authorizationSchemes)[number];

export const MAX_WEBHOOK_URL = 2000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const MAX_WEBHOOK_AUTHORIZATION = 1000;

/** An absolute `http:` or `https:` URL with a host and no credentials in it. */
export function isAbsoluteHttpUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

export const webhookUrlSchema = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required', abort: true })
  .max(MAX_WEBHOOK_URL, { error: 'v.webhook.url_too_long', abort: true })
  .refine((s) => !/\s/.test(s), { error: 'v.webhook.url_spaces', abort: true })
  .refine((s) => !/^[a-z][a-z0-9+.-]*:\/\/[^/]*@/i.test(s), {
    error: 'v.webhook.url_credentials',
    abort: true,
  })
  .refine((s) => !LONE_SURROGATE.test(s) && !/\p{Cc}/u.test(s) && isAbsoluteHttpUrl(s), {
    error: 'v.webhook.url_invalid',
  });

/**
 * The authorization value: one header line. Left out on an edit, the one kept on this
 * computer is sent again (the service clears a field an update leaves out).
 */
export const webhookAuthorizationSchema = z
  .string()
  .max(MAX_WEBHOOK_AUTHORIZATION, { error: 'v.webhook.authorization_too_long', abort: true })
  .refine((s) => !/[\r\n]/.test(s), { error: 'v.webhook.authorization_one_line', abort: true })
  .refine((s) => !LONE_SURROGATE.test(s) && !/\p{Cc}/u.test(s), {
    error: 'v.webhook.authorization_characters',
  });

const webhookFields = z.object({
  eventType: webhookEventTypeSchema,
  url: webhookUrlSchema,
  authorizationScheme: z
    .enum(authorizationSchemes, { error: 'v.webhook.scheme' })
    .nullable()
    .default(null),
  /** Absent: keep the value already registered (edit), or none (register). */
  authorization: webhookAuthorizationSchema.optional(),
});

function schemeAndValueTogether(
  input: z.infer<typeof webhookFields>,
  ctx: z.RefinementCtx,
  existing: boolean,
): void {
  const value = input.authorization;
  if (input.authorizationScheme === null) {
    if (value !== undefined && value !== '') {
      ctx.addIssue({
        code: 'custom',
        message: 'v.webhook.scheme_required',
        path: ['authorizationScheme'],
      });
    }
    return;
  }
  // A scheme needs its value: typed now, or (on an edit) the one already kept.
  if (value === '' || (value === undefined && !existing)) {
    ctx.addIssue({
      code: 'custom',
      message: 'v.webhook.authorization_required',
      path: ['authorization'],
    });
  }
}

export const webhookRegisterInputSchema = webhookFields.superRefine((input, ctx) =>
  schemeAndValueTogether(input, ctx, false),
);
export type WebhookRegisterInput = z.input<typeof webhookRegisterInputSchema>;

/** The bank's id of a registration (a UUID at the sandbox): printable text, as it goes in a path. */
export const webhookIdSchema = correlationIdSchema;

export const webhookUpdateInputSchema = webhookFields
  .extend({ id: webhookIdSchema })
  .superRefine((input, ctx) => schemeAndValueTogether(input, ctx, true));
export type WebhookUpdateInput = z.input<typeof webhookUpdateInputSchema>;

/** A registration as the renderer sees it: the authorization value only by its last characters. */
export const webhookViewSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  url: z.string(),
  authorizationScheme: z.enum(authorizationSchemes).nullable(),
  /** "ends in …" — the last 4 characters of the value, or null when there is none. */
  authorizationEnding: z.string().max(4).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The app's own receiver on the local sandbox (managed by the app). */
  ownReceiver: z.boolean(),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;

export const webhookListSchema = z.object({
  profileKind: profileKindSchema,
  items: z.array(webhookViewSchema),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

// ---------------------------------------------------------------------------------------------
// The journal

export const journalOutcomes = ['applied', 'recorded', 'failed'] as const;
export type JournalOutcome = (typeof journalOutcomes)[number];

/** One event as received: its headers (the authorization hidden) and its raw JSON. */
export const journalEntrySchema = z.object({
  seq: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  receivedAt: z.string(),
  occurredAt: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
  /** The body as received, indented for reading. */
  json: z.string(),
  /** Applied to the cache, kept only (no cached record it changes), or failed to apply. */
  outcome: z.enum(journalOutcomes),
  error: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalListInputSchema = z.object({
  eventType: z.enum(webhookEventTypes, { error: 'v.webhook.event_type' }).nullable().default(null),
  search: z.string().trim().max(100, 'v.too_long').default(''),
  /** The `seq` of the last entry of the page before; null for the first page. */
  after: journalAfterSchema.nullable().default(null),
  limit: z.number().int().min(1).max(500).default(200),
});

export const journalStatusSchema = z.object({
  profileKind: profileKindSchema,
  /** The app's receiver is listening (local sandbox only). */
  receiving: z.boolean(),
  /** Event types the receiver is registered for at the bank. */
  registeredTypes: z.number().int().nonnegative(),
  /** Why the receiver could not be registered, when it could not. */
  problem: z.string().nullable(),
});
export type JournalStatus = z.infer<typeof journalStatusSchema>;

/**
 * What a payment tells the owner at once (a desktop notification): one received, or one sent
 * that the bank could not complete; money in by a transfer; and an alert the bank's event
 * raised (a dispute, a refund that failed, money out not sent from here — `alerts.ts`).
 */
export const paymentNoticeSchema = z.union([
  z.object({
    kind: z.enum(['pix', 'boleto']),
    amountCents: z.number().int().nonnegative(),
    payerName: z.string().nullable(),
  }),
  sentFailedNoticeSchema,
  transferInNoticeSchema,
  ...alertNoticeSchema.options,
]);
export type PaymentNotice = z.infer<typeof paymentNoticeSchema>;

export const journalReceivedEventSchema = z.object({
  eventId: z.string(),
  eventType: z.string(),
  receivedAt: z.string(),
  notice: paymentNoticeSchema.nullable(),
});
