import { afterAll, describe, expect, it } from 'vitest';
import { chargesRepo } from '../../../../main/cache/charges/charges-repo.ts';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0010Init } from '../../../../main/cache/migrations/0010-init.ts';
import { migration0020BoletoSearch } from '../../../../main/cache/migrations/0020-boleto-search.ts';
import { migration0030PixAndCharges } from '../../../../main/cache/migrations/0030-pix-and-charges.ts';
import { migration0040DropBoletoSearch } from '../../../../main/cache/migrations/0040-drop-boleto-search.ts';
import { tempFolder, wireBoleto } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const V30 = [migration0010Init, migration0020BoletoSearch, migration0030PixAndCharges];
const V40 = [...V30, migration0040DropBoletoSearch];
const SYNCED = '2025-02-01T00:00:00.000Z';

describe('migration 0040-drop-boleto-search', () => {
  it('is registered after 0030', () => {
    const versions = cacheMigrations.map((m) => m.version);
    expect(versions.indexOf(40)).toBe(versions.indexOf(30) + 1);
  });

  it('drops boleto_search and its shadow tables, keeping boletos and their charges', () => {
    const file = folder.file();
    const v30 = openCache(file, { migrations: V30 });
    v30
      .prepare(
        `INSERT INTO boleto_search (rowid, payer_name, payer_document, document_digits, your_number)
         VALUES (1, 'Maria', '1', '1', 'x')`,
      )
      .run();
    v30.close();

    const db = openCache(file, { migrations: V40 });
    expect(db.pragma('user_version', { simple: true })).toBe(40);
    const left = db
      .prepare(`SELECT name FROM sqlite_schema WHERE name LIKE 'boleto_search%'`)
      .pluck()
      .all();
    expect(left).toEqual([]);
    expect(db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'trigger'`).all()).toEqual([]);
    db.close();
  });

  it('leaves boletos cached before it listed and found through the charges list', () => {
    // Written as the cache of that time held a boleto (today's repository writes tables that
    // came later): a row of 0010's boletos table, indexed into the charges by 0030.
    const file = folder.file();
    const v20 = openCache(file, { migrations: [migration0010Init, migration0020BoletoSearch] });
    const record = wireBoleto(1, {
      payer: { name: 'Quitanda Boa Vista', document: '12345678909' },
    });
    v20
      .prepare(
        `INSERT INTO boletos (correlation_id, type, status, amount_cents, due_date, payer_name,
           payer_document, your_number, our_number, digitable_line, created_at, updated_at,
           paid_at, record_json, record_hash, synced_at)
         VALUES (@correlationId, @type, @status, 10050, @dueDate, 'Quitanda Boa Vista',
           '12345678909', @yourNumber, @ourNumber, @digitableLine, @createdAt, @updatedAt,
           NULL, @json, 'hash', @synced)`,
      )
      .run({ ...record, json: JSON.stringify(record), synced: SYNCED });
    v20.close();
    openCache(file, { migrations: V30 }).close();

    openCache(file, { migrations: V40 }).close();
    // Found by today's list (with every later migration).
    const db = openCache(file);
    const found = chargesRepo(db).listCharges({
      filters: { kinds: ['boleto'], search: 'boa vista' },
    });
    expect(found.items.map((r) => r.payerName)).toEqual(['Quitanda Boa Vista']);
    expect(found.items[0]!.id).toBe(record.correlationId);
    db.close();
  });
});
