import { centsToReais } from '../../domain/money.ts';
import { DICT_INITIATION_TYPE } from '../../domain/wire/dict.ts';
import { IDEMPOTENCY_KEY_HEADER, qrPaymentSchema } from '../../domain/wire/payments.ts';
import type { ServiceClient } from '../http-client.ts';
import { QR_PAYMENTS, qrPaymentOf, type QrCodePayment } from '../payments.ts';

/** What paying a key's lookup sends, in cents. */
export interface PayKeyLookupInput {
  /** The lookup's single-use id: it names the receiver the owner was shown. */
  endToEndId: string;
  amountCents: number;
  description?: string | undefined;
  /** UUID v4 created once for this transfer, kept with the intent before sending. */
  idempotencyKey: string;
  /** Sent as `externalId`, so the bank's record names the intent. */
  externalId: string;
}

/**
 * `POST /baas/api/v2/transfers` with a key lookup's `endToEndId` and the transfer's
 * `IdempotencyKey` (the request is the operator's SDK's, `TransfersService::createTransfer`):
 * the same key and body sent again are answered with the first transfer, and nothing moves
 * twice. Of the SDK's other fields only `externalId` is sent; the bank's defaults for the rest
 * (no favourite, now, no tags, no split) are what Balcão means. One request, no retries.
 */
export async function payKeyLookup(
  client: ServiceClient,
  input: PayKeyLookupInput,
): Promise<QrCodePayment> {
  const { value } = await client.request({
    method: 'POST',
    path: QR_PAYMENTS,
    body: {
      amount: centsToReais(input.amountCents),
      ...(input.description === undefined ? {} : { description: input.description }),
      type: 'Pix' as const,
      endToEndId: input.endToEndId,
      initiationType: DICT_INITIATION_TYPE,
      externalId: input.externalId,
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: qrPaymentSchema,
  });
  return qrPaymentOf(value);
}
