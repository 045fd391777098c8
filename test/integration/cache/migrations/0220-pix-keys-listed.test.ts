import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0220PixKeysListed } from '../../../../main/cache/migrations/0220-pix-keys-listed.ts';
import { pixKeysRepo } from '../../../../main/cache/pix-keys/pix-keys-repo.ts';
import type { ListedPixKey } from '../../../../main/domain/wire/pix-keys.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0220PixKeysListed.version);
const AT = '2026-03-05T12:00:00.000Z';
const LATER = '2026-03-05T12:05:00.000Z';
const EVP = '7f9c2a1b-0000-4000-8000-9e3f4c2d1a0b';

const listed = (key: string, entryType: ListedPixKey['entryType'], createdAt: string | null) => ({
  key,
  entryType,
  createdAt,
  record: { key, entryType, ...(createdAt ? { createdAt } : {}) },
});

describe('migration 0220-pix-keys-listed', () => {
  it('keeps the keys registered here and then holds keys registered elsewhere', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    pixKeysRepo(old).upsert({
      key: EVP,
      entryType: 'EVP',
      idempotencyKey: 'idem-1',
      registeredAt: AT,
      syncedAt: AT,
    });
    // 0080's table could not hold a key without an IdempotencyKey of ours.
    expect(() =>
      old
        .prepare(
          `INSERT INTO pix_keys (pix_key, entry_type, idempotency_key, registered_at, synced_at)
           VALUES ('loja@exemplo.com.br', 'EMAIL', NULL, NULL, ?)`,
        )
        .run(AT),
    ).toThrow(/NOT NULL/);
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0220PixKeysListed] });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(220);
      const keys = pixKeysRepo(db);
      // The key registered here came through, still known as ours, with its answer as record.
      expect(keys.list()).toEqual([
        { key: EVP, entryType: 'EVP', createdHere: true, registeredAt: AT, syncedAt: AT },
      ]);
      expect(
        JSON.parse(
          db.prepare('SELECT record FROM pix_keys WHERE pix_key = ?').pluck().get(EVP) as string,
        ),
      ).toEqual({ key: EVP, entryType: 'EVP' });
      expect(keys.listedAt()).toBeNull();

      // The bank's list: ours again (the bank's date wins), and two registered elsewhere, one
      // without a date.
      keys.replaceListed(
        [
          listed('11222333000181', 'DOCUMENT', '2025-01-01T10:00:00.000Z'),
          listed(EVP, 'EVP', '2026-03-05T11:59:59.000Z'),
          listed('loja@exemplo.com.br', 'EMAIL', null),
        ],
        LATER,
      );
      expect(keys.list()).toEqual([
        {
          key: EVP,
          entryType: 'EVP',
          createdHere: true,
          registeredAt: '2026-03-05T11:59:59.000Z',
          syncedAt: LATER,
        },
        {
          key: '11222333000181',
          entryType: 'DOCUMENT',
          createdHere: false,
          registeredAt: '2025-01-01T10:00:00.000Z',
          syncedAt: LATER,
        },
        {
          key: 'loja@exemplo.com.br',
          entryType: 'EMAIL',
          createdHere: false,
          registeredAt: null,
          syncedAt: LATER,
        },
      ]);
      expect(keys.listedAt()).toBe(LATER);

      // A key the bank no longer lists is forgotten; a key listed before its registration's
      // answer was kept is marked as ours when the answer comes.
      keys.replaceListed([listed('loja@exemplo.com.br', 'EMAIL', null)], LATER);
      expect(keys.list().map((k) => k.key)).toEqual(['loja@exemplo.com.br']);
      keys.upsert({
        key: 'loja@exemplo.com.br',
        entryType: 'EMAIL',
        idempotencyKey: 'idem-2',
        registeredAt: LATER,
        syncedAt: LATER,
      });
      expect(keys.get('loja@exemplo.com.br')).toMatchObject({
        createdHere: true,
        registeredAt: LATER,
      });
      // One IdempotencyKey is still one registration; many keys may have none.
      expect(() =>
        keys.upsert({
          key: 'outra@exemplo.com.br',
          entryType: 'EMAIL',
          idempotencyKey: 'idem-2',
          registeredAt: LATER,
          syncedAt: LATER,
        }),
      ).toThrow(/UNIQUE/);
      keys.replaceListed(
        [listed('a@exemplo.com.br', 'EMAIL', null), listed('b@exemplo.com.br', 'EMAIL', null)],
        LATER,
      );
      expect(keys.list()).toHaveLength(2);
      keys.remove('a@exemplo.com.br');
      expect(keys.list().map((k) => k.key)).toEqual(['b@exemplo.com.br']);
      // The type is still one of the four.
      expect(() =>
        db
          .prepare(`INSERT INTO pix_keys (pix_key, entry_type, synced_at) VALUES ('x', 'CNPJ', ?)`)
          .run(LATER),
      ).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
