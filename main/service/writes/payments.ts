import { centsToReais } from '../../domain/money.ts';
import { pixTransferSchema } from '../../domain/wire/payments.ts';
import type { ServiceClient } from '../http-client.ts';
import {
  KEY_TRANSFERS,
  keyTransferOf,
  type KeyTransfer,
  type KeyTransferInput,
  type PayDecodedCodeInput,
  type QrCodePayment,
} from '../payments.ts';
import { createV2Transfer } from './v2-transfer.ts';

/** Money out (spec 4.2 and the payment of a decoded QR code): one request each, no retries. */

/**
 * A payment of a decoded code: a v2 transfer (`createV2Transfer`) with the payment's
 * `IdempotencyKey`, which also names the code's `transactionId`. Of the SDK's other fields only
 * `externalId` is sent; the bank's defaults for the rest (no favourite, now, no tags, no split)
 * are what Balcão means.
 */
export function payDecodedCode(
  client: ServiceClient,
  input: PayDecodedCodeInput,
): Promise<QrCodePayment> {
  return createV2Transfer(client, input.idempotencyKey, input, {
    transactionId: input.transactionId,
    ...(input.externalId === undefined ? {} : { externalId: input.externalId }),
  });
}

/**
 * `POST /v1/pix/transfers` (spec 4.2, mutual TLS). It has no idempotency key and no read by a
 * client id: the write pipeline never sends it twice.
 */
export async function transferToKey(
  client: ServiceClient,
  input: KeyTransferInput,
): Promise<KeyTransfer> {
  const { value } = await client.request({
    method: 'POST',
    path: KEY_TRANSFERS,
    body: {
      key: input.key,
      amount: centsToReais(input.amountCents),
      ...(input.description === undefined ? {} : { description: input.description }),
    },
    schema: pixTransferSchema,
  });
  return keyTransferOf(value);
}
