import type {
  ChargeTally,
  HomeSummary,
  ReceivedTally,
} from '../../../preload/contract/schemas/home.ts';
import { addDays, daysBetween, todayInSaoPaulo, type IsoDate } from '../../domain/dates.ts';
import type { CacheDb } from '../db/database.ts';
import { saoPauloDayStart } from '../sql/sao-paulo-day.ts';
import { ROW_COLUMNS, toChargeRow, type ListedRow } from './charges-repo.ts';
import { boundLimit } from '../sql/bound-limit.ts';

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

/** The bounds of what came in this week, for `paidIn`. */
export interface PaidBounds {
  /** The index's text range: a day before the week and a day after today, as date text. */
  textFrom: string;
  textTo: string;
  /** São Paulo's first instants of the week, of today and of tomorrow (UTC text). */
  weekStart: string;
  todayStart: string;
  end: string;
}

interface PaidSums {
  weekCount: number;
  weekCents: number;
  todayCount: number;
  todayCents: number;
}

/**
 * The bounds of the week from Monday `weekStart` to `today` (São Paulo days). An instant's
 * text with an offset is less than a day from its UTC text, so the text range with a day's
 * margin either side holds every instant of the week.
 */
export function paidBounds(weekStart: IsoDate, today: IsoDate): PaidBounds {
  return {
    textFrom: addDays(weekStart, -1),
    textTo: addDays(today, 2),
    weekStart: saoPauloDayStart(weekStart),
    todayStart: saoPauloDayStart(today),
    end: saoPauloDayStart(addDays(today, 1)),
  };
}

/**
 * What came in this week and today, summed by SQLite. Paid instants are kept as the bank
 * wrote them, with its offset (`…-03:00`, `…Z`): the index is sought by their text with a
 * day's margin either side (no offset is a day away from UTC), and each instant found is
 * then read as UTC (`strftime`, as the statement does) and placed between the São Paulo
 * bounds computed once per call. The seek is bounded above: a past day does not read every
 * later payment.
 */
export const PAID_IN_SQL = `SELECT count(*) AS weekCount, coalesce(sum(cents), 0) AS weekCents,
          count(CASE WHEN at >= @todayStart THEN 1 END) AS todayCount,
          coalesce(sum(CASE WHEN at >= @todayStart THEN cents END), 0) AS todayCents
     FROM (SELECT strftime('%Y-%m-%dT%H:%M:%fZ', paid_at) AS at,
                  coalesce(paid_amount_cents, amount_cents) AS cents
             FROM charges
            WHERE paid_at >= @textFrom AND paid_at < @textTo)
    WHERE at >= @weekStart AND at < @end`;

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
  const paidIn = db.prepare<[PaidBounds], PaidSums>(PAID_IN_SQL);
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
      WHERE c.paid_at IS NOT NULL ORDER BY c.paid_at DESC, c.id DESC ${boundLimit()}`,
  );
  const anyCharge = db.prepare<[], number>(`SELECT EXISTS (SELECT 1 FROM charges)`).pluck();
  let bounds: { today: IsoDate; paid: PaidBounds } | null = null;

  return {
    summary(now) {
      const today = todayInSaoPaulo(now);
      const weekStart = weekStartOf(today);
      const receivedToday = emptyTally();
      const receivedThisWeek = emptyTally();
      // The bounds change once a day; finding a day's first instant takes a few zone reads.
      if (bounds?.today !== today) bounds = { today, paid: paidBounds(weekStart, today) };
      const paid = paidIn.get(bounds.paid)!;
      receivedThisWeek.count = paid.weekCount;
      receivedThisWeek.amountCents = paid.weekCents;
      receivedToday.count = paid.todayCount;
      receivedToday.amountCents = paid.todayCents;
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
