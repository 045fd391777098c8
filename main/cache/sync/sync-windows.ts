import { addDays, daysBetween, type IsoDate } from '../../domain/dates.ts';

/**
 * Date windows for the boleto list (service-spec 4.4, 8): `endDate − startDate` at most one
 * year. Taken as at most 365 calendar days counting both ends, which stays inside the limit
 * whether the service counts a year as 365 days or as "the same date next year".
 */
export const WINDOW_DAYS = 365;

/** Items per page: the service's maximum. */
export const PAGE_LIMIT = 100;

/** A list window, both ends inclusive. */
export interface SyncWindow {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The newest window ending at `endDate`, cut at `floor`. */
export function windowEndingAt(endDate: IsoDate, floor: IsoDate): SyncWindow {
  const start = addDays(endDate, -(WINDOW_DAYS - 1));
  return { startDate: start < floor ? floor : start, endDate };
}

/** The window just older than `window`, or null when `window` already reaches `floor`. */
export function olderWindow(window: SyncWindow, floor: IsoDate): SyncWindow | null {
  if (window.startDate <= floor) return null;
  return windowEndingAt(addDays(window.startDate, -1), floor);
}

/** How many windows cover `floor..to` (both inclusive). */
export function windowCount(floor: IsoDate, to: IsoDate): number {
  return Math.max(1, Math.ceil((daysBetween(floor, to) + 1) / WINDOW_DAYS));
}
