import type { Discount, Taxes, TaxIssue, TaxValueType } from '../due-date-charge.ts';
import { centsToReais, reaisToCents } from '../money.ts';
import type { DueDateTaxes } from './pix.ts';

/** `reaisToCents` refuses magnitudes from here on. */
const MAX_CONVERTIBLE_REAIS = 1e12;

/**
 * Between the `taxes` of a due-date QR code on the wire (service-spec 4.6: reais or
 * percentages, a type and an amount per item) and the domain's `Taxes` (cents or percents,
 * one object per item). Issues use the paths and i18n keys of `validateTaxes`, so one list
 * covers both the pairing of fields checked here and the rules checked there.
 */

/** The domain taxes of a wire `taxes`, or the issues that keep it from being read. */
export function taxesFromWire(wire: DueDateTaxes | undefined): {
  taxes: Taxes | undefined;
  issues: TaxIssue[];
} {
  const issues: TaxIssue[] = [];
  if (!wire) return { taxes: undefined, issues };
  const taxes: Taxes = {};

  /** The value of a typed item: cents for the fixed types, the percent otherwise. */
  const valueOf = (path: string, type: TaxValueType, amount: number): number | undefined => {
    if (type === 'PERCENTAGE') return amount;
    try {
      return reaisToCents(amount);
    } catch {
      issues.push(
        Math.abs(amount) >= MAX_CONVERTIBLE_REAIS
          ? { path, key: 'v.money.max' }
          : { path, key: 'v.money.decimals', params: { max: 2 } },
      );
      return undefined;
    }
  };
  /** Both halves of a `…Type` / `…Amount` pair, or an issue on the missing one. */
  const pair = <T extends string>(
    name: string,
    type: T | undefined,
    amount: number | undefined,
  ): { type: T; amount: number } | undefined => {
    if (type === undefined && amount === undefined) return undefined;
    if (type === undefined) issues.push({ path: `taxes.${name}Type`, key: 'v.required' });
    if (amount === undefined) issues.push({ path: `taxes.${name}Amount`, key: 'v.required' });
    return type === undefined || amount === undefined ? undefined : { type, amount };
  };

  const rebate = pair('rebate', wire.rebateType, wire.rebateAmount);
  if (rebate) {
    const value = valueOf('taxes.rebateAmount', rebate.type, rebate.amount);
    if (value !== undefined) {
      taxes.rebate =
        rebate.type === 'PERCENTAGE'
          ? { type: 'PERCENTAGE', percent: value }
          : { type: 'FIXED_AMOUNT', cents: value };
    }
  }

  const discount = discountFromWire(wire, valueOf, issues);
  if (discount) taxes.discount = discount;

  const interest = pair('interest', wire.interestType, wire.interestAmount);
  if (interest) {
    const valueType = interest.type === 'FIXED_AMOUNT_CALENDAR_DAY' ? 'FIXED_AMOUNT' : 'PERCENTAGE';
    const value = valueOf('taxes.interestAmount', valueType, interest.amount);
    if (value !== undefined) taxes.interest = { type: interest.type, value };
  }

  const fine = pair('fine', wire.fineType, wire.fineAmount);
  if (fine) {
    const value = valueOf('taxes.fineAmount', fine.type, fine.amount);
    if (value !== undefined) taxes.fine = { type: fine.type, value };
  }

  return { taxes, issues };
}

/** `discountAmount` (single) or `discountsDueDate` (bands), never both, with `discountType`. */
function discountFromWire(
  wire: DueDateTaxes,
  valueOf: (path: string, type: TaxValueType, amount: number) => number | undefined,
  issues: TaxIssue[],
): Discount | undefined {
  const { discountType: type, discountAmount: amount, discountsDueDate: bands } = wire;
  if (type === undefined && amount === undefined && bands === undefined) return undefined;
  if (amount !== undefined && bands !== undefined) {
    issues.push({ path: 'taxes.discountsDueDate', key: 'v.discount.exclusive' });
    return undefined;
  }
  if (type === undefined) {
    issues.push({ path: 'taxes.discountType', key: 'v.required' });
    return undefined;
  }
  if (amount !== undefined) {
    const value = valueOf('taxes.discountAmount', type, amount);
    return value === undefined ? undefined : { type, mode: 'single', value };
  }
  if (bands === undefined) {
    issues.push({ path: 'taxes.discountAmount', key: 'v.required' });
    return undefined;
  }
  const values = bands.map((band, i) =>
    valueOf(`taxes.discountsDueDate.${i}.amount`, type, band.amount),
  );
  if (values.some((value) => value === undefined)) return undefined;
  return {
    type,
    mode: 'bands',
    bands: bands.map((band, i) => ({ date: band.dueDate, value: values[i]! })),
  };
}

/** The wire `taxes` of domain taxes (what the app sends). */
export function taxesToWire(taxes: Taxes): DueDateTaxes {
  const amount = (type: TaxValueType, value: number) =>
    type === 'PERCENTAGE' ? value : centsToReais(value);
  const wire: DueDateTaxes = {};
  const { rebate, discount, interest, fine } = taxes;
  if (rebate) {
    wire.rebateType = rebate.type;
    wire.rebateAmount = rebate.type === 'PERCENTAGE' ? rebate.percent : centsToReais(rebate.cents);
  }
  if (discount) {
    wire.discountType = discount.type;
    if (discount.mode === 'single') wire.discountAmount = amount(discount.type, discount.value);
    else {
      wire.discountsDueDate = discount.bands.map((band) => ({
        dueDate: band.date,
        amount: amount(discount.type, band.value),
      }));
    }
  }
  if (interest) {
    wire.interestType = interest.type;
    wire.interestAmount =
      interest.type === 'FIXED_AMOUNT_CALENDAR_DAY' ? centsToReais(interest.value) : interest.value;
  }
  if (fine) {
    wire.fineType = fine.type;
    wire.fineAmount = amount(fine.type, fine.value);
  }
  return wire;
}

/**
 * A tax issue's path as the service's JSON path: `taxes.discountsDueDate.1.date` →
 * `$.taxes.discountsDueDate[1].dueDate` (a band's date is `dueDate` on the wire).
 */
export function taxIssueJsonPath(path: string): string {
  const wire = path.replace(/^(taxes\.discountsDueDate\.\d+)\.date$/, '$1.dueDate');
  return `$.${wire.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}`;
}
