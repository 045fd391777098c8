import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays } from '../../../main/domain/dates.ts';
import {
  amountDueOn,
  deadlineOf,
  percentToTenThousandths,
  validateTaxes,
  type Breakdown,
  type DueDateCharge,
  type InterestType,
  type Taxes,
} from '../../../main/domain/due-date-charge.ts';

// Every worked example: a charge of R$ 1.000,00 (100000 cents) due on 2025-06-10, unless
// said otherwise. June has 30 days, so 1, 10 and 31 days late are 06-11, 06-20 and 07-11.
const DUE = '2025-06-10';
const R$1000 = 100_000;

function charge(taxes: Taxes | undefined, more: Partial<DueDateCharge> = {}): DueDateCharge {
  return { originalCents: R$1000, dueDate: DUE, maxDaysOverdue: 60, taxes, ...more };
}

/** The breakdown on `paymentDate`, which must be payable. */
function on(c: DueDateCharge, paymentDate: string): Breakdown {
  const result = amountDueOn(c, paymentDate);
  expect(result.payable, `payable on ${paymentDate}`).toBe(true);
  return result.breakdown;
}

const none = { rebateCents: 0, discountCents: 0, fineCents: 0, interestCents: 0, band: null };

describe('amountDueOn — no taxes', () => {
  it('is the original amount on any payable day', () => {
    expect(on(charge(undefined), '2025-06-01')).toEqual({
      originalCents: R$1000,
      ...none,
      totalCents: R$1000,
      daysLate: 0,
    });
    expect(on(charge({}), '2025-06-20')).toMatchObject({ totalCents: R$1000, daysLate: 10 });
  });
});

describe('amountDueOn — rebate (applies whatever the date)', () => {
  it('fixed: 100000 − 5000 = 95000 before, on and after the due date', () => {
    const c = charge({ rebate: { type: 'FIXED_AMOUNT', cents: 5_000 } });
    for (const date of ['2025-06-01', DUE, '2025-06-11', '2025-07-11']) {
      expect(on(c, date), date).toMatchObject({ rebateCents: 5_000, totalCents: 95_000 });
    }
  });

  it('percent of the original: 100000 × 2.5% = 2500 → 97500', () => {
    const c = charge({ rebate: { type: 'PERCENTAGE', percent: 2.5 } });
    expect(on(c, DUE)).toMatchObject({ rebateCents: 2_500, totalCents: 97_500 });
    expect(on(c, '2025-06-20')).toMatchObject({ rebateCents: 2_500, totalCents: 97_500 });
  });

  it('percent rounds half-up: 33333 × 1.5% = 499.995 → 500, base 32833', () => {
    const c = charge({ rebate: { type: 'PERCENTAGE', percent: 1.5 } }, { originalCents: 33_333 });
    expect(on(c, DUE)).toMatchObject({ rebateCents: 500, totalCents: 32_833 });
  });

  it('is clamped to the original (invalid input still never goes below 0)', () => {
    const c = charge({ rebate: { type: 'FIXED_AMOUNT', cents: 200_000 } });
    expect(on(c, DUE)).toMatchObject({ rebateCents: R$1000, totalCents: 0 });
  });
});

describe('amountDueOn — single discount (only before the due date)', () => {
  it('fixed 3000: 97000 the day before; none on or after the due date', () => {
    const c = charge({ discount: { type: 'FIXED_AMOUNT', mode: 'single', value: 3_000 } });
    expect(on(c, '2025-06-09')).toMatchObject({ discountCents: 3_000, totalCents: 97_000 });
    expect(on(c, '2025-05-01')).toMatchObject({ discountCents: 3_000, totalCents: 97_000 });
    expect(on(c, DUE)).toMatchObject({ discountCents: 0, totalCents: R$1000 });
    expect(on(c, '2025-06-11')).toMatchObject({ discountCents: 0, totalCents: R$1000 });
  });

  it('percent 5%: 100000 × 5% = 5000 → 95000 before; none on or after', () => {
    const c = charge({ discount: { type: 'PERCENTAGE', mode: 'single', value: 5 } });
    expect(on(c, '2025-06-09')).toMatchObject({ discountCents: 5_000, totalCents: 95_000 });
    expect(on(c, DUE)).toMatchObject({ discountCents: 0, totalCents: R$1000 });
    expect(on(c, '2025-06-11')).toMatchObject({ discountCents: 0, totalCents: R$1000 });
  });

  it('percent applies to the base: rebate 10000 → base 90000; 90000 × 5% = 4500 → 85500', () => {
    const c = charge({
      rebate: { type: 'FIXED_AMOUNT', cents: 10_000 },
      discount: { type: 'PERCENTAGE', mode: 'single', value: 5 },
    });
    expect(on(c, '2025-06-09')).toMatchObject({
      rebateCents: 10_000,
      discountCents: 4_500,
      totalCents: 85_500,
      band: null,
    });
  });

  it('is clamped to the base: 150000 off 100000 → discount 100000, total 0', () => {
    const c = charge({ discount: { type: 'FIXED_AMOUNT', mode: 'single', value: 150_000 } });
    expect(on(c, '2025-06-09')).toMatchObject({ discountCents: R$1000, totalCents: 0 });
  });
});

