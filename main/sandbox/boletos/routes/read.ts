import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';

/** `GET /baas/v1/charges/{correlationId}` (service-spec 4.3); unknown → the 404 of spec 7. */
export function readBoleto(ctx: RequestContext): Reply {
  const found = ctx.store.findByCorrelationId(ctx.accountId, ctx.params.correlationId!);
  if (!found) return notFoundBoleto(ctx.traceId);
  return jsonReply(200, found.record);
}

/** The 404 problem for a boleto that does not exist on the account. */
export function notFoundBoleto(traceId: string): Reply {
  return problemReply(traceId, 404, 'Boleto not found.');
}
