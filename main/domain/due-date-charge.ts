import { addDays, compareDates, daysBetween, isIsoDate, type IsoDate } from './dates.ts';
import { assertCents, assertNonNegativeCents, percentOf } from './money.ts';

/**
 * The amount due on a given day for a due-date Pix charge (service-spec 2.3, 4.6): rebate,
 * early-payment discount, late fine and interest, in integer cents. The service does not
 * show how it computes these amounts, so these rules are our assumptions, the ones the UI
 * shows line by line and the README lists:
 *
 * 1. base = original − rebate. The rebate applies always, whatever the payment date (the
 *    service's `amount` is this base; `originalAmount` is the original). A percentage rebate
 *    is a percentage of the original. The rebate is clamped to the original.
 * 2. Percentages of discount, fine and interest apply to the base.
 * 3. The discount applies only when paid BEFORE the due date. `single`: when
 *    paymentDate < dueDate. `bands`: the band with the earliest date ≥ paymentDate (paying
 *    on a band's date still gets it); none when paymentDate is after every band date.
 * 4. The fine is charged once when paymentDate > dueDate.
 * 5. Interest runs per calendar day late, daysLate = daysBetween(dueDate, paymentDate) when
 *    > 0: FIXED_AMOUNT_CALENDAR_DAY value cents × days; PERCENTAGE_PER_DAY base × p% × days;
 *    PERCENTAGE_PER_MONTH base × p% × days / 30; PERCENTAGE_PER_YEAR base × p% × days / 365.
 *    The total interest is computed exactly and rounded ONCE, never per day.
 * 6. Every percentage amount is rounded half-up to the cent. The discount is never more than
 *    the base (clamped); the total is never below 0.
 * 7. Payable through the deadline dueDate + maxDaysOverdue, inclusive (the service's
 *    `expiresAt`). After it the charge is not payable; the breakdown still shows what it
 *    would have been.
 *
 * `validateTaxes` checks the creation rules of 4.6 (and a few of ours) as i18n keys; the
 * arithmetic itself trusts valid input and throws a RangeError on malformed input
 * (non-integer or negative cents, a percent with more than 4 decimals, a bad date).
 */

/** `FIXED_AMOUNT`: the value is cents. `PERCENTAGE`: the value is a percent (≤ 4 decimals). */
export type TaxValueType = 'FIXED_AMOUNT' | 'PERCENTAGE';

/** Unconditional reduction (`rebateType` / `rebateAmount`). */
export type Rebate =
  { type: 'FIXED_AMOUNT'; cents: number } | { type: 'PERCENTAGE'; percent: number };

/** One early-payment band: paying on or before `date` gets `value` off. */
export interface DiscountBand {
  date: IsoDate;
  /** Cents for FIXED_AMOUNT, a percent of the base for PERCENTAGE. */
  value: number;
}

/** `single` is `discountAmount`; `bands` is `discountsDueDate` (the two are exclusive). */
export type Discount =
  | { type: TaxValueType; mode: 'single'; value: number }
  | { type: TaxValueType; mode: 'bands'; bands: readonly DiscountBand[] };

export const INTEREST_TYPES = [
  'FIXED_AMOUNT_CALENDAR_DAY',
  'PERCENTAGE_PER_DAY_CALENDAR_DAY',
  'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
  'PERCENTAGE_PER_YEAR_CALENDAR_DAY',
] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];

/** `value` is cents per day for FIXED_AMOUNT_CALENDAR_DAY, otherwise a percent per period. */
export interface Interest {
  type: InterestType;
  value: number;
}

/** Charged once after the due date; `value` is cents or a percent of the base. */
export interface Fine {
  type: TaxValueType;
  value: number;
}

/** The `taxes` of service-spec 4.6, in cents and percents. */
export interface Taxes {
  rebate?: Rebate;
  discount?: Discount;
  interest?: Interest;
  fine?: Fine;
}

export interface DueDateCharge {
  originalCents: number;
  dueDate: IsoDate;
  /** Days after dueDate during which payment is still possible (the caller applies the default). */
  maxDaysOverdue: number;
  taxes?: Taxes;
}

