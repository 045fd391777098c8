import { qrPaymentSchema } from '../../../domain/wire/payments.ts';
import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { cancelScheduled, scheduleOf } from '../scheduled-transfers.ts';
import { settleDelayOf } from '../settlement.ts';
import { qrPaymentNow } from './pay-decoded.ts';
import { answered } from './transfer-payment.ts';

/**
 * `DELETE /baas/api/v2/transfers/{id}` — cancels a transfer scheduled for a later day before it
 * runs. Assumption (README): the operator's SDK shows no cancel of a transfer; this is the
 * route a REST interface that reads a transfer at `GET /baas/api/v2/transfers/{id}` would take.
 * Answers the transfer's record, `CANCELLED`; the same again for one already cancelled (a
 * cancel sent twice cancels once). A transfer of another account, or none, is the bank's 404;
 * one that already ran (its day came) or was never scheduled is 409: it can no longer be
 * cancelled. The scheduled transfers whose day came have run before this is answered.
 */
export function cancelScheduledTransfer(ctx: RequestContext): Reply {
  const id = ctx.params.id!;
  const stored = qrPaymentSchema.safeParse(ctx.store.moneyOut.findQrPayment(ctx.accountId, id));
  if (!stored.success) {
    return problemReply(ctx.traceId, 404, 'No transfer of this account has this id.');
  }
  const schedule = scheduleOf(ctx.store, ctx.accountId, id);
  if (schedule === undefined) {
    return problemReply(
      ctx.traceId,
      409,
      'This transfer was not scheduled: it was made at once and can no longer be cancelled.',
    );
  }
  if (schedule.state === 'ran') {
    return problemReply(
      ctx.traceId,
      409,
      `This transfer already ran on ${schedule.runDay}: it can no longer be cancelled.`,
    );
  }
  if (schedule.state === 'scheduled') cancelScheduled(ctx.store, ctx.accountId, id, ctx.now);
  const record = qrPaymentSchema.parse(ctx.store.moneyOut.findQrPayment(ctx.accountId, id));
  return jsonReply(
    200,
    answered(qrPaymentNow(record, ctx.now, settleDelayOf(ctx.store)), ctx.shapes),
  );
}
