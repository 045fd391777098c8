import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  assertCents,
  assertNonNegativeCents,
  centsToReais,
  percentOf,
  reaisToCents,
} from '../../../main/domain/money.ts';

const MAX_BOLETO_CENTS = 9_999_999_999;

/** Decimal text of integer cents built with integer operations only, e.g. -5 → "-0.05". */
function centsText(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

describe('reaisToCents', () => {
  it('converts JSON amounts exactly, including ones whose float × 100 is not an integer', () => {
    expect(reaisToCents(10.1)).toBe(1010);
    expect(reaisToCents(1234.56)).toBe(123456);
    // 0.29 * 100 === 28.999999999999996 and 1.15 * 100 === 114.99999999999999 in binary floats.
    expect(0.29 * 100).not.toBe(29);
    expect(reaisToCents(0.29)).toBe(29);
    expect(reaisToCents(1.15)).toBe(115);
    expect(reaisToCents(99_999_999.99)).toBe(MAX_BOLETO_CENTS);
    expect(reaisToCents(0)).toBe(0);
  });

  it('keeps the sign, and -0 becomes 0', () => {
    expect(reaisToCents(-5.5)).toBe(-550);
    expect(Object.is(reaisToCents(-0), 0)).toBe(true);
  });

  it('absorbs float noise past the 15th significant digit', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(reaisToCents(0.1 + 0.2)).toBe(30);
    expect(reaisToCents(1.1 * 3)).toBe(330);
  });

  it('refuses a real third decimal, NaN, infinities and huge magnitudes', () => {
    for (const bad of [
      10.005,
      1.005,
      0.001,
      10.0000001,
      1e-7,
      NaN,
      Infinity,
      -Infinity,
      1e12,
      -1e15,
    ]) {
      expect(() => reaisToCents(bad), String(bad)).toThrow(RangeError);
    }
  });

  it('reads any two-decimal JSON literal back to the integer cents it was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_BOLETO_CENTS, max: MAX_BOLETO_CENTS }), (cents) => {
        expect(reaisToCents(JSON.parse(centsText(cents)) as number)).toBe(cents);
      }),
    );
  });

  it('refuses any JSON literal with a non-zero third decimal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1, max: 9 }),
        (whole, twoDecimals, third) => {
          const text = `${whole}.${String(twoDecimals).padStart(2, '0')}${third}`;
          expect(() => reaisToCents(JSON.parse(text) as number)).toThrow(RangeError);
        },
      ),
    );
  });
});

describe('centsToReais', () => {
  it('gives numbers that serialize to exactly two-decimal JSON', () => {
    expect(JSON.stringify({ amount: centsToReais(123456) })).toBe('{"amount":1234.56}');
    expect(JSON.stringify(centsToReais(1010))).toBe('10.1');
    expect(JSON.stringify(centsToReais(-1))).toBe('-0.01');
    expect(Object.is(centsToReais(-0), 0)).toBe(true);
  });

  it('round-trips through JSON for every amount a boleto can carry', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_BOLETO_CENTS, max: MAX_BOLETO_CENTS }), (cents) => {
        const json = JSON.stringify(centsToReais(cents));
        expect(Number(json)).toBe(Number(centsText(cents)));
        expect(reaisToCents(JSON.parse(json) as number)).toBe(cents);
      }),
    );
  });

  it('refuses non-integer or unsafe cents', () => {
    for (const bad of [1.5, NaN, Infinity, 2 ** 53]) {
      expect(() => centsToReais(bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('assertCents and assertNonNegativeCents', () => {
  it('accept safe integers; the second also refuses negatives', () => {
    expect(() => assertCents(-10)).not.toThrow();
    expect(() => assertCents(0.5)).toThrow(RangeError);
    expect(() => assertCents('10' as unknown as number)).toThrow(RangeError);
    expect(() => assertNonNegativeCents(0)).not.toThrow();
    expect(() => assertNonNegativeCents(-1)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('rounds half a cent up or drops it', () => {
    expect(percentOf(150, 1, 'half-up')).toBe(2); // 1.5 cents
    expect(percentOf(150, 1, 'down')).toBe(1);
    expect(percentOf(149, 1, 'half-up')).toBe(1); // 1.49 cents
    expect(percentOf(999, 2.5, 'half-up')).toBe(25); // 24.975 cents
    expect(percentOf(999, 2.5, 'down')).toBe(24);
    expect(percentOf(10_000, 2, 'down')).toBe(200);
  });

  it('accepts percents with up to 4 decimals (daily rates) and refuses more', () => {
    expect(percentOf(1_000_000, 0.0333, 'down')).toBe(333);
    expect(percentOf(1_000_000, 0.0001, 'down')).toBe(1);
    expect(() => percentOf(1_000_000, 0.00005, 'down')).toThrow(RangeError);
    expect(() => percentOf(100, 1 / 3, 'down')).toThrow(RangeError);
  });

  it('is exact where a float product would pass 2^53', () => {
    // 9 999 999 999 × 333 333 (33.3333 % scaled) ≈ 3.3e15; exact value by BigInt below.
    const exact = (9_999_999_999n * 333_333n) / 1_000_000n;
    expect(percentOf(MAX_BOLETO_CENTS, 33.3333, 'down')).toBe(Number(exact));
    expect(percentOf(MAX_BOLETO_CENTS, 100, 'down')).toBe(MAX_BOLETO_CENTS);
  });

  it('is symmetric in the sign of the amount and refuses bad inputs', () => {
    expect(percentOf(-150, 1, 'half-up')).toBe(-2);
    expect(Object.is(percentOf(-10, 1, 'down'), 0)).toBe(true);
    expect(() => percentOf(100, -1, 'down')).toThrow(RangeError);
    expect(() => percentOf(100, NaN, 'down')).toThrow(RangeError);
    expect(() => percentOf(1.5, 1, 'down')).toThrow(RangeError);
  });

  it('matches integer division for whole percents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_BOLETO_CENTS }),
        fc.integer({ min: 0, max: 100 }),
        (cents, percent) => {
          const product = cents * percent; // < 2^53, so exact
          const down = (product - (product % 100)) / 100;
          const halfUp = down + (product % 100 >= 50 ? 1 : 0);
          expect(percentOf(cents, percent, 'down')).toBe(down);
          expect(percentOf(cents, percent, 'half-up')).toBe(halfUp);
        },
      ),
    );
  });
});
