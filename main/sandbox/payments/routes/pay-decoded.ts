import { randomUUID } from 'node:crypto';
import { maskDocument } from '../../../../preload/contract/validators/document.ts';
import { formatBrCodeAmount } from '../../../domain/brcode.ts';
import { reaisToCents } from '../../../domain/money.ts';
import {
  payDecodedQrCodeRequestSchema,
  qrPaymentSchema,
  sdkPayDecodedQrCodeRequestSchema,
  type QrPayment,
} from '../../../domain/wire/payments.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../bank.ts';
import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { isDictTarget } from '../dict-directory.ts';
import { viewTarget, type QrTarget } from '../qr-targets.ts';
import { paymentReceived } from '../../events/payment-received.ts';
import {
  FAILING_QR_PAYMENT_CENTS,
  QR_PAYMENT_FAILURE_REASON,
  settleDelayOf,
  settlementAt,
} from '../settlement.ts';
import { answered, keepPayment, newPaymentRecord, transferPayment } from './transfer-payment.ts';

const SETTLED_STATUS = {
  processing: 'PROCESSING',
  completed: 'COMPLETED',
  failed: 'FAILED',
} as const;

/**
 * `POST /baas/api/v2/transfers` — pays a decoded QR code (assumption: the request of the
 * operator's public SDK; the spec does not show it). The `sdk` shapes read the whole request
 * the SDK sends (`sdkPayDecodedQrCodeRequestSchema`) and answer every field its
 * `CreateTransferResponse` reads, `externalId` echoed; the `legacy` shapes read the short
 * request and answer the short record. `IdempotencyKey` (UUID v4) required: the
 * same key and body answer the first result and move nothing again; another body is 409. The
 * endToEndId must come from a decode of this account and is spent by the payment; the code must
 * still be ACTIVE, and the amount the code's unless it allows changing (422 otherwise). A code
 * of the account itself concludes and comes back as a received Pix; a demo receiver's code
 * concludes.
 */
export function payDecodedQrCode(ctx: RequestContext): Reply {
  const schemas = { sdk: sdkPayDecodedQrCodeRequestSchema, legacy: payDecodedQrCodeRequestSchema };
  return transferPayment(ctx, schemas, false, (request, refuse) => {
    const decode = ctx.store.moneyOut.findDecode(ctx.accountId, request.endToEndId);
    if (!decode) {
      return refuse('This endToEndId was not issued by a QR code decode of this account.');
    }
    if (isDictTarget(decode.target)) {
      return refuse(`This endToEndId is a Pix key's: pay it with initiationType DICT.`);
    }
    if (decode.usedBy !== null) {
      return refuse('This endToEndId was already used by a payment; decode the QR code again.');
    }
    const target = decode.target as QrTarget;
    const view = viewTarget(ctx.store, ctx.accountId, target, ctx.now);
    if (!view) return refuse('This QR code no longer exists.');
    if (request.transactionId !== view.transactionId) {
      return refuse("transactionId is not the decoded QR code's.");
    }
    if (request.initiationType !== view.initiationType) {
      return refuse(`initiationType must be ${view.initiationType} for this QR code.`);
    }
    if (view.status !== 'ACTIVE') {
      return refuse(`This QR code cannot be paid: it is ${view.status}.`);
    }
    const amountCents = reaisToCents(request.amount);
    if (!view.allowChangeAmount && amountCents !== view.amountCents) {
      return refuse(
        `The amount must be ${formatBrCodeAmount(view.amountCents)}, the QR code's (it does not allow changing it).`,
      );
    }

    const id = randomUUID();
    const createdAt = ctx.now.toISOString();
    if (!ctx.store.moneyOut.useDecode(request.endToEndId, id)) {
      return refuse('This endToEndId was already used by a payment; decode the QR code again.');
    }
    if (target.kind === 'own') {
      // The account pays itself: the money leaves and comes back as a received Pix.
      const code = ctx.store.pix.findQrCodeByTransactionId(ctx.accountId, target.transactionId)!;
      const payer = {
        name: SANDBOX_ACCOUNT_HOLDER.name,
        document: SANDBOX_ACCOUNT_HOLDER.document,
      };
      const paid = ctx.store.pix.recordPayment(ctx.accountId, code.rowId, {
        endToEndId: request.endToEndId,
        transactionId: code.record.transactionId,
        correlationId: code.record.correlationId,
        amountCents,
        payer,
        paidAt: createdAt,
        ...(view.breakdown ? { breakdown: view.breakdown } : {}),
      });
      if (!paid) throw new Error('own QR code stopped being ACTIVE inside the transaction');
      paymentReceived(ctx, {
        source: {
          kind: 'QR_CODE',
          transactionId: code.record.transactionId,
          correlationId: code.record.correlationId,
        },
        amountCents,
        endToEndId: request.endToEndId,
        payer,
        paidAt: createdAt,
        description: request.description,
      });
    } else if (target.kind === 'demo') {
      ctx.store.moneyOut.concludeDemoCode(target.location);
    }
    const payment = newPaymentRecord(ctx, request, {
      id,
      status: 'PROCESSING',
      amountCents,
      createdAt,
      transactionId: request.transactionId,
      beneficiary: {
        holder: {
          ...view.beneficiary.holder,
          document: maskDocument(view.beneficiary.holder.document),
        },
        participant: view.beneficiary.participant,
        number: view.beneficiary.number,
        branch: view.beneficiary.branch,
        type: view.beneficiary.type,
      },
    });
    return keepPayment(ctx, payment);
  });
}

/** `GET /baas/api/v2/transfers/{id}`: a payment of a decoded code, with its status now. */
export function readQrPayment(ctx: RequestContext): Reply {
  const stored = ctx.store.moneyOut.findQrPayment(ctx.accountId, ctx.params.id!);
  const parsed = qrPaymentSchema.safeParse(stored);
  if (!parsed.success) {
    return problemReply(ctx.traceId, 404, 'No transfer of this account has this id.');
  }
  return jsonReply(
    200,
    answered(qrPaymentNow(parsed.data, ctx.now, settleDelayOf(ctx.store)), ctx.shapes),
  );
}

/** Whether a payment of a decoded code ends failed: the magic amount (../settlement.ts). */
export function qrPaymentFails(payment: QrPayment): boolean {
  return reaisToCents(payment.amount) === FAILING_QR_PAYMENT_CENTS;
}

/**
 * A payment of a decoded code as it stands at `now`: settled after the sandbox's delay, with
 * the reason in `error` once it failed (the field the operator's SDK reads).
 */
export function qrPaymentNow(payment: QrPayment, now: Date, delayMs: number): QrPayment {
  // A scheduled transfer not run yet, or cancelled, stands as it was left (../scheduled-transfers.ts).
  if (payment.status === 'SCHEDULED' || payment.status === 'CANCELLED') return payment;
  const fails = qrPaymentFails(payment);
  // One that ran settles from when it ran.
  const leftAt = typeof payment['ranAt'] === 'string' ? payment['ranAt'] : payment.createdAt;
  const settled = settlementAt(leftAt, fails, now, delayMs);
  if (settled === 'processing') return { ...payment, status: SETTLED_STATUS[settled] };
  return {
    ...payment,
    status: SETTLED_STATUS[settled],
    updatedAt: new Date(Date.parse(leftAt) + delayMs).toISOString(),
    ...(settled === 'failed'
      ? { error: { code: 'RECEIVER_ACCOUNT_CLOSED', message: QR_PAYMENT_FAILURE_REASON } }
      : {}),
  };
}
