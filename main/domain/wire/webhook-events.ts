import { z } from 'zod';
import type { WebhookEventType } from './webhooks.ts';

/**
 * The bodies the bank POSTs to webhooks (service-spec 6 names the types and two fields; the
 * payloads are not shown). Balcão's assumption, in this one place, shared by the local
 * sandbox (which sends them) and the app's receiver (which parses them):
 *
 *   { id, eventType, occurredAt, accountNumber, data }
 *
 * `id` is the event's id (a UUID), the same on every retry so receivers can drop duplicates;
 * `occurredAt` is when it happened (ISO 8601); `accountNumber` the account it concerns;
 * `data` depends on `eventType`. Amounts are reais, as everywhere on the wire.
 * Schemas are loose: a field the bank adds must not break a receiver.
 */

const amount = z.number();
const instant = z.string();

/** The other side of a transfer or payment. */
export const counterpartySchema = z.looseObject({
  name: z.string().nullable(),
  document: z.string().nullable(),
  participantIspb: z.string().nullable(),
  branch: z.string().nullable(),
  number: z.string().nullable(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

/** What a transfer made by a split instruction carries about its origin. */
export const splitOriginSchema = z.looseObject({
  configurationId: z.number().int(),
  instructionId: z.number().int(),
  type: z.enum(['PERCENTAGE', 'FIXED']),
  /** The instruction's amount: a percent or reais, by type. */
  rule: z.number(),
  /** The payment that was shared: its amount, and whichever ids it has. */
  paymentAmount: amount,
  endToEndId: z.string().nullable(),
  correlationId: z.string().nullable(),
});
export type SplitOrigin = z.infer<typeof splitOriginSchema>;

const chargePaid = z.looseObject({
  correlationId: z.string(),
  ourNumber: z.string(),
  amount,
  paidAmount: amount,
  paidAt: instant,
  source: z.enum(['BANKSLIP', 'PIX']),
  endToEndId: z.string().nullable(),
  status: z.literal('Paid'),
});

const pixReceived = z.looseObject({
  endToEndId: z.string(),
  amount,
  paidAt: instant,
  /** How it arrived: a QR code of the account, a boleto's Pix, or a transfer to a key. */
  origin: z.enum(['QR_CODE', 'BOLETO', 'TRANSFER']),
  /** The QR code's (or boleto's) correlationId and transactionId; null for a transfer. */
  correlationId: z.string().nullable(),
  transactionId: z.string().nullable(),
  payer: z.looseObject({ name: z.string().nullable(), document: z.string().nullable() }),
});

const transfer = z.looseObject({
  transferId: z.string(),
  amount,
  status: z.enum(['processing', 'completed', 'failed']),
  transferredAt: instant,
  counterparty: counterpartySchema,
  split: splitOriginSchema.nullable(),
});

const pixPaymentUpdated = z.looseObject({
  paymentId: z.string(),
  endToEndId: z.string().nullable(),
  amount,
  status: z.enum(['processing', 'completed', 'failed']),
  reason: z.string().nullable(),
  counterparty: counterpartySchema,
  split: splitOriginSchema.nullable(),
});

const pixRefunded = z.looseObject({
  refundId: z.string(),
  /** The end-to-end id of the Pix that was refunded. */
  endToEndId: z.string(),
  amount,
  status: z.enum(['processing', 'completed', 'failed']),
  refundedAt: instant,
});

const pixRefundPaymentUpdated = z.looseObject({
  refundId: z.string(),
  endToEndId: z.string(),
  amount,
  status: z.enum(['processing', 'completed', 'failed']),
  reason: z.string().nullable(),
});

const infraction = z.looseObject({
  infractionId: z.string(),
  endToEndId: z.string(),
  reason: z.string(),
  status: z.string(),
  amount,
});

const customerRejected = z.looseObject({
  customerId: z.string(),
  document: z.string(),
  reasons: z.array(z.string()),
});

const customerApproved = z.looseObject({
  customerId: z.string(),
  document: z.string(),
  name: z.string(),
  bankAccount: z.looseObject({ number: z.string(), branch: z.string() }),
});

/** The `data` of each event type. */
export const webhookEventDataSchemas = {
  CHARGE_PAID: chargePaid,
  PIX_RECEIVED: pixReceived,
  PIX_PAYMENT_UPDATED: pixPaymentUpdated,
  PIX_REFUNDED: pixRefunded,
  PIX_REFUND_PAYMENT_UPDATED: pixRefundPaymentUpdated,
  TRANSFER_INTERNAL_CREDITED: transfer,
  TRANSFER_INTERNAL_DEBITED: transfer,
  TRANSFER_EXTERNAL_CREDITED: transfer,
  TRANSFER_EXTERNAL_DEBITED: transfer,
  INFRACTION_NOTIFICATION_CREATED: infraction,
  WHITELABEL_CUSTOMER_DOCUMENTATION_REJECTED: customerRejected,
  WHITELABEL_CUSTOMER_APPROVED: customerApproved,
} as const satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<
  (typeof webhookEventDataSchemas)[T]
>;

const envelope = <T extends WebhookEventType>(eventType: T) =>
  z.looseObject({
    id: z.string(),
    eventType: z.literal(eventType),
    occurredAt: instant,
    accountNumber: z.string(),
    data: webhookEventDataSchemas[eventType],
  });

/** Any event body, discriminated by `eventType`. */
export const webhookEventSchema = z.discriminatedUnion('eventType', [
  envelope('CHARGE_PAID'),
  envelope('PIX_RECEIVED'),
  envelope('PIX_PAYMENT_UPDATED'),
  envelope('PIX_REFUNDED'),
  envelope('PIX_REFUND_PAYMENT_UPDATED'),
  envelope('TRANSFER_INTERNAL_CREDITED'),
  envelope('TRANSFER_INTERNAL_DEBITED'),
  envelope('TRANSFER_EXTERNAL_CREDITED'),
  envelope('TRANSFER_EXTERNAL_DEBITED'),
  envelope('INFRACTION_NOTIFICATION_CREATED'),
  envelope('WHITELABEL_CUSTOMER_DOCUMENTATION_REJECTED'),
  envelope('WHITELABEL_CUSTOMER_APPROVED'),
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** An event of one type, as built before it is sent. */
export interface WebhookEventOf<T extends WebhookEventType> {
  id: string;
  eventType: T;
  occurredAt: string;
  accountNumber: string;
  data: WebhookEventData<T>;
}
