import type Database from 'better-sqlite3';
import type { Migration } from '../migrations/migration.ts';

/**
 * Applies every migration newer than `user_version`, all in ONE immediate transaction that
 * ends by setting `user_version`: a crash or a failing step leaves the file exactly at its
 * previous version, never half-migrated. IMMEDIATE takes the write lock before reading the
 * version, so two processes opening the same file cannot both migrate it.
 *
 * Returns the versions applied (empty when the file was current).
 */
export function runMigrations(db: Database.Database, migrations: readonly Migration[]): number[] {
  assertOrdered(migrations);
  const apply = db.transaction(() => {
    const current = readUserVersion(db);
    const pending = migrations.filter((m) => m.version > current);
    for (const migration of pending) migration.up(db);
    const last = pending.at(-1);
    // PRAGMA user_version is part of the transaction: it rolls back with the steps.
    if (last) db.pragma(`user_version = ${last.version}`);
    return pending.map((m) => m.version);
  });
  return apply.immediate();
}

/** The schema version recorded in the file header (0 for a new file). */
export function readUserVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    const previous = migrations[i - 1];
    if (!Number.isSafeInteger(m.version) || m.version <= 0)
      throw new RangeError(`migration ${m.name}: version must be a positive integer`);
    if (previous && m.version <= previous.version)
      throw new RangeError(
        `migration ${m.name}: versions must increase (${previous.version} → ${m.version})`,
      );
  });
}
