import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { maskDocument, type SentPayment } from '../../../preload/contract/index.ts';
import { QR_PAYMENT_STATUSES } from '../../domain/wire/payments.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { QrCodePayment } from '../../service/payments.ts';
import { payKeyLookup, type PayKeyLookupInput } from '../../service/writes/key-transfers.ts';
import { sentPaymentStore } from '../payments/sent-payment-store.ts';
import { keptRecord } from '../pipeline/kept-record.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import type { ShownLookup } from './key-lookups.ts';

/** A transfer the owner confirmed: the lookup they were shown, the amount, a message. */
export interface KeyTransferV2Input {
  lookup: Pick<ShownLookup, 'key' | 'view'>;
  amountCents: number;
  description?: string | undefined;
}

/**
 * What is recorded before sending: the exact request, with its `IdempotencyKey`, and who
 * receives as the owner was shown them (the Sent list needs it when the answer names nobody).
 */
export interface KeyTransferV2Request extends PayKeyLookupInput {
  key: string;
  payee: { name: string; document: string; bank: string };
}

/** The accepted answer, with the request it answers (the cache row needs both). */
export interface AcceptedKeyTransferV2 {
  payment: QrCodePayment;
  request: KeyTransferV2Request;
}

/** The bank's transfer as the outbox keeps it (a scheduled one's as well). */
export const keptPaymentSchema = z.object({
  id: z.string(),
  endToEndId: z.string(),
  status: z.enum(QR_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  createdAt: z.string(),
  failureReason: z.string().nullable().optional(),
  receiver: z
    .object({ name: z.string(), document: z.string().nullable(), bank: z.string().nullable() })
    .nullable()
    .optional(),
});

/** The request as the outbox keeps it. */
export const keptRequestSchema = z.object({
  idempotencyKey: z.string(),
  externalId: z.string(),
  endToEndId: z.string(),
  amountCents: z.number().int(),
  description: z.string().optional(),
  key: z.string(),
  payee: z.object({ name: z.string(), document: z.string(), bank: z.string() }),
});

const acceptedSchema: z.ZodType<AcceptedKeyTransferV2> = z.object({
  payment: keptPaymentSchema,
  request: keptRequestSchema,
});

/**
 * The transfer as the Sent list shows it: who received is what the bank's answer says when it
 * names them, else who the owner was shown at the lookup; the key is always the one typed.
 */
export function sentTransferOf(accepted: AcceptedKeyTransferV2): Omit<SentPayment, 'syncedAt'> {
  const { payment, request } = accepted;
  const answered = payment.receiver ?? null;
  const answeredDocument = answered?.document ?? null;
  return {
    id: payment.id,
    kind: 'key-transfer',
    endToEndId: payment.endToEndId,
    status: payment.status,
    amountCents: payment.amountCents,
    receiverName: answered?.name ?? request.payee.name,
    receiverDocument:
      answeredDocument === null ? request.payee.document : maskDocument(answeredDocument),
    receiverBank: answered?.bank ?? request.payee.bank,
    receiverKey: request.key,
    description: request.description ?? null,
    failureReason: payment.failureReason ?? null,
    createdAt: payment.createdAt,
  };
}

async function send(
  client: ServiceClient,
  request: KeyTransferV2Request,
): Promise<AcceptedKeyTransferV2> {
  const { key: _key, payee: _payee, ...wire } = request;
  return { payment: await payKeyLookup(client, wire), request };
}

/**
 * A transfer to a Pix key the owner looked up first (money out, the operator's v2 routes):
 * it pays the lookup's single-use `endToEndId`, so it goes to the receiver the owner saw. The
 * `IdempotencyKey` is created once per intent and recorded with the request before it
 * leaves; an unknown outcome is settled by sending the same request with the same key, which
 * the bank answers with the first transfer and moves nothing again — never parked. Refused up
 * front while the bank is unreachable.
 */
export const keyTransferV2: WriteDescriptor<
  KeyTransferV2Input,
  KeyTransferV2Request,
  AcceptedKeyTransferV2,
  SentPayment
> = {
  kind: 'transfer:key-v2',
  presentation: { words: 'transfer-checkable', opens: 'sent' },
  resource: 'payments',
  movesMoneyOut: true,
  amountCents: (input) => input.amountCents,
  newIdentity: () => randomUUID(),
  request: (input, idempotencyKey) => ({
    idempotencyKey,
    externalId: idempotencyKey,
    endToEndId: input.lookup.view.endToEndId,
    amountCents: input.amountCents,
    ...(input.description === undefined ? {} : { description: input.description }),
    key: input.lookup.key,
    payee: input.lookup.view.payee,
  }),
  summary: (input) => ({
    amountCents: input.amountCents,
    label: input.lookup.view.payee.name,
    dated: null,
  }),
  send,
  resolution: { how: 'resend' },
  acceptedSchema,
  ...keptRecord(
    sentTransferOf,
    sentPaymentStore((accepted: AcceptedKeyTransferV2) => accepted.request.idempotencyKey),
  ),
  unknownOutcome: {
    key: 'error.transfer.unknown_outcome_checkable',
    message:
      'The transfer may or may not have been made; checking it sends it again with the same key, and the bank makes it once.',
  },
};
