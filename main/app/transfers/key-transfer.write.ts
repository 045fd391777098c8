import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { SentPayment } from '../../../preload/contract/index.ts';
import { PIX_TRANSFER_STATUSES, type PixTransferStatus } from '../../domain/wire/payments.ts';
import type { KeyTransfer } from '../../service/payments.ts';
import { transferToKey } from '../../service/writes/payments.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { sentPaymentStore } from '../payments/sent-payment-store.ts';
import { keptRecord } from '../pipeline/kept-record.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** A transfer the owner confirmed: the key as the bank takes it, the amount, a message. */
export interface KeyTransferInput {
  key: string;
  amountCents: number;
  description?: string | undefined;
}

/**
 * What is recorded before sending: the exact request, under the stored intent id that stands
 * for the transfer on this computer (the bank's `/v1/pix/transfers` knows no client id).
 */
export interface KeyTransferRequest extends KeyTransferInput {
  intentId: string;
}

/** The accepted answer, with the request it answers (the cache row needs both). */
interface AcceptedKeyTransfer {
  transfer: KeyTransfer;
  request: KeyTransferRequest;
}

const acceptedSchema: z.ZodType<AcceptedKeyTransfer> = z.object({
  transfer: z.object({
    id: z.string(),
    endToEndId: z.string(),
    amountCents: z.number().int(),
    status: z.enum(PIX_TRANSFER_STATUSES),
    createdAt: z.string(),
    failureReason: z.string().optional(),
  }),
  request: z.object({
    intentId: z.string(),
    key: z.string(),
    amountCents: z.number().int(),
    description: z.string().optional(),
  }),
});

/** The bank's transfer statuses as the Sent list says them (the QR payments' words). */
export function sentStatusOf(status: PixTransferStatus): SentPayment['status'] {
  return status === 'completed' ? 'COMPLETED' : status === 'failed' ? 'FAILED' : 'PROCESSING';
}

function sentTransferOf(accepted: AcceptedKeyTransfer): Omit<SentPayment, 'syncedAt'> {
  const { transfer, request } = accepted;
  return {
    id: transfer.id,
    kind: 'key-transfer',
    endToEndId: transfer.endToEndId,
    status: sentStatusOf(transfer.status),
    amountCents: transfer.amountCents,
    // The bank names nobody for a key: the key is who the owner chose.
    receiverName: request.key,
    receiverDocument: '',
    receiverBank: '',
    receiverKey: request.key,
    description: request.description ?? null,
    failureReason: transfer.failureReason ?? null,
    createdAt: transfer.createdAt,
  };
}

async function send(
  client: ServiceClient,
  request: KeyTransferRequest,
): Promise<AcceptedKeyTransfer> {
  const { intentId: _intentId, ...body } = request;
  return { transfer: await transferToKey(client, body), request };
}

/**
 * A transfer to a Pix key (money out, spec 4.2). The bank offers no idempotency and no read by
 * a client id, so the transfer is sent exactly once: an unknown outcome is parked for the owner
 * to check with the bank (the outbox keeps the key, amount, message and when it was asked
 * for) and is never resent by the app — sending it again could pay twice.
 */
export const keyTransfer: WriteDescriptor<
  KeyTransferInput,
  KeyTransferRequest,
  AcceptedKeyTransfer,
  SentPayment
> = {
  kind: 'transfer:key',
  presentation: { words: 'transfer', opens: 'sent' },
  resource: 'payments',
  movesMoneyOut: true,
  amountCents: (input) => input.amountCents,
  newIdentity: () => randomUUID(),
  request: (input, intentId) => ({
    intentId,
    key: input.key,
    amountCents: input.amountCents,
    ...(input.description === undefined ? {} : { description: input.description }),
  }),
  summary: (input) => ({ amountCents: input.amountCents, label: input.key, dated: null }),
  send,
  resolution: { how: 'parked' },
  acceptedSchema,
  ...keptRecord(
    sentTransferOf,
    sentPaymentStore((accepted: AcceptedKeyTransfer) => accepted.request.intentId),
  ),
  unknownOutcome: {
    key: 'error.transfer.unknown_outcome',
    message:
      'The transfer may or may not have been made; it is never sent again. Check with the bank.',
  },
};
