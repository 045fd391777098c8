import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { reaisToCents } from '../../../domain/money.ts';
import {
  createBoletoRequestSchema,
  DEFAULT_WALLET_NUMBER,
  MAX_OUR_NUMBER_DIGITS,
} from '../../../domain/wire/boletos.ts';
import { checkCreateBoletoRules } from '../boleto-create-rules.ts';
import { boletoPix } from '../boleto-pix.ts';
import { newBoletoRecord } from '../boleto-record.ts';
import { parseRequest } from '../../http/parse-request.ts';
import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';

/**
 * `POST /baas/v1/charges` (service-spec 4.11). Answers 200 with the new record (assumption:
 * the spec shows no status for create), 400 with every broken rule by JSON path, 409 when
 * the correlationId is already used (assumption).
 */
export async function createBoleto(ctx: RequestContext): Promise<Reply> {
  const today = todayInSaoPaulo(ctx.now);
  const parsed = parseRequest(ctx, createBoletoRequestSchema, (request, errors) =>
    checkCreateBoletoRules(request, { today, accountId: ctx.accountId, store: ctx.store }, errors),
  );
  if ('problem' in parsed) return parsed.problem;
  const { request } = parsed;

  const conflict = () =>
    problemReply(
      ctx.traceId,
      409,
      `A boleto with correlationId ${request.correlationId} already exists.`,
    );
  if (ctx.store.findByCorrelationId(ctx.accountId, request.correlationId)) return conflict();

  const walletNumber = request.walletNumber ?? DEFAULT_WALLET_NUMBER;
  const ourNumber =
    walletNumber === '112'
      ? String(ctx.store.allocateOurNumbers(ctx.accountId)).padStart(MAX_OUR_NUMBER_DIGITS, '0')
      : request.ourNumber!;
  const amountCents = reaisToCents(request.Amount);
  const record = newBoletoRecord({
    ...request,
    amountCents,
    walletNumber,
    ourNumber,
    createdAt: ctx.now.toISOString(),
    accountId: ctx.accountId,
    ...(request.type === 'BANKSLIP_PIX'
      ? { pix: await boletoPix(request.correlationId, amountCents) }
      : {}),
  });
  // The insert is the arbiter: a concurrent create of the same id loses here.
  if (!ctx.store.insertBoleto(ctx.accountId, record)) return conflict();
  return jsonReply(200, record);
}
