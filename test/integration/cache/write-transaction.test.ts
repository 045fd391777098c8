import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../main/cache/db/database.ts';
import { writeTransaction } from '../../../main/cache/db/write-transaction.ts';
import { tempFolder } from './fixtures.ts';

// The cache file has two writers: the app and the sync worker, each with its own connection.
// A transaction that reads, then writes, must not fail because the other one committed in
// between: writeTransaction takes the write lock first. Shown on a real cache file (WAL), the
// other connection standing in for the worker.
const folder = tempFolder();
afterAll(() => folder.cleanup());

function twoConnections(name: string) {
  const file = join(folder.dir, name);
  const app = openCache(file);
  app.exec('CREATE TABLE counter (n INTEGER NOT NULL)');
  app.exec('INSERT INTO counter VALUES (0)');
  const worker = new Database(file);
  const workerWrites = () => worker.prepare('UPDATE counter SET n = n + 100').run();
  const readThenWrite = (db: Database.Database) => () => {
    const n = (db.prepare('SELECT n FROM counter').get() as { n: number }).n;
    const workerOutcome = (() => {
      try {
        workerWrites();
        return 'committed';
      } catch (error) {
        return (error as { code?: string }).code ?? 'threw';
      }
    })();
    db.prepare('UPDATE counter SET n = ?').run(n + 1);
    return workerOutcome;
  };
  const close = () => {
    worker.close();
    app.close();
  };
  return { app, readThenWrite, close };
}

describe('a transaction that reads before it writes, beside another writer', () => {
  it('deferred, fails with SQLITE_BUSY once the other committed in between', () => {
    const { app, readThenWrite, close } = twoConnections('deferred.sqlite');
    const deferred = app.transaction(readThenWrite(app));
    expect(() => deferred()).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY_SNAPSHOT' }));
    close();
  });

  it('begun by writeTransaction, holds the write lock: the other cannot write inside it, and nothing fails', () => {
    const { app, readThenWrite, close } = twoConnections('immediate.sqlite');
    const outcome = writeTransaction(app, readThenWrite(app))();
    // The other connection could not write inside it (no busy_timeout of its own here)…
    expect(outcome).toBe('SQLITE_BUSY');
    // …and the transaction's own write landed.
    expect(app.prepare('SELECT n FROM counter').pluck().get()).toBe(1);
    close();
  });
});
