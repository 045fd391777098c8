import { z } from 'zod';
import { isoDateSchema } from '../validators/date.ts';
import { recordCentsSchema } from '../validators/money.ts';
import { receivedEndToEndIdSchema } from './refunds.ts';

/**
 * Alerts: what happened to the account that the owner must hear of, and may have to act on,
 * even when it happened while nobody was looking — shown on Home until the owner marks each
 * one seen:
 * - `infraction`: a payer disputed a Pix the account received (the bank's infraction
 *   notification, MED): the bank may take the money back to return it to the payer;
 * - `refund-failed`: a refund the app sent did not go through — the payer did not get it;
 * - `sent-failed`: a payment or transfer the app sent did not go through;
 * - `outside-debit`: money left the account by a transfer this app did not send.
 */
export const alertKinds = ['infraction', 'refund-failed', 'sent-failed', 'outside-debit'] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * What a dispute says its cause is, in the few kinds the owner is told apart; the bank's own
 * code stays in main (an unknown one is `other`, never shown raw).
 */
export const infractionReasons = ['fraud', 'refund-request', 'other'] as const;
export type InfractionReason = (typeof infractionReasons)[number];

const amountSchema = recordCentsSchema;

export const alertViewSchema = z.object({
  /** The alert's identity: one per dispute, refund, payment or transfer, whatever told it. */
  id: z.string(),
  kind: z.enum(alertKinds),
  /** When it happened as the bank tells it (the event's instant), or when the app learned it. */
  occurredAt: z.string(),
  amountCents: amountSchema.nullable(),
  /** The bank's id of what it is about: a dispute, a refund, a sent payment, a transfer. */
  subjectId: z.string(),
  /** The received Pix it concerns (a dispute of it, a refund of it), by its end-to-end id. */
  endToEndId: z.string().nullable(),
  /** That Pix as this computer knows it (null when it is not known here). */
  received: z
    .object({ payerName: z.string().nullable(), paidAt: z.string().nullable() })
    .nullable(),
  /** The other side: the receiver of a failed payment, the counterparty of a debit. */
  counterpartName: z.string().nullable(),
  /** A failed sent payment's kind (its words, and a transfer's receiver is a key). */
  paymentKind: z.enum(['qr-code', 'key-transfer', 'boleto']).nullable(),
  /** A dispute's cause. */
  infractionReason: z.enum(infractionReasons).nullable(),
  /** The bank's own words of why a refund or payment failed. */
  failureReason: z.string().nullable(),
  /** A debit not sent from here that the bank later said did not go through. */
  undone: z.boolean(),
  /** A dispute: the São Paulo day by which the bank decides (README, assumptions). */
  answerBy: isoDateSchema.nullable(),
});
export type AlertView = z.infer<typeof alertViewSchema>;

export const alertSeenInputSchema = z.object({
  id: z.string({ error: 'v.required' }).min(1, 'v.required').max(200, 'v.too_long'),
});

export const alertSeenSchema = z.object({ id: z.string(), seenAt: z.string() });

/** The local sandbox only: the payer of a received Pix disputes it (an infraction). */
export const sandboxInfractionInputSchema = z.object({
  endToEndId: receivedEndToEndIdSchema,
  reason: z.enum(['FRAUD', 'REFUND_REQUEST']).default('FRAUD'),
});
export type SandboxInfractionInput = z.input<typeof sandboxInfractionInputSchema>;

export const sandboxInfractionSchema = z.object({ eventId: z.string(), infractionId: z.string() });

// ---------------------------------------------------------------------------------------------
// What the owner is told at once (a desktop notification, and an in-app notice for alerts)

const noticeAmount = z.number().int().nonnegative();

export const infractionNoticeSchema = z.object({
  kind: z.literal('infraction'),
  alertId: z.string(),
  amountCents: noticeAmount,
  payerName: z.string().nullable(),
});

export const refundFailedNoticeSchema = z.object({
  kind: z.literal('refund-failed'),
  alertId: z.string(),
  amountCents: noticeAmount,
  payerName: z.string().nullable(),
  reason: z.string().nullable(),
});

export const outsideDebitNoticeSchema = z.object({
  kind: z.literal('outside-debit'),
  alertId: z.string(),
  amountCents: noticeAmount,
  counterpartName: z.string().nullable(),
});

/** An alert raised by the bank's event: told at once, and kept on Home until seen. */
export const alertNoticeSchema = z.discriminatedUnion('kind', [
  infractionNoticeSchema,
  refundFailedNoticeSchema,
  outsideDebitNoticeSchema,
]);
export type AlertNotice = z.infer<typeof alertNoticeSchema>;

/** Money that came in by a transfer (internal or TED): told like a received Pix. */
export const transferInNoticeSchema = z.object({
  kind: z.literal('transfer-in'),
  amountCents: noticeAmount,
  payerName: z.string().nullable(),
});
export type TransferInNotice = z.infer<typeof transferInNoticeSchema>;
