import type {
  ChargeTally,
  HomeSummary,
  ReceivedTally,
} from '../../../preload/contract/schemas/home.ts';
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

const emptyTally = (): ReceivedTally => ({
  count: 0,
  amountCents: 0,
  refundedCents: 0,
  sharedCents: 0,
  netCents: 0,
});

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
  // What left of what came in, by São Paulo day, as the statement counts it (its day sums,
  // migration 0200): refunds sent and split shares paid out. A refund counts on the day it
  // was sent, whichever day the Pix it returns came in; a failed one moved nothing.
  const outByDay = db.prepare<[string, string], { day: string; kind: string; cents: number }>(
    `SELECT day, kind, -sum(effect_cents) AS cents FROM statement_days
      WHERE day >= ? AND day <= ? AND kind IN ('refund-sent', 'split-share') AND direction = 'out'
      GROUP BY day, kind`,
  );
  // Who paid: the charge's payer, or else the payer the payment named (an immediate code
  // has no payer of its own until it is paid).
  const latestPaid = db.prepare<[number], ListedRow>(
    `SELECT ${ROW_COLUMNS.replace(
      'c.payer_name AS payerName',
      `coalesce(c.payer_name, (SELECT p.payer_name FROM received_pix AS p
          WHERE p.reference = c.correlation_id AND p.payer_name IS NOT NULL
          ORDER BY p.paid_at DESC LIMIT 1)) AS payerName`,
    )} FROM charges AS c
      WHERE c.paid_at IS NOT NULL ORDER BY c.paid_at DESC, c.id DESC LIMIT ?`,
  );
  const anyCharge = db.prepare<[], number>(`SELECT EXISTS (SELECT 1 FROM charges)`).pluck();

  return {
    summary(now) {
      const today = todayInSaoPaulo(now);
      const weekStart = weekStartOf(today);
      const receivedToday = emptyTally();
      const receivedThisWeek = emptyTally();
      /** The tallies an instant falls in: this week's, and today's too when it is today. */
      const tallies = (instant: string): ReceivedTally[] => {
        const at = new Date(instant);
        if (Number.isNaN(at.getTime())) return [];
        const day = todayInSaoPaulo(at);
        if (day < weekStart || day > today) return [];
        return day === today ? [receivedThisWeek, receivedToday] : [receivedThisWeek];
      };
      // Paid instants carry the bank's offset: a day's margin finds every one of the week.
      const since = addDays(weekStart, -1);
      for (const paid of paidSince.all(since)) {
        for (const tally of tallies(paid.paidAt)) {
          tally.count += 1;
          tally.amountCents += paid.cents;
        }
      }
      for (const out of outByDay.all(weekStart, today)) {
        const field = out.kind === 'refund-sent' ? 'refundedCents' : 'sharedCents';
        receivedThisWeek[field] += out.cents;
        if (out.day === today) receivedToday[field] += out.cents;
      }
      for (const tally of [receivedToday, receivedThisWeek]) {
        tally.netCents = tally.amountCents - tally.refundedCents - tally.sharedCents;
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
