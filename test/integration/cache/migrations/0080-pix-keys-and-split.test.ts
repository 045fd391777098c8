import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0080PixKeysAndSplit } from '../../../../main/cache/migrations/0080-pix-keys-and-split.ts';
import { pixKeysRepo } from '../../../../main/cache/pix-keys/pix-keys-repo.ts';
import {
  splitRepo,
  type StoredSplitConfiguration,
} from '../../../../main/cache/split/split-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0080PixKeysAndSplit.version);

const beneficiary = (number: string) => ({
  number,
  branch: '0001',
  participantIspb: '99999999',
  type: 'CURRENT',
  holderName: 'Padaria Aurora',
  holderDocument: '11222333000181',
});

const configuration = (id: number, createdAt: string): StoredSplitConfiguration => ({
  id,
  bankAccountNumber: '12345-6',
  createdAt,
  updatedAt: createdAt,
  instructions: [
    {
      id: id * 10 + 1,
      rule: { type: 'PERCENTAGE', percent: 5 },
      transferType: 'INTERNAL',
      beneficiary: beneficiary('7777-1'),
    },
    {
      id: id * 10 + 2,
      rule: { type: 'FIXED', amountCents: 200 },
      transferType: 'INTERNAL',
      beneficiary: beneficiary('8888-2'),
    },
  ],
});

describe('migration 0080-pix-keys-and-split', () => {
  it('adds Pix keys and split configurations on a cache that had none, keeping every table', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    const db = openCache(file, { migrations: [...BEFORE, migration0080PixKeysAndSplit] });
    try {
      const tables = db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
        .pluck()
        .all();
      expect(tables).toEqual(
        expect.arrayContaining([
          'pix_keys',
          'split_configurations',
          'split_instructions',
          'sent_payments',
          'charges',
          'outbox',
        ]),
      );

      const keys = pixKeysRepo(db);
      const key = (k: string, at: string, idem: string) => ({
        key: k,
        entryType: 'EVP' as const,
        idempotencyKey: idem,
        registeredAt: at,
        syncedAt: at,
      });
      keys.upsert(key('a', '2026-11-24T10:00:00.000Z', 'idem-a'));
      keys.upsert(key('b', '2026-11-24T11:00:00.000Z', 'idem-b'));
      // The same key answered again (a resend of the same intent) is one key.
      keys.upsert({ ...key('a', '2026-11-24T10:00:00.000Z', 'idem-a'), syncedAt: 'later' });
      expect(keys.list().map((k) => k.key)).toEqual(['b', 'a']);
      expect(keys.get('a')?.syncedAt).toBe('later');
      // One idempotency key is one registration.
      expect(() => keys.upsert(key('c', '2026-11-24T12:00:00.000Z', 'idem-a'))).toThrow();

      const split = splitRepo(db);
      split.upsert(configuration(1, '2026-11-24T10:00:00.000Z'), 's1');
      split.upsert(configuration(2, '2026-11-24T11:00:00.000Z'), 's2');
      expect(split.list().map((c) => [c.id, c.current])).toEqual([
        [2, true],
        [1, false],
      ]);
      // An answer replaces the configuration and its instructions as a whole.
      const changed = configuration(1, '2026-11-24T10:00:00.000Z');
      changed.instructions = [changed.instructions[0]!];
      split.upsert(changed, 's3');
      expect(split.get(1)?.instructions.map((i) => i.id)).toEqual([11]);
      expect(
        db
          .prepare('SELECT count(*) FROM split_instructions WHERE configuration_id = 1')
          .pluck()
          .get(),
      ).toBe(1);
      // A rule is a percent or cents, never both.
      expect(() =>
        db
          .prepare(
            `INSERT INTO split_instructions (id, configuration_id, rule_type, percent, amount_cents,
               transfer_type, beneficiary_number, synced_at)
             VALUES (99, 1, 'FIXED', 5, NULL, 'INTERNAL', '12', 'x')`,
          )
          .run(),
      ).toThrow();
    } finally {
      db.close();
    }
  });
});
