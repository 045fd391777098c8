import type { PixKey } from '../../../preload/contract/schemas/pix-keys.ts';
import type { CacheDb } from '../db/database.ts';

/** The columns of a key under the names the app knows them by. */
const PIX_KEY = `pix_key AS key, entry_type AS entryType, registered_at AS registeredAt,
  synced_at AS syncedAt`;

/** A key as kept, with the `IdempotencyKey` it was registered with. */
export interface PixKeyRecord extends PixKey {
  idempotencyKey: string;
}

/** The Pix keys the app registered (the bank has no list). Get one with `pixKeysRepo(db)`. */
export interface PixKeysRepo {
  /** Keeps a key; the same key answered again (a resend) only refreshes `syncedAt`. */
  upsert(record: PixKeyRecord): void;
  get(key: string): PixKey | undefined;
  /** Newest first. */
  list(): PixKey[];
}

export function pixKeysRepo(db: CacheDb): PixKeysRepo {
  const upsert = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO pix_keys (pix_key, entry_type, idempotency_key, registered_at, synced_at)
    VALUES (@key, @entryType, @idempotencyKey, @registeredAt, @syncedAt)
    ON CONFLICT (pix_key) DO UPDATE SET synced_at = excluded.synced_at
  `);
  const byKey = db.prepare<[string], PixKey>(`SELECT ${PIX_KEY} FROM pix_keys WHERE pix_key = ?`);
  const all = db.prepare<[], PixKey>(
    `SELECT ${PIX_KEY} FROM pix_keys ORDER BY registered_at DESC, pix_key`,
  );
  return {
    upsert(record) {
      upsert.run({ ...record });
    },
    get(key) {
      return byKey.get(key);
    },
    list() {
      return all.all();
    },
  };
}
