import { afterAll, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0240ScheduledTransfers } from '../../../../main/cache/migrations/0240-scheduled-transfers.ts';
import {
  sentPaymentsRepo,
  type SentPaymentRecord,
} from '../../../../main/cache/payments/sent-payments-repo.ts';
import { tempFolder } from '../fixtures.ts';

// Scheduled transfers in `sent_payments`: the day they run on, and a statement that shows only
// money that moved — a scheduled or cancelled transfer makes no line; one that ran is dated
// at the start of its day.

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0240ScheduledTransfers.version);
const AFTER = cacheMigrations.filter((m) => m.version <= migration0240ScheduledTransfers.version);
const AT = '2026-03-10T15:00:00.000Z';

const transfer = (id: string, extra: Partial<SentPaymentRecord> = {}): SentPaymentRecord => ({
  id,
  kind: 'key-transfer',
  clientIdentity: `key-${id}`,
  endToEndId: `E99999999202603101500${id.padStart(11, '0')}`,
  status: 'PROCESSING',
  amountCents: 4_500,
  receiverName: 'Ana Paula Ribeiro',
  receiverDocument: '***.982.247-**',
  receiverBank: 'Banco Imaginario S.A.',
  receiverKey: 'ana@exemplo.com.br',
  description: 'Aluguel',
  failureReason: null,
  createdAt: AT,
  syncedAt: AT,
  ...extra,
});

const lineOf = (db: CacheDb, id: string) =>
  db
    .prepare('SELECT occurred_at AS occurredAt, day, status FROM statement_lines WHERE id = ?')
    .get(`payment:${id}`) as { occurredAt: string; day: string; status: string } | undefined;

describe('migration 0240-scheduled-transfers', () => {
  it('keeps the payments and their lines, and keeps scheduled transfers off the statement until they run', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    sentPaymentsRepo(old).upsert(transfer('sent-1'));
    old.close();

    const db = openCache(file, { migrations: AFTER });
    try {
      const repo = sentPaymentsRepo(db);
      expect(repo.get('sent-1')).toMatchObject({ status: 'PROCESSING' });
      expect(repo.get('sent-1')).not.toHaveProperty('scheduledFor');
      expect(lineOf(db, 'sent-1')).toMatchObject({ occurredAt: AT, status: 'processing' });

      repo.upsert(transfer('later-1', { status: 'SCHEDULED', scheduledFor: '2026-04-02' }));
      expect(repo.get('later-1')).toMatchObject({ scheduledFor: '2026-04-02' });
      expect(lineOf(db, 'later-1')).toBeUndefined();
      expect(repo.dueScheduled('2026-04-01', 10)).toEqual([]);
      expect(repo.dueScheduled('2026-04-02', 10).map((p) => p.id)).toEqual(['later-1']);

      // It ran: a line, dated at the start of its São Paulo day.
      repo.setStatus('later-1', 'COMPLETED', '2026-04-02T12:00:00.000Z');
      expect(lineOf(db, 'later-1')).toEqual({
        occurredAt: '2026-04-02T03:00:00.000Z',
        day: '2026-04-02',
        status: 'completed',
      });

      // Cancelled before it ran: never a line, and its amount is the day's to give back.
      repo.upsert(transfer('later-2', { status: 'SCHEDULED', scheduledFor: '2026-04-05' }));
      repo.setStatus('later-2', 'CANCELLED', AT);
      expect(lineOf(db, 'later-2')).toBeUndefined();
      expect(repo.cancelledScheduledCents('2026-04-05')).toBe(4_500);
      expect(repo.cancelledScheduledCents('2026-04-02')).toBe(0);
    } finally {
      db.close();
    }
  });
});
