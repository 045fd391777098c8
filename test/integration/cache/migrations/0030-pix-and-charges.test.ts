import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { boletoColumns } from '../../../../main/cache/boletos/boleto-columns.ts';
import { chargesRepo } from '../../../../main/cache/charges/charges-repo.ts';
import { openCache, type CacheDb } from '../../../../main/cache/db/database.ts';
import { migration0010Init } from '../../../../main/cache/migrations/0010-init.ts';
import { migration0020BoletoSearch } from '../../../../main/cache/migrations/0020-boleto-search.ts';
import { migration0030PixAndCharges } from '../../../../main/cache/migrations/0030-pix-and-charges.ts';
import type { BoletoRecord } from '../../../../main/domain/wire/boletos.ts';
import { guid, tempFolder, wireBoleto } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const ALL = [migration0010Init, migration0020BoletoSearch, migration0030PixAndCharges];
const SYNCED = '2025-02-01T00:00:00.000Z';

const names = (db: Database.Database, type: string, table: string) =>
  db
    .prepare(
      `SELECT name FROM sqlite_schema WHERE type = ? AND tbl_name = ? AND sql IS NOT NULL ORDER BY name`,
    )
    .pluck()
    .all(type, table);
const columns = (db: Database.Database, table: string) =>
  db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table);

/** Writes boletos the way the v20 code did: the row and its search row, nothing else. */
function insertAtV20(db: CacheDb, records: BoletoRecord[]): void {
  const insert = db.prepare(
    `INSERT INTO boletos (correlation_id, type, status, amount_cents, due_date, payer_name,
       payer_document, your_number, our_number, digitable_line, created_at, updated_at, paid_at,
       record_json, record_hash, synced_at)
     VALUES (@correlation_id, @type, @status, @amount_cents, @due_date, @payer_name,
       @payer_document, @your_number, @our_number, @digitable_line, @created_at, @updated_at,
       @paid_at, @record_json, @record_hash, @synced_at)`,
  );
  const search = db.prepare(
    `INSERT INTO boleto_search (rowid, payer_name, payer_document, document_digits, your_number)
     VALUES (?, ?, ?, ?, ?)`,
  );
  for (const record of records) {
    const c = boletoColumns(record);
    const { lastInsertRowid } = insert.run({ ...c, synced_at: SYNCED });
    search.run(lastInsertRowid, c.payer_name, c.payer_document, '', c.your_number);
  }
}

