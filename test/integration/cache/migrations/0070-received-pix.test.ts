import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0070ReceivedPix } from '../../../../main/cache/migrations/0070-received-pix.ts';
import {
  receivedRepo,
  type ReceivedRecord,
} from '../../../../main/cache/received/received-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0070ReceivedPix.version);

const E2E_A = 'E99999901202611241000ABCDEFGHIJK';
const E2E_B = 'E99999902202611241100ABCDEFGHIJK';
const AT = '2026-11-24T13:00:00.000Z';

const received = (overrides: Partial<ReceivedRecord>): ReceivedRecord => ({
  endToEndId: E2E_A,
  source: 'transfer',
  amountCents: 10_000,
  payerName: 'Maria da Silva',
  payerDocument: '52998224725',
  paidAt: '2026-11-24T10:00:00.000Z',
  reference: null,
  description: null,
  ...overrides,
});

const refund = (id: string, amountCents: number, key = `key-${id}`) => ({
  id,
  idempotencyKey: key,
  originalEndToEndId: E2E_A,
  amountCents,
  status: 'processing' as const,
  failureReason: null,
  description: null,
  createdAt: AT,
  syncedAt: AT,
});

describe('migration 0070-received-pix', () => {
  it('adds received Pix and refunds, on a cache that had none, and keeps every other table', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    let db = openCache(file, { migrations: [...BEFORE, migration0070ReceivedPix] });
    try {
      const tables = db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
        .pluck()
        .all();
      expect(tables).toEqual(
        expect.arrayContaining(['received_pix', 'refunds', 'sent_payments', 'charges', 'outbox']),
      );
      // Today's repository writes what later migrations add (0180's charge_fields).
      db.close();
      db = openCache(file);
      const repo = receivedRepo(db);

      // A pasted id first: nothing known but the id; then the bank's list fills it in.
      repo.upsertReceived(
        [received({ source: 'pasted', amountCents: null, payerName: null, paidAt: null })],
        AT,
      );
      expect(repo.getReceived(E2E_A)).toMatchObject({
        source: 'pasted',
        amountCents: null,
        leftCents: null,
        refundableUntil: null,
      });
      repo.upsertReceived(
        [
          received({}),
          received({
            endToEndId: E2E_B,
            payerName: 'Loja 50%',
            paidAt: '2026-11-24T08:30:00-03:00',
          }),
        ],
        AT,
      );
      // A pasted id again changes nothing it knows.
      repo.upsertReceived([received({ source: 'pasted', amountCents: null, payerName: null })], AT);
      expect(repo.getReceived(E2E_A)).toMatchObject({
        source: 'transfer',
        amountCents: 10_000,
        payerName: 'Maria da Silva',
        leftCents: 10_000,
        // 90 × 24 hours after the receipt.
        refundableUntil: '2027-02-22T10:00:00.000Z',
      });

      repo.upsertRefund(refund('D1', 4_000));
      repo.upsertRefund(refund('D2', 1_313));
      repo.setRefundStatus('D2', 'failed', 'The payer’s account no longer accepts credits.', AT);
      // A failed refund gave its amount back.
      expect(repo.getReceived(E2E_A)).toMatchObject({ refundedCents: 4_000, leftCents: 6_000 });
      expect(repo.getRefund('D2')).toMatchObject({
        status: 'failed',
        failureReason: expect.any(String),
      });

      expect(repo.page({ search: '' }).map((r) => r.endToEndId)).toEqual([E2E_B, E2E_A]);
      // LIKE's wildcards are searched as text.
      expect(repo.page({ search: '50%' }).map((r) => r.endToEndId)).toEqual([E2E_B]);
      expect(repo.page({ search: '_' }).map((r) => r.endToEndId)).toEqual([]);
      expect(repo.page({ search: '52998' }).map((r) => r.endToEndId)).toEqual([E2E_B, E2E_A]);

      // A refund is never of nothing, and one key is one refund.
      expect(() => repo.upsertRefund(refund('D3', 0))).toThrow();
      expect(() => repo.upsertRefund(refund('D4', 100, 'key-D1'))).toThrow();
      // Money is integer cents: a float never lands in the cache.
      expect(() =>
        repo.upsertReceived([received({ endToEndId: 'E1', amountCents: 10.5 })], AT),
      ).toThrow();
    } finally {
      db.close();
    }
  });
});
