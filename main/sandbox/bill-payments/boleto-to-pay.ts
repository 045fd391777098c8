import { maskDocument } from '../../../preload/contract/validators/document.ts';
import {
  barCodeFromDigitableLine,
  digitableLineFromBarCode,
  normalizeBoletoDigits,
  parseBarCode,
  validateBarCode,
  validateDigitableLine,
} from '../../domain/boleto.ts';
import { todayInSaoPaulo, type IsoDate } from '../../domain/dates.ts';
import { amountDueOn, type Breakdown, type Taxes } from '../../domain/due-date-charge.ts';
import { centsToReais, reaisToCents } from '../../domain/money.ts';
import type { BillPaymentInfo } from '../../domain/wire/bill-payments.ts';
import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_BANK_CODE } from '../bank.ts';
import { DAYS_PAYABLE_AFTER_DUE } from '../boletos/expiry.ts';
import { SIMULATED_ISSUER } from '../boletos/routes/simulate.ts';
import type { SandboxStore, StoredBoleto } from '../store.ts';
import { billPaymentStore } from './bill-payment-store.ts';
import { demoSupplierOf, supplierTaxes, type DemoSupplier } from './demo-suppliers.ts';

/**
 * A boleto the sandbox account may pay, found by its bar code or digitable line: one the account
 * issued itself (paid, it settles as paid by bar code) or a demo supplier's. What it asks today
 * is the due-date arithmetic of `main/domain/due-date-charge.ts` over its discount, fine and
 * interest, payable up to `DAYS_PAYABLE_AFTER_DUE` days after the due date.
 */
export type BoletoToPay =
  | { kind: 'own'; barCode: string; stored: StoredBoleto }
  | { kind: 'supplier'; barCode: string; supplier: DemoSupplier };

/** The 44 digits of a typed line or bar code, or null when its check digits do not agree. */
export function barCodeOfIdentifier(identifier: string): string | null {
  const digits = normalizeBoletoDigits(identifier);
  if (digits.length === 47 && validateDigitableLine(digits).ok) {
    return barCodeFromDigitableLine(digits);
  }
  if (digits.length === 44 && validateBarCode(digits).ok) return digits;
  return null;
}

/** The boleto with this bar code the account may pay, or undefined when the bank knows none. */
export function findBoletoToPay(
  store: SandboxStore,
  accountId: string,
  barCode: string,
): BoletoToPay | undefined {
  if (barCode.slice(0, 3) !== SANDBOX_BANK_CODE) return undefined;
  const stored = store.findByBarCode(accountId, barCode);
  if (stored) return { kind: 'own', barCode, stored };
  const supplier = demoSupplierOf(barCode.slice(19));
  return supplier ? { kind: 'supplier', barCode, supplier } : undefined;
}

/** Where the boleto stands at the registry (assumption: the SDK names no values). */
export type BoletoStanding = 'OPEN' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** What the boleto asks when paid today, and which amounts the bank takes. */
export interface Asked {
  standing: BoletoStanding;
  dueDate: IsoDate | null;
  breakdown: Breakdown;
  /** Whether an amount other than the total may be paid, between `minCents` and `maxCents`. */
  partial: boolean;
  minCents: number;
  maxCents: number;
}

function ownTaxes(record: BoletoRecord): Taxes {
  const taxes: Taxes = {};
  const { discount, lateFine, latePayment } = record;
  if (discount && discount.items.length > 0) {
    const fixed = discount.type === 'FIXED';
    taxes.discount = {
      type: fixed ? 'FIXED_AMOUNT' : 'PERCENTAGE',
      mode: 'bands',
      bands: discount.items.map((item) => ({
        date: item.date,
        value: fixed ? reaisToCents(item.amount) : item.amount,
      })),
    };
  }
  if (lateFine) {
    const fixed = lateFine.type === 'FIXED';
    taxes.fine = {
      type: fixed ? 'FIXED_AMOUNT' : 'PERCENTAGE',
      value: fixed ? reaisToCents(lateFine.amount) : lateFine.amount,
    };
  }
  if (latePayment) {
    const fixed = latePayment.type === 'FIXED_PER_DAY';
    taxes.interest = fixed
      ? { type: 'FIXED_AMOUNT_CALENDAR_DAY', value: reaisToCents(latePayment.amount) }
      : { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: latePayment.amount };
  }
  return taxes;
}

const STANDING_OF_STATUS: Record<BoletoRecord['status'], BoletoStanding> = {
  Pending: 'OPEN',
  Paid: 'PAID',
  Expired: 'EXPIRED',
  Cancelled: 'CANCELLED',
};

