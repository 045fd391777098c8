import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { registeredCounterQrRepo } from '../../../../main/cache/counter-qr/registered-counter-qr-repo.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0250CounterQrRegistered } from '../../../../main/cache/migrations/0250-counter-qr-registered.ts';
import { buildStaticBrCode } from '../../../../main/domain/brcode-static.ts';
import { tempFolder, wireBoleto } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0250CounterQrRegistered.version);
const KEY = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';

function code(correlationId: string, createdAt: string, status: 'ACTIVE' | 'CANCELLED') {
  const built = buildStaticBrCode({
    key: KEY,
    amountCents: 500,
    description: 'Cafe',
    merchantName: 'Padaria Pão Quente',
    merchantCity: 'Campinas',
  });
  if (!built.ok) throw new Error('code');
  return {
    correlationId,
    transactionId: `TX${correlationId.replace(/-/g, '').slice(0, 20)}`,
    key: KEY,
    amountCents: 500,
    description: 'Cafe',
    payload: built.value.payload,
    status,
    createdAt,
    record: { correlationId },
  };
}

describe('migration 0250-counter-qr-registered', () => {
  it('adds the registered codes and their payments to a cache with charges', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    boletosRepo(old).upsertBoletos([wireBoleto(1)], '2026-03-01T12:00:00.000Z');
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0250CounterQrRegistered] });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(250);
      expect(db.prepare('SELECT count(*) FROM charges').pluck().get()).toBe(1);
      // Only the two statuses, and no amount of zero.
      const insert = db.prepare(
        `INSERT INTO counter_qr_codes (correlation_id, transaction_id, pix_key, amount_cents,
           payload, status, created_at, record_json, synced_at)
         VALUES (?, 'T', 'k', ?, 'p', ?, 'now', '{}', 'now')`,
      );
      expect(() => insert.run('a', 100, 'CONCLUDED')).toThrow(/CHECK/);
      expect(() => insert.run('b', 0, 'ACTIVE')).toThrow(/CHECK/);
      insert.run('c', null, 'ACTIVE');
      expect(() => insert.run('c', null, 'ACTIVE')).toThrow(/UNIQUE|PRIMARY KEY/);
    } finally {
      db.close();
    }
  });

  it('keeps a cancel final, each payment once, the newest code first', () => {
    const db = openCache(folder.file(), { migrations: cacheMigrations });
    try {
      const repo = registeredCounterQrRepo(db);
      const older = code(
        '11111111-1111-4111-8111-111111111111',
        '2026-03-01T12:00:00.000Z',
        'ACTIVE',
      );
      const newer = code(
        '22222222-2222-4222-8222-222222222222',
        '2026-03-02T12:00:00.000Z',
        'ACTIVE',
      );
      repo.upsertCode(older, '2026-03-01T12:00:00.000Z');
      repo.upsertCode(newer, '2026-03-02T12:00:00.000Z');
      expect(repo.list().map((c) => c.correlationId)).toEqual([
        newer.correlationId,
        older.correlationId,
      ]);
      expect(repo.get(older.correlationId)).toMatchObject({
        merchant: { name: 'PADARIA PAO QUENTE', city: 'CAMPINAS' },
        paymentsSyncedAt: null,
      });

      repo.upsertCode({ ...older, status: 'CANCELLED' }, '2026-03-03T12:00:00.000Z');
      // An older answer saying active does not undo the cancel.
      repo.upsertCode(older, '2026-03-04T12:00:00.000Z');
      expect(repo.get(older.correlationId)).toMatchObject({
        status: 'CANCELLED',
        cancelledAt: '2026-03-03T12:00:00.000Z',
      });

      const payment = {
        endToEndId: 'E9999999920260301120000000000001',
        amountCents: 500,
        paidAt: '2026-03-01T13:00:00.000Z',
        payerName: null,
      };
      repo.addPayments(newer.correlationId, [payment], '2026-03-01T13:00:00.000Z', false);
      repo.addPayments(
        newer.correlationId,
        [{ ...payment, payerName: 'Maria' }],
        '2026-03-01T14:00:00.000Z',
        true,
      );
      expect(repo.get(newer.correlationId)).toMatchObject({
        payments: [{ ...payment, payerName: 'Maria' }],
        paymentsSyncedAt: '2026-03-01T14:00:00.000Z',
      });
      expect(repo.byTransactionId(newer.transactionId)?.correlationId).toBe(newer.correlationId);
      expect(repo.byTransactionId('nothing')).toBeUndefined();
    } finally {
      db.close();
    }
  });
});
