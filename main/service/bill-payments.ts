import { centsOfLenientReais } from '../domain/wire/common.ts';
import { reaisToCents } from '../domain/money.ts';
import {
  BILL_PAYMENTS,
  billPaymentInfoSchema,
  demoSupplierBoletosSchema,
  type BillPayment,
  type BillPaymentInfo,
  type BillPaymentStatus,
  type DemoSupplierBoleto,
  type PaymentCalculation,
} from '../domain/wire/bill-payments.ts';
import type { ServiceClient } from './http-client.ts';

/**
 * Paying a supplier's boleto (bill payment): the read of a boleto before paying it, and the
 * local sandbox's demo suppliers. The routes are the operator's SDK's (README, "Assumptions
 * about the service"); the payment itself is in `writes/bill-payments.ts`. Cents on this side,
 * reais on the wire.
 */

const SANDBOX_DEMO_SUPPLIERS = '/_sandbox/bill-payments/demo-suppliers';

/** Who a boleto pays or is addressed to, as the bank names them (document masked as it gives it). */
export interface BillParty {
  name: string;
  tradeName: string | null;
  document: string | null;
}

/** A boleto as the bank reads it before it is paid, in cents. */
export interface BoletoToPay {
  digitableLine: string;
  barCode: string;
  /** The registry's number for the boleto, when the bank gives it. */
  identifierNumber: string | null;
  /** Where the boleto stands at the registry, as the bank says it (`OPEN`, `PAID`, …). */
  status: string | null;
  dueDate: string | null;
  /** The face amount. */
  originalCents: number;
  /** What it asks if paid today: the face amount less rebate and discount, plus fine and interest. */
  chargedCents: number;
  rebateCents: number;
  discountCents: number;
  fineCents: number;
  interestCents: number;
  /** Whether another amount may be paid, and the range the bank takes (null when not said). */
  allowsOtherAmount: boolean;
  minCents: number | null;
  maxCents: number | null;
  beneficiary: BillParty | null;
  payer: BillParty | null;
  /** The boleto's issuing bank. */
  issuer: string | null;
}

function partyOf(
  party:
    | { name?: string | null; fantasyName?: string | null; document?: string | null }
    | null
    | undefined,
): BillParty | null {
  if (!party?.name) return null;
  return {
    name: party.name,
    tradeName: party.fantasyName ?? null,
    document: party.document ?? null,
  };
}

/** A part of the bank's calculation in cents; 0 when not sent (the SDK reads it so too). */
const partCents = (value: unknown) => centsOfLenientReais(value) ?? 0;

/** The interest, under either of the names the SDK reads it by. */
function interestOf(calculation: PaymentCalculation): unknown {
  return calculation.interestAmount ?? calculation.interesetAmount;
}

export function boletoToPayOf(wire: BillPaymentInfo): BoletoToPay {
  const calculation = wire.paymentCalculation;
  const identifier = wire.identifierNumber;
  return {
    digitableLine: wire.digitableLine,
    barCode: wire.barCode,
    identifierNumber: identifier === null || identifier === undefined ? null : String(identifier),
    status: wire.status ?? null,
    dueDate:
      wire.dueDate !== null && wire.dueDate !== undefined && /^\d{4}-\d{2}-\d{2}/.test(wire.dueDate)
        ? wire.dueDate.slice(0, 10)
        : null,
    originalCents: reaisToCents(wire.amount),
    chargedCents: reaisToCents(calculation.chargedAmount),
    rebateCents: partCents(calculation.rebateAmount),
    discountCents: partCents(calculation.discountAmount),
    fineCents: partCents(calculation.fineAmount),
    interestCents: partCents(interestOf(calculation)),
    allowsOtherAmount: wire.isAllowPartialPayment === true,
    minCents: centsOfLenientReais(calculation.minimumPaymentAmount),
    maxCents: centsOfLenientReais(calculation.maximumPaymentAmount),
    beneficiary: partyOf(wire.beneficiary),
    payer: partyOf(wire.payer),
    issuer: wire.issuer?.nameFantasy ?? wire.issuer?.name ?? null,
  };
}

/**
 * `GET /baas/api/v1/bill-payments/{digitableLine or barCode}` (the SDK's `getPaymentInfo`): the
 * boleto's beneficiary, due date and what it asks today. Nothing moves: a lost answer is read
 * again.
 */
export async function readBoletoToPay(client: ServiceClient, code: string): Promise<BoletoToPay> {
  const { value } = await client.request({
    method: 'GET',
    path: `${BILL_PAYMENTS}/${encodeURIComponent(code)}`,
    schema: billPaymentInfoSchema,
  });
  return boletoToPayOf(value);
}

/** What paying a boleto sends, in cents. */
export interface PayBoletoInput {
  /** UUID v4 created once for this payment, kept with the intent before sending. */
  idempotencyKey: string;
  amountCents: number;
  /** The boleto, by its 44-digit bar code. */
  barCode: string;
}

/** A boleto payment as the bank answered it, in cents. */
export interface BoletoPayment {
  id: string;
  status: BillPaymentStatus;
  createdAt: string;
  paidCents: number;
  /** Why the bank did not complete it, when its answer says. */
  failureReason: string | null;
  /** Who was paid, when the answer names them. */
  beneficiary: BillParty | null;
}

export function boletoPaymentOf(wire: BillPayment): BoletoPayment {
  const error = wire.error;
  return {
    id: wire.id,
    status: wire.status,
    createdAt: wire.createdAt,
    paidCents: reaisToCents(wire.paidAmount),
    failureReason:
      error?.message ??
      (error?.code === undefined || error.code === null ? null : String(error.code)),
    beneficiary: partyOf(wire.beneficiary),
  };
}

/** `GET /_sandbox/bill-payments/demo-suppliers` — the local sandbox only: boletos to try paying. */
export async function listDemoSupplierBoletos(
  client: ServiceClient,
): Promise<DemoSupplierBoleto[]> {
  const { value } = await client.request({
    method: 'GET',
    path: SANDBOX_DEMO_SUPPLIERS,
    schema: demoSupplierBoletosSchema,
  });
  return value.items;
}
