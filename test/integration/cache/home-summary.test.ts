import { afterAll, describe, expect, it } from 'vitest';
import {
  homeSummaryReader,
  PAID_IN_SQL,
  paidBounds,
} from '../../../main/cache/charges/home-summary.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { tempFolder } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

let next = 0;
function paid(db: CacheDb, cents: number, paidAt: string): void {
  next += 1;
  db.prepare(
    `INSERT INTO charges (kind, correlation_id, state, service_status, amount_cents,
       paid_amount_cents, payer_name, payer_document, reference, due_date, expires_at, paid_at,
       created_at, synced_at)
     VALUES ('boleto', ?, 'paid', 'Paid', ?, ?, 'Maria', NULL, NULL, '2026-01-10', NULL, ?,
       '2025-12-01T12:00:00.000Z', '2025-12-01T12:00:00.000Z')`,
  ).run(`home-${next}`, cents, cents, paidAt);
}

describe('home summary: what came in this week and today', () => {
  it('places each instant on its São Paulo day, whatever offset the bank wrote it with', () => {
    const db = openCache(folder.file());
    try {
      // Wednesday 2026-01-07, 10:00 in São Paulo; the week began on Monday 2026-01-05.
      const now = new Date('2026-01-07T13:00:00.000Z');
      // Today: 00:00 in São Paulo with its own offset, and 23:59 written in UTC.
      paid(db, 100, '2026-01-07T00:00:00-03:00');
      paid(db, 200, '2026-01-08T02:59:59.999Z');
      // Today too, written with an offset far from São Paulo's.
      paid(db, 400, '2026-01-08T10:00:00+12:00');
      // Monday 00:30 in São Paulo; and Sunday 23:30 (not this week), both in UTC.
      paid(db, 800, '2026-01-05T03:30:00Z');
      paid(db, 1_600, '2026-01-05T02:30:00Z');
      // Tomorrow in São Paulo (00:00), and much later: a past day counts none of them.
      paid(db, 3_200, '2026-01-08T03:00:00Z');
      for (let day = 10; day < 28; day++) paid(db, 1, `2026-01-${day}T12:00:00Z`);
      // Not an instant: counted nowhere.
      paid(db, 6_400, '2026-01-07Tmorning');

      const summary = homeSummaryReader(db).summary(now);
      expect(summary.weekStart).toBe('2026-01-05');
      expect(summary.receivedToday).toMatchObject({ count: 3, amountCents: 700, netCents: 700 });
      expect(summary.receivedThisWeek).toMatchObject({ count: 4, amountCents: 1_500 });
    } finally {
      db.close();
    }
  });

  it('seeks the paid-at index bounded on both sides, summing in SQLite', () => {
    const db = openCache(folder.file());
    try {
      const bounds = paidBounds('2026-01-05', '2026-01-07');
      expect(bounds).toEqual({
        textFrom: '2026-01-04',
        textTo: '2026-01-09',
        weekStart: '2026-01-05T03:00:00.000Z',
        todayStart: '2026-01-07T03:00:00.000Z',
        end: '2026-01-08T03:00:00.000Z',
      });
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${PAID_IN_SQL}`).all(bounds) as {
        detail: string;
      }[];
      const detail = plan.map((p) => p.detail).join(' | ');
      expect(detail).toContain('USING COVERING INDEX charges_by_paid_at (paid_at>? AND paid_at<?)');
    } finally {
      db.close();
    }
  });
});