describe('amountDueOn — discount bands', () => {
  // Bands: until 05-31 → 5000 off; until 06-05 → 2000 off; due 06-10.
  const fixedBands = charge({
    discount: {
      type: 'FIXED_AMOUNT',
      mode: 'bands',
      bands: [
        { date: '2025-05-31', value: 5_000 },
        { date: '2025-06-05', value: 2_000 },
      ],
    },
  });

  it('before the first band date: band 0, 100000 − 5000 = 95000', () => {
    expect(on(fixedBands, '2025-05-20')).toMatchObject({
      discountCents: 5_000,
      totalCents: 95_000,
      band: 0,
    });
  });

  it("on a band's date that band still applies", () => {
    expect(on(fixedBands, '2025-05-31')).toMatchObject({ discountCents: 5_000, band: 0 });
    expect(on(fixedBands, '2025-06-05')).toMatchObject({ discountCents: 2_000, band: 1 });
  });

  it('between bands: the next band, 100000 − 2000 = 98000', () => {
    expect(on(fixedBands, '2025-06-01')).toMatchObject({
      discountCents: 2_000,
      totalCents: 98_000,
      band: 1,
    });
  });

  it('after every band date (still before the due date) and on the due date: none', () => {
    expect(on(fixedBands, '2025-06-06')).toMatchObject({
      discountCents: 0,
      totalCents: R$1000,
      band: null,
    });
    expect(on(fixedBands, DUE)).toMatchObject({ discountCents: 0, band: null });
  });

  it('percent bands of the base, half-up: rebate 5000 → base 95000; 95000 × 1.25% = 1187.5 → 1188', () => {
    const c = charge({
      rebate: { type: 'FIXED_AMOUNT', cents: 5_000 },
      discount: {
        type: 'PERCENTAGE',
        mode: 'bands',
        bands: [
          { date: '2025-05-31', value: 3 },
          { date: '2025-06-05', value: 1.25 },
        ],
      },
    });
    // 95000 × 3% = 2850 → 92150
    expect(on(c, '2025-05-31')).toMatchObject({ discountCents: 2_850, totalCents: 92_150 });
    // 95000 − 1188 = 93812
    expect(on(c, '2025-06-01')).toMatchObject({
      discountCents: 1_188,
      totalCents: 93_812,
      band: 1,
    });
  });

  it('does not rely on the bands being sorted; `band` is the index as given', () => {
    const c = charge({
      discount: {
        type: 'FIXED_AMOUNT',
        mode: 'bands',
        bands: [
          { date: '2025-06-05', value: 2_000 },
          { date: '2025-05-31', value: 5_000 },
        ],
      },
    });
    expect(on(c, '2025-05-20')).toMatchObject({ discountCents: 5_000, band: 1 });
    expect(on(c, '2025-06-02')).toMatchObject({ discountCents: 2_000, band: 0 });
  });
});

describe('amountDueOn — fine (once, after the due date)', () => {
  it('fixed 2000: none on the due date; 102000 one day after; still 2000 ten days after', () => {
    const c = charge({ fine: { type: 'FIXED_AMOUNT', value: 2_000 } });
    expect(on(c, DUE)).toMatchObject({ fineCents: 0, totalCents: R$1000, daysLate: 0 });
    expect(on(c, '2025-06-11')).toMatchObject({
      fineCents: 2_000,
      totalCents: 102_000,
      daysLate: 1,
    });
    expect(on(c, '2025-06-20')).toMatchObject({ fineCents: 2_000, totalCents: 102_000 });
  });

  it('percent 2%: none on the due date; 100000 × 2% = 2000 one day after', () => {
    const c = charge({ fine: { type: 'PERCENTAGE', value: 2 } });
    expect(on(c, DUE)).toMatchObject({ fineCents: 0, totalCents: R$1000 });
    expect(on(c, '2025-06-11')).toMatchObject({ fineCents: 2_000, totalCents: 102_000 });
  });

  it('percent of the base: rebate 10% → base 90000; 90000 × 2% = 1800 → 91800', () => {
    const c = charge({
      rebate: { type: 'PERCENTAGE', percent: 10 },
      fine: { type: 'PERCENTAGE', value: 2 },
    });
    expect(on(c, '2025-06-11')).toMatchObject({
      rebateCents: 10_000,
      fineCents: 1_800,
      totalCents: 91_800,
    });
  });
});

