import { centsToReais } from '../../domain/money.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/wire/payments.ts';
import { refundCreationSchema } from '../../domain/wire/refunds.ts';
import type { ServiceClient } from '../http-client.ts';
import { refundWireToFormPath } from '../mapping/refund-mapping.ts';
import type { RefundCreated, RefundInput } from '../refunds.ts';

/**
 * `PUT /baas/api/v1/transactions/pix/{endToEndIdOriginal}/refund` (spec 4.9) with the refund's
 * `IdempotencyKey`, once: the same key and body sent again are answered with the first refund.
 * 409 when the key was used for another refund; 422 past 90 days or above what is left.
 */
export async function createRefund(
  client: ServiceClient,
  input: RefundInput,
): Promise<RefundCreated> {
  const { value: wire } = await client.request({
    method: 'PUT',
    path: `/baas/api/v1/transactions/pix/${encodeURIComponent(input.endToEndIdOriginal)}/refund`,
    body: {
      amount: centsToReais(input.amountCents),
      ...(input.externalId === undefined ? {} : { externalId: input.externalId }),
      ...(input.description === undefined ? {} : { description: input.description }),
    },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: refundCreationSchema,
    fieldPaths: refundWireToFormPath,
  });
  return {
    id: wire.endToEndId,
    idempotencyKey: wire.idempotencyKey,
    ...(wire.externalId === undefined ? {} : { externalId: wire.externalId }),
    status: wire.status,
    createdAt: wire.createdAt,
  };
}
