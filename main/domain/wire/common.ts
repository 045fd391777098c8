import { z } from 'zod';
import { reaisToCents } from '../money.ts';

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

/**
 * Cents of an amount a bank sent where the spec is silent, however it came: a JSON number of
 * reais, or a string of them (the operator's SDK types some amounts as strings). Null when it
 * is neither, negative, or has a third decimal: the field is then treated as not sent.
 */
export function centsOfLenientReais(value: unknown): number | null {
  const reais =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,13}(\.\d{1,2})?$/.test(value.trim())
        ? Number(value.trim())
        : NaN;
  if (!Number.isFinite(reais) || reais < 0) return null;
  try {
    return reaisToCents(reais);
  } catch {
    return null;
  }
}

/**
 * A field the service may add where the spec is silent (the operator's SDK names it): read
 * when it has the expected type, dropped (undefined) when it has another, so that an odd
 * extra never makes the answer around it unreadable.
 */
export function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/** A whole number sent as a JSON number or a string of digits; anything else is dropped. */
export const lenientWholeNumber = lenient(
  z.union([
    z.number().int().nonnegative(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ]),
);

/** Lenient reais (see `centsOfLenientReais`), kept as sent for the mapping to convert. */
export const lenientReais = lenient(z.union([z.number(), z.string()]));
