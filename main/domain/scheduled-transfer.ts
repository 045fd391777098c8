import { addDays, isIsoDate, todayInSaoPaulo, type IsoDate } from './dates.ts';

/**
 * A transfer the owner asks for on a later São Paulo day (the operator's v2 transfer,
 * `transferAt` of the SDK's `CreateTransferRequest`, an ISO date-time its SDK fills with
 * `gmdate('Y-m-d\TH:i:s\Z')` — now — when the caller gives none). Shared by the app (what it
 * sends, which day's limit a scheduled transfer counts against) and the local sandbox (which
 * day a `transferAt` runs on).
 */

/** Assumption (the SDK does not say): how far ahead a transfer may be scheduled, in days. */
export const MAX_SCHEDULE_DAYS = 365;

/**
 * The instant São Paulo's day `day` begins, as the ISO UTC text the SDK sends
 * (`2026-12-03T03:00:00Z`). São Paulo has kept UTC−3 since 2019 and kept UTC−2 in the summers
 * before: each offset is tried and the one that starts that day is taken.
 */
export function transferAtOf(day: IsoDate): string {
  if (!isIsoDate(day)) throw new RangeError(`not a calendar date: ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  for (const hours of [3, 2, 4]) {
    const instant = Date.UTC(year, month - 1, date, hours);
    const starts =
      todayInSaoPaulo(new Date(instant)) === day && todayInSaoPaulo(new Date(instant - 1)) !== day;
    if (starts) return new Date(instant).toISOString().replace('.000Z', 'Z');
  }
  // A day whose midnight the zone skipped: its first hour.
  return new Date(Date.UTC(year, month - 1, date, 3)).toISOString().replace('.000Z', 'Z');
}

/** The São Paulo day a `transferAt` instant falls on. */
export function scheduledDayOf(transferAt: string): IsoDate {
  return todayInSaoPaulo(new Date(transferAt));
}

/** Whether `day` is a day a transfer may be scheduled for, from `today` (later, within reach). */
export function isSchedulableDay(day: IsoDate, today: IsoDate): boolean {
  return day > today && day <= addDays(today, MAX_SCHEDULE_DAYS);
}
