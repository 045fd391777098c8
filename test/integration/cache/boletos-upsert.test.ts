import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { boletosRepo, type BoletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
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
/** Boletos are searched through the charges list's index. */
const searchCount = () =>
  db.prepare('SELECT count(*) FROM charges_fts WHERE charges_fts MATCH ?').pluck();

describe('upsertBoletos', () => {
  it('counts inserted, updated and unchanged rows', () => {
    const first = [1, 2, 3].map((n) => wireBoleto(n));
    expect(repo.upsertBoletos(first, T1)).toEqual({ inserted: 3, updated: 0, unchanged: 0 });

    const second = [
      wireBoleto(1), // same JSON
      wireBoleto(2, {
        status: 'Paid',
        payments: [{ id: 'p', amount: 100.5, paidAt: '2025-02-02T09:00:00Z', source: 'PIX' }],
      }),
      wireBoleto(4),
    ];
    expect(repo.upsertBoletos(second, T2)).toEqual({ inserted: 1, updated: 1, unchanged: 1 });
    expect(db.prepare('SELECT count(*) FROM boletos').pluck().get()).toBe(4);
  });

  it('skips unchanged rows entirely: synced_at and row data stay as written', () => {
    repo.upsertBoletos([wireBoleto(1)], T1);
    const before = db.prepare('SELECT * FROM boletos').get();
    const changesBefore = db.prepare('SELECT total_changes()').pluck().get() as number;
    repo.upsertBoletos([wireBoleto(1)], T2);
    expect(db.prepare('SELECT total_changes()').pluck().get()).toBe(changesBefore);
    expect(db.prepare('SELECT * FROM boletos').get()).toEqual(before);
  });

  it('stores integer cents, the record JSON as received and its hash', () => {
    repo.upsertBoletos(
      [wireBoleto(1, { amount: 1234.56, dueDate: '2025-04-01T00:00:00-03:00' })],
      T1,
    );
    const row = db
      .prepare(
        'SELECT amount_cents, typeof(amount_cents) AS t, due_date, record_json, synced_at FROM boletos',
      )
      .get() as Record<string, unknown>;
    expect(row).toMatchObject({
      amount_cents: 123456,
      t: 'integer',
      due_date: '2025-04-01',
      synced_at: T1,
    });
    expect(JSON.parse(row.record_json as string)).toEqual(
      wireBoleto(1, { amount: 1234.56, dueDate: '2025-04-01T00:00:00-03:00' }),
    );
  });

  it('keeps unknown fields the service adds (loose records) in record_json', () => {
    const record = { ...wireBoleto(1), newField: { x: 1 } };
    repo.upsertBoletos([record], T1);
    expect(
      JSON.parse(db.prepare('SELECT record_json FROM boletos').pluck().get() as string),
    ).toHaveProperty('newField');
  });

  it('refuses a record whose amount has a third decimal, writing nothing of the batch', () => {
    expect(() =>
      repo.upsertBoletos([wireBoleto(1), wireBoleto(2, { amount: 10.005 })], T1),
    ).toThrow(AppFailure);
    expect(db.prepare('SELECT count(*) FROM boletos').pluck().get()).toBe(0);
    expect(searchCount().get('"payer"*')).toBe(0);
  });

  it('keeps the search index in step with changed rows', () => {
    repo.upsertBoletos(
      [wireBoleto(1, { payer: { name: 'Ana Souza', document: '11122233344' } })],
      T1,
    );
    expect(searchCount().get('"ana"*')).toBe(1);
    repo.upsertBoletos(
      [wireBoleto(1, { payer: { name: 'Beatriz Lima', document: '11122233344' } })],
      T2,
    );
    expect(searchCount().get('"ana"*')).toBe(0);
    expect(searchCount().get('"beatriz"*')).toBe(1);
    // A status-only change leaves the search row as it is and still finds it.
    repo.upsertBoletos(
      [
        wireBoleto(1, {
          status: 'Expired',
          payer: { name: 'Beatriz Lima', document: '11122233344' },
        }),
      ],
      T2,
    );
    expect(searchCount().get('"beatriz"*')).toBe(1);
    expect(db.prepare('SELECT count(*) FROM boletos').pluck().get()).toBe(1);
  });

  it('handles the same boleto twice in one batch (last wins)', () => {
    const counts = repo.upsertBoletos([wireBoleto(1), wireBoleto(1, { status: 'Cancelled' })], T1);
    expect(counts).toEqual({ inserted: 1, updated: 1, unchanged: 0 });
    expect(db.prepare('SELECT status FROM boletos').pluck().get()).toBe('Cancelled');
  });

  it('sets paid_at from the latest registered payment', () => {
    repo.upsertBoletos(
      [
        wireBoleto(1, {
          status: 'Paid',
          payments: [
            { id: 'a', amount: 50, paidAt: '2025-02-01T10:00:00Z', source: 'BANKSLIP' },
            { id: 'b', amount: 50.5, paidAt: '2025-02-03T10:00:00Z', source: 'PIX' },
          ],
        }),
      ],
      T1,
    );
    expect(db.prepare('SELECT paid_at FROM boletos').pluck().get()).toBe('2025-02-03T10:00:00Z');
  });
});

describe('getBoleto', () => {
  it('returns the view from the stored record, with synced_at, or null', () => {
    repo.upsertBoletos([wireBoleto(1, { amount: 99.9 })], T1);
    const view = repo.getBoleto(guid(1));
    expect(view).toMatchObject({
      correlationId: guid(1),
      amountCents: 9990,
      syncedAt: T1,
      status: 'Pending',
    });
    expect(repo.getBoleto(guid(999))).toBeNull();
  });
});
