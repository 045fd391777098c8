import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { updateBoletoRequestSchema } from '../../../domain/wire/boletos.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { emptyTextReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { notFoundBoleto } from './read.ts';

/**
 * `PATCH /baas/v1/charges/{correlationId}` (service-spec 4.12): only dueDate, only while
 * `Pending`; success is 200 with an empty `text/plain` body.
 *
 * correlationId, barCode and digitableLine stay unchanged as the spec says, even though the
 * bar code's due-date factor then names the old date: as with registered boletos, the
 * bank's registry (here, the record's dueDate) is what counts, not the printed factor.
 *
 * Assumptions: a boleto that is not `Pending` gets 422; the new dueDate must not be in the
 * past (São Paulo date).
 */
export function updateBoleto(ctx: RequestContext): Reply {
  const found = ctx.store.findByCorrelationId(ctx.accountId, ctx.params.correlationId!);
  if (!found) return notFoundBoleto(ctx.traceId);

  const errors = new FieldErrors();
  const request = parseInto(updateBoletoRequestSchema, ctx.body, errors);
  if (request && request.dueDate < todayInSaoPaulo(ctx.now)) {
    errors.add('$.dueDate', 'must not be in the past.');
  }
  if (!request || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);

  if (found.record.status !== 'Pending') {
    return problemReply(
      ctx.traceId,
      422,
      `Only a Pending boleto can change its due date; this one is ${found.record.status}.`,
    );
  }
  ctx.store.updateDueDate(found.rowId, request.dueDate, ctx.now.toISOString());
  return emptyTextReply(200);
}