describe('amountDueOn — interest per calendar day late, rounded once', () => {
  const LATE = { 1: '2025-06-11', 10: '2025-06-20', 31: '2025-07-11' } as const;

  function interestOn(type: InterestType, value: number, days: 1 | 10 | 31): Breakdown {
    return on(charge({ interest: { type, value } }), LATE[days]);
  }

  it('none on or before the due date', () => {
    const c = charge({ interest: { type: 'PERCENTAGE_PER_DAY_CALENDAR_DAY', value: 1 } });
    expect(on(c, DUE)).toMatchObject({ interestCents: 0, daysLate: 0, totalCents: R$1000 });
    expect(on(c, '2025-06-01')).toMatchObject({ interestCents: 0, daysLate: 0 });
  });

  it('fixed 15 cents a day: 15 × 1 = 15; 15 × 10 = 150; 15 × 31 = 465', () => {
    expect(interestOn('FIXED_AMOUNT_CALENDAR_DAY', 15, 1)).toMatchObject({
      interestCents: 15,
      totalCents: 100_015,
      daysLate: 1,
    });
    expect(interestOn('FIXED_AMOUNT_CALENDAR_DAY', 15, 10)).toMatchObject({
      interestCents: 150,
      daysLate: 10,
    });
    expect(interestOn('FIXED_AMOUNT_CALENDAR_DAY', 15, 31)).toMatchObject({
      interestCents: 465,
      totalCents: 100_465,
      daysLate: 31,
    });
  });

  it('0.0333% a day: 100000 × 0.0333% = 33.3 a day → 33.3 → 33; 333 → 333; 1032.3 → 1032', () => {
    const type = 'PERCENTAGE_PER_DAY_CALENDAR_DAY';
    expect(interestOn(type, 0.0333, 1)).toMatchObject({ interestCents: 33 });
    expect(interestOn(type, 0.0333, 10)).toMatchObject({ interestCents: 333 });
    // Rounded once, not per day: per-day rounding would give 33 × 31 = 1023.
    expect(interestOn(type, 0.0333, 31)).toMatchObject({
      interestCents: 1_032,
      totalCents: 101_032,
    });
  });

  it('1% a month: 100000 × 1% / 30 = 33.33… a day → 33.33 → 33; 333.33 → 333; 1033.33 → 1033', () => {
    const type = 'PERCENTAGE_PER_MONTH_CALENDAR_DAY';
    expect(interestOn(type, 1, 1)).toMatchObject({ interestCents: 33 });
    expect(interestOn(type, 1, 10)).toMatchObject({ interestCents: 333 });
    expect(interestOn(type, 1, 31)).toMatchObject({ interestCents: 1_033, totalCents: 101_033 });
  });

  it('12% a year: 100000 × 12% / 365 = 32.876… a day → 32.88 → 33; 328.77 → 329; 1019.18 → 1019', () => {
    const type = 'PERCENTAGE_PER_YEAR_CALENDAR_DAY';
    expect(interestOn(type, 12, 1)).toMatchObject({ interestCents: 33 });
    expect(interestOn(type, 12, 10)).toMatchObject({ interestCents: 329 });
    // 12000 × 31 / 365 = 372000 / 365 = 1019.178…
    expect(interestOn(type, 12, 31)).toMatchObject({ interestCents: 1_019, totalCents: 101_019 });
  });

  it('interest percentages apply to the base: rebate 40000 → base 60000; 60000 × 1% / 30 × 10 = 200', () => {
    const c = charge({
      rebate: { type: 'FIXED_AMOUNT', cents: 40_000 },
      interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 },
    });
    expect(on(c, '2025-06-20')).toMatchObject({ interestCents: 200, totalCents: 60_200 });
  });
});

