import { afterAll, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0060SentPayments } from '../../../../main/cache/migrations/0060-sent-payments.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0060SentPayments.version);

/** A payment row as the code of this migration wrote it (later ones change the table). */
function insert(
  db: CacheDb,
  id: string,
  createdAt: string,
  extra: { amount?: number; key?: string } = {},
) {
  db.prepare(
    `INSERT INTO sent_payments (id, kind, idempotency_key, end_to_end_id, status, amount_cents,
       receiver_name, receiver_document, receiver_bank, receiver_key, description, created_at,
       synced_at)
     VALUES (?, 'qr-code', ?, ?, 'PROCESSING', ?, 'Padaria Aurora', '***.456.789-**',
       'Banco Fictício', 'contato@aurora.example', NULL, ?, ?)`,
  ).run(
    id,
    extra.key ?? `key-${id}`,
    `E0000000020261124${id.padStart(15, '0')}`,
    extra.amount ?? 1_250,
    createdAt,
    createdAt,
  );
}

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
      insert(db, '1', '2026-11-24T10:00:00.000Z');
      insert(db, '2', '2026-11-24T11:00:00.000Z');
      expect(
        db.prepare(`SELECT id FROM sent_payments ORDER BY created_at DESC, id`).pluck().all(),
      ).toEqual(['2', '1']);
      // A payment is never of nothing, and one key is one payment.
      expect(() => insert(db, '3', '2026-11-24T13:00:00Z', { amount: 0 })).toThrow();
      expect(() => insert(db, '4', '2026-11-24T13:00:00Z', { key: 'key-1' })).toThrow();
    } finally {
      db.close();
    }
  });
});
