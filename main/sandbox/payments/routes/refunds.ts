import { formatBrCodeAmount } from '../../../domain/brcode.ts';
import { reaisToCents } from '../../../domain/money.ts';
import {
  createRefundRequestSchema,
  REFUND_WINDOW_DAYS,
  type RefundCreation,
  type RefundRecord,
} from '../../../domain/wire/refunds.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { idempotencyKeyOf, idempotent, requestDigest } from '../idempotency.ts';
import type { StoredRefund } from '../money-out-store.ts';
import { findReceivedPix } from '../received-pix.ts';
import {
  FAILING_REFUND_CENTS,
  outgoingEndToEndId,
  REFUND_FAILURE_REASON,
  settledRecord,
  settleDelayOf,
} from '../settlement.ts';

const DAY_MS = 86_400_000;

/**
 * `PUT /baas/api/v1/transactions/pix/{endToEndIdOriginal}/refund` (service-spec 4.9, 2.7).
 * `IdempotencyKey` (UUID v4) required: the same key and body answer the first result and make
 * no second refund; another body is 409. Only a Pix the account received (404 otherwise),
 * within 90 days of its receipt, and never more in all than was received (422 naming what is
 * left; failed refunds give their amount back). Answers `PIX_PROCESSING` with a `D…` id.
 */
export function createRefund(ctx: RequestContext): Reply {
  const idem = idempotencyKeyOf(ctx, 'uuid-v4');
  if ('problem' in idem) return idem.problem;
  const errors = new FieldErrors();
  const request = parseInto(createRefundRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);
  const originalId = ctx.params.endToEndIdOriginal!;

  return idempotent(ctx, 'refund', idem.key, requestDigest(ctx.path, request), () => {
    const received = findReceivedPix(ctx.store, ctx.accountId, originalId);
    if (!received) {
      return problemReply(ctx.traceId, 404, 'No Pix received by this account has this endToEndId.');
    }
    const refuse = (detail: string) => problemReply(ctx.traceId, 422, detail);
    const deadline = Date.parse(received.paidAt) + REFUND_WINDOW_DAYS * DAY_MS;
    if (ctx.now.getTime() > deadline) {
      return refuse(
        `A Pix can be refunded within ${REFUND_WINDOW_DAYS} days of its receipt; this one was received at ${received.paidAt} (refundable until ${new Date(deadline).toISOString()}).`,
      );
    }
    const refunds = ctx.store.moneyOut.refundsOf(ctx.accountId, originalId);
    const refundedCents = refunds
      .filter((r) => r.failureReason === null)
      .reduce((sum, r) => sum + r.amountCents, 0);
    const leftCents = received.amountCents - refundedCents;
    const amountCents = reaisToCents(request.amount);
    if (amountCents > leftCents) {
      return refuse(
        `The refunds of a Pix may not exceed what was received: ${formatBrCodeAmount(received.amountCents)} received, ${formatBrCodeAmount(refundedCents)} already refunded, ${formatBrCodeAmount(leftCents)} left to refund; ${formatBrCodeAmount(amountCents)} was asked.`,
      );
    }
    const refund: StoredRefund = {
      id: outgoingEndToEndId('D', ctx.now),
      originalId,
      amountCents,
      externalId: request.externalId ?? null,
      idempotencyKey: idem.key,
      createdAt: ctx.now.toISOString(),
      failureReason: amountCents === FAILING_REFUND_CENTS ? REFUND_FAILURE_REASON : null,
    };
    ctx.store.moneyOut.addRefund(ctx.accountId, refund, request.description);
    const answer: RefundCreation = {
      idempotencyKey: idem.key,
      ...(request.externalId === undefined ? {} : { externalId: request.externalId }),
      endToEndId: refund.id,
      status: 'PIX_PROCESSING',
      createdAt: refund.createdAt,
    };
    return jsonReply(200, answer);
  });
}

/**
 * `GET /v1/pix/refunds/{refund_id}` (service-spec 4.10; mutual TLS): the refund id is its `D…`
 * endToEndId; `transaction_id` the original Pix's endToEndId; `failure_reason` (assumption)
 * explains a failed one.
 */
export function readRefund(ctx: RequestContext): Reply {
  const refund = ctx.store.moneyOut.findRefund(ctx.accountId, ctx.params.refundId!);
  if (!refund) return problemReply(ctx.traceId, 404, 'No refund of this account has this id.');
  const record: RefundRecord = {
    ...settledRecord(refund, ctx.now, settleDelayOf(ctx.store)),
    transaction_id: refund.originalId,
  };
  return jsonReply(200, record);
}
