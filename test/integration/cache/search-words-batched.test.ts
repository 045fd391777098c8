import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import { tempFolder, wireBoleto, wireDueDateQr } from './fixtures.ts';

/**
 * A batch's search words are written once per index, not a segment per row (`json-rows.ts`):
 * row by row, each row's words became a segment of its own and a first sync of a million
 * boletos slowed with every batch. With FTS5's merging turned off, the segments an index
 * holds after one batch are the times its words were written.
 */
const folder = tempFolder();
afterAll(() => folder.cleanup());

const INDEXES = ['charges_fts', 'statement_fts'] as const;
const BATCH = 40;
const T1 = '2025-02-01T10:00:00.000Z';

let db: CacheDb;
beforeEach(() => {
  db = openCache(folder.file());
  for (const index of INDEXES) {
    db.prepare(`INSERT INTO ${index} (${index}, rank) VALUES ('automerge', 0)`).run();
    db.prepare(`INSERT INTO ${index} (${index}, rank) VALUES ('crisismerge', 1000)`).run();
  }
  return () => db.close();
});

const segments = (index: (typeof INDEXES)[number]) =>
  db.prepare(`SELECT count(DISTINCT segid) FROM ${index}_idx`).pluck().get() as number;
const matches = (index: (typeof INDEXES)[number], query: string) =>
  db.prepare(`SELECT count(*) FROM ${index} WHERE ${index} MATCH ?`).pluck().get(query);

/** Boletos each paid, by Pix (a received Pix and its statement line) or by bar code (a line). */
function paidBoleto(n: number) {
  const byPix = n % 2 === 0;
  return wireBoleto(n, {
    status: 'Paid',
    payer: { name: `Pagador Lote ${n}`, document: '52998224725' },
    payments: [
      {
        id: `pay-${n}`,
        amount: 100.5,
        paidAt: '2025-02-01T09:00:00Z',
        source: byPix ? 'PIX' : 'BANKSLIP',
        ...(byPix ? { endToEndId: `E${String(n).padStart(31, '0')}` } : {}),
      },
    ],
  });
}

describe('a batch writes its search words once per index', () => {
  it('boletos, new and then paid and renamed: every row findable, a few segments each time', () => {
    const repo = boletosRepo(db);
    const pending = Array.from({ length: BATCH }, (_, i) =>
      wireBoleto(i + 1, { payer: { name: `Pagador Lote ${i + 1}`, document: '52998224725' } }),
    );
    expect(repo.upsertBoletos(pending, T1).inserted).toBe(BATCH);
    expect(matches('charges_fts', 'pagador lote')).toBe(BATCH);
    expect(segments('charges_fts')).toBe(1);

    // The next sync: every boleto paid (statement lines, received Pix) and its payer renamed.
    const paid = pending.map((b, i) => ({
      ...paidBoleto(i + 1),
      payer: { ...b.payer, name: 'Cliente Novo' },
    }));
    expect(repo.upsertBoletos(paid, T1).updated).toBe(BATCH);
    expect(matches('charges_fts', 'pagador lote')).toBe(0);
    expect(matches('charges_fts', 'cliente novo')).toBe(BATCH);
    expect(matches('statement_fts', 'cliente novo')).toBe(BATCH);
    // The old words' removal and the new ones: at most a segment each.
    expect(segments('charges_fts')).toBeLessThanOrEqual(3);
    // Lines of bar-code payments (with the boletos), then of Pix (with the received Pix).
    expect(segments('statement_fts')).toBeLessThanOrEqual(2);
  });

  it('paid boletos renamed: their statement lines are reworded in place, the words written once', () => {
    const repo = boletosRepo(db);
    const paid = Array.from({ length: BATCH }, (_, i) => paidBoleto(i + 1));
    repo.upsertBoletos(paid, T1);
    const before = { charges: segments('charges_fts'), statement: segments('statement_fts') };

    const renamed = paid.map((b) => ({ ...b, payer: { ...b.payer, name: 'Cliente Novo' } }));
    expect(repo.upsertBoletos(renamed, T1).updated).toBe(BATCH);
    expect(matches('statement_fts', 'pagador lote')).toBe(0);
    expect(matches('statement_fts', 'cliente novo')).toBe(BATCH);
    expect(segments('charges_fts') - before.charges).toBeLessThanOrEqual(2);
    // Bar-code lines (with the boletos), Pix lines (with the received Pix): a segment or two
    // each, where lines deleted and written again under new seqs made one per boleto.
    expect(segments('statement_fts') - before.statement).toBeLessThanOrEqual(4);
  });

  it('Pix codes, paid: their charges and received Pix write the words once', () => {
    const repo = pixCodesRepo(db);
    const batch = Array.from({ length: BATCH }, (_, i) =>
      wireDueDateQr(i + 1, {
        status: 'CONCLUDED',
        payer: { name: `Pagador Pix ${i + 1}`, document: '52998224725' },
        payment: {
          endToEndId: `E${String(i + 1).padStart(31, '0')}`,
          amount: 200,
          paidAt: '2025-02-02T09:00:00.000Z',
          payer: { name: `Pagador Pix ${i + 1}`, document: '52998224725' },
          breakdown: { original: 200, rebate: 0, discount: 0, fine: 0, interest: 0 },
        },
      }),
    );
    expect(repo.upsertPixCodes(batch, 'due-date', T1).inserted).toBe(BATCH);
    expect(matches('charges_fts', 'pagador pix')).toBe(BATCH);
    expect(matches('statement_fts', 'pagador pix')).toBe(BATCH);
    expect(segments('charges_fts')).toBe(1);
    expect(segments('statement_fts')).toBe(1);
  });
});
