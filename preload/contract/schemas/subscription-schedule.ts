/**
 * When each month of a subscription is due and when the app issues it — pure calendar
 * arithmetic on `YYYY-MM` months and `YYYY-MM-DD` dates (America/Sao_Paulo calendar days, which
 * have no time zone of their own: the caller says which day "today" is). Main's scheduler and
 * the renderer's preview both read it from here, so they can never disagree.
 */

/** A calendar month, `YYYY-MM`. */
export type YearMonth = string;

/** The plan a subscription's months follow. */
export interface SubscriptionPlan {
  /** 1–31: a day the month lacks falls on its last day (31 → 30 April, 28/29 February). */
  dayOfMonth: number;
  /** Days before the due date the charge is issued (0: on the due date itself). */
  leadDays: number;
  startMonth: YearMonth;
  /** How many months in all; null: until the owner ends it. */
  count: number | null;
}

/** One month as the schedule places it. */
export interface ScheduledMonth {
  month: YearMonth;
  dueDate: string;
  /** The first São Paulo day the app issues it (due date − lead days). */
  issueDate: string;
}

export const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function parts(month: YearMonth): [number, number] {
  const match = YEAR_MONTH.exec(month);
  if (!match) throw new RangeError(`not a month (YYYY-MM): ${month}`);
  return [Number(match[1]), Number(match[2])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `month` plus `n` months (`n` may be negative). */
export function addMonths(month: YearMonth, n: number): YearMonth {
  const [year, m] = parts(month);
  const index = year * 12 + (m - 1) + n;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** Months from `a` to `b` (`b − a`): 0 for the same month, negative when `b` is earlier. */
export function monthsBetween(a: YearMonth, b: YearMonth): number {
  const [ya, ma] = parts(a);
  const [yb, mb] = parts(b);
  return (yb - ya) * 12 + (mb - ma);
}

/** The month a `YYYY-MM-DD` date falls in. */
export function monthOf(date: string): YearMonth {
  return date.slice(0, 7);
}

/** The due date of `month` on `dayOfMonth`, the month's last day when it has fewer days. */
export function dueDateOf(month: YearMonth, dayOfMonth: number): string {
  const [year, m] = parts(month);
  const day = Math.min(dayOfMonth, daysInMonth(year, m));
  return `${pad(year, 4)}-${pad(m)}-${pad(day)}`;
}

/** `date` minus `days` calendar days, on midnight UTC (no daylight saving to skip a day). */
function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(y, m - 1, d - days));
  return `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;
}

/** Month `month` of the plan: its due date and the day it is issued (which may be in the month before). */
export function scheduledMonth(plan: SubscriptionPlan, month: YearMonth): ScheduledMonth {
  const dueDate = dueDateOf(month, plan.dayOfMonth);
  return { month, dueDate, issueDate: daysBefore(dueDate, plan.leadDays) };
}

/** The plan's last month, or null when it runs until ended. */
export function lastMonthOf(plan: SubscriptionPlan): YearMonth | null {
  return plan.count === null ? null : addMonths(plan.startMonth, plan.count - 1);
}

/** Whether `month` is one of the plan's months. */
export function isPlanMonth(plan: SubscriptionPlan, month: YearMonth): boolean {
  const last = lastMonthOf(plan);
  return monthsBetween(plan.startMonth, month) >= 0 && (last === null || month <= last);
}

/**
 * The plan's months whose issue date has arrived on `today`, oldest first: never one before
 * its issue date, never one past the plan's end. Issue dates only grow month after month, so
 * the walk stops at the first that has not arrived.
 */
export function monthsDueBy(plan: SubscriptionPlan, today: string): ScheduledMonth[] {
  const due: ScheduledMonth[] = [];
  for (let month = plan.startMonth; isPlanMonth(plan, month); month = addMonths(month, 1)) {
    const scheduled = scheduledMonth(plan, month);
    if (scheduled.issueDate > today) break;
    due.push(scheduled);
  }
  return due;
}

/**
 * The due date a month is issued with on `today`: its own, or today when it has passed (a
 * month issued late, after the app was closed past its due date — the bank takes no due date
 * in the past, and a charge stays payable for days after it is due).
 */
export function dueDateWhenIssued(scheduled: ScheduledMonth, today: string): string {
  return scheduled.dueDate < today ? today : scheduled.dueDate;
}

/**
 * `A12-03/2026`: the "your number" of a month's charge — the subscription's number and the
 * month — within a boleto's 15 characters up to subscription 9 999 999.
 */
export function monthReference(subscription: { number: number }, month: YearMonth): string {
  return `A${subscription.number}-${month.slice(5, 7)}/${month.slice(0, 4)}`;
}
