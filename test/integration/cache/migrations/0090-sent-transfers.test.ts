import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0090SentTransfers } from '../../../../main/cache/migrations/0090-sent-transfers.ts';
import { sentPaymentsRepo } from '../../../../main/cache/payments/sent-payments-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0090SentTransfers.version);
const AFTER = cacheMigrations.filter((m) => m.version <= migration0090SentTransfers.version);

const transfer = (id: string, createdAt: string) => ({
  id,
  kind: 'key-transfer' as const,
  clientIdentity: `intent-${id}`,
  endToEndId: `E9999999920261125${id.padStart(15, '0')}`,
  status: 'PROCESSING' as const,
  amountCents: 4_200,
  receiverName: 'ana@exemplo.com.br',
  receiverDocument: '',
  receiverBank: '',
  receiverKey: 'ana@exemplo.com.br',
  description: 'Aluguel',
  failureReason: null,
  createdAt,
  syncedAt: createdAt,
});

describe('migration 0090-sent-transfers', () => {
  it('keeps the QR payments made and takes transfers to a key beside them', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    const old = new Database(file);
    old
      .prepare(
        `INSERT INTO sent_payments (id, kind, idempotency_key, end_to_end_id, status,
           amount_cents, receiver_name, receiver_document, receiver_bank, receiver_key,
           description, created_at, synced_at)
         VALUES ('qr-1', 'qr-code', 'key-1', 'E1', 'COMPLETED', 1250, 'Padaria Aurora',
           '***.456.789-**', 'Banco Fictício', 'contato@aurora.example', NULL,
           '2026-11-24T10:00:00.000Z', '2026-11-24T10:00:00.000Z')`,
      )
      .run();
    old.close();

    const db = openCache(file, { migrations: AFTER });
    try {
      const repo = sentPaymentsRepo(db);
      expect(repo.get('qr-1')).toMatchObject({
        kind: 'qr-code',
        status: 'COMPLETED',
        receiverName: 'Padaria Aurora',
        failureReason: null,
      });
      expect(
        db.prepare(`SELECT client_identity FROM sent_payments WHERE id = 'qr-1'`).pluck().get(),
      ).toBe('key-1');

      repo.upsert(transfer('t-1', '2026-11-25T10:00:00.000Z'));
      repo.setStatus('t-1', 'FAILED', '2026-11-25T10:01:00.000Z', 'A conta foi encerrada');
      expect(repo.list('').map((p) => [p.id, p.kind, p.status, p.failureReason])).toEqual([
        ['t-1', 'key-transfer', 'FAILED', 'A conta foi encerrada'],
        ['qr-1', 'qr-code', 'COMPLETED', null],
      ]);
      expect(repo.list('ana@').map((p) => p.id)).toEqual(['t-1']);
      // One intent is one transfer; an unknown kind is refused.
      expect(() =>
        repo.upsert({ ...transfer('t-2', '2026-11-25T11:00:00Z'), clientIdentity: 'intent-t-1' }),
      ).toThrow();
      expect(() =>
        repo.upsert({ ...transfer('t-3', '2026-11-25T11:00:00Z'), kind: 'boleto' as never }),
      ).toThrow();
      const indexes = db
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'sent_payments'`,
        )
        .pluck()
        .all();
      expect(indexes).toContain('sent_payments_by_created');
    } finally {
      db.close();
    }
  });
});
