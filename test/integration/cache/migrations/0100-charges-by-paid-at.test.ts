import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import type { CacheDb } from '../../../../main/cache/db/database.ts';
import { homeSummaryReader, weekStartOf } from '../../../../main/cache/charges/home-summary.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0100ChargesByPaidAt } from '../../../../main/cache/migrations/0100-charges-by-paid-at.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0100ChargesByPaidAt.version);

interface Charge {
  kind?: 'boleto' | 'pix-immediate' | 'pix-due-date';
  state: 'open' | 'paid' | 'expired' | 'cancelled';
  cents: number;
  paidCents?: number;
  dueDate?: string | null;
  paidAt?: string | null;
}

let next = 0;
function insert(db: CacheDb, charge: Charge): void {
  next += 1;
  db.prepare(
    `INSERT INTO charges (kind, correlation_id, state, service_status, amount_cents,
       paid_amount_cents, payer_name, payer_document, reference, due_date, expires_at, paid_at,
       created_at, synced_at)
     VALUES (?, ?, ?, 'x', ?, ?, 'Maria', NULL, NULL, ?, NULL, ?, ?, ?)`,
  ).run(
    charge.kind ?? 'boleto',
    `id-${next}`,
    charge.state,
    charge.cents,
    charge.paidCents ?? null,
    charge.dueDate === undefined ? '2026-11-20' : charge.dueDate,
    charge.paidAt ?? null,
    '2026-11-01T12:00:00.000Z',
    '2026-11-01T12:00:00.000Z',
  );
}

describe('migration 0100-charges-by-paid-at', () => {
  it('indexes the paid charges by when they were paid, and the home figures seek it', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    // Wednesday 2026-11-25, 10:00 in São Paulo.
    const now = new Date('2026-11-25T13:00:00.000Z');
    // Paid today (one at 00:30 in São Paulo, written with the bank's −03:00 offset).
    insert(old, { state: 'paid', cents: 10_000, paidAt: '2026-11-25T00:30:00-03:00' });
    insert(old, { state: 'paid', cents: 5_000, paidCents: 5_250, paidAt: '2026-11-25T12:00:00Z' });
    insert(old, {
      kind: 'pix-immediate',
      state: 'paid',
      cents: 700,
      dueDate: null,
      paidAt: '2026-11-25T12:30:00Z',
    });
    // Monday of this week, and 23:30 of the Sunday before (02:30 UTC on Monday: not this week).
    insert(old, { state: 'paid', cents: 2_000, paidAt: '2026-11-23T03:00:00Z' });
    insert(old, { state: 'paid', cents: 9_900, paidAt: '2026-11-23T02:30:00Z' });
    // Open: overdue (yesterday and long ago), due today and in 6 days, and in 7 (outside).
    insert(old, { state: 'open', cents: 100, dueDate: '2026-11-24' });
    insert(old, { state: 'open', cents: 200, dueDate: '2025-01-02', kind: 'pix-due-date' });
    insert(old, { state: 'open', cents: 300, dueDate: '2026-11-25' });
    insert(old, { state: 'open', cents: 400, dueDate: '2026-12-01' });
    insert(old, { state: 'open', cents: 500, dueDate: '2026-12-02' });
    // Finished ones count nowhere but where they were paid.
    insert(old, { state: 'expired', cents: 800, dueDate: '2026-11-01' });
    insert(old, { state: 'cancelled', cents: 900, dueDate: '2026-11-26' });
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0100ChargesByPaidAt] });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(100);
      const plan = db
        .prepare(`EXPLAIN QUERY PLAN SELECT paid_at FROM charges WHERE paid_at >= ?`)
        .all('2026-11-22') as { detail: string }[];
      expect(plan.map((p) => p.detail).join(' ')).toContain('charges_by_paid_at');
    } finally {
      db.close();
    }

    // The home figures as this code reads them: over the schema of today.
    const latest = openCache(file, { migrations: cacheMigrations });
    try {
      const summary = homeSummaryReader(latest).summary(now);
      expect(summary.today).toBe('2026-11-25');
      expect(summary.weekStart).toBe('2026-11-23');
      expect(summary.receivedToday).toMatchObject({ count: 3, amountCents: 10_000 + 5_250 + 700 });
      expect(summary.receivedThisWeek).toMatchObject({
        count: 4,
        amountCents: 10_000 + 5_250 + 700 + 2_000,
      });
      expect(summary.overdue).toEqual({ count: 2, amountCents: 300 });
      expect(summary.dueNext7Days).toEqual({ count: 2, amountCents: 700 });
      expect(summary.latestPaid.map((c) => c.paidAt)).toEqual([
        '2026-11-25T12:30:00Z',
        '2026-11-25T12:00:00Z',
        '2026-11-25T00:30:00-03:00',
        '2026-11-23T03:00:00Z',
        '2026-11-23T02:30:00Z',
      ]);
      expect(summary.hasCharges).toBe(true);
    } finally {
      latest.close();
    }
  });

  it('starts the week on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2024-03-01')).toBe('2024-02-26');
  });
});