/** What the UI shows line by line: total = original − rebate − discount + fine + interest. */
export interface Breakdown {
  originalCents: number;
  rebateCents: number;
  discountCents: number;
  fineCents: number;
  interestCents: number;
  totalCents: number;
  /** Calendar days after the due date; 0 on or before it. */
  daysLate: number;
  /** Index in `discount.bands` of the band applied, or null (single mode, or no band). */
  band: number | null;
}

export type DueOnResult =
  | { payable: true; breakdown: Breakdown }
  | { payable: false; reason: 'after_deadline'; deadline: IsoDate; breakdown: Breakdown };

/** The service's default for `maxDaysOverdue` (service-spec 4.6, 8). */
export const DEFAULT_MAX_DAYS_OVERDUE = 30;
/** At most three discount bands (service-spec 4.6, 8). */
export const MAX_DUE_DATE_DISCOUNT_BANDS = 3;

/** 100 (percent) × 10^4 (a percent's scale: ten-thousandths). */
const PERCENT_DIVISOR = 1_000_000n;
const DAYS_PER_PERIOD: Record<InterestType, bigint> = {
  FIXED_AMOUNT_CALENDAR_DAY: 1n,
  PERCENTAGE_PER_DAY_CALENDAR_DAY: 1n,
  PERCENTAGE_PER_MONTH_CALENDAR_DAY: 30n,
  PERCENTAGE_PER_YEAR_CALENDAR_DAY: 365n,
};

/**
 * A percent as an exact integer of ten-thousandths (`2.5` → 25000). 1,000,000 cents × p %
 * is exactly p × 10^4, so `percentOf` does the reading, and a percent means the same here as
 * everywhere else in the app; it throws a RangeError past 4 decimals, on NaN or below 0.
 */
export function percentToTenThousandths(percent: number): bigint {
  return BigInt(percentOf(Number(PERCENT_DIVISOR), percent, 'down'));
}

/** `numerator / denominator` rounded half-up, both ≥ 0, as a safe-integer number. */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  let quotient = numerator / denominator;
  if ((numerator % denominator) * 2n >= denominator) quotient += 1n;
  const result = Number(quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount out of range');
  return result;
}

function requireDays(maxDaysOverdue: number): void {
  if (!Number.isSafeInteger(maxDaysOverdue) || maxDaysOverdue < 0) {
    throw new RangeError(`not a whole number of days ≥ 0: ${maxDaysOverdue}`);
  }
}

/** Last day the charge can be paid: dueDate + maxDaysOverdue (the service's `expiresAt`). */
export function deadlineOf(dueDate: IsoDate, maxDaysOverdue: number): IsoDate {
  requireDays(maxDaysOverdue);
  return addDays(dueDate, maxDaysOverdue);
}

/** Cents for FIXED_AMOUNT, or `value` % of `ofCents` rounded half-up. */
function amountOf(type: TaxValueType, value: number, ofCents: number): number {
  if (type === 'FIXED_AMOUNT') {
    assertNonNegativeCents(value);
    return value;
  }
  if (type === 'PERCENTAGE') return percentOf(ofCents, value, 'half-up');
  throw new RangeError(`unknown amount type: ${String(type)}`);
}

/** The rebate in cents, clamped to the original (rule 1). */
export function rebateCentsOf(originalCents: number, rebate: Rebate | undefined): number {
  assertNonNegativeCents(originalCents);
  if (!rebate) return 0;
  const cents =
    rebate.type === 'PERCENTAGE'
      ? amountOf(rebate.type, rebate.percent, originalCents)
      : amountOf(rebate.type, rebate.cents, originalCents);
  return Math.min(cents, originalCents);
}

