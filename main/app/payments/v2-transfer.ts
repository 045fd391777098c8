import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { maskDocument, type SentPayment } from '../../../preload/contract/index.ts';
import { QR_PAYMENT_STATUSES } from '../../domain/wire/payments.ts';
import type { QrCodePayment } from '../../service/payments.ts';
import { keptRecord } from '../pipeline/kept-record.ts';
import { sentPaymentStore } from './sent-payment-store.ts';

/**
 * What a v2 transfer (`POST /baas/api/v2/transfers`: a payment of a decoded code, a transfer to
 * a looked-up key, scheduled or not) shares with the others of its kind: the bank's answer as
 * the outbox keeps it, its row in the Sent list, and how the write pipeline settles it.
 */

/** The bank's v2 transfer as the outbox keeps it. */
export const keptV2PaymentSchema = z.object({
  id: z.string(),
  endToEndId: z.string(),
  status: z.enum(QR_PAYMENT_STATUSES),
  amountCents: z.number().int(),
  createdAt: z.string(),
  // Kept since the bank's answer may say them; absent in answers kept before.
  failureReason: z.string().nullable().optional(),
  receiver: z
    .object({ name: z.string(), document: z.string().nullable(), bank: z.string().nullable() })
    .nullable()
    .optional(),
});

/** Who receives as the owner was shown before confirming, and the key that names them. */
export interface ShownReceiver {
  name: string;
  /** Masked as banks show a counterpart's CPF/CNPJ. */
  document: string;
  bank: string;
  key: string;
}

/**
 * A v2 transfer as the Sent list shows it. Who received it is what the bank's answer says when
 * it names them (the SDK's `beneficiary`), else who the owner was shown; the key is always the
 * one shown.
 */
export function sentV2TransferOf(
  kind: 'qr-code' | 'key-transfer',
  payment: QrCodePayment,
  shown: ShownReceiver,
  description: string | undefined,
): Omit<SentPayment, 'syncedAt'> {
  const answered = payment.receiver ?? null;
  const answeredDocument = answered?.document ?? null;
  return {
    id: payment.id,
    kind,
    endToEndId: payment.endToEndId,
    status: payment.status,
    amountCents: payment.amountCents,
    receiverName: answered?.name ?? shown.name,
    receiverDocument: answeredDocument === null ? shown.document : maskDocument(answeredDocument),
    receiverBank: answered?.bank ?? shown.bank,
    receiverKey: shown.key,
    description: description ?? null,
    failureReason: payment.failureReason ?? null,
    createdAt: payment.createdAt,
  };
}

/**
 * The write pipeline's steps every v2 transfer takes alike: money out of the amount the owner
 * confirmed, under an `IdempotencyKey` created once per intent and recorded with the request
 * before it leaves; an unknown outcome is settled by sending the same request with the same
 * key, which the bank answers with the first transfer and moves nothing again (never parked);
 * the record is kept in the Sent list under that key. Refused up front while the bank is
 * unreachable, as every money out is.
 */
export function v2TransferSteps<
  Input extends { amountCents: number },
  Accepted extends { payment: QrCodePayment; request: { idempotencyKey: string } },
>(
  recordOf: (accepted: Accepted) => Omit<SentPayment, 'syncedAt'>,
  acceptedSchema: z.ZodType<Accepted>,
) {
  return {
    resource: 'payments' as const,
    movesMoneyOut: true as const,
    amountCents: (input: Input) => input.amountCents,
    newIdentity: () => randomUUID(),
    resolution: { how: 'resend' as const },
    acceptedSchema,
    ...keptRecord(
      recordOf,
      sentPaymentStore((accepted: Accepted) => accepted.request.idempotencyKey),
    ),
  };
}
