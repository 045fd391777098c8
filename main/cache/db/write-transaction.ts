import type Database from 'better-sqlite3';

/**
 * A transaction that writes, begun IMMEDIATE: it takes the write lock first, waiting for
 * another connection's (the sync worker's) under `busy_timeout`. A deferred one that reads
 * before it writes cannot wait — in WAL mode, upgrading a read once another connection has
 * committed fails at once with SQLITE_BUSY — and the owner would be told something went wrong
 * for a save that only had to wait its turn. Inside another transaction it is a savepoint.
 */
export function writeTransaction<Args extends unknown[], Result>(
  db: Database.Database,
  body: (...args: Args) => Result,
): (...args: Args) => Result {
  const transaction = db.transaction(body);
  return (...args: Args) => transaction.immediate(...args);
}