describe('amountDueOn — rounding', () => {
  it('R$ 333,33 × 1% a month × 7 days = 33333 × 0.01 × 7 / 30 = 77.777 → 78', () => {
    const c = charge(
      { interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 } },
      { originalCents: 33_333 },
    );
    expect(on(c, '2025-06-17')).toMatchObject({
      interestCents: 78,
      totalCents: 33_411,
      daysLate: 7,
    });
  });

  it('half a cent rounds up: 1500 × 1% a month × 1 day = 15 / 30 = 0.5 → 1', () => {
    const c = charge(
      { interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 } },
      { originalCents: 1_500 },
    );
    expect(on(c, '2025-06-11')).toMatchObject({ interestCents: 1, totalCents: 1_501 });
  });

  it('rounds the total, never each day: 1000 × 0.04% a day = 0.4 a day; 10 days = 4 (not 10 × 0 = 0)', () => {
    const c = charge(
      { interest: { type: 'PERCENTAGE_PER_DAY_CALENDAR_DAY', value: 0.04 } },
      { originalCents: 1_000 },
    );
    expect(on(c, '2025-06-11')).toMatchObject({ interestCents: 0 });
    expect(on(c, '2025-06-20')).toMatchObject({ interestCents: 4, totalCents: 1_004 });
  });

  it('fine and discount percentages: 150 × 1% = 1.5 → 2; 149 × 1% = 1.49 → 1', () => {
    const fine = { fine: { type: 'PERCENTAGE', value: 1 } } as const;
    expect(on(charge(fine, { originalCents: 150 }), '2025-06-11').fineCents).toBe(2);
    expect(on(charge(fine, { originalCents: 149 }), '2025-06-11').fineCents).toBe(1);
    const discount = { discount: { type: 'PERCENTAGE', mode: 'single', value: 1 } } as const;
    expect(on(charge(discount, { originalCents: 150 }), '2025-06-09')).toMatchObject({
      discountCents: 2,
      totalCents: 148,
    });
  });
});

describe('amountDueOn — deadline (dueDate + maxDaysOverdue, inclusive)', () => {
  const c = charge(
    {
      fine: { type: 'FIXED_AMOUNT', value: 2_000 },
      interest: { type: 'FIXED_AMOUNT_CALENDAR_DAY', value: 10 },
    },
    { maxDaysOverdue: 30 },
  );

  it('deadlineOf: 2025-06-10 + 30 = 2025-07-10; + 0 = the due date', () => {
    expect(deadlineOf(DUE, 30)).toBe('2025-07-10');
    expect(deadlineOf(DUE, 0)).toBe(DUE);
    expect(deadlineOf('2024-02-28', 1)).toBe('2024-02-29');
    expect(() => deadlineOf(DUE, -1)).toThrow(RangeError);
    expect(() => deadlineOf(DUE, 1.5)).toThrow(RangeError);
  });

  it('the last payable day is the deadline: 30 days late → 100000 + 2000 + 10 × 30 = 102300', () => {
    expect(amountDueOn(c, '2025-07-10')).toEqual({
      payable: true,
      breakdown: {
        originalCents: R$1000,
        rebateCents: 0,
        discountCents: 0,
        fineCents: 2_000,
        interestCents: 300,
        totalCents: 102_300,
        daysLate: 30,
        band: null,
      },
    });
  });

  it('the day after is not payable, and still shows what it would be: 100000 + 2000 + 310', () => {
    expect(amountDueOn(c, '2025-07-11')).toEqual({
      payable: false,
      reason: 'after_deadline',
      deadline: '2025-07-10',
      breakdown: {
        originalCents: R$1000,
        rebateCents: 0,
        discountCents: 0,
        fineCents: 2_000,
        interestCents: 310,
        totalCents: 102_310,
        daysLate: 31,
        band: null,
      },
    });
  });

  it('maxDaysOverdue 0: payable on the due date only', () => {
    const strict = charge(undefined, { maxDaysOverdue: 0 });
    expect(amountDueOn(strict, DUE).payable).toBe(true);
    expect(amountDueOn(strict, '2025-06-11')).toMatchObject({
      payable: false,
      deadline: DUE,
    });
  });
});

