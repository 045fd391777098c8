import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo } from '../../../../main/cache/charges/charges-repo.ts';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0130OurNumberSearch } from '../../../../main/cache/migrations/0130-our-number-search.ts';
import { tempFolder, wireBoleto } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0130OurNumberSearch.version);

describe('migration 0130-our-number-search', () => {
  it('indexes the boletos already cached by their nosso número without leading zeros', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    const payer = { name: 'Ana Souza', document: '98765432100' };
    boletosRepo(old).upsertBoletos(
      [
        wireBoleto(1, { payer, ourNumber: '00000456789' }),
        wireBoleto(2, { payer, ourNumber: '900001' }),
      ],
      '2025-02-01T00:00:00Z',
    );
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0130OurNumberSearch] });
    expect(db.pragma('user_version', { simple: true })).toBe(130);
    const index = db
      .prepare(`SELECT sql FROM sqlite_master WHERE name = 'boletos_by_our_number'`)
      .pluck()
      .get() as string;
    expect(index).toContain("ltrim(our_number, '0')");
    db.close();
    // Found by today's search (with every later migration).
    const today = openCache(file);
    const found = (text: string) =>
      chargesRepo(today)
        .listCharges({ filters: { search: text } })
        .items.map((r) => r.id);
    expect(found('456789')).toEqual([wireBoleto(1).correlationId]);
    expect(found('00000456789')).toEqual([wireBoleto(1).correlationId]);
    expect(found('900001')).toEqual([wireBoleto(2).correlationId]);
    today.close();
  });
});
