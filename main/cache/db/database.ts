import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, openSync, renameSync } from 'node:fs';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { cacheMigrations, LATEST_CACHE_VERSION } from '../migrations/index.ts';
import type { Migration } from '../migrations/migration.ts';
import { readUserVersion, runMigrations } from './migrate.ts';

/** An open cache database (one file per profile). */
export type CacheDb = Database.Database;

/** How long a writer waits for another connection's lock before SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 5_000;

/**
 * The file was written by a newer Balcão (its `user_version` is past this code's last
 * migration). Forward-only migrations cannot go back, and reading a newer schema could
 * misread it, so it is refused; being a cache, it can be rebuilt (`rebuildCache`).
 */
export class CacheTooNewError extends AppFailure {
  readonly fileVersion: number;
  readonly supportedVersion: number;
  constructor(file: string, fileVersion: number, supportedVersion: number) {
    super('internal', `cache ${file} is at schema ${fileVersion}, newer than ${supportedVersion}`, {
      key: 'error.cache.too_new',
      params: { fileVersion, supportedVersion },
    });
    this.name = 'CacheTooNewError';
    this.fileVersion = fileVersion;
    this.supportedVersion = supportedVersion;
  }
}

/**
 * The cache holds payers' names and documents: readable by the owner only. The file is
 * created 0600 before SQLite opens it (SQLite then gives its WAL and shared-memory files the
 * main file's mode), and a file or companion already there is tightened.
 */
function makePrivate(file: string): void {
  if (process.platform === 'win32' || file === ':memory:' || file === '') return;
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/** Options for tests; the app uses the defaults. */
export interface OpenCacheOptions {
  /** Migrations to run instead of the shipped list. */
  migrations?: readonly Migration[];
}

/**
 * Opens (creating if needed) the cache file, sets the connection pragmas, and migrates it to
 * the latest schema. Throws `CacheTooNewError` for a file from a newer version.
 *
 * WAL and synchronous=FULL are set on every open: `synchronous` is per connection, and a
 * file copied in from elsewhere may not be in WAL. FULL syncs the WAL on every commit, so a
 * committed outbox intent survives a power cut (NORMAL could lose the last commits).
 */
export function openCache(file: string, options: OpenCacheOptions = {}): CacheDb {
  const migrations = options.migrations ?? cacheMigrations;
  const latest = migrations.at(-1)?.version ?? 0;
  makePrivate(file);
  const db = new Database(file);
  try {
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    const version = readUserVersion(db);
    // Checked before any write, so a newer file is left untouched for the newer app.
    if (version > latest) throw new CacheTooNewError(file, version, latest);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // 32 MiB of page cache (default 2 MiB): the list indexes of a large cache stay in memory.
    db.pragma('cache_size = -32768');
    runMigrations(db, migrations);
    // Cheap on open: analyses only tables whose statistics are missing or stale.
    db.pragma('optimize = 0x10002');
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Moves the cache file (and its WAL and shared-memory files) aside as
 * `<file>.old-<timestamp>` and opens a fresh, empty cache in its place. The caller closes
 * its own connection first. The old file is kept, not deleted, so a refused newer cache can
 * still be opened by the newer app or inspected.
 */
export function rebuildCache(file: string, options: OpenCacheOptions = {}): CacheDb {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const aside = `${file}.old-${stamp}`;
  // SQLite finds a WAL by name (`<db>-wal`), so the pair is renamed together.
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) renameSync(file + suffix, aside + suffix);
  }
  return openCache(file, options);
}

/** The cache version this code writes. */
export { LATEST_CACHE_VERSION };