describe('amountDueOn — combined', () => {
  it('rebate 3% + fine 2% + 1% a month, 17 days late', () => {
    // original 123456; rebate 123456 × 3% = 3703.68 → 3704; base 119752
    // fine 119752 × 2% = 2395.04 → 2395
    // interest 119752 × 1% × 17 / 30 = 20357.84 / 30 = 678.594… → 679
    // total 119752 + 2395 + 679 = 122826
    const c = charge(
      {
        rebate: { type: 'PERCENTAGE', percent: 3 },
        fine: { type: 'PERCENTAGE', value: 2 },
        interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 },
        discount: { type: 'PERCENTAGE', mode: 'single', value: 10 },
      },
      { originalCents: 123_456 },
    );
    expect(on(c, '2025-06-27')).toEqual({
      originalCents: 123_456,
      rebateCents: 3_704,
      discountCents: 0,
      fineCents: 2_395,
      interestCents: 679,
      totalCents: 122_826,
      daysLate: 17,
      band: null,
    });
    // Before the due date the same charge is base − 10%: 119752 × 10% = 11975.2 → 11975;
    // 119752 − 11975 = 107777
    expect(on(c, '2025-06-09')).toMatchObject({
      rebateCents: 3_704,
      discountCents: 11_975,
      fineCents: 0,
      interestCents: 0,
      totalCents: 107_777,
    });
  });

  it('rebate fixed + fine fixed + fixed a day: 250000 − 10000 + 5000 + 50 × 10 = 245500', () => {
    const c = charge(
      {
        rebate: { type: 'FIXED_AMOUNT', cents: 10_000 },
        fine: { type: 'FIXED_AMOUNT', value: 5_000 },
        interest: { type: 'FIXED_AMOUNT_CALENDAR_DAY', value: 50 },
      },
      { originalCents: 250_000 },
    );
    expect(on(c, '2025-06-20')).toMatchObject({ totalCents: 245_500, daysLate: 10 });
  });
});

describe('amountDueOn — malformed input', () => {
  it('throws a RangeError on bad dates, fractional cents and over-precise percents', () => {
    expect(() => amountDueOn(charge(undefined), '2025-02-30')).toThrow(RangeError);
    expect(() => amountDueOn(charge(undefined, { originalCents: 10.5 }), DUE)).toThrow(RangeError);
    expect(() =>
      amountDueOn(charge({ fine: { type: 'FIXED_AMOUNT', value: 1.5 } }), '2025-06-11'),
    ).toThrow(RangeError);
    expect(() =>
      amountDueOn(
        charge({ interest: { type: 'PERCENTAGE_PER_DAY_CALENDAR_DAY', value: 0.00001 } }),
        '2025-06-11',
      ),
    ).toThrow(RangeError);
  });

  it('handles amounts whose interest products pass 2^53', () => {
    // 9999999999 × 1000000 (100%) × 3650 days ≈ 3.6e19 > 2^53 ≈ 9.0e15; per year /365 → 10 × base
    const c = charge(
      { interest: { type: 'PERCENTAGE_PER_YEAR_CALENDAR_DAY', value: 100 } },
      { originalCents: 9_999_999_999, maxDaysOverdue: 3650 },
    );
    expect(on(c, addDays(DUE, 3650))).toMatchObject({
      interestCents: 99_999_999_990,
      totalCents: 109_999_999_989,
    });
  });
});

// --- Properties -----------------------------------------------------------------------------

const percent = fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 10_000); // 0.0001 … 100
const cents = fc.integer({ min: 1, max: 100_000_000 });
const interestTypes: InterestType[] = [
  'FIXED_AMOUNT_CALENDAR_DAY',
  'PERCENTAGE_PER_DAY_CALENDAR_DAY',
  'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
  'PERCENTAGE_PER_YEAR_CALENDAR_DAY',
];

/** Any taxes, including ones `validateTaxes` refuses (fixed amounts above the original). */
const taxes: fc.Arbitrary<Taxes> = fc.record(
  {
    rebate: fc.oneof(
      cents.map((c) => ({ type: 'FIXED_AMOUNT' as const, cents: c })),
      percent.map((p) => ({ type: 'PERCENTAGE' as const, percent: p })),
    ),
    discount: fc.oneof(
      fc.record({
        type: fc.constantFrom('FIXED_AMOUNT' as const, 'PERCENTAGE' as const),
        mode: fc.constant('single' as const),
        value: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        type: fc.constantFrom('FIXED_AMOUNT' as const, 'PERCENTAGE' as const),
        mode: fc.constant('bands' as const),
        bands: fc
          .uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 3 })
          .map((before) =>
            before
              .sort((a, b) => b - a)
              .map((daysBefore, i) => ({ date: addDays(DUE, -daysBefore), value: 3 - i })),
          ),
      }),
    ),
    interest: fc.oneof(
      fc.record({
        type: fc.constant('FIXED_AMOUNT_CALENDAR_DAY' as const),
        value: fc.integer({ min: 1, max: 100_000 }),
      }),
      fc.record({ type: fc.constantFrom(...interestTypes.slice(1)), value: percent }),
    ),
    fine: fc.oneof(
      cents.map((c) => ({ type: 'FIXED_AMOUNT' as const, value: c })),
      percent.map((p) => ({ type: 'PERCENTAGE' as const, value: p })),
    ),
  },
  { requiredKeys: [] },
);

