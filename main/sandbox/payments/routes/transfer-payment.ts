import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { maskDocument } from '../../../../preload/contract/validators/document.ts';
import { centsToReais } from '../../../domain/money.ts';
import type { QrPayment, SdkPayDecodedQrCodeRequest } from '../../../domain/wire/payments.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../bank.ts';
import { parseRequest } from '../../http/parse-request.ts';
import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import type { SandboxShapes } from '../../shapes.ts';
import { idempotencyKeyOf, idempotent, requestDigest } from '../idempotency.ts';
import { ownAccountParty } from '../qr-targets.ts';

/**
 * What both payments of `POST /baas/api/v2/transfers` share — a decoded QR code's
 * (./pay-decoded.ts) and a Pix key's lookup (./pay-key.ts): the request frame, the record they
 * answer and keep, and the fields the `legacy` shapes answer of it.
 */

/** The fields of the SDK's `CreateTransferRequest` both payments read. */
type TransferRequest = Pick<
  SdkPayDecodedQrCodeRequest,
  'endToEndId' | 'amount' | 'description' | 'externalId' | 'transferAt' | 'splitInstructions'
>;

/** A payment's 422: the request is well formed but cannot be paid. */
export type Refuse = (detail: string) => Reply;

/**
 * The frame of a v2 transfer: `IdempotencyKey` (UUID v4) required; the request read with the
 * shapes' schema (the `legacy` shapes read the short request and drop anything else); then,
 * once per key and body in the key space of QR payments (the same key and body answer the first
 * result and move nothing again; another body is 409), the SDK fields this sandbox cannot
 * honour refused and `pay` run. `schedules`: whether a later `transferAt` is a schedule.
 */
export function transferPayment<Request extends TransferRequest>(
  ctx: RequestContext,
  schemas: { sdk: z.ZodType<Request>; legacy: z.ZodType<Request> },
  schedules: boolean,
  pay: (request: Request, refuse: Refuse) => Reply,
): Reply {
  const idem = idempotencyKeyOf(ctx, 'uuid-v4');
  if ('problem' in idem) return idem.problem;
  const parsed = parseRequest(ctx, ctx.shapes === 'sdk' ? schemas.sdk : schemas.legacy);
  if ('problem' in parsed) return parsed.problem;
  const { request } = parsed;

  return idempotent(ctx, 'qr-payment', idem.key, requestDigest(ctx.path, request), () => {
    const refuse: Refuse = (detail) => problemReply(ctx.traceId, 422, detail);
    const unsupported = sdkFieldProblem(request, ctx.now, schedules);
    return unsupported ? refuse(unsupported) : pay(request, refuse);
  });
}

/** What a payment itself decides of its record; the rest comes from the request. */
export interface PaymentTerms {
  id: string;
  status: QrPayment['status'];
  amountCents: number;
  createdAt: string;
  /** The paid code's, for a decoded QR code. */
  transactionId?: string;
  beneficiary: QrPayment['beneficiary'];
}

/**
 * The record of a new payment, paid by the account (document masked). Besides the short
 * record it has what the operator's SDK also reads (`CreateTransferResponse`), kept whatever
 * the shapes and answered by the `sdk` ones, `externalId` echoed.
 */
export function newPaymentRecord(
  ctx: RequestContext,
  request: TransferRequest,
  terms: PaymentTerms,
): QrPayment {
  return {
    id: terms.id,
    endToEndId: request.endToEndId,
    status: terms.status,
    amount: centsToReais(terms.amountCents),
    createdAt: terms.createdAt,
    ...(terms.transactionId === undefined ? {} : { transactionId: terms.transactionId }),
    ...(request.description === undefined ? {} : { description: request.description }),
    type: 'Pix',
    transactionNsu: String(randomInt(100_000_000, 1_000_000_000)),
    ...(request.externalId === undefined ? {} : { externalId: request.externalId }),
    updatedAt: terms.createdAt,
    error: null,
    payer: ownAccountParty(ctx.accountId, maskDocument(SANDBOX_ACCOUNT_HOLDER.document)),
    beneficiary: terms.beneficiary,
  };
}

/** Keeps a new payment and answers it in the request's shapes. */
export function keepPayment(ctx: RequestContext, payment: QrPayment): Reply {
  ctx.store.moneyOut.addQrPayment(
    ctx.accountId,
    payment.id,
    payment.endToEndId,
    payment.createdAt,
    payment,
  );
  return jsonReply(200, answered(payment, ctx.shapes));
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
