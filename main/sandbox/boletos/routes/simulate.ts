import { randomBytes, randomUUID } from 'node:crypto';
import { normalizeBoletoDigits } from '../../../domain/boleto.ts';
import { reaisToCents } from '../../../domain/money.ts';
import {
  simulateBoletoPaymentRequestSchema,
  type BoletoPayment,
  type SimulateBoletoPaymentResult,
} from '../../../domain/wire/boletos.ts';
import { SANDBOX_BANK_CODE, SANDBOX_BRANCH, SANDBOX_ISPB } from '../../bank.ts';
import { problemReply, simulationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { paymentReceived } from '../../events/payment-received.ts';
import type { StoredBoleto } from '../../store.ts';
import { notFoundBoleto } from './read.ts';

/** Name the simulation result gives as `additionalData.simulator`. */
export const SIMULATOR_NAME = 'balcao-local-sandbox';

/** The paying institution of every simulated payment (fictitious, like the bank code). */
export const SIMULATED_ISSUER = {
  ispb: SANDBOX_ISPB,
  code: SANDBOX_BANK_CODE,
  branch: SANDBOX_BRANCH,
  agency: SANDBOX_BRANCH,
  name: 'Banco Simulado do Sandbox S.A.',
  type: 'BANK',
  document: '11444777000161',
  fantasyName: 'Banco Simulado',
};

/**
 * `POST /baas/v1/charges/{id}/simulate-conclude` (service-spec 4.13, 2.10): pays a boleto.
 * BANKSLIP finds it by digitable line or bar code (punctuation ignored), PIX by correlationId
 * and only for BANKSLIP_PIX. Answers 202 with the simulation result; the boleto becomes
 * `Paid` with one payment. Assumptions: a boleto not `Pending` gets 422; the payment is the
 * face amount (discount, fine and interest are not applied by the simulator).
 */
export function simulateBoletoPayment(ctx: RequestContext): Reply {
  const parsed = simulateBoletoPaymentRequestSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) {
    const type = (ctx.body as { type?: unknown } | undefined)?.type;
    return simulationProblemReply(ctx.traceId, [
      type === undefined
        ? 'The type field is required: BANKSLIP or PIX.'
        : `The simulation type ${JSON.stringify(type)} is not valid: use BANKSLIP or PIX.`,
    ]);
  }
  const source = parsed.data.type;
  const id = ctx.params.id!;
  const found =
    source === 'PIX'
      ? ctx.store.findByCorrelationId(ctx.accountId, id)
      : findByPaymentCode(ctx, id);
  if (!found) return notFoundBoleto(ctx.traceId);

  const boleto = found.record;
  if (source === 'PIX' && boleto.type !== 'BANKSLIP_PIX') {
    return problemReply(
      ctx.traceId,
      422,
      'This boleto has no Pix QR code (type BANKSLIP): simulate type BANKSLIP.',
    );
  }
  if (boleto.status !== 'Pending') {
    return problemReply(
      ctx.traceId,
      422,
      `Only a Pending boleto can be paid; this one is ${boleto.status}.`,
    );
  }

  const at = ctx.now.toISOString();
  const payment: BoletoPayment = {
    id: randomUUID(),
    amount: boleto.amount,
    paidAt: at,
    source,
    ...(source === 'PIX' ? { endToEndId: endToEndId(ctx.now) } : {}),
  };
  ctx.store.recordPayment(found.rowId, payment, at);
  paymentReceived(ctx, {
    source: {
      kind: 'BOLETO',
      correlationId: boleto.correlationId,
      ourNumber: boleto.ourNumber,
      faceCents: reaisToCents(boleto.amount),
      paidBy: source,
    },
    amountCents: reaisToCents(payment.amount),
    ...(payment.endToEndId ? { endToEndId: payment.endToEndId } : {}),
    payer: { name: boleto.payer.name, document: boleto.payer.document },
    paidAt: at,
  });

  const result: SimulateBoletoPaymentResult = {
    correlationId: boleto.correlationId,
    referenceId: payment.id,
    amount: payment.amount,
    source,
    date: at,
    paymentDate: at,
    issuer: SIMULATED_ISSUER,
    additionalData: {
      simulator: SIMULATOR_NAME,
      message: `Boleto paid by simulation (${source}).`,
      bankAccount: ctx.accountId,
      correlationId: boleto.correlationId,
      ourNumber: boleto.ourNumber,
      barCode: boleto.barCode,
      digitableLine: boleto.digitableLine,
    },
  };
  return jsonReply(202, result);
}

function findByPaymentCode(ctx: RequestContext, id: string): StoredBoleto | undefined {
  const digits = normalizeBoletoDigits(id);
  if (digits.length === 47) return ctx.store.findByDigitableLine(ctx.accountId, digits);
  if (digits.length === 44) return ctx.store.findByBarCode(ctx.accountId, digits);
  return undefined;
}

/**
 * A Pix end-to-end id as the SPI forms it: `E`, the payer's ISPB, yyyyMMddHHmm (UTC) and 11
 * alphanumerics — 32 characters.
 */
function endToEndId(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 12);
  const tail = randomBytes(8).toString('hex').slice(0, 11);
  return `E${SANDBOX_ISPB}${stamp}${tail}`;
}
