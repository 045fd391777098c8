import { z } from 'zod';
import { format } from 'date-fns/format';
import { tz } from '@date-fns/tz';

/**
 * Calendar dates as the user sees them: `YYYY-MM-DD` in America/Sao_Paulo. Checked with
 * plain arithmetic (no Date parsing, whose rules differ between engines for date-only text).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True when `s` is `YYYY-MM-DD` naming a real day of the Gregorian calendar, years 0001–9999. */
export function isCalendarDate(s: unknown): s is string {
  if (typeof s !== 'string') return false;
  const match = ISO_DATE.exec(s);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const SAO_PAULO = tz('America/Sao_Paulo');

/** Today's `YYYY-MM-DD` in São Paulo at `now` (default: the current instant). */
export function todayInSaoPauloIso(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd', { in: SAO_PAULO });
}

/**
 * True for `YYYY-MM-DD` whose month is over 12 but which is a real date read the other way
 * round: `12/25/2026` typed month first, as in the US, where the forms read day first.
 */
export function looksMonthFirst(s: unknown): boolean {
  if (typeof s !== 'string') return false;
  const match = ISO_DATE.exec(s);
  if (!match || Number(match[2]) <= 12) return false;
  return isCalendarDate(`${match[1]}-${match[3]}-${match[2]}`);
}

/**
 * A real calendar date `YYYY-MM-DD`. Keys: `v.required` (missing or empty), `v.date.day_first`
 * (typed month first, see `looksMonthFirst`), `v.date.invalid` (anything else that is not a
 * real date, such as `2023-02-29` or `31/12/2024`).
 */
export const isoDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.date.invalid') })
  .min(1, { error: 'v.required', abort: true })
  .refine(isCalendarDate, {
    error: (issue) => (looksMonthFirst(issue.input) ? 'v.date.day_first' : 'v.date.invalid'),
  });
