import { describe, it, expect } from 'vitest';
import { validateTaxes, type Taxes } from '../../../main/domain/due-date-charge.ts';

const DUE = '2025-06-10';
const R$1000 = 100_000;

const check = (taxes: Taxes | undefined, originalCents = R$1000) =>
  validateTaxes(originalCents, DUE, taxes);

describe('validateTaxes', () => {
  it('accepts no taxes, and a full valid set', () => {
    expect(check(undefined)).toEqual([]);
    expect(check({})).toEqual([]);
    expect(
      check({
        rebate: { type: 'PERCENTAGE', percent: 2.5 },
        discount: {
          type: 'FIXED_AMOUNT',
          mode: 'bands',
          bands: [
            { date: '2025-05-20', value: 5_000 },
            { date: '2025-05-31', value: 3_000 },
            { date: '2025-06-09', value: 1_000 },
          ],
        },
        interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 0.0333 },
        fine: { type: 'PERCENTAGE', value: 2 },
      }),
    ).toEqual([]);
    expect(check({ discount: { type: 'PERCENTAGE', mode: 'single', value: 100 } })).toEqual([]);
  });

  it('at most 3 bands', () => {
    const bands = ['2025-05-01', '2025-05-02', '2025-05-03', '2025-05-04'].map((date) => ({
      date,
      value: 100,
    }));
    expect(check({ discount: { type: 'FIXED_AMOUNT', mode: 'bands', bands } })).toEqual([
      { path: 'taxes.discountsDueDate', key: 'v.discount.too_many', params: { max: 3 } },
    ]);
  });

  it('at least one band in bands mode', () => {
    expect(check({ discount: { type: 'FIXED_AMOUNT', mode: 'bands', bands: [] } })).toEqual([
      { path: 'taxes.discountsDueDate', key: 'v.discount.empty' },
    ]);
  });

  it('band dates before the due date (the due date itself is refused)', () => {
    expect(
      check({
        discount: {
          type: 'FIXED_AMOUNT',
          mode: 'bands',
          bands: [
            { date: '2025-06-01', value: 100 },
            { date: DUE, value: 100 },
          ],
        },
      }),
    ).toEqual([{ path: 'taxes.discountsDueDate.1.date', key: 'v.discount.after_due' }]);
  });

  it('band dates strictly increasing', () => {
    expect(
      check({
        discount: {
          type: 'PERCENTAGE',
          mode: 'bands',
          bands: [
            { date: '2025-06-01', value: 2 },
            { date: '2025-06-01', value: 1 },
            { date: '2025-05-01', value: 1 },
          ],
        },
      }),
    ).toEqual([
      { path: 'taxes.discountsDueDate.1.date', key: 'v.discount.order' },
      { path: 'taxes.discountsDueDate.2.date', key: 'v.discount.order' },
    ]);
  });

  it('a band date that is not a calendar date', () => {
    expect(
      check({
        discount: {
          type: 'FIXED_AMOUNT',
          mode: 'bands',
          bands: [{ date: '2025-02-30', value: 1 }],
        },
      }),
    ).toEqual([{ path: 'taxes.discountsDueDate.0.date', key: 'v.date.invalid' }]);
  });

  it('single amount and bands are mutually exclusive', () => {
    const both = {
      type: 'FIXED_AMOUNT',
      mode: 'single',
      value: 100,
      bands: [{ date: '2025-06-01', value: 100 }],
    } as unknown as Taxes['discount'];
    expect(check({ discount: both })).toEqual([
      { path: 'taxes.discountsDueDate', key: 'v.discount.exclusive' },
    ]);
  });

  it('percentages 0 < p ≤ 100, at most 4 decimals', () => {
    expect(check({ fine: { type: 'PERCENTAGE', value: 0 } })).toEqual([
      { path: 'taxes.fineAmount', key: 'v.percent.range' },
    ]);
    expect(check({ fine: { type: 'PERCENTAGE', value: 100.01 } })).toEqual([
      { path: 'taxes.fineAmount', key: 'v.percent.range' },
    ]);
    expect(check({ discount: { type: 'PERCENTAGE', mode: 'single', value: -1 } })).toEqual([
      { path: 'taxes.discountAmount', key: 'v.percent.range' },
    ]);
    expect(
      check({ interest: { type: 'PERCENTAGE_PER_YEAR_CALENDAR_DAY', value: Number.NaN } }),
    ).toEqual([{ path: 'taxes.interestAmount', key: 'v.percent.range' }]);
    expect(
      check({ interest: { type: 'PERCENTAGE_PER_DAY_CALENDAR_DAY', value: 0.03333 } }),
    ).toEqual([{ path: 'taxes.interestAmount', key: 'v.percent.decimals', params: { max: 4 } }]);
    expect(
      check({
        discount: {
          type: 'PERCENTAGE',
          mode: 'bands',
          bands: [{ date: '2025-06-01', value: 101 }],
        },
      }),
    ).toEqual([{ path: 'taxes.discountsDueDate.0.amount', key: 'v.percent.range' }]);
  });

  it('fixed amounts are whole cents above zero', () => {
    expect(check({ fine: { type: 'FIXED_AMOUNT', value: 0 } })).toEqual([
      { path: 'taxes.fineAmount', key: 'v.money.positive' },
    ]);
    expect(check({ interest: { type: 'FIXED_AMOUNT_CALENDAR_DAY', value: 1.5 } })).toEqual([
      { path: 'taxes.interestAmount', key: 'v.money.integer' },
    ]);
  });

  it('the rebate is less than the original', () => {
    expect(check({ rebate: { type: 'FIXED_AMOUNT', cents: R$1000 - 1 } })).toEqual([]);
    expect(check({ rebate: { type: 'FIXED_AMOUNT', cents: R$1000 } })).toEqual([
      { path: 'taxes.rebateAmount', key: 'v.rebate.too_large' },
    ]);
    expect(check({ rebate: { type: 'PERCENTAGE', percent: 100 } })).toEqual([
      { path: 'taxes.rebateAmount', key: 'v.rebate.too_large' },
    ]);
    // 1 cent × 50% = 0.5 → 1 cent: nothing would be left to pay.
    expect(check({ rebate: { type: 'PERCENTAGE', percent: 50 } }, 1)).toEqual([
      { path: 'taxes.rebateAmount', key: 'v.rebate.too_large' },
    ]);
  });

  it('unknown types', () => {
    const taxes = {
      interest: { type: 'PERCENTAGE_PER_WEEK', value: 1 },
      fine: { type: 'FIXED', value: 1 },
    } as unknown as Taxes;
    expect(check(taxes)).toEqual([
      { path: 'taxes.interestType', key: 'v.choice' },
      { path: 'taxes.fineType', key: 'v.choice' },
    ]);
  });
});
