import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { migration0010Init } from '../../../../main/cache/migrations/0010-init.ts';
import { migration0020BoletoSearch } from '../../../../main/cache/migrations/0020-boleto-search.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

describe('migration 0020-boleto-search', () => {
  it('creates the contentless FTS5 table and indexes rows cached at version 10', () => {
    const file = folder.file();
    const v10 = openCache(file, { migrations: [migration0010Init] });
    v10
      .prepare(
        `INSERT INTO boletos (correlation_id, type, status, amount_cents, due_date, payer_name,
           payer_document, your_number, our_number, digitable_line, created_at, updated_at,
           record_json, record_hash, synced_at)
         VALUES ('a', 'BANKSLIP', 'Pending', 100, '2025-01-01', 'João da Silva',
           '123.456.789-09', 'NF-77', '1', '1', 'c', 'u', '{}', 'h', 's')`,
      )
      .run();
    v10.close();

    const db = openCache(file, { migrations: [migration0010Init, migration0020BoletoSearch] });
    expect(db.pragma('user_version', { simple: true })).toBe(20);
    const match = (q: string) =>
      db.prepare('SELECT rowid FROM boleto_search WHERE boleto_search MATCH ?').pluck().all(q);
    expect(match('joao')).toEqual([1]);
    expect(match('"12345678909"')).toEqual([1]);
    expect(match('"nf 77"')).toEqual([1]);
    // Contentless: the text is not stored twice.
    expect(db.prepare('SELECT payer_name FROM boleto_search').pluck().get()).toBeNull();
    db.close();
  });

  it('supports deleting a row by rowid (contentless_delete)', () => {
    const db = openCache(folder.file(), {
      migrations: [migration0010Init, migration0020BoletoSearch],
    });
    db.prepare(
      `INSERT INTO boleto_search (rowid, payer_name, payer_document, document_digits, your_number)
       VALUES (7, 'Maria', '1', '1', 'x')`,
    ).run();
    db.prepare('DELETE FROM boleto_search WHERE rowid = 7').run();
    expect(
      db
        .prepare(`SELECT count(*) FROM boleto_search WHERE boleto_search MATCH 'maria'`)
        .pluck()
        .get(),
    ).toBe(0);
    db.close();
  });
});