/** What the boleto asks if paid today (São Paulo, by the sandbox clock), and where it stands. */
export function askedToday(
  store: SandboxStore,
  accountId: string,
  boleto: BoletoToPay,
  now: Date,
): Asked {
  const today = todayInSaoPaulo(now);
  let originalCents: number;
  let dueDate: IsoDate | null;
  let taxes: Taxes;
  let standing: BoletoStanding;
  if (boleto.kind === 'own') {
    const record = boleto.stored.record;
    originalCents = reaisToCents(record.amount);
    dueDate = record.dueDate.slice(0, 10);
    taxes = ownTaxes(record);
    standing = STANDING_OF_STATUS[record.status];
  } else {
    const fields = parseBarCode(boleto.barCode, today);
    originalCents = fields.amountCents;
    dueDate = fields.dueDate;
    taxes = dueDate === null ? {} : supplierTaxes(boleto.supplier, dueDate);
    standing = billPaymentStore(store.db).isPaid(accountId, boleto.barCode) ? 'PAID' : 'OPEN';
  }
  const due = amountDueOn(
    { originalCents, dueDate: dueDate ?? today, maxDaysOverdue: DAYS_PAYABLE_AFTER_DUE, taxes },
    today,
  );
  if (standing === 'OPEN' && !due.payable) standing = 'EXPIRED';
  const total = due.breakdown.totalCents;
  const minimum = boleto.kind === 'supplier' ? boleto.supplier.partialMinCents : null;
  return {
    standing,
    dueDate,
    breakdown: due.breakdown,
    partial: minimum !== null,
    minCents: minimum === null ? total : Math.min(minimum, total),
    maxCents: total,
  };
}

function party(name: string, document: string, fantasyName: string | null) {
  return {
    name,
    document: maskDocument(document),
    fantasyName,
    type: document.length === 14 ? 'LEGAL_PERSON' : 'NATURAL_PERSON',
  };
}

/** The beneficiary (who is paid) and the payer the boleto names. */
export function partiesOf(boleto: BoletoToPay) {
  if (boleto.kind === 'own') {
    const { payer } = boleto.stored.record;
    return {
      beneficiary: party(SANDBOX_ACCOUNT_HOLDER.name, SANDBOX_ACCOUNT_HOLDER.document, null),
      payer: party(payer.name, payer.document, null),
    };
  }
  const { supplier } = boleto;
  return {
    beneficiary: party(supplier.name, supplier.document, supplier.tradeName),
    payer: party(SANDBOX_ACCOUNT_HOLDER.name, SANDBOX_ACCOUNT_HOLDER.document, null),
  };
}

/** The issuing bank as the SDK reads it (`Issuer`): the sandbox bank for every boleto it knows. */
export const SANDBOX_ISSUER = {
  ispb: SIMULATED_ISSUER.ispb,
  name: SIMULATED_ISSUER.name,
  nameFantasy: SIMULATED_ISSUER.fantasyName,
};

/** The bank's calculation in reais (`PaymentCalculation`). */
export function calculationOf(asked: Asked) {
  const { breakdown } = asked;
  return {
    rebateAmount: centsToReais(breakdown.rebateCents),
    interestAmount: centsToReais(breakdown.interestCents),
    fineAmount: centsToReais(breakdown.fineCents),
    discountAmount: centsToReais(breakdown.discountCents),
    chargedAmount: centsToReais(breakdown.totalCents),
    minimumPaymentAmount: centsToReais(asked.minCents),
    maximumPaymentAmount: centsToReais(asked.maxCents),
  };
}

/** The read of a boleto (`BillPaymentResponse`), every field the SDK maps. */
export function billPaymentInfoOf(boleto: BoletoToPay, asked: Asked): BillPaymentInfo {
  const { beneficiary, payer } = partiesOf(boleto);
  const { breakdown } = asked;
  return {
    identifierNumber: boleto.barCode.slice(19),
    type: 'BANKSLIP',
    status: asked.standing,
    amount: centsToReais(breakdown.originalCents),
    dueDate: asked.dueDate,
    barCode: boleto.barCode,
    digitableLine: digitableLineFromBarCode(boleto.barCode),
    isAllowPartialPayment: asked.partial,
    paymentCalculation: calculationOf(asked),
    payer,
    overduePaymentInterest:
      breakdown.interestCents > 0
        ? { date: asked.dueDate, amount: centsToReais(breakdown.interestCents), type: 'AMOUNT' }
        : null,
    overduePaymentFine:
      breakdown.fineCents > 0
        ? { date: asked.dueDate, amount: centsToReais(breakdown.fineCents), type: 'AMOUNT' }
        : null,
    discounts: [],
    beneficiary,
    issuer: SANDBOX_ISSUER,
  };
}
