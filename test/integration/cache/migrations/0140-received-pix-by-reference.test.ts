import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0140ReceivedPixByReference } from '../../../../main/cache/migrations/0140-received-pix-by-reference.ts';
import {
  pixCodesRepo,
  receivedPaymentOfCodeSql,
} from '../../../../main/cache/pix/pix-codes-repo.ts';
import type { CacheDb } from '../../../../main/cache/db/database.ts';
import type { ReceivedRecord } from '../../../../main/cache/received/received-record.ts';
import { guid, tempFolder, wireImmediateQr } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter(
  (m) => m.version < migration0140ReceivedPixByReference.version,
);
const SYNCED = '2026-11-25T12:00:00Z';

const received = (n: number, overrides: Partial<ReceivedRecord> = {}): ReceivedRecord => ({
  endToEndId: `E${String(n).padStart(31, '0')}`,
  source: 'immediate',
  amountCents: 5_025,
  payerName: `Payer ${n}`,
  payerDocument: null,
  paidAt: `2026-11-2${n % 5}T15:00:00.000Z`,
  reference: guid(n),
  description: null,
  ...overrides,
});

function insertReceived(db: CacheDb, records: ReceivedRecord[]): void {
  const insert = db.prepare(
    `INSERT INTO received_pix (end_to_end_id, source, amount_cents, payer_name, payer_document,
       paid_at, reference, description, synced_at)
     VALUES (@endToEndId, @source, @amountCents, @payerName, @payerDocument, @paidAt,
       @reference, @description, '${SYNCED}')`,
  );
  for (const record of records) insert.run(record);
}

describe('migration 0140-received-pix-by-reference', () => {
  it('finds the Pix that paid a code already cached by one seek on the new index', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    pixCodesRepo(old).upsertPixCodes(
      [wireImmediateQr(1, { status: 'CONCLUDED' }), wireImmediateQr(2, { status: 'CONCLUDED' })],
      'immediate',
      SYNCED,
    );
    // As the cache of that time held them (today's writer also fills 0180's charge_fields).
    insertReceived(old, [
      received(1),
      // A pasted id and a transfer have no reference; the second code was paid twice.
      received(3, { source: 'pasted', reference: null, amountCents: null, paidAt: null }),
      received(4, { source: 'transfer', reference: null }),
      received(7, { reference: guid(2), paidAt: '2026-11-24T10:00:00.000Z' }),
      received(8, { reference: guid(2), paidAt: '2026-11-23T10:00:00.000Z' }),
    ]);
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0140ReceivedPixByReference] });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(140);
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${receivedPaymentOfCodeSql}`).all(guid(1)) as {
        detail: string;
      }[];
      expect(plan.map((p) => p.detail).join(' ')).toContain(
        'USING INDEX received_pix_by_reference',
      );

      const repo = pixCodesRepo(db);
      expect(repo.getPixCode(guid(1))?.payment).toEqual({
        endToEndId: received(1).endToEndId,
        amountCents: 5_025,
        paidAt: received(1).paidAt,
        payerName: 'Payer 1',
      });
      // The first payment, by instant.
      expect(repo.getPixCode(guid(2))?.payment?.endToEndId).toBe(received(8).endToEndId);
    } finally {
      db.close();
    }
  });
});
