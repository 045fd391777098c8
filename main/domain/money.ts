/**
 * Money inside the app is integer cents (a safe integer). Reais — JSON numbers — exist only
 * at the service boundary, and this file is the only place that crosses between the two.
 * No float arithmetic on money happens here: conversions go through the number's decimal
 * text, and percentages are computed on integers (BigInt where a product could pass 2^53).
 */

/**
 * Largest magnitude, in reais, that `reaisToCents` converts: with 12 integer digits and 2
 * decimals a value still has a spare faithful digit (see FAITHFUL_DIGITS) to expose a third
 * decimal.
 */
const MAX_CONVERTIBLE_REAIS = 1e12;

/**
 * A double carries 15 significant decimal digits faithfully. Digits past the 15th are
 * representation or arithmetic noise (`0.1 + 0.2` → `0.30000000000000004`), so decimal text
 * is taken at that precision before counting decimals.
 */
const FAITHFUL_DIGITS = 15;

/** Throws a RangeError unless `n` is a safe integer (an amount of cents, any sign). */
export function assertCents(n: number): asserts n is number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new RangeError(`not an integer amount of cents: ${String(n)}`);
  }
}

/**
 * Throws a RangeError unless `n` is a safe integer ≥ 0. Kept apart from `assertCents`
 * because negative cents are legitimate in some sums (balances, differences) and the caller
 * decides where they are not.
 */
export function assertNonNegativeCents(n: number): asserts n is number {
  assertCents(n);
  if (n < 0) throw new RangeError(`negative amount of cents: ${n}`);
}

/**
 * Reads a finite number as an exact integer count of `1 / 10^decimals` units, using its
 * decimal text at 15 significant digits (see FAITHFUL_DIGITS). Throws a RangeError on NaN,
 * ±Infinity, or a value with more than `decimals` decimal places after that noise is dropped
 * (`10.005` with 2 decimals). The sign is kept; `-0` reads as 0.
 */
function toScaledInteger(value: number, decimals: number, maxMagnitude: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`not a finite number: ${String(value)}`);
  }
  if (Math.abs(value) >= maxMagnitude) {
    throw new RangeError(`out of range: ${value}`);
  }
  if (value === 0) return 0;
  const text = Math.abs(value).toPrecision(FAITHFUL_DIGITS);
  // Below 1e-6 toPrecision switches to exponent form; such a value has a significant digit
  // far past any allowed decimal, so it is refused like any other extra decimal.
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`more than ${decimals} decimal places: ${value}`);
  const integerPart = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new RangeError(`more than ${decimals} decimal places: ${value}`);
  }
  const scaled = Number(integerPart + fraction.padEnd(decimals, '0'));
  return value < 0 ? -scaled : scaled;
}

/**
 * Converts an amount in reais, as a JSON number from the service (`10.1`, `1234.56`), to
 * exact integer cents. Tolerates binary-representation noise past the 15th significant digit
 * (`0.1 + 0.2` → 30) but refuses a real third decimal (`10.005`), NaN and ±Infinity with a
 * RangeError, and magnitudes of 10^12 reais or more. Negative amounts convert to negative
 * cents; use `assertNonNegativeCents` where they are not allowed.
 */
export function reaisToCents(reais: number): number {
  return toScaledInteger(reais, 2, MAX_CONVERTIBLE_REAIS);
}

/**
 * Converts integer cents to reais for the service. Division by 100 is correctly rounded,
 * so the result is the double nearest to the two-decimal value and `JSON.stringify` prints
 * exactly that value (`123456` → `1234.56`). Throws a RangeError unless `cents` is a safe
 * integer.
 */
export function centsToReais(cents: number): number {
  assertCents(cents);
  // `|| 0` turns -0 (from -0 / 100) into 0 so that it never prints as "-0".
  return cents / 100 || 0;
}

/** How `percentOf` rounds a fraction of a cent. */
export type PercentRounding = 'half-up' | 'down';

/** Percent values carry at most 4 decimals (e.g. a daily rate of 0.0333 %). */
const PERCENT_DECIMALS = 4;
/** 100 (percent) × 10^4 (the percent's scale). */
const PERCENT_DIVISOR = 1_000_000n;

/**
 * `percent` % of `cents`, in whole cents, computed on integers: the percent is scaled to
 * ten-thousandths (`2.5` → 25000, at most 4 decimals, otherwise RangeError), multiplied by
 * the cents as BigInt and divided by 1,000,000.
 *
 * Rounding works on the magnitude, so `percentOf(-x, p) === -percentOf(x, p)`:
 * - `'half-up'`: a remainder of half a cent or more rounds away from zero (commercial rounding);
 * - `'down'`: the fraction is dropped (towards zero), never charging a partial cent.
 *
 * `percent` must be finite and ≥ 0; `cents` a safe integer. The result must be a safe integer.
 */
export function percentOf(cents: number, percent: number, rounding: PercentRounding): number {
  assertCents(cents);
  if (percent < 0) throw new RangeError(`negative percent: ${percent}`);
  const scaledPercent = BigInt(toScaledInteger(percent, PERCENT_DECIMALS, 1e10));
  const magnitude = BigInt(Math.abs(cents)) * scaledPercent;
  let quotient = magnitude / PERCENT_DIVISOR;
  const remainder = magnitude % PERCENT_DIVISOR;
  if (rounding === 'half-up' && remainder * 2n >= PERCENT_DIVISOR) quotient += 1n;
  const result = Number(quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('percentOf result out of range');
  return cents < 0 && result !== 0 ? -result : result;
}
