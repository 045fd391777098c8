import { problemReply } from '../../http/problems.ts';
import { emptyTextReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { notFoundBoleto } from './read.ts';

/**
 * `POST /baas/v1/charges/{correlationId}/void`: cancels a boleto. Not in the spec; the
 * operator's SDK shows it (`ChargesService::voidCharge`: no body, "empty body with 200 OK or
 * 404/400 on error").
 *
 * Assumptions: a `Pending` or `Expired` boleto becomes `Cancelled` (an expired boleto may
 * still be paid late at a bank, so voiding it still means something); a `Cancelled` one
 * answers 200 again and is left as it was (a void resent after a lost answer changes
 * nothing); a `Paid` one gets 422. The bank emits no event for it (none is listed in spec 6).
 */
export function voidBoleto(ctx: RequestContext): Reply {
  const found = ctx.store.findByCorrelationId(ctx.accountId, ctx.params.correlationId!);
  if (!found) return notFoundBoleto(ctx.traceId);
  const { status } = found.record;
  if (status === 'Cancelled') return emptyTextReply(200);
  if (status === 'Paid') {
    return problemReply(ctx.traceId, 422, 'A Paid boleto cannot be voided.');
  }
  ctx.store.setStatus(found.rowId, 'Cancelled', ctx.now.toISOString());
  return emptyTextReply(200);
}
