import { randomUUID } from 'node:crypto';
import { barCodeFromDigitableLine, digitableLineFromBarCode } from '../../../domain/boleto.ts';
import { centsToReais, reaisToCents } from '../../../domain/money.ts';
import {
  payBillRequestSchema,
  type BillPayment,
  type PayBillRequest,
} from '../../../domain/wire/bill-payments.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../bank.ts';
import { paymentReceived } from '../../events/payment-received.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { idempotencyKeyOf, idempotent, requestDigest } from '../../payments/idempotency.ts';
import {
  BILL_PAYMENT_FAILURE_REASON,
  FAILING_BILL_PAYMENT_CENTS,
} from '../../payments/settlement.ts';
import { billPaymentStore } from '../bill-payment-store.ts';
import {
  SANDBOX_ISSUER,
  askedToday,
  calculationOf,
  findBoletoToPay,
  partiesOf,
  type Asked,
  type BoletoToPay,
} from '../boleto-to-pay.ts';
import { unknownBoletoProblem } from './read.ts';

const reais = (cents: number) => centsToReais(cents).toFixed(2);

/** The boleto a request names: its bar code, or its line's; both must name the same one. */
function barCodeOfRequest(request: PayBillRequest, errors: FieldErrors): string | undefined {
  const fromLine =
    request.digitableLine === undefined
      ? undefined
      : barCodeFromDigitableLine(request.digitableLine);
  if (request.barCode === undefined && fromLine === undefined) {
    errors.addSentence('$.barCode', 'The barCode or the digitableLine field is required.');
    return undefined;
  }
  if (request.barCode !== undefined && fromLine !== undefined && fromLine !== request.barCode) {
    errors.add('$.digitableLine', 'must be the digitable line of the barCode sent.');
    return undefined;
  }
  return request.barCode ?? fromLine;
}

/** Why the bank does not take this amount for this boleto today, or null when it does. */
function amountProblem(asked: Asked, amountCents: number): string | null {
  if (asked.standing === 'PAID') return 'This boleto was already paid.';
  if (asked.standing === 'EXPIRED') return 'This boleto is past the last day it can be paid.';
  if (asked.standing === 'CANCELLED') return 'This boleto was cancelled by its beneficiary.';
  if (!asked.partial && amountCents !== asked.breakdown.totalCents) {
    return `The amount must be ${reais(asked.breakdown.totalCents)}, what the boleto asks today (it does not take another amount).`;
  }
  if (asked.partial && (amountCents < asked.minCents || amountCents > asked.maxCents)) {
    return `The amount must be between ${reais(asked.minCents)} and ${reais(asked.maxCents)} for this boleto.`;
  }
  return null;
}

/**
 * `POST /baas/api/v1/bill-payments` (assumption: the operator's SDK, `ChargesService::makePayment`;
 * the spec does not show it): pays a boleto the bank can read, by `barCode` or `digitableLine`,
 * with the amount it asks today (or, when it takes another amount, one between its minimum and
 * maximum). `IdempotencyKey` (UUID v4) required: the same key and body answer the first payment
 * and pay nothing again; another body under the key is 409. A boleto of the account itself
 * settles as paid by bar code (`CHARGE_PAID`, money back into the account); a demo supplier's
 * is marked paid. Assumption: a bill payment is answered settled — `COMPLETED`, or `FAILED` with
 * its reason for the magic amount R$ 13,13 (../../payments/settlement.ts) — since the SDK offers
 * no read of a payment to learn it later.
 */
export function payBill(ctx: RequestContext): Reply {
  const idem = idempotencyKeyOf(ctx, 'uuid-v4');
  if ('problem' in idem) return idem.problem;
  const errors = new FieldErrors();
  const request = parseInto(payBillRequestSchema, ctx.body, errors);
  const barCode = request && barCodeOfRequest(request, errors);
  if (!request || !barCode) return validationProblemReply(ctx.traceId, errors);

  return idempotent(ctx, 'bill-payment', idem.key, requestDigest(ctx.path, request), () => {
    const boleto = findBoletoToPay(ctx.store, ctx.accountId, barCode);
    if (!boleto) return unknownBoletoProblem(ctx);
    const asked = askedToday(ctx.store, ctx.accountId, boleto, ctx.now);
    const amountCents = reaisToCents(request.amount);
    const refused = amountProblem(asked, amountCents);
    if (refused) return problemReply(ctx.traceId, 422, refused);

    const fails = amountCents === FAILING_BILL_PAYMENT_CENTS;
    const payment = paymentRecord(ctx, boleto, asked, amountCents, fails);
    const kept = billPaymentStore(ctx.store.db).add(ctx.accountId, {
      id: payment.id,
      barCode,
      amountCents,
      status: payment.status === 'FAILED' ? 'FAILED' : 'COMPLETED',
      createdAt: payment.createdAt,
      record: payment,
    });
    if (!kept) return problemReply(ctx.traceId, 422, 'This boleto was already paid.');
    if (!fails && boleto.kind === 'own') settleOwnBoleto(ctx, boleto, payment, amountCents);
    return jsonReply(200, payment);
  });
}

/** The answer (`MakePaymentResponse`), every field the SDK maps, and why it failed if it did. */
function paymentRecord(
  ctx: RequestContext,
  boleto: BoletoToPay,
  asked: Asked,
  amountCents: number,
  fails: boolean,
): BillPayment {
  const { beneficiary } = partiesOf(boleto);
  return {
    id: randomUUID(),
    identifierNumber: boleto.barCode.slice(19),
    barCode: boleto.barCode,
    digitableLine: digitableLineFromBarCode(boleto.barCode),
    status: fails ? 'FAILED' : 'COMPLETED',
    dueDate: asked.dueDate,
    createdAt: ctx.now.toISOString(),
    originalAmount: centsToReais(asked.breakdown.originalCents),
    paidAmount: centsToReais(amountCents),
    paymentCalculation: calculationOf(asked),
    beneficiary,
    issuer: SANDBOX_ISSUER,
    error: fails
      ? { code: 'BENEFICIARY_BANK_REFUSED', message: BILL_PAYMENT_FAILURE_REASON }
      : null,
  };
}

/**
 * The account paid a boleto it issued: it is paid by bar code, as a payer's bank would pay it,
 * and the bank tells of it (`CHARGE_PAID`) — so the app's own charge turns paid at its next sync.
 */
function settleOwnBoleto(
  ctx: RequestContext,
  boleto: Extract<BoletoToPay, { kind: 'own' }>,
  payment: BillPayment,
  amountCents: number,
): void {
  const record = boleto.stored.record;
  ctx.store.recordPayment(
    boleto.stored.rowId,
    { id: payment.id, amount: payment.paidAmount, paidAt: payment.createdAt, source: 'BANKSLIP' },
    payment.createdAt,
  );
  paymentReceived(ctx, {
    source: {
      kind: 'BOLETO',
      correlationId: record.correlationId,
      ourNumber: record.ourNumber,
      faceCents: reaisToCents(record.amount),
      paidBy: 'BANKSLIP',
    },
    amountCents,
    payer: { name: SANDBOX_ACCOUNT_HOLDER.name, document: SANDBOX_ACCOUNT_HOLDER.document },
    paidAt: payment.createdAt,
  });
}
