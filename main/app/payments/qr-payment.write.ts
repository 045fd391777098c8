import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AppFailure,
  maskDocument,
  type DecodedCodeView,
  type SentPayment,
} from '../../../preload/contract/index.ts';
import { payDecodedCode } from '../../service/writes/payments.ts';
import {
  type DecodedPixCode,
  type PayDecodedCodeInput,
  type QrCodePayment,
} from '../../service/payments.ts';
import { keptRecord } from '../pipeline/kept-record.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import { sentPaymentStore } from './sent-payment-store.ts';

/** A decoded code the owner confirmed, with the amount and description they chose. */
export interface QrPaymentInput {
  code: DecodedPixCode;
  view: DecodedCodeView;
  amountCents: number;
  description?: string | undefined;
}

/**
 * What is recorded before sending: the exact request, with its `IdempotencyKey`, and who gets
 * the money as the owner was shown it (the receipt and the Sent list need it, and the bank's
 * answer does not carry it).
 */
export interface QrPaymentRequest extends PayDecodedCodeInput {
  receiver: DecodedCodeView['receiver'];
}

const qrCodePaymentSchema: z.ZodType<QrCodePayment> = z.object({
  id: z.string(),
  endToEndId: z.string(),
  status: z.enum(['PROCESSING', 'COMPLETED', 'FAILED']),
  amountCents: z.number().int(),
  createdAt: z.string(),
  // Kept since the bank's answer may say them; absent in answers kept before.
  failureReason: z.string().nullable().optional(),
  receiver: z
    .object({ name: z.string(), document: z.string().nullable(), bank: z.string().nullable() })
    .nullable()
    .optional(),
});

/** The accepted answer, with the request it answers (the cache row needs both). */
interface AcceptedQrPayment {
  payment: QrCodePayment;
  request: QrPaymentRequest;
}

const acceptedSchema: z.ZodType<AcceptedQrPayment> = z.object({
  payment: qrCodePaymentSchema,
  request: z.custom<QrPaymentRequest>(
    (value) => typeof value === 'object' && value !== null && 'idempotencyKey' in value,
  ),
});

/**
 * The payment as the Sent list shows it. Who received it is what the bank's answer says when
 * it names them (the SDK's `beneficiary`), else who the owner was shown at the decode; the
 * key is always the decode's.
 */
function sentPaymentOf(accepted: AcceptedQrPayment): Omit<SentPayment, 'syncedAt'> {
  const { payment, request } = accepted;
  const answered = payment.receiver ?? null;
  const answeredDocument = answered?.document ?? null;
  return {
    id: payment.id,
    kind: 'qr-code',
    endToEndId: payment.endToEndId,
    status: payment.status,
    amountCents: payment.amountCents,
    receiverName: answered?.name ?? request.receiver.name,
    receiverDocument:
      answeredDocument === null ? request.receiver.document : maskDocument(answeredDocument),
    receiverBank: answered?.bank ?? request.receiver.bank,
    receiverKey: request.receiver.key,
    description: request.description ?? null,
    failureReason: payment.failureReason ?? null,
    createdAt: payment.createdAt,
  };
}

async function send(
  client: Parameters<typeof payDecodedCode>[0],
  request: QrPaymentRequest,
): Promise<AcceptedQrPayment> {
  return { payment: await payDecodedCode(client, request), request };
}

/**
 * Paying a decoded Pix QR code (money out). The `IdempotencyKey` is created once per intent
 * and recorded with the request before it leaves; an unknown outcome is settled by sending
 * the same request with the same key, which the bank answers with the first payment and
 * moves nothing again. Refused up front while the bank is unreachable.
 */
export const qrPayment: WriteDescriptor<
  QrPaymentInput,
  QrPaymentRequest,
  AcceptedQrPayment,
  SentPayment
> = {
  kind: 'payment:qr-code',
  presentation: { words: 'payment', opens: 'sent' },
  resource: 'payments',
  movesMoneyOut: true,
  amountCents: (input) => input.amountCents,
  check(input) {
    if (input.view.notPayable !== null) {
      throw new AppFailure('rejected', 'This code cannot be paid.', {
        key: `error.payment.not_payable.${input.view.notPayable}`,
      });
    }
    if (!input.view.allowChangeAmount && input.amountCents !== input.view.amountCents) {
      throw new AppFailure('validation', 'The amount must be the code’s.', {
        fields: { amountCents: [{ key: 'v.payment.amount_fixed' }] },
      });
    }
  },
  newIdentity: () => randomUUID(),
  request: (input, idempotencyKey) => ({
    idempotencyKey,
    externalId: idempotencyKey,
    amountCents: input.amountCents,
    description: input.description,
    endToEndId: input.code.endToEndId,
    initiationType: input.code.initiationType,
    transactionId: input.code.transactionId,
    receiver: input.view.receiver,
  }),
  summary: (input) => ({
    amountCents: input.amountCents,
    label: input.view.receiver.name,
    dated: null,
  }),
  send,
  resolution: { how: 'resend' },
  acceptedSchema,
  ...keptRecord(
    sentPaymentOf,
    sentPaymentStore((accepted: AcceptedQrPayment) => accepted.request.idempotencyKey),
  ),
  unknownOutcome: {
    key: 'error.payment.unknown_outcome',
    message:
      'The payment may or may not have been made; checking it sends it again with the same key.',
  },
};
