import { centsToReais } from '../../domain/money.ts';
import { IDEMPOTENCY_KEY_HEADER, qrPaymentSchema } from '../../domain/wire/payments.ts';
import type { ServiceClient } from '../http-client.ts';
import { QR_PAYMENTS, qrPaymentOf, type QrCodePayment } from '../payments.ts';

/** What every v2 transfer pays, in cents: a decoded code's or a key lookup's `endToEndId`. */
export interface V2TransferPayment {
  amountCents: number;
  description?: string | undefined;
  /** The decode's or the lookup's single-use id: it names the receiver the owner was shown. */
  endToEndId: string;
  /** How the `endToEndId` was obtained (a QR code's initiation, or `DICT` for a key). */
  initiationType: string;
}

/**
 * `POST /baas/api/v2/transfers` under the transfer's `IdempotencyKey` (the request is the
 * operator's SDK's, `TransfersService::createTransfer`): the same key and body sent again are
 * answered with the first transfer, and nothing moves twice. The body is what every v2
 * transfer carries — the amount in reais, the description when there is one, `type: 'Pix'`,
 * the `endToEndId` and its initiation type — followed by `more`, the fields of its own kind
 * (in their order). One request, no retries: the write pipeline settles what the answer means.
 */
export async function createV2Transfer(
  client: ServiceClient,
  idempotencyKey: string,
  payment: V2TransferPayment,
  more: Record<string, unknown>,
): Promise<QrCodePayment> {
  const { value } = await client.request({
    method: 'POST',
    path: QR_PAYMENTS,
    body: {
      amount: centsToReais(payment.amountCents),
      ...(payment.description === undefined ? {} : { description: payment.description }),
      type: 'Pix' as const,
      endToEndId: payment.endToEndId,
      initiationType: payment.initiationType,
      ...more,
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: qrPaymentSchema,
  });
  return qrPaymentOf(value);
}
