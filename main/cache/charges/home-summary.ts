import type { ChargeTally, HomeSummary } from '../../../preload/contract/schemas/home.ts';
import { addDays, daysBetween, todayInSaoPaulo, type IsoDate } from '../../domain/dates.ts';
import type { CacheDb } from '../db/database.ts';
import { ROW_COLUMNS, toChargeRow, type ListedRow } from './charges-repo.ts';

/** How many of the latest payments the home screen lists. */
const LATEST_PAID = 8;

/**
 * The kinds that have a due date: an immediate code is never "due" or "overdue". Shared with
 * the reminders list, so both screens count the same charges as overdue.
 */
export const DATED_KINDS = `('boleto', 'pix-due-date')`;

/** Monday of the week `day` is in (weeks start on Monday in Brazil's business calendar). */
export function weekStartOf(day: IsoDate): IsoDate {
  // 1970-01-05 was a Monday.
  const sinceMonday = (((daysBetween('1970-01-05', day) % 7) + 7) % 7) as number;
  return addDays(day, -sinceMonday);
}

export interface HomeSummaryReader {
  summary(now: Date): HomeSummary;
}

const readers = new WeakMap<CacheDb, HomeSummaryReader>();

/** The reader over `db`; one per connection, so its prepared statements are reused. */
export function homeSummaryReader(db: CacheDb): HomeSummaryReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = createHomeSummaryReader(db);
    readers.set(db, reader);
  }
  return reader;
}

/**
 * The home screen's figures over the charges index. Each is an index seek: the open charges
 * by (state, kind, due date), the payments by `charges_by_paid_at` (migration 0100).
 */
function createHomeSummaryReader(db: CacheDb): HomeSummaryReader {
  const tally = db.prepare<[string, string], ChargeTally>(
    `SELECT count(*) AS count, coalesce(sum(amount_cents), 0) AS amountCents
       FROM charges
      WHERE state = 'open' AND kind IN ${DATED_KINDS} AND due_date >= ? AND due_date <= ?`,
  );
  // Paid instants carry the bank's offset: a day's margin finds every one that may fall in
  // the week in São Paulo, and each is then placed on its São Paulo day.
  const paidSince = db.prepare<[string], { paidAt: string; cents: number }>(
    `SELECT paid_at AS paidAt, coalesce(paid_amount_cents, amount_cents) AS cents
       FROM charges WHERE paid_at >= ? ORDER BY paid_at`,
  );
  const latestPaid = db.prepare<[number], ListedRow>(
    `SELECT ${ROW_COLUMNS} FROM charges AS c
      WHERE c.paid_at IS NOT NULL ORDER BY c.paid_at DESC, c.id DESC LIMIT ?`,
  );
  const anyCharge = db.prepare<[], number>(`SELECT EXISTS (SELECT 1 FROM charges)`).pluck();

  return {
    summary(now) {
      const today = todayInSaoPaulo(now);
      const weekStart = weekStartOf(today);
      const receivedToday = { count: 0, amountCents: 0 };
      const receivedThisWeek = { count: 0, amountCents: 0 };
      for (const paid of paidSince.all(addDays(weekStart, -1))) {
        const at = new Date(paid.paidAt);
        if (Number.isNaN(at.getTime())) continue;
        const day = todayInSaoPaulo(at);
        if (day < weekStart || day > today) continue;
        receivedThisWeek.count += 1;
        receivedThisWeek.amountCents += paid.cents;
        if (day === today) {
          receivedToday.count += 1;
          receivedToday.amountCents += paid.cents;
        }
      }
      return {
        today,
        weekStart,
        receivedToday,
        receivedThisWeek,
        dueNext7Days: tally.get(today, addDays(today, 6))!,
        // Every due date is a non-empty `YYYY-MM-DD`: '' is below them all.
        overdue: tally.get('0', addDays(today, -1))!,
        latestPaid: latestPaid.all(LATEST_PAID).map(toChargeRow),
        hasCharges: anyCharge.get() === 1,
      };
    },
  };
}
