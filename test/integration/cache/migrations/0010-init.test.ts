import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { migration0010Init } from '../../../../main/cache/migrations/0010-init.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

describe('migration 0010-init', () => {
  it('creates boletos, outbox and sync_state with the listing indexes', () => {
    const file = folder.file();
    openCache(file, { migrations: [migration0010Init] }).close();

    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(10);
    const tables = db
      .prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`)
      .pluck()
      .all();
    expect(tables).toEqual(['boletos', 'outbox', 'sync_state']);
    const indexes = db
      .prepare(
        `SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'boletos' AND sql IS NOT NULL ORDER BY name`,
      )
      .pluck()
      .all();
    expect(indexes).toEqual([
      'boletos_by_amount',
      'boletos_by_created_at',
      'boletos_by_due_date',
      'boletos_by_status',
    ]);
    const columns = db.prepare(`SELECT name FROM pragma_table_info('boletos')`).pluck().all();
    expect(columns).toEqual([
      'id',
      'correlation_id',
      'type',
      'status',
      'amount_cents',
      'due_date',
      'payer_name',
      'payer_document',
      'your_number',
      'our_number',
      'digitable_line',
      'created_at',
      'updated_at',
      'paid_at',
      'record_json',
      'record_hash',
      'synced_at',
    ]);
    db.close();
  });

  it('refuses a float in amount_cents (STRICT) and a duplicate correlation id', () => {
    const db = openCache(folder.file(), { migrations: [migration0010Init] });
    const insert = db.prepare(
      `INSERT INTO boletos (correlation_id, type, status, amount_cents, due_date, payer_name,
         payer_document, your_number, our_number, digitable_line, created_at, updated_at,
         record_json, record_hash, synced_at)
       VALUES (?, 'BANKSLIP', 'Pending', ?, '2025-01-01', 'A', '1', '1', '1', '1', 'c', 'u', '{}', 'h', 's')`,
    );
    insert.run('a', 100);
    expect(() => insert.run('b', 100.5)).toThrow(/cannot store REAL/i);
    expect(() => insert.run('a', 200)).toThrow(/UNIQUE/);
    db.close();
  });

  it('makes outbox identity unique', () => {
    const db = openCache(folder.file(), { migrations: [migration0010Init] });
    const insert = db.prepare(
      `INSERT INTO outbox (id, kind, identity, payload_json, state, summary_json, created_at, updated_at)
       VALUES (?, 'boleto:create', 'same', '{}', 'sending', '{}', 'c', 'u')`,
    );
    insert.run('1');
    expect(() => insert.run('2')).toThrow(/UNIQUE/);
    db.close();
  });
});
