import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { CacheDb } from '../../../../main/cache/db/database.ts';
import { openCache } from '../../../../main/cache/db/database.ts';
import type { Migration } from '../../../../main/cache/migrations/index.ts';

interface SchemaItem {
  type: 'table' | 'index' | 'trigger' | 'view';
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** The schema a fresh cache has after `migrations`: its objects by name, and each table's columns. */
function schemaAfter(migrations: readonly Migration[]): {
  items: Map<string, SchemaItem>;
  columns: Map<string, string[]>;
} {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-schema-'));
  const db = openCache(join(dir, 'schema.sqlite'), { migrations });
  try {
    const items = new Map(
      (
        db
          .prepare(
            `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'`,
          )
          .all() as SchemaItem[]
      ).map((item) => [item.name, item]),
    );
    const columns = new Map<string, string[]>();
    for (const item of items.values()) {
      if (item.type !== 'table') continue;
      columns.set(item.name, columnsOf(db, item.name));
    }
    return { items, columns };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function columnsOf(db: Database.Database | CacheDb, table: string): string[] {
  return (
    db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]
  ).sort();
}

/**
 * Takes a cache written by today's code back to the schema of `migrations` (and their
 * `user_version`), keeping the rows of every table both schemas have: what later migrations
 * added is dropped (triggers, indexes, tables, columns), a table whose shape they changed is
 * made again empty, and what the earlier schema has but today's dropped is made again. So a
 * migration's test can write its "before" with today's writers, whatever migrations came
 * after it.
 */
export function takeBackTo(file: string, migrations: readonly Migration[]): void {
  const before = schemaAfter(migrations);
  const db = new Database(file);
  try {
    const now = db
      .prepare(`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'`)
      .all() as SchemaItem[];
    const drop = (type: string, name: string) => db.exec(`DROP ${type} IF EXISTS "${name}"`);
    // Later triggers, views and indexes first: they may name the columns about to go.
    for (const item of now) {
      if (item.type === 'table' || before.items.has(item.name)) continue;
      // An index of a virtual table's shadow goes with its table.
      if (item.type === 'index' && item.sql === null) continue;
      drop(item.type, item.name);
    }
    const tables = now.filter((item) => item.type === 'table');
    const virtual = (item: SchemaItem) => /^CREATE VIRTUAL TABLE/i.test(item.sql ?? '');
    for (const item of tables) {
      if (!before.items.has(item.name)) {
        // A later virtual table takes its shadow tables with it.
        if (virtual(item) || tables.some((t) => virtual(t) && item.name.startsWith(`${t.name}_`)))
          continue;
        drop('TABLE', item.name);
      }
    }
    for (const item of tables.filter(virtual)) {
      if (!before.items.has(item.name)) drop('TABLE', item.name);
    }
    for (const [table, wanted] of before.columns) {
      const item = before.items.get(table)!;
      if (virtual(item) || tables.every((t) => t.name !== table)) continue;
      const has = columnsOf(db, table);
      const missing = wanted.filter((c) => !has.includes(c));
      if (missing.length > 0) {
        drop('TABLE', table);
        db.exec(item.sql!);
        continue;
      }
      for (const extra of has.filter((c) => !wanted.includes(c))) {
        db.exec(`ALTER TABLE "${table}" DROP COLUMN "${extra}"`);
      }
    }
    // What the earlier schema had that today's dropped or that went with a table made again.
    const present = new Set(db.prepare(`SELECT name FROM sqlite_master`).pluck().all() as string[]);
    for (const item of before.items.values()) {
      if (item.sql !== null && !present.has(item.name)) db.exec(item.sql);
    }
    db.pragma(`user_version = ${migrations.at(-1)!.version}`);
  } finally {
    db.close();
  }
}
