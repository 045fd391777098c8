import type { PixKey } from '../../../preload/contract/schemas/pix-keys.ts';
import type { ListedPixKey } from '../../domain/wire/pix-keys.ts';
import type { CacheDb } from '../db/database.ts';
import { readLastSyncedAt, writeLastSyncedAt } from '../sync/sync-state.ts';

/** `sync_state.resource` of the keys' list. */
const RESOURCE = 'pix-keys';

/**
 * The columns of a key under the names the app knows them by. A key with an `IdempotencyKey`
 * was registered from here. These name only 0080's columns, so the repo also reads a cache
 * that stopped there (its migration test does).
 */
const PIX_KEY = `pix_key AS key, entry_type AS entryType,
  idempotency_key IS NOT NULL AS createdHere, registered_at AS registeredAt,
  synced_at AS syncedAt`;

/** A key as the app registered it, with the `IdempotencyKey` it was registered with. */
export interface PixKeyRecord {
  key: string;
  entryType: PixKey['entryType'];
  idempotencyKey: string;
  registeredAt: string;
  syncedAt: string;
}

type Row = Omit<PixKey, 'createdHere'> & { createdHere: 0 | 1 };

/**
 * The account's Pix keys as the bank last listed them, plus the ones registered from here
 * since (marked by their `IdempotencyKey`). Get one with `pixKeysRepo(db)`.
 */
export interface PixKeysRepo {
  /**
   * Keeps a key registered from here; the same key answered again (a resend) only refreshes
   * `syncedAt`, and a key listed before its registration's answer was kept is marked as
   * registered from here.
   */
  upsert(record: PixKeyRecord): void;
  /**
   * The bank's whole list, read at `syncedAt`: listed keys are kept (their registration from
   * here still known), keys it no longer lists are forgotten, and when it was read is kept —
   * one transaction.
   */
  replaceListed(entries: readonly ListedPixKey[], syncedAt: string): void;
  /** Forgets a key the bank deleted. */
  remove(key: string): void;
  get(key: string): PixKey | undefined;
  /** Newest first; keys whose registration date is unknown last. */
  list(): PixKey[];
  /** When the bank's list was last read whole (ISO instant), or null. */
  listedAt(): string | null;
}

function view(row: Row | undefined): PixKey | undefined {
  return row === undefined ? undefined : { ...row, createdHere: row.createdHere === 1 };
}

export function pixKeysRepo(db: CacheDb): PixKeysRepo {
  const upsert = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO pix_keys (pix_key, entry_type, idempotency_key, registered_at, synced_at)
    VALUES (@key, @entryType, @idempotencyKey, @registeredAt, @syncedAt)
    ON CONFLICT (pix_key) DO UPDATE SET
      synced_at = excluded.synced_at,
      idempotency_key = coalesce(pix_keys.idempotency_key, excluded.idempotency_key),
      registered_at = coalesce(pix_keys.registered_at, excluded.registered_at)
  `);
  const byKey = db.prepare<[string], Row>(`SELECT ${PIX_KEY} FROM pix_keys WHERE pix_key = ?`);
  const all = db.prepare<[], Row>(
    `SELECT ${PIX_KEY} FROM pix_keys ORDER BY registered_at IS NULL, registered_at DESC, pix_key`,
  );
  const removeOne = db.prepare<[string]>('DELETE FROM pix_keys WHERE pix_key = ?');
  // `record` is 0220's: prepared on first use, so a cache at 0080 can still be read.
  let listedStatements:
    | { keep: ReturnType<typeof db.prepare>; forgetOthers: ReturnType<typeof db.prepare> }
    | undefined;
  const listed = () =>
    (listedStatements ??= {
      // The bank's date wins over the moment this computer heard of the key.
      keep: db.prepare(`
        INSERT INTO pix_keys (pix_key, entry_type, registered_at, record, synced_at)
        VALUES (@key, @entryType, @createdAt, @record, @syncedAt)
        ON CONFLICT (pix_key) DO UPDATE SET
          entry_type = excluded.entry_type,
          registered_at = coalesce(excluded.registered_at, pix_keys.registered_at),
          record = excluded.record,
          synced_at = excluded.synced_at
      `),
      forgetOthers: db.prepare(
        'DELETE FROM pix_keys WHERE pix_key NOT IN (SELECT value FROM json_each(?))',
      ),
    });

  return {
    upsert(record) {
      upsert.run({
        key: record.key,
        entryType: record.entryType,
        idempotencyKey: record.idempotencyKey,
        registeredAt: record.registeredAt,
        syncedAt: record.syncedAt,
      });
    },
    replaceListed(entries, syncedAt) {
      const { keep, forgetOthers } = listed();
      db.transaction(() => {
        for (const entry of entries) {
          keep.run({
            key: entry.key,
            entryType: entry.entryType,
            createdAt: entry.createdAt,
            record: JSON.stringify(entry.record),
            syncedAt,
          });
        }
        forgetOthers.run(JSON.stringify(entries.map((e) => e.key)));
        writeLastSyncedAt(db, RESOURCE, syncedAt);
      })();
    },
    remove(key) {
      removeOne.run(key);
    },
    get(key) {
      return view(byKey.get(key));
    },
    list() {
      return all.all().map((row) => view(row)!);
    },
    listedAt() {
      return readLastSyncedAt(db, RESOURCE);
    },
  };
}
