import type { CacheDb } from './database.ts';

/**
 * Empties every table of a profile's cache in one transaction, keeping its schema: what a
 * bank whose state was reset (the local sandbox's "restore demo data") leaves the cache with
 * before it is synced again. SQLite's own tables and the full-text index's shadow tables are
 * left to SQLite; the contentless index is emptied with its `delete-all` command. Tables in
 * `keep` are left as they are.
 */
export function clearCache(db: CacheDb, keep: readonly string[] = []): void {
  const fts = db
    .prepare<[], string>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`,
    )
    .pluck()
    .all();
  const shadows = new Set(
    fts.flatMap((name) =>
      ['config', 'data', 'docsize', 'idx', 'content'].map((s) => `${name}_${s}`),
    ),
  );
  const tables = db
    .prepare<[], string>(
      `SELECT name FROM sqlite_master
       WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'`,
    )
    .pluck()
    .all()
    .filter((name) => !shadows.has(name) && !keep.includes(name));
  db.transaction(() => {
    // Rows that refer to others go with them: no order needed.
    db.pragma('defer_foreign_keys = ON');
    for (const name of fts)
      db.prepare(`INSERT INTO "${name}" ("${name}") VALUES ('delete-all')`).run();
    for (const name of tables) db.prepare(`DELETE FROM "${name}"`).run();
  })();
}
