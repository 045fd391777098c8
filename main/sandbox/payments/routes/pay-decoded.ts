import { randomInt, randomUUID } from 'node:crypto';
import { maskDocument } from '../../../../preload/contract/validators/document.ts';
import { formatBrCodeAmount } from '../../../domain/brcode.ts';
import { centsToReais, reaisToCents } from '../../../domain/money.ts';
import {
  payDecodedQrCodeRequestSchema,
  qrPaymentSchema,
  sdkPayDecodedQrCodeRequestSchema,
  type QrPayment,
  type SdkPayDecodedQrCodeRequest,
} from '../../../domain/wire/payments.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../bank.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { idempotencyKeyOf, idempotent, requestDigest } from '../idempotency.ts';
import { isDictTarget } from '../dict-directory.ts';
import { ownAccountParty, viewTarget, type QrTarget } from '../qr-targets.ts';
import { paymentReceived } from '../../events/payment-received.ts';
import type { SandboxShapes } from '../../shapes.ts';
import {
  FAILING_QR_PAYMENT_CENTS,
  QR_PAYMENT_FAILURE_REASON,
  settleDelayOf,
  settlementAt,
} from '../settlement.ts';

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
  const idem = idempotencyKeyOf(ctx, 'uuid-v4');
  if ('problem' in idem) return idem.problem;
  const errors = new FieldErrors();
  // The `legacy` shapes read the short request and drop anything else, as before.
  const request: SdkPayDecodedQrCodeRequest | undefined =
    ctx.shapes === 'sdk'
      ? parseInto(sdkPayDecodedQrCodeRequestSchema, ctx.body, errors)
      : parseInto(payDecodedQrCodeRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);

  return idempotent(ctx, 'qr-payment', idem.key, requestDigest(ctx.path, request), () => {
    const refuse = (detail: string) => problemReply(ctx.traceId, 422, detail);
    const unsupported = sdkFieldProblem(request, ctx.now);
    if (unsupported) return refuse(unsupported);
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
    const payment: QrPayment = {
      id,
      endToEndId: request.endToEndId,
      status: 'PROCESSING',
      amount: centsToReais(amountCents),
      createdAt,
      transactionId: request.transactionId,
      ...(request.description === undefined ? {} : { description: request.description }),
      // What the operator's SDK also reads (`CreateTransferResponse`); kept whatever the shapes,
      // answered by the `sdk` ones.
      type: 'Pix',
      transactionNsu: String(randomInt(100_000_000, 1_000_000_000)),
      ...(request.externalId === undefined ? {} : { externalId: request.externalId }),
      updatedAt: createdAt,
      error: null,
      payer: ownAccountParty(ctx.accountId, maskDocument(SANDBOX_ACCOUNT_HOLDER.document)),
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
    };
    ctx.store.moneyOut.addQrPayment(ctx.accountId, id, request.endToEndId, createdAt, payment);
    return jsonReply(200, answered(payment, ctx.shapes));
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

/** The fields of a payment the `legacy` shapes answer; the `sdk` ones answer all. */
const LEGACY_FIELDS = [
  'id',
  'endToEndId',
  'status',
  'amount',
  'createdAt',
  'transactionId',
  'description',
] as const;

export function answered(payment: QrPayment, shapes: SandboxShapes): Record<string, unknown> {
  if (shapes === 'sdk') return payment;
  return Object.fromEntries(
    LEGACY_FIELDS.filter((name) => payment[name] !== undefined).map((name) => [
      name,
      payment[name],
    ]),
  );
}

/** A payment may be late by the caller's clock; beyond this a `transferAt` is a schedule. */
const TRANSFER_AT_SKEW_MS = 5 * 60_000;

/**
 * The SDK's extra request fields this sandbox cannot honour, refused rather than dropped: a
 * `transferAt` later than now (a scheduled payment would otherwise leave at once) and split
 * instructions on a payment. `saveFavorite` and `tags` are taken (the sandbox keeps no
 * favourites; tags name nothing it shows), `externalId` is kept and answered back.
 */
export function sdkFieldProblem(
  request: Pick<SdkPayDecodedQrCodeRequest, 'transferAt' | 'splitInstructions'>,
  now: Date,
  /** A transfer to a key may be scheduled (../scheduled-transfers.ts); a QR code's payment not. */
  schedules = false,
): string | null {
  if (
    !schedules &&
    request.transferAt !== undefined &&
    Date.parse(request.transferAt) > now.getTime() + TRANSFER_AT_SKEW_MS
  ) {
    return `transferAt ${request.transferAt} is in the future: this interface pays at once and does not schedule payments.`;
  }
  if (request.splitInstructions !== undefined && request.splitInstructions.length > 0) {
    return 'splitInstructions are not available on the payment of a QR code.';
  }
  return null;
}