const dueDateCharge = fc.record({
  originalCents: fc.integer({ min: 0, max: 9_999_999_999 }),
  dueDate: fc.constant(DUE),
  maxDaysOverdue: fc.integer({ min: 0, max: 120 }),
  taxes,
});

describe('amountDueOn — properties', () => {
  it('the total is never negative', () => {
    fc.assert(
      fc.property(dueDateCharge, fc.integer({ min: -90, max: 400 }), (c, offset) => {
        const { breakdown } = amountDueOn(c, addDays(DUE, offset));
        expect(breakdown.totalCents).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(breakdown.totalCents)).toBe(true);
      }),
    );
  });

  it('on and after the due date, the total never decreases from one day to the next', () => {
    fc.assert(
      fc.property(dueDateCharge, fc.integer({ min: 0, max: 400 }), (c, daysLate) => {
        const today = amountDueOn(c, addDays(DUE, daysLate)).breakdown;
        const tomorrow = amountDueOn(c, addDays(DUE, daysLate + 1)).breakdown;
        expect(today.daysLate).toBe(daysLate);
        expect(tomorrow.totalCents).toBeGreaterThanOrEqual(today.totalCents);
      }),
    );
  });

  it('before the due date, the total is base − discount, with no fine or interest', () => {
    fc.assert(
      fc.property(dueDateCharge, fc.integer({ min: 1, max: 90 }), (c, daysEarly) => {
        const b = amountDueOn(c, addDays(DUE, -daysEarly)).breakdown;
        const base = b.originalCents - b.rebateCents;
        expect(base).toBeGreaterThanOrEqual(0);
        expect(b.discountCents).toBeGreaterThanOrEqual(0);
        expect(b.discountCents).toBeLessThanOrEqual(base);
        expect(b).toMatchObject({ fineCents: 0, interestCents: 0, daysLate: 0 });
        expect(b.totalCents).toBe(base - b.discountCents);
      }),
    );
  });

  it('interest is the exact amount rounded half-up: 2 × interest within one cent-half of exact', () => {
    const per = { DAY: 1n, MONTH: 30n, YEAR: 365n } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_999_999_999 }),
        fc.constantFrom('DAY', 'MONTH', 'YEAR'),
        percent,
        fc.integer({ min: 1, max: 120 }),
        (originalCents, period, p, daysLate) => {
          const c: DueDateCharge = {
            originalCents,
            dueDate: DUE,
            maxDaysOverdue: 120,
            taxes: { interest: { type: `PERCENTAGE_PER_${period}_CALENDAR_DAY`, value: p } },
          };
          const { interestCents } = on(c, addDays(DUE, daysLate));
          // exact = numerator / denominator cents; half-up ⇔ floor(exact + ½).
          const numerator = BigInt(originalCents) * percentToTenThousandths(p) * BigInt(daysLate);
          const denominator = 1_000_000n * per[period];
          expect(BigInt(interestCents)).toBe((2n * numerator + denominator) / (2n * denominator));
        },
      ),
    );
  });

  it('valid taxes pass validateTaxes and never make amountDueOn throw', () => {
    const valid = fc
      .tuple(fc.integer({ min: 2, max: 9_999_999_999 }), taxes)
      .map(([originalCents, t]): [number, Taxes] => {
        const fixed = (n: number) => 1 + (n % (originalCents - 1));
        const rebate =
          t.rebate?.type === 'FIXED_AMOUNT'
            ? { ...t.rebate, cents: fixed(t.rebate.cents) }
            : t.rebate;
        return [originalCents, { ...t, rebate }];
      })
      .filter(([originalCents, t]) => validateTaxes(originalCents, DUE, t).length === 0);
    fc.assert(
      fc.property(valid, fc.integer({ min: -90, max: 60 }), ([originalCents, t], offset) => {
        const c: DueDateCharge = { originalCents, dueDate: DUE, maxDaysOverdue: 30, taxes: t };
        expect(() => amountDueOn(c, addDays(DUE, offset))).not.toThrow();
      }),
    );
  });
});
