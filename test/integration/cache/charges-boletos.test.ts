import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { boletosRepo, type BoletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo } from '../../../main/cache/charges/charges-repo.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { guid, tempFolder, wireBoleto } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

let db: CacheDb;
let repo: BoletosRepo;
beforeEach(() => {
  db = openCache(folder.file());
  repo = boletosRepo(db);
  return () => db.close();
});

const T1 = '2025-02-01T10:00:00.000Z';
const T2 = '2025-02-02T10:00:00.000Z';

const charge = (n: number) =>
  chargesRepo(db)
    .listCharges({ limit: 500 })
    .items.find((r) => r.kind === 'boleto' && r.id === guid(n));
const matches = (q: string) =>
  db.prepare('SELECT count(*) FROM charges_fts WHERE charges_fts MATCH ?').pluck().get(q);

describe('the charges list follows the boletos', () => {
  it('lists a new boleto as an open charge', () => {
    repo.upsertBoletos([wireBoleto(1)], T1);
    expect(charge(1)).toEqual({
      kind: 'boleto',
      id: guid(1),
      state: 'open',
      serviceStatus: 'Pending',
      amountCents: 10050,
      paidAmountCents: null,
      payerName: 'Payer 1',
      payerDocument: '12345678909',
      reference: 'NF-1001',
      dueDate: '2025-03-10',
      expiresAt: null,
      paidAt: null,
      // Not paid: no money state.
      money: null,
      createdAt: '2025-01-15T12:00:00.000Z',
      syncedAt: T1,
    });
  });

  it('moves the charge when the boleto changes status, with the payments summed', () => {
    repo.upsertBoletos([wireBoleto(1), wireBoleto(2)], T1);
    repo.upsertBoletos(
      [
        wireBoleto(1, {
          status: 'Paid',
          payments: [
            { id: 'a', amount: 50.25, paidAt: '2025-02-02T09:00:00Z', source: 'PIX' },
            { id: 'b', amount: 50.25, paidAt: '2025-02-02T09:30:00Z', source: 'BANKSLIP' },
          ],
        }),
        wireBoleto(2, { status: 'Expired' }),
      ],
      T2,
    );
    expect(charge(1)).toMatchObject({
      state: 'paid',
      serviceStatus: 'Paid',
      paidAmountCents: 10050,
      paidAt: '2025-02-02T09:30:00Z',
      money: { state: 'paid', receivedCents: 10050, refundedCents: 0, netCents: 10050 },
      syncedAt: T2,
    });
    expect(charge(2)).toMatchObject({ state: 'expired', serviceStatus: 'Expired', syncedAt: T2 });
    expect(chargesRepo(db).chargeTotals().byState).toEqual([
      { state: 'open', count: 0, amountCents: 0 },
      { state: 'paid', count: 1, amountCents: 10050 },
      { state: 'expired', count: 1, amountCents: 10050 },
      { state: 'cancelled', count: 0, amountCents: 0 },
    ]);
    expect(db.prepare('SELECT count(*) FROM charges').pluck().get()).toBe(2);
  });

  it('follows a new due date and a new payer, in the list and in the search', () => {
    repo.upsertBoletos([wireBoleto(1)], T1);
    repo.upsertBoletos(
      [wireBoleto(1, { dueDate: '2025-04-01', payer: { name: 'Zélia', document: '98765432100' } })],
      T2,
    );
    expect(charge(1)).toMatchObject({ dueDate: '2025-04-01', payerName: 'Zélia' });
    expect(matches('payer')).toBe(0);
    expect(matches('zelia')).toBe(1);
    expect(matches('"98765432100"')).toBe(1);
    expect(
      chargesRepo(db)
        .listCharges({ filters: { search: 'zelia' } })
        .items.map((r) => r.id),
    ).toEqual([guid(1)]);
  });

  it('writes nothing for an unchanged boleto (the fast path stays)', () => {
    repo.upsertBoletos([wireBoleto(1), wireBoleto(2)], T1);
    const before = db.prepare('SELECT * FROM charges ORDER BY id').all();
    const changes = db.prepare('SELECT total_changes()').pluck().get();
    expect(repo.upsertBoletos([wireBoleto(1), wireBoleto(2)], T2)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(db.prepare('SELECT total_changes()').pluck().get()).toBe(changes);
    expect(db.prepare('SELECT * FROM charges ORDER BY id').all()).toEqual(before);
  });

  it('rolls the charges back with the batch when a record is refused', () => {
    expect(() =>
      repo.upsertBoletos(
        [
          wireBoleto(1),
          wireBoleto(2, {
            status: 'Paid',
            payments: [{ id: 'p', amount: 1.005, paidAt: T1, source: 'PIX' }],
          }),
        ],
        T1,
      ),
    ).toThrow(AppFailure);
    expect(db.prepare('SELECT count(*) FROM charges').pluck().get()).toBe(0);
    expect(db.prepare('SELECT count(*) FROM boletos').pluck().get()).toBe(0);
  });
});
