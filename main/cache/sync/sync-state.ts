import type { CacheDb } from '../db/database.ts';

/**
 * Small per-resource bookkeeping (`sync_state`): when a resource was last synced, and the
 * cursor of an interrupted run. Values are JSON text.
 */

/** Reads a value, or null when it was never written. */
export function readSyncValue<T>(db: CacheDb, resource: string, key: string): T | null {
  const row = db
    .prepare<[string, string], { value: string }>(
      'SELECT value FROM sync_state WHERE resource = ? AND key = ?',
    )
    .get(resource, key);
  return row ? (JSON.parse(row.value) as T) : null;
}

/** Writes (or replaces) a value. Call inside the transaction that writes the data it describes. */
export function writeSyncValue(db: CacheDb, resource: string, key: string, value: unknown): void {
  db.prepare(
    `INSERT INTO sync_state (resource, key, value) VALUES (?, ?, ?)
     ON CONFLICT (resource, key) DO UPDATE SET value = excluded.value`,
  ).run(resource, key, JSON.stringify(value));
}

/** Removes a value. */
export function deleteSyncValue(db: CacheDb, resource: string, key: string): void {
  db.prepare('DELETE FROM sync_state WHERE resource = ? AND key = ?').run(resource, key);
}

/** When `resource` last finished a complete sync run (ISO instant), or null. */
export function readLastSyncedAt(db: CacheDb, resource: string): string | null {
  return readSyncValue<string>(db, resource, 'lastSyncedAt');
}

export function writeLastSyncedAt(db: CacheDb, resource: string, at: string): void {
  writeSyncValue(db, resource, 'lastSyncedAt', at);
}
