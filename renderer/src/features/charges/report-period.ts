import { isCalendarDate } from '../../../../preload/contract/index.ts';

export interface Period {
  from: string;
  to: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The calendar month `day` (`YYYY-MM-DD`) falls in, first to last day. */
export function monthOf(day: string): Period {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  // Day 0 of the next month is the last of this one (UTC: no time zone shifts the date).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${day.slice(0, 4)}-${pad(month)}`;
  return { from: `${prefix}-01`, to: `${prefix}-${pad(last)}` };
}

/**
 * The report's period from a list's due filter: both ends when both are set (in order), one
 * end completed to its month when only one is, and today's month when the filter is empty.
 */
export function reportPeriod(
  dueFrom: string | undefined,
  dueTo: string | undefined,
  today: string,
): Period {
  const from = isCalendarDate(dueFrom) ? dueFrom : null;
  const to = isCalendarDate(dueTo) ? dueTo : null;
  if (from && to) return from <= to ? { from, to } : monthOf(today);
  if (from) return { from, to: monthOf(from).to };
  if (to) return { from: monthOf(to).from, to };
  return monthOf(today);
}