describe('migration 0030-pix-and-charges', () => {
  it('creates pix_codes, charges and charges_fts with their indexes on a new file', () => {
    const file = folder.file();
    openCache(file, { migrations: ALL }).close();

    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(30);
    expect(columns(db, 'pix_codes')).toEqual([
      'id',
      'correlation_id',
      'kind',
      'transaction_id',
      'status',
      'amount_cents',
      'original_amount_cents',
      'due_date',
      'expires_at',
      'payer_name',
      'payer_document',
      'paid_at',
      'paid_amount_cents',
      'record_json',
      'record_hash',
      'created_at',
      'updated_at',
      'synced_at',
    ]);
    expect(columns(db, 'charges')).toEqual([
      'id',
      'kind',
      'correlation_id',
      'state',
      'service_status',
      'amount_cents',
      'paid_amount_cents',
      'payer_name',
      'payer_document',
      'reference',
      'due_date',
      'expires_at',
      'paid_at',
      'created_at',
      'synced_at',
    ]);
    expect(names(db, 'index', 'charges')).toEqual([
      'charges_by_amount',
      'charges_by_created_at',
      'charges_by_due_date',
    ]);
    const indexColumns = (index: string) =>
      db.prepare(`SELECT name FROM pragma_index_info(?) ORDER BY seqno`).pluck().all(index);
    // Within (state, kind): the sort column, the id (tie-breaker), then the other two.
    expect(indexColumns('charges_by_created_at')).toEqual([
      'state',
      'kind',
      'created_at',
      'id',
      'due_date',
      'amount_cents',
    ]);
    expect(indexColumns('charges_by_due_date')).toEqual([
      'state',
      'kind',
      'due_date',
      'id',
      'created_at',
      'amount_cents',
    ]);
    expect(indexColumns('charges_by_amount')).toEqual([
      'state',
      'kind',
      'amount_cents',
      'id',
      'created_at',
      'due_date',
    ]);
    expect(names(db, 'index', 'pix_codes')).toEqual(['pix_codes_by_transaction_id']);
    const fts = db
      .prepare(`SELECT sql FROM sqlite_schema WHERE name = 'charges_fts'`)
      .pluck()
      .get() as string;
    expect(fts).toMatch(/content = ''/);
    expect(fts).toMatch(/contentless_delete = 1/);
    expect(fts).toMatch(/remove_diacritics 2/);
    db.close();
  });

  it('refuses a float amount, an unknown kind or state, and a duplicate (kind, correlation id)', () => {
    const db = openCache(folder.file(), { migrations: ALL });
    const insert = db.prepare(
      `INSERT INTO charges (kind, correlation_id, state, service_status, amount_cents, created_at,
         synced_at)
       VALUES (?, ?, ?, 'x', ?, 'c', 's')`,
    );
    insert.run('boleto', 'a', 'open', 100);
    // The same correlation id under another kind is another charge.
    insert.run('pix-immediate', 'a', 'open', 100);
    expect(() => insert.run('boleto', 'a', 'paid', 100)).toThrow(/UNIQUE/);
    expect(() => insert.run('boleto', 'b', 'open', 100.5)).toThrow(/cannot store REAL/i);
    expect(() => insert.run('card', 'c', 'open', 100)).toThrow(/CHECK/);
    expect(() => insert.run('boleto', 'd', 'pending', 100)).toThrow(/CHECK/);
    const pix = db.prepare(
      `INSERT INTO pix_codes (correlation_id, kind, transaction_id, status, amount_cents,
         original_amount_cents, expires_at, record_json, record_hash, created_at, updated_at,
         synced_at)
       VALUES (?, ?, 't', 'ACTIVE', 100, 100, 'e', '{}', 'h', 'c', 'u', 's')`,
    );
    pix.run('p', 'immediate');
    expect(() => pix.run('p', 'due-date')).toThrow(/UNIQUE/);
    expect(() => pix.run('q', 'static')).toThrow(/CHECK/);
    db.close();
  });

  it('upgrades a v20 cache that holds boletos: one charge per boleto, searchable, listable', () => {
    const file = folder.file();
    const v20 = openCache(file, { migrations: [migration0010Init, migration0020BoletoSearch] });
    insertAtV20(v20, [
      wireBoleto(1, {
        payer: { name: 'João da Silva', document: '123.456.789-09' },
        yourNumber: 'NF-2024-001',
        // Another offset than the Pix endpoints use: normalized to UTC for sorting.
        createdAt: '2025-01-10T09:00:00-03:00',
      }),
      wireBoleto(2, {
        payer: { name: 'Maria', document: '11122233344' },
        status: 'Paid',
        amount: 80,
        payments: [
          { id: 'p1', amount: 30.1, paidAt: '2025-02-01T10:00:00Z', source: 'PIX' },
          { id: 'p2', amount: 49.9, paidAt: '2025-02-03T10:00:00Z', source: 'BANKSLIP' },
        ],
      }),
      wireBoleto(3, { status: 'Expired', payer: { name: 'Ana', document: '11122233344' } }),
      wireBoleto(4, { status: 'Cancelled', payer: { name: 'Rui', document: '11122233344' } }),
    ]);
    v20.close();

    const db = openCache(file, { migrations: ALL });
    expect(db.pragma('user_version', { simple: true })).toBe(30);
    const rows = db
      .prepare(
        `SELECT kind, correlation_id, state, service_status, amount_cents, paid_amount_cents,
           payer_name, payer_document, reference, due_date, expires_at, paid_at, created_at,
           synced_at
         FROM charges ORDER BY correlation_id`,
      )
      .all();
    expect(rows).toEqual([
      {
        kind: 'boleto',
        correlation_id: guid(1),
        state: 'open',
        service_status: 'Pending',
        amount_cents: 10050,
        paid_amount_cents: null,
        payer_name: 'João da Silva',
        payer_document: '123.456.789-09',
        reference: 'NF-2024-001',
        due_date: '2025-03-10',
        expires_at: null,
        paid_at: null,
        created_at: '2025-01-10T12:00:00.000Z',
        synced_at: SYNCED,
      },
      expect.objectContaining({
        correlation_id: guid(2),
        state: 'paid',
        service_status: 'Paid',
        amount_cents: 8000,
        paid_amount_cents: 8000,
        paid_at: '2025-02-03T10:00:00Z',
      }),
      expect.objectContaining({ correlation_id: guid(3), state: 'expired' }),
      expect.objectContaining({ correlation_id: guid(4), state: 'cancelled' }),
    ]);

    const match = (q: string) =>
      db
        .prepare(
          `SELECT c.correlation_id FROM charges_fts JOIN charges AS c ON c.id = charges_fts.rowid
           WHERE charges_fts MATCH ?`,
        )
        .pluck()
        .all(q);
    expect(match('joao')).toEqual([guid(1)]);
    expect(match('"12345678909"')).toEqual([guid(1)]);
    expect(match('"nf 2024"*')).toEqual([guid(1)]);

    db.close();

    // Today's list over the charges this migration wrote (with every later migration).
    const today = openCache(file);
    const repo = chargesRepo(today);
    expect(repo.listCharges({ filters: { search: 'joão silva' } }).items.map((r) => r.id)).toEqual([
      guid(1),
    ]);
    expect(repo.chargeTotals().byState).toEqual([
      { state: 'open', count: 1, amountCents: 10050 },
      { state: 'paid', count: 1, amountCents: 8000 },
      { state: 'expired', count: 1, amountCents: 10050 },
      { state: 'cancelled', count: 1, amountCents: 10050 },
    ]);
    today.close();
  });

  it('upgrades an empty v20 cache', () => {
    const file = folder.file();
    openCache(file, { migrations: [migration0010Init, migration0020BoletoSearch] }).close();
    const db = openCache(file, { migrations: ALL });
    expect(db.prepare('SELECT count(*) FROM charges').pluck().get()).toBe(0);
    db.close();
  });
});