/** The discount due on `paymentDate` and the band it came from (rule 3), not yet clamped. */
function discountOn(
  discount: Discount | undefined,
  baseCents: number,
  dueDate: IsoDate,
  paymentDate: IsoDate,
): { cents: number; band: number | null } {
  if (!discount || compareDates(paymentDate, dueDate) >= 0) return { cents: 0, band: null };
  if (discount.mode === 'single') {
    return { cents: amountOf(discount.type, discount.value, baseCents), band: null };
  }
  // The earliest band date on or after the payment date; bands are not trusted to be sorted.
  let chosen: { band: DiscountBand; index: number } | null = null;
  for (const [index, band] of discount.bands.entries()) {
    if (compareDates(band.date, paymentDate) < 0) continue;
    if (!chosen || compareDates(band.date, chosen.band.date) < 0) chosen = { band, index };
  }
  if (!chosen) return { cents: 0, band: null };
  return { cents: amountOf(discount.type, chosen.band.value, baseCents), band: chosen.index };
}

/** Total interest for `daysLate` days, exact and rounded once, half-up (rule 5). */
function interestFor(interest: Interest | undefined, baseCents: number, daysLate: number): number {
  if (!interest || daysLate <= 0) return 0;
  const perPeriod = DAYS_PER_PERIOD[interest.type];
  if (perPeriod === undefined) throw new RangeError(`unknown interest type: ${interest.type}`);
  const days = BigInt(daysLate);
  if (interest.type === 'FIXED_AMOUNT_CALENDAR_DAY') {
    assertNonNegativeCents(interest.value);
    return divideHalfUp(BigInt(interest.value) * days, 1n);
  }
  const rate = percentToTenThousandths(interest.value);
  return divideHalfUp(BigInt(baseCents) * rate * days, PERCENT_DIVISOR * perPeriod);
}

/** The amount due when the charge is paid on `paymentDate`, line by line (rules 1–7). */
export function amountDueOn(charge: DueDateCharge, paymentDate: IsoDate): DueOnResult {
  const { originalCents, dueDate, maxDaysOverdue, taxes = {} } = charge;
  assertCents(originalCents);
  const deadline = deadlineOf(dueDate, maxDaysOverdue);
  const daysLate = Math.max(0, daysBetween(dueDate, paymentDate));

  const rebateCents = rebateCentsOf(originalCents, taxes.rebate);
  const baseCents = originalCents - rebateCents;
  const discount = discountOn(taxes.discount, baseCents, dueDate, paymentDate);
  const discountCents = Math.min(discount.cents, baseCents);
  const fineCents =
    daysLate > 0 && taxes.fine ? amountOf(taxes.fine.type, taxes.fine.value, baseCents) : 0;
  const interestCents = interestFor(taxes.interest, baseCents, daysLate);
  const totalCents = Math.max(0, baseCents - discountCents + fineCents + interestCents);
  assertCents(totalCents);

  const breakdown: Breakdown = {
    originalCents,
    rebateCents,
    discountCents,
    fineCents,
    interestCents,
    totalCents,
    daysLate,
    band: discount.band,
  };
  if (compareDates(paymentDate, deadline) > 0) {
    return { payable: false, reason: 'after_deadline', deadline, breakdown };
  }
  return { payable: true, breakdown };
}

/**
 * The most the charge asks on any day it can be paid: on its last payable day, since the
 * discount only applies before the due date and fine and interest only grow after it. Infinity
 * when that amount cannot even be counted exactly. A charge whose maximum is above what an
 * amount can hold (R$ 99.999.999,99) is refused at creation: paid late, it would not fit.
 */
export function maxAmountDueCents(charge: DueDateCharge): number {
  try {
    const deadline = deadlineOf(charge.dueDate, charge.maxDaysOverdue);
    return amountDueOn(charge, deadline).breakdown.totalCents;
  } catch (error) {
    if (error instanceof RangeError) return Infinity;
    throw error;
  }
}

/** A field error: `path` names the 4.6 wire field, `key` is an i18n key. */
export interface TaxIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Checks `taxes` for a charge of `originalCents` due on `dueDate`, before it is sent:
 * - 4.6: at most 3 bands; each band date before dueDate; `discountAmount` and
 *   `discountsDueDate` mutually exclusive;
 * - ours: band dates strictly increasing; every percentage 0 < p ≤ 100 with at most 4
 *   decimals; every fixed amount a whole number of cents > 0; rebate < original (so the
 *   charge keeps something to pay); at least one band in bands mode.
 * Paths use the wire names of 4.6 (`taxes.discountsDueDate.1.date`, bands 0-based).
 * Returns [] when `taxes` is valid; `amountDueOn` never throws on taxes that pass.
 */
