import { z } from 'zod';

/**
 * Field rules every family of the service's wire shapes shares (boletos, Pix, and the
 * payments, transfers and refunds to come): amounts in reais, calendar dates, GUIDs.
 */

/** True when a JSON number has at most two decimals once binary noise is dropped. */
function hasAtMostTwoDecimals(n: number): boolean {
  const text = Math.abs(n).toPrecision(15);
  const match = /^\d+(?:\.(\d+))?$/.exec(text);
  return match !== null && (match[1] ?? '').replace(/0+$/, '').length <= 2;
}

/** An amount in reais: a positive JSON number with at most two decimals. */
export const reaisAmountSchema = z
  .number()
  .refine((n) => Number.isFinite(n) && n > 0, 'must be greater than zero.')
  .refine(hasAtMostTwoDecimals, 'must have at most two decimal places.');

/** A calendar date `YYYY-MM-DD` that exists (zod checks month lengths and leap years). */
export const isoDateSchema = z.iso.date('must be a valid date in the format YYYY-MM-DD.');

/** A GUID `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` (any version). */
export const guidSchema = z.guid('must be a GUID (xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx).');
