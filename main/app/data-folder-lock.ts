import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir } from './profiles/private-dir.ts';

/**
 * One Balcão per data folder. The desktop app has Electron's single-instance lock; `npm run
 * web` takes this one, a file in the data folder created with O_EXCL that holds the owner's
 * pid. A lock whose pid is no longer alive (the owner was killed, the machine restarted) is
 * stale and taken over. Plain Node: no Electron here.
 */

/** The lock file's name inside the data folder. */
export const LOCK_FILE_NAME = 'balcao.lock';

/** Another live process holds the data folder. */
export class DataFolderInUseError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  readonly lockFile: string;
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `Outro Balcão (processo ${pid}) já está usando a pasta de dados ${dataDir}. ` +
        `Feche-o antes de abrir este, ou escolha outra pasta com --data. ` +
        `(Se nenhum Balcão estiver aberto, apague ${lockFile}.)`,
    );
    this.name = 'DataFolderInUseError';
    this.dataDir = dataDir;
    this.pid = pid;
    this.lockFile = lockFile;
  }
}

export interface DataFolderLock {
  readonly dataDir: string;
  readonly file: string;
  /** Removes the lock file if it is still this process's. Idempotent. */
  release(): void;
}

/** Lock files this process holds (a file with this pid and not in here is stale). */
const held = new Set<string>();

/**
 * Takes the data folder's lock (creating the folder 0700 if needed), or throws
 * DataFolderInUseError when a live process holds it. The lock is released on `release()`
 * and, failing that, when this process exits (`process.exit`, the end of the event loop, an
 * uncaught exception); a caller that handles SIGINT/SIGTERM should exit through
 * `process.exit` or call `release()` itself.
 */
export function acquireDataFolderLock(dataDir: string): DataFolderLock {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, LOCK_FILE_NAME);
  const pid = process.pid;
  // A few rounds: each failed round means another process changed the file meanwhile.
  for (let round = 0; round < 10; round++) {
    if (tryCreate(file, pid)) {
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        process.off('exit', release);
        // Never remove a lock that is no longer ours (taken over after this one was removed).
        if (readOwner(file) === pid) removeQuietly(file);
      };
      process.on('exit', release);
      return { dataDir, file, release };
    }
    const owner = readOwnerSettled(file);
    if (owner === 'gone') continue;
    if (owner !== null && isAlive(owner, file))
      throw new DataFolderInUseError(dataDir, owner, file);
    takeOver(file, owner);
  }
  throw new Error(`Could not take the lock ${file}: it kept changing`);
}

/** Creates the lock file with O_EXCL, holding `pid`; false when it exists already. */
function tryCreate(file: string, pid: number): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The lock file's text, or 'gone' when there is no file. */
function readLock(file: string): string | 'gone' {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
}

/** The pid in the lock file; null when it holds none; 'gone' when there is no file. */
function readOwner(file: string): number | null | 'gone' {
  const text = readLock(file);
  if (text === 'gone') return text;
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const pid = Number(trimmed);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

/**
 * The owner, allowing for a lock file caught between its creation and the write of its pid:
 * an empty file is read again a few times (for up to about 200 ms) before it counts as
 * holding no pid (left by a process that died in between).
 */
function readOwnerSettled(file: string): number | null | 'gone' {
  for (let attempt = 0; attempt < 20 && readLock(file) === ''; attempt++) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  return readOwner(file);
}

/**
 * Whether a process with this pid exists. Signal 0 checks without sending anything; EPERM
 * means it exists under another user. This process's own pid counts as alive only for a
 * lock it holds: a file with it left by an earlier process that had the same pid (after a
 * restart, pids start over) is stale.
 */
function isAlive(pid: number, file: string): boolean {
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes a stale lock whose content was `stale`. Renamed aside first, and the renamed
 * file checked: if another process took the lock between the read and the rename, its live
 * lock is put back (link fails rather than replace a newer one) instead of being deleted.
 */
function takeOver(file: string, stale: number | null): void {
  const aside = `${file}.stale-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readOwner(aside) !== stale) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone created a newer lock meanwhile; theirs stands.
    }
  }
  removeQuietly(aside);
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
