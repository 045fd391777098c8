import { DICT_INITIATION_TYPE } from '../../domain/wire/dict.ts';
import { qrPaymentSchema } from '../../domain/wire/payments.ts';
import type { ServiceClient } from '../http-client.ts';
import { QR_PAYMENTS, qrPaymentOf, type QrCodePayment } from '../payments.ts';
import { createV2Transfer } from './v2-transfer.ts';

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
  /**
   * When the bank is to pay it (the SDK's `transferAt`, an ISO instant): the start of a later
   * São Paulo day schedules the transfer; absent, the bank pays now (its default).
   */
  transferAt?: string | undefined;
}

/**
 * Paying a key's lookup: a v2 transfer (`createV2Transfer`) with the lookup's `endToEndId`
 * (initiated through the DICT) and the transfer's `IdempotencyKey`. Of the SDK's other fields
 * only `externalId` is sent, and `transferAt` for a scheduled transfer; the bank's defaults for
 * the rest (no favourite, no tags, no split) are what Balcão means.
 */
export function payKeyLookup(
  client: ServiceClient,
  input: PayKeyLookupInput,
): Promise<QrCodePayment> {
  return createV2Transfer(
    client,
    input.idempotencyKey,
    { ...input, initiationType: DICT_INITIATION_TYPE },
    {
      externalId: input.externalId,
      ...(input.transferAt === undefined ? {} : { transferAt: input.transferAt }),
    },
  );
}

/**
 * `DELETE /baas/api/v2/transfers/{id}`: cancels a scheduled transfer before it runs. Assumption
 * (README): the SDK shows no cancel; the bank answers the transfer's record, `CANCELLED`, and
 * the same again for one already cancelled; one that already ran is its 409. One request, no
 * retries: an unknown outcome is settled by reading the transfer back.
 */
export async function cancelScheduledTransfer(
  client: ServiceClient,
  id: string,
): Promise<QrCodePayment> {
  const { value } = await client.request({
    method: 'DELETE',
    path: `${QR_PAYMENTS}/${encodeURIComponent(id)}`,
    schema: qrPaymentSchema,
  });
  return qrPaymentOf(value);
}