export function validateTaxes(
  originalCents: number,
  dueDate: IsoDate,
  taxes: Taxes | undefined,
): TaxIssue[] {
  const issues: TaxIssue[] = [];
  if (!taxes) return issues;
  const issue = (path: string, key: string, params?: TaxIssue['params']) =>
    issues.push(params ? { path, key, params } : { path, key });

  /** Checks one value; true when it is usable. */
  const checkValue = (path: string, type: string, value: number): boolean => {
    if (type === 'PERCENTAGE') {
      if (typeof value !== 'number' || !(value > 0 && value <= 100)) {
        issue(path, 'v.percent.range');
        return false;
      }
      try {
        percentToTenThousandths(value);
      } catch {
        issue(path, 'v.percent.decimals', { max: 4 });
        return false;
      }
      return true;
    }
    if (!Number.isSafeInteger(value)) {
      issue(path, 'v.money.integer');
      return false;
    }
    if (value <= 0) {
      issue(path, 'v.money.positive');
      return false;
    }
    return true;
  };
  const checkType = (path: string, type: unknown, allowed: readonly string[]): boolean => {
    if (typeof type === 'string' && allowed.includes(type)) return true;
    issue(path, 'v.choice');
    return false;
  };
  const valueTypes = ['FIXED_AMOUNT', 'PERCENTAGE'] as const;

  const { rebate, discount, interest, fine } = taxes;

  if (rebate && checkType('taxes.rebateType', rebate.type, valueTypes)) {
    const value = rebate.type === 'PERCENTAGE' ? rebate.percent : rebate.cents;
    if (
      checkValue('taxes.rebateAmount', rebate.type, value) &&
      Number.isSafeInteger(originalCents) &&
      originalCents >= 0 &&
      rebateCentsOf(originalCents, rebate) >= originalCents
    ) {
      issue('taxes.rebateAmount', 'v.rebate.too_large');
    }
  }

  if (discount) {
    const typeOk = checkType('taxes.discountType', discount.type, valueTypes);
    // The type keeps the two modes apart; data from a form or a file may still carry both.
    const loose = discount as { value?: unknown; bands?: unknown };
    if (loose.value !== undefined && loose.bands !== undefined) {
      issue('taxes.discountsDueDate', 'v.discount.exclusive');
    } else if (discount.mode === 'single') {
      if (typeOk) checkValue('taxes.discountAmount', discount.type, discount.value);
    } else if (discount.mode === 'bands') {
      const bands = discount.bands;
      if (bands.length === 0) issue('taxes.discountsDueDate', 'v.discount.empty');
      if (bands.length > MAX_DUE_DATE_DISCOUNT_BANDS) {
        issue('taxes.discountsDueDate', 'v.discount.too_many', {
          max: MAX_DUE_DATE_DISCOUNT_BANDS,
        });
      }
      const dueDateOk = isIsoDate(dueDate);
      bands.forEach((band, i) => {
        const path = `taxes.discountsDueDate.${i}`;
        const previous = bands[i - 1];
        if (!isIsoDate(band.date)) issue(`${path}.date`, 'v.date.invalid');
        else if (dueDateOk && compareDates(band.date, dueDate) >= 0) {
          issue(`${path}.date`, 'v.discount.after_due');
        } else if (previous && isIsoDate(previous.date) && band.date <= previous.date) {
          issue(`${path}.date`, 'v.discount.order');
        }
        if (typeOk) checkValue(`${path}.amount`, discount.type, band.value);
      });
    } else {
      issue('taxes.discountType', 'v.choice');
    }
  }

  if (interest && checkType('taxes.interestType', interest.type, INTEREST_TYPES)) {
    const valueType = interest.type === 'FIXED_AMOUNT_CALENDAR_DAY' ? 'FIXED_AMOUNT' : 'PERCENTAGE';
    checkValue('taxes.interestAmount', valueType, interest.value);
  }

  if (fine && checkType('taxes.fineType', fine.type, valueTypes)) {
    checkValue('taxes.fineAmount', fine.type, fine.value);
  }

  return issues;
}
