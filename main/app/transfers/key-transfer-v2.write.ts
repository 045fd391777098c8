import { z } from 'zod';
import type { SentPayment } from '../../../preload/contract/index.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import type { QrCodePayment } from '../../service/payments.ts';
import { payKeyLookup, type PayKeyLookupInput } from '../../service/writes/key-transfers.ts';
import { keptV2PaymentSchema, sentV2TransferOf, v2TransferSteps } from '../payments/v2-transfer.ts';
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
  payment: keptV2PaymentSchema,
  request: keptRequestSchema,
});

/**
 * The transfer as the Sent list shows it: who received is what the bank's answer says when it
 * names them, else who the owner was shown at the lookup; the key is always the one typed.
 */
export function sentTransferOf(accepted: AcceptedKeyTransferV2): Omit<SentPayment, 'syncedAt'> {
  const { payment, request } = accepted;
  return sentV2TransferOf(
    'key-transfer',
    payment,
    { ...request.payee, key: request.key },
    request.description,
  );
}

/**
 * Sends a looked-up transfer's recorded request (a scheduled one's as well): what the bank
 * takes, without who the owner was shown, which stays with the answer for the Sent list.
 */
export async function sendLookedUpTransfer<Request extends KeyTransferV2Request>(
  client: ServiceClient,
  request: Request,
): Promise<{ payment: QrCodePayment; request: Request }> {
  const { key: _key, payee: _payee, ...wire } = request;
  return { payment: await payKeyLookup(client, wire), request };
}

/**
 * A transfer to a Pix key the owner looked up first (money out, the operator's v2 routes):
 * it pays the lookup's single-use `endToEndId`, so it goes to the receiver the owner saw.
 * Settled as every v2 transfer is (`v2TransferSteps`): recorded with its `IdempotencyKey`
 * before it leaves, an unknown outcome resent with the same key — never parked.
 */
export const keyTransferV2: WriteDescriptor<
  KeyTransferV2Input,
  KeyTransferV2Request,
  AcceptedKeyTransferV2,
  SentPayment
> = {
  kind: 'transfer:key-v2',
  presentation: { words: 'transfer-checkable', opens: 'sent' },
  ...v2TransferSteps(sentTransferOf, acceptedSchema),
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
  send: sendLookedUpTransfer,
  unknownOutcome: {
    key: 'error.transfer.unknown_outcome_checkable',
    message:
      'The transfer may or may not have been made; checking it sends it again with the same key, and the bank makes it once.',
  },
};
