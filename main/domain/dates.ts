import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';

/**
 * Calendar dates are `YYYY-MM-DD` strings. The user's calendar is America/Sao_Paulo, but a
 * calendar date has no time zone: arithmetic runs on midnight UTC, which has no daylight
 * saving, so adding days can never skip or repeat one (Brazil had DST until 2019, and on
 * its changeover days local midnight did not exist).
 */

/** A `YYYY-MM-DD` calendar date. */
export type IsoDate = string;

const SAO_PAULO = tz('America/Sao_Paulo');
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant at midnight UTC of `date`, or null when it is not a real calendar date. */
function parseIsoDate(date: string): Date | null {
  if (typeof date !== 'string') return null;
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return null; // date-fns prints year 0 (1 BC) as 0001
  const instant = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  instant.setUTCFullYear(year, month - 1, day);
  const roundTrips =
    instant.getUTCFullYear() === year &&
    instant.getUTCMonth() === month - 1 &&
    instant.getUTCDate() === day;
  return roundTrips ? instant : null;
}

function requireIsoDate(date: string): Date {
  const instant = parseIsoDate(date);
  if (!instant) throw new RangeError(`not a calendar date (YYYY-MM-DD): ${String(date)}`);
  return instant;
}

function formatIsoDate(instant: Date): IsoDate {
  const year = instant.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) throw new RangeError(`date out of range: year ${year}`);
  // Plain UTC fields: this runs for every bar code the sandbox builds, and a time-zone
  // context would cost more than the rest of the work.
  const month = String(instant.getUTCMonth() + 1).padStart(2, '0');
  const day = String(instant.getUTCDate()).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${day}`;
}

/**
 * True when `s` is `YYYY-MM-DD` and names a real calendar date in years 0001–9999
 * (`2024-02-29` yes, `2023-02-29` no).
 */
export function isIsoDate(s: unknown): s is IsoDate {
  return typeof s === 'string' && parseIsoDate(s) !== null;
}

/** Today's calendar date in São Paulo at the instant `now` (default: the current instant). */
export function todayInSaoPaulo(now: Date = new Date()): IsoDate {
  return format(now, 'yyyy-MM-dd', { in: SAO_PAULO });
}

/** `date` plus `n` calendar days (`n` may be negative). Throws RangeError on a bad date or non-integer `n`. */
export function addDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not a whole number of days: ${n}`);
  const instant = requireIsoDate(date);
  instant.setUTCDate(instant.getUTCDate() + n);
  return formatIsoDate(instant);
}

/** Calendar days from `a` to `b` (`b − a`): positive when `b` is later. Throws RangeError on a bad date. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  // Both are midnight UTC, which has no daylight saving: the difference is whole days.
  return Math.round((requireIsoDate(b).getTime() - requireIsoDate(a).getTime()) / DAY_MS);
}

/** −1, 0 or 1 as `a` is before, equal to or after `b`, for sorting. Throws RangeError on a bad date. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  requireIsoDate(a);
  requireIsoDate(b);
  // Valid YYYY-MM-DD strings with 4-digit years sort lexicographically in calendar order.
  return a < b ? -1 : a > b ? 1 : 0;
}
