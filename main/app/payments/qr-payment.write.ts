import { z } from 'zod';
import {
  AppFailure,
  type DecodedCodeView,
  type SentPayment,
} from '../../../preload/contract/index.ts';
import { payDecodedCode } from '../../service/writes/payments.ts';
import {
  type DecodedPixCode,
  type PayDecodedCodeInput,
  type QrCodePayment,
} from '../../service/payments.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import { keptV2PaymentSchema, sentV2TransferOf, v2TransferSteps } from './v2-transfer.ts';

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

/** The accepted answer, with the request it answers (the cache row needs both). */
interface AcceptedQrPayment {
  payment: QrCodePayment;
  request: QrPaymentRequest;
}

const acceptedSchema: z.ZodType<AcceptedQrPayment> = z.object({
  // A code is paid at once: its kept answer is never scheduled or cancelled.
  payment: keptV2PaymentSchema.extend({ status: z.enum(['PROCESSING', 'COMPLETED', 'FAILED']) }),
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
  return sentV2TransferOf('qr-code', payment, request.receiver, request.description);
}

async function send(
  client: Parameters<typeof payDecodedCode>[0],
  request: QrPaymentRequest,
): Promise<AcceptedQrPayment> {
  return { payment: await payDecodedCode(client, request), request };
}

/**
 * Paying a decoded Pix QR code (money out). Settled as every v2 transfer is
 * (`v2TransferSteps`): the `IdempotencyKey` is created once per intent and recorded with the
 * request before it leaves; an unknown outcome is settled by sending the same request with
 * the same key, which the bank answers with the first payment and moves nothing again.
 */
export const qrPayment: WriteDescriptor<
  QrPaymentInput,
  QrPaymentRequest,
  AcceptedQrPayment,
  SentPayment
> = {
  kind: 'payment:qr-code',
  presentation: { words: 'payment', opens: 'sent' },
  ...v2TransferSteps(sentPaymentOf, acceptedSchema),
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
  unknownOutcome: {
    key: 'error.payment.unknown_outcome',
    message:
      'The payment may or may not have been made; checking it sends it again with the same key.',
  },
};
