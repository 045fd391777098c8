import { centsToReais } from '../../domain/money.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  pixTransferSchema,
  qrPaymentSchema,
} from '../../domain/wire/payments.ts';
import type { ServiceClient } from '../http-client.ts';
import {
  KEY_TRANSFERS,
  QR_PAYMENTS,
  keyTransferOf,
  qrPaymentOf,
  type KeyTransfer,
  type KeyTransferInput,
  type PayDecodedCodeInput,
  type QrCodePayment,
} from '../payments.ts';

/** Money out (spec 4.2 and the payment of a decoded QR code): one request each, no retries. */

/**
 * `POST /baas/api/v2/transfers` with the payment's `IdempotencyKey` (the request is taken from
 * the operator's SDK, `TransfersService::createTransfer`): the same key and body sent again are
 * answered with the first payment. Of the SDK's other fields only `externalId` is sent; the
 * bank's defaults for the rest (no favourite, now, no tags, no split) are what Balcão means.
 */
export async function payDecodedCode(
  client: ServiceClient,
  input: PayDecodedCodeInput,
): Promise<QrCodePayment> {
  const { value } = await client.request({
    method: 'POST',
    path: QR_PAYMENTS,
    body: {
      amount: centsToReais(input.amountCents),
      ...(input.description === undefined ? {} : { description: input.description }),
      type: 'Pix' as const,
      endToEndId: input.endToEndId,
      initiationType: input.initiationType,
      transactionId: input.transactionId,
      ...(input.externalId === undefined ? {} : { externalId: input.externalId }),
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: qrPaymentSchema,
  });
  return qrPaymentOf(value);
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
