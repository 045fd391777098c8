import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo } from '../../../main/cache/charges/charges-repo.ts';
import { clearCache } from '../../../main/cache/db/clear-cache.ts';
import { openCache } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import { tempFolder, wireBoleto, wireImmediateQr } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

describe('clearCache', () => {
  it('empties every table and the search index, keeping the schema and the tables asked for', () => {
    const db = openCache(folder.file());
    const at = '2025-02-01T00:00:00Z';
    boletosRepo(db).upsertBoletos([wireBoleto(1), wireBoleto(2)], at);
    pixCodesRepo(db).upsertPixCodes([wireImmediateQr(3)], 'immediate', at);
    db.prepare(
      `INSERT INTO event_journal (event_id, event_type, received_at, headers_json, raw_json)
       VALUES ('ev-1', 'PIX_IN', ?, '{}', '{}')`,
    ).run(at);
    expect(chargesRepo(db).chargeTotals().count).toBe(3);

    clearCache(db, ['event_journal']);

    expect(chargesRepo(db).chargeTotals().count).toBe(0);
    expect(chargesRepo(db).listCharges({ filters: { search: 'payer' } }).items).toEqual([]);
    for (const table of ['boletos', 'pix_codes', 'charges', 'customers', 'sync_state']) {
      expect(db.prepare(`SELECT count(*) FROM ${table}`).pluck().get(), table).toBe(0);
    }
    // The append-only journal refuses deletes: it is kept as received.
    expect(db.prepare('SELECT count(*) FROM event_journal').pluck().get()).toBe(1);

    // Written again after: the search index takes new rows under reused ids.
    boletosRepo(db).upsertBoletos(
      [wireBoleto(4, { payer: { name: 'Zélia', document: '98765432100' } })],
      at,
    );
    expect(chargesRepo(db).listCharges({ filters: { search: 'zelia' } }).items).toHaveLength(1);
    expect(chargesRepo(db).listCharges({ filters: { search: 'payer' } }).items).toEqual([]);
    db.close();
  });
});
