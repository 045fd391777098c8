import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AppFailure,
  maskDocument,
  type BoletoToPayView,
  type SentPayment,
} from '../../../preload/contract/index.ts';
import { sentBoletosRepo } from '../../cache/payments/sent-boletos-repo.ts';
import type { BoletoPayment, PayBoletoInput } from '../../service/bill-payments.ts';
import { payBoleto } from '../../service/writes/bill-payments.ts';
import { keptRecord } from '../pipeline/kept-record.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';
import { sentPaymentStore } from '../payments/sent-payment-store.ts';

/** A boleto read moments ago that the owner confirmed, with the amount typed twice. */
export interface BoletoPaymentInput {
  boleto: BoletoToPayView;
  amountCents: number;
  description?: string | undefined;
}

/**
 * What is recorded before sending: the exact request, with its `IdempotencyKey`, and the boleto
 * as the owner was shown it (the Sent list and the receipt need it; the bank's answer names
 * little of it).
 */
export interface BoletoPaymentRequest extends PayBoletoInput {
  boleto: BoletoToPayView;
  /** The owner's own note: kept on this computer, never sent (the bank's request has no field). */
  description?: string | undefined;
}

const partySchema = z
  .object({ name: z.string(), tradeName: z.string().nullable(), document: z.string().nullable() })
  .nullable();

const boletoPaymentSchema: z.ZodType<BoletoPayment> = z.object({
  id: z.string(),
  status: z.enum(['PROCESSING', 'COMPLETED', 'FAILED']),
  createdAt: z.string(),
  paidCents: z.number().int(),
  failureReason: z.string().nullable(),
  beneficiary: partySchema,
});

/** The accepted answer, with the request it answers (the cache rows need both). */
interface AcceptedBoletoPayment {
  payment: BoletoPayment;
  request: BoletoPaymentRequest;
}

const acceptedSchema: z.ZodType<AcceptedBoletoPayment> = z.object({
  payment: boletoPaymentSchema,
  request: z.custom<BoletoPaymentRequest>(
    (value) =>
      typeof value === 'object' && value !== null && 'idempotencyKey' in value && 'boleto' in value,
  ),
});

/**
 * The payment as the Sent list shows it: the beneficiary as the bank's answer names them, else
 * as the owner was shown at the read; the issuing bank as the receiver's bank; the digitable
 * line as its key. A boleto payment has no end-to-end id: kept empty.
 */
function sentPaymentOf(accepted: AcceptedBoletoPayment): Omit<SentPayment, 'syncedAt'> {
  const { payment, request } = accepted;
  const shown = request.boleto.beneficiary;
  const answered = payment.beneficiary;
  const document = answered?.document ?? shown.document;
  return {
    id: payment.id,
    kind: 'boleto',
    endToEndId: '',
    status: payment.status,
    amountCents: payment.paidCents > 0 ? payment.paidCents : request.amountCents,
    receiverName: answered?.name ?? shown.name,
    receiverDocument: document === null ? '' : maskDocument(document),
    receiverBank: request.boleto.issuer ?? '',
    receiverKey: request.boleto.digitableLine,
    description: request.description ?? null,
    failureReason: payment.status === 'FAILED' ? payment.failureReason : null,
    createdAt: payment.createdAt,
  };
}

const kept = keptRecord(
  sentPaymentOf,
  sentPaymentStore((accepted: AcceptedBoletoPayment) => accepted.request.idempotencyKey),
);

async function send(
  client: Parameters<typeof payBoleto>[0],
  request: BoletoPaymentRequest,
): Promise<AcceptedBoletoPayment> {
  return { payment: await payBoleto(client, request), request };
}

/** The amount rules of the read, in the amount field's words; throws before anything is recorded. */
function checkAmount(boleto: BoletoToPayView, amountCents: number): void {
  const range = boleto.otherAmount;
  if (range === null && amountCents !== boleto.charge.totalCents) {
    throw new AppFailure('validation', 'The amount must be what the boleto asks today.', {
      fields: {
        amountCents: [
          { key: 'v.bill_payment.amount_fixed', params: { amountCents: boleto.charge.totalCents } },
        ],
      },
    });
  }
  if (range !== null && (amountCents < range.minCents || amountCents > range.maxCents)) {
    throw new AppFailure('validation', 'The amount is outside what the boleto takes.', {
      fields: {
        amountCents: [
          {
            key: 'v.bill_payment.amount_range',
            params: { minCents: range.minCents, maxCents: range.maxCents },
          },
        ],
      },
    });
  }
}

/**
 * Paying a supplier's boleto (money out). The `IdempotencyKey` is created once per intent and
 * recorded with the request before it leaves; an unknown outcome is settled by sending the same
 * request with the same key, which the bank answers with the first payment and pays nothing
 * again (the SDK offers no read of a payment). Refused up front while the bank is unreachable.
 */
export const boletoPayment: WriteDescriptor<
  BoletoPaymentInput,
  BoletoPaymentRequest,
  AcceptedBoletoPayment,
  SentPayment
> = {
  kind: 'payment:boleto',
  presentation: { words: 'bill-payment', opens: 'sent' },
  resource: 'payments',
  movesMoneyOut: true,
  amountCents: (input) => input.amountCents,
  check(input) {
    if (input.boleto.notPayable !== null) {
      throw new AppFailure('rejected', 'This boleto cannot be paid.', {
        key: `error.bill_payment.not_payable.${input.boleto.notPayable}`,
      });
    }
    checkAmount(input.boleto, input.amountCents);
  },
  newIdentity: () => randomUUID(),
  request: (input, idempotencyKey) => ({
    idempotencyKey,
    amountCents: input.amountCents,
    barCode: input.boleto.barCode,
    boleto: input.boleto,
    description: input.description,
  }),
  summary: (input) => ({
    amountCents: input.amountCents,
    label: input.boleto.beneficiary.name,
    dated:
      input.boleto.charge.dueDate === null
        ? null
        : { meaning: 'due-date', date: input.boleto.charge.dueDate },
  }),
  send,
  resolution: { how: 'resend' },
  acceptedSchema,
  cache(session, accepted, syncedAt) {
    const { boleto } = accepted.request;
    // One transaction: the Sent list's row and the receipt's boleto are kept together or not at all.
    session.db.transaction(() => {
      kept.cache(session, accepted, syncedAt);
      sentBoletosRepo(session.db).keep({
        paymentId: accepted.payment.id,
        digitableLine: boleto.digitableLine,
        barCode: boleto.barCode,
        beneficiaryTradeName:
          accepted.payment.beneficiary?.tradeName ?? boleto.beneficiary.tradeName,
        payerName: boleto.payerName,
        issuer: boleto.issuer,
        charge: boleto.charge,
      });
    })();
  },
  view: kept.view,
  unknownOutcome: {
    key: 'error.bill_payment.unknown_outcome',
    message:
      'The boleto may or may not have been paid; checking it sends it again with the same key.',
  },
};
