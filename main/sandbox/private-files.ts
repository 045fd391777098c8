import { chmodSync, closeSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';

/**
 * The sandbox's state is the bank's: payers' names and documents in its database, the
 * private keys of its CA, server and demo client. Readable by the owner only, as the app's
 * own files are: folders 0700, files 0600, whatever the umask, and whatever an earlier
 * version left there is tightened (a mode given at creation applies to new files only).
 * Windows has no such modes; folders under the user profile are private already.
 */

const posix = process.platform !== 'win32';

/** Creates `dir` (and its parents) 0700, or tightens it to 0700 when it exists. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (posix) chmodSync(dir, 0o700);
}

/** Writes `path` readable by its owner only, replacing what was there. */
export function writePrivateFile(path: string, data: string): void {
  writeFileSync(path, data, { mode: 0o600 });
  if (posix) chmodSync(path, 0o600);
}

/** Tightens each of `paths` that exists to 0600. */
export function tightenFiles(...paths: string[]): void {
  if (!posix) return;
  for (const path of paths) if (existsSync(path)) chmodSync(path, 0o600);
}

/**
 * Before SQLite opens `file`: creates it 0600 when missing (SQLite gives the WAL and
 * shared-memory files it creates the main file's mode) and tightens it and any companions a
 * crash left behind. Call `tightenFiles` on the companions again once the WAL is on.
 */
export function prepareDatabaseFile(file: string): void {
  if (!posix || file === ':memory:' || file === '') return;
  closeSync(openSync(file, 'a', 0o600));
  tightenFiles(...databaseFiles(file));
}

/** The database file with its WAL and shared memory. */
export const databaseFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`];
