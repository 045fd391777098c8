import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { openCache, type CacheDb } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0280BoletoLinesKept } from '../../../../main/cache/migrations/0280-boleto-lines-kept.ts';
import type { BoletoRecord } from '../../../../main/domain/wire/boletos.ts';
import { guid, tempFolder, wireBoleto } from '../fixtures.ts';

// A changed boleto's statement lines are rewritten in place: their `seq` (their search row)
// stays, and only a payment the boleto no longer lists loses its line.

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0280BoletoLinesKept.version);
const T1 = '2026-11-20T12:00:00.000Z';
const T2 = '2026-11-21T12:00:00.000Z';

/** Paid by bar code in two instalments: two lines of the statement. */
const paidTwice = (name: string): BoletoRecord =>
  wireBoleto(1, {
    status: 'Paid',
    payer: { name, document: '52998224725' },
    payments: [
      { id: 'a', amount: 40, paidAt: '2026-11-19T10:00:00Z', source: 'BANKSLIP' },
      { id: 'b', amount: 60.5, paidAt: '2026-11-20T10:00:00Z', source: 'BANKSLIP' },
    ],
  });

/** Paid after boleto 1: its line's seq is above boleto 1's (a line written again goes after). */
const paidLater = wireBoleto(2, {
  status: 'Paid',
  payments: [{ id: 'c', amount: 25, paidAt: '2026-11-20T11:00:00Z', source: 'BANKSLIP' }],
});

/** Boleto 1's lines. */
const lines = (db: CacheDb) =>
  db
    .prepare(
      `SELECT seq, id, counterparty_name AS name FROM statement_lines
       WHERE id LIKE 'boleto:' || ? || ':%' ORDER BY seq`,
    )
    .all(guid(1)) as { seq: number; id: string; name: string }[];
const found = (db: CacheDb, words: string) =>
  db
    .prepare('SELECT rowid FROM statement_fts WHERE statement_fts MATCH ? ORDER BY rowid')
    .pluck()
    .all(words);
const total = (db: CacheDb) =>
  db.prepare(`SELECT lines, effect_cents FROM statement_totals WHERE kind = 'boleto-paid'`).get();

describe('migration 0280-boleto-lines-kept', () => {
  it('keeps the lines of a changed boleto in place, and drops only a payment it no longer lists', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    boletosRepo(old).upsertBoletos([paidTwice('Ana Souza'), paidLater], T1);
    const before = lines(old);
    expect(before.map((l) => l.id)).toEqual([`boleto:${guid(1)}:0`, `boleto:${guid(1)}:1`]);
    old.close();

    const db = openCache(file);
    try {
      // The payer renamed: the same lines, the same seqs, the new name found and the old not.
      boletosRepo(db).upsertBoletos([paidTwice('Ana Souza Lima')], T2);
      expect(lines(db)).toEqual(before.map((l) => ({ ...l, name: 'Ana Souza Lima' })));
      expect(found(db, 'lima')).toEqual(before.map((l) => l.seq));
      expect(found(db, 'souza')).toEqual(before.map((l) => l.seq));
      expect(total(db)).toEqual({ lines: 3, effect_cents: 12_550 });

      // The second payment gone from the record: its line goes, the first stays where it was.
      const [first] = paidTwice('Ana Souza Lima').payments;
      boletosRepo(db).upsertBoletos([{ ...paidTwice('Ana Souza Lima'), payments: [first!] }], T2);
      expect(lines(db)).toEqual([{ ...before[0]!, name: 'Ana Souza Lima' }]);
      expect(found(db, 'lima')).toEqual([before[0]!.seq]);
      expect(total(db)).toEqual({ lines: 2, effect_cents: 6_500 });

      // No payment left: no line.
      boletosRepo(db).upsertBoletos([{ ...paidTwice('Ana'), status: 'Pending', payments: [] }], T2);
      expect(lines(db)).toEqual([]);
      expect(found(db, 'ana')).toEqual([]);
      expect(total(db)).toEqual({ lines: 1, effect_cents: 2_500 });
    } finally {
      db.close();
    }
  });
});
