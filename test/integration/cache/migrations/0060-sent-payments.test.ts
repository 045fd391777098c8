import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0060SentPayments } from '../../../../main/cache/migrations/0060-sent-payments.ts';
import { sentPaymentsRepo } from '../../../../main/cache/payments/sent-payments-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0060SentPayments.version);

const payment = (id: string, createdAt: string, receiverName = 'Padaria Aurora') => ({
  id,
  kind: 'qr-code' as const,
  idempotencyKey: `key-${id}`,
  endToEndId: `E0000000020261124${id.padStart(15, '0')}`,
  status: 'PROCESSING' as const,
  amountCents: 1_250,
  receiverName,
  receiverDocument: '***.456.789-**',
  receiverBank: 'Banco Fictício',
  receiverKey: 'contato@aurora.example',
  description: null,
  createdAt,
  syncedAt: createdAt,
});

describe('migration 0060-sent-payments', () => {
  it('adds the payments made, on a cache that had none, and keeps every other table', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    const db = openCache(file, { migrations: [...BEFORE, migration0060SentPayments] });
    try {
      const tables = db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
        .pluck()
        .all();
      expect(tables).toEqual(expect.arrayContaining(['sent_payments', 'charges', 'outbox']));
      const repo = sentPaymentsRepo(db);
      repo.upsert(payment('1', '2026-11-24T10:00:00.000Z'));
      repo.upsert(payment('2', '2026-11-24T11:00:00.000Z', 'Mercado 50% Off'));
      repo.setStatus('1', 'COMPLETED', '2026-11-24T12:00:00.000Z');
      expect(repo.list('').map((p) => [p.id, p.status])).toEqual([
        ['2', 'PROCESSING'],
        ['1', 'COMPLETED'],
      ]);
      // LIKE's wildcards are searched as text.
      expect(repo.list('50%').map((p) => p.id)).toEqual(['2']);
      expect(repo.list('_').map((p) => p.id)).toEqual([]);
      // A payment is never of nothing, and one key is one payment.
      expect(() =>
        repo.upsert({ ...payment('3', '2026-11-24T13:00:00Z'), amountCents: 0 }),
      ).toThrow();
      expect(() =>
        repo.upsert({ ...payment('4', '2026-11-24T13:00:00Z'), idempotencyKey: 'key-1' }),
      ).toThrow();
    } finally {
      db.close();
    }
  });
});
