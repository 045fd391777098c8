import type { PixKey } from '../../../preload/contract/schemas/pix-keys.ts';
import type { CacheDb } from '../db/database.ts';

interface PixKeyRow {
  pix_key: string;
  entry_type: PixKey['entryType'];
  registered_at: string;
  synced_at: string;
}

/** A key as kept, with the `IdempotencyKey` it was registered with. */
export interface PixKeyRecord extends PixKey {
  idempotencyKey: string;
}

function viewOf(row: PixKeyRow): PixKey {
  return {
    key: row.pix_key,
    entryType: row.entry_type,
    registeredAt: row.registered_at,
    syncedAt: row.synced_at,
  };
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
  const byKey = db.prepare<[string], PixKeyRow>(`SELECT * FROM pix_keys WHERE pix_key = ?`);
  const all = db.prepare<[], PixKeyRow>(
    `SELECT * FROM pix_keys ORDER BY registered_at DESC, pix_key`,
  );
  return {
    upsert(record) {
      upsert.run({ ...record });
    },
    get(key) {
      const row = byKey.get(key);
      return row ? viewOf(row) : undefined;
    },
    list() {
      return all.all().map(viewOf);
    },
  };
}
