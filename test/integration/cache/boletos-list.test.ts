import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletosRepo, type BoletoListQuery } from '../../../main/cache/boletos/boletos-repo.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import type { BoletoRow } from '../../../preload/contract/schemas/boleto.ts';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { tempFolder, wireBoleto } from './fixtures.ts';

const folder = tempFolder();
let db: CacheDb;
const SYNCED = '2025-02-01T00:00:00Z';
const STATUSES = ['Pending', 'Paid', 'Expired', 'Cancelled'] as const;

/**
 * 300 boletos with many ties: 7 due dates, 5 amounts, 11 creation instants, so every page
 * boundary falls inside a run of equal sort values.
 */
function dataset(from: number, to: number): BoletoRecord[] {
  const out: BoletoRecord[] = [];
  for (let n = from; n < to; n++) {
    out.push(
      wireBoleto(n, {
        status: STATUSES[n % 4],
        type: n % 3 === 0 ? 'BANKSLIP_PIX' : 'BANKSLIP',
        amount: [10, 25.5, 100, 999.99, 1500][n % 5],
        dueDate: `2025-03-0${(n % 7) + 1}`,
        createdAt: `2025-01-${String((n % 11) + 1).padStart(2, '0')}T12:00:00.000Z`,
      }),
    );
  }
  return out;
}

beforeAll(() => {
  db = openCache(folder.file());
  // Inserted in a scrambled order, so correlation order is not insertion order.
  const rows = dataset(0, 300).sort((a, b) =>
    a.yourNumber.split('').reverse().join('') < b.yourNumber.split('').reverse().join('') ? -1 : 1,
  );
  boletosRepo(db).upsertBoletos(rows, SYNCED);
});
afterAll(() => {
  db.close();
  folder.cleanup();
});

function readAll(query: BoletoListQuery): BoletoRow[] {
  const repo = boletosRepo(db);
  const out: BoletoRow[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const page = repo.listBoletos({ ...query, cursor });
    out.push(...page.items);
    if (page.nextCursor === null) return out;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

const sortValue = (r: BoletoRow, key: string) =>
  key === 'amount' ? r.amountCents : key === 'createdAt' ? r.createdAt : r.dueDate;

function expectedOrder(rows: BoletoRow[], key: string, dir: 'asc' | 'desc'): string[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...rows]
    .sort((a, b) => {
      const va = sortValue(a, key);
      const vb = sortValue(b, key);
      if (va !== vb) return (va < vb ? -1 : 1) * sign;
      return (a.correlationId < b.correlationId ? -1 : 1) * sign;
    })
    .map((r) => r.correlationId);
}

describe('listBoletos', () => {
  it('returns contract rows with integer cents', () => {
    const { items } = boletosRepo(db).listBoletos({
      limit: 1,
      sort: { key: 'amount', direction: 'desc' },
    });
    expect(items[0]).toEqual({
      correlationId: expect.any(String),
      type: expect.any(String),
      status: expect.any(String),
      amountCents: 150000,
      dueDate: expect.stringMatching(/^2025-03-0\d$/),
      payerName: expect.any(String),
      payerDocument: '12345678909',
      yourNumber: expect.any(String),
      createdAt: expect.any(String),
      paidAt: null,
      syncedAt: SYNCED,
    });
  });

  for (const key of ['dueDate', 'createdAt', 'amount'] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`pages by keyset through ties, sorted by ${key} ${direction}: no duplicates, no gaps`, () => {
        const all = readAll({ sort: { key, direction }, limit: 7 });
        const ids = all.map((r) => r.correlationId);
        expect(new Set(ids).size).toBe(300);
        expect(ids).toEqual(expectedOrder(all, key, direction));
      });
    }
  }

  it('pages are stable under inserts: rows added behind the cursor do not shift later pages', () => {
    const local = openCache(folder.file());
    const repo = boletosRepo(local);
    repo.upsertBoletos(dataset(0, 100), SYNCED);
    const sort = { key: 'dueDate', direction: 'asc' } as const;
    const first = repo.listBoletos({ sort, limit: 30 });
    const boundary = first.items.at(-1)!;
    // New rows sorting before the boundary, and some after it.
    repo.upsertBoletos(
      [1000, 1001, 1002]
        .map((n) => wireBoleto(n, { dueDate: '2025-03-01' }))
        .concat([1003, 1004].map((n) => wireBoleto(n, { dueDate: '2025-03-07' }))),
      SYNCED,
    );
    const rest: BoletoRow[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = repo.listBoletos({ sort, limit: 30, cursor });
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    const seen = first.items.map((r) => r.correlationId).concat(rest.map((r) => r.correlationId));
    expect(new Set(seen).size).toBe(seen.length);
    // Everything after the boundary is there exactly once, including the later inserts.
    const after = repo
      .listBoletos({ sort, limit: 500 })
      .items.filter(
        (r) =>
          r.dueDate > boundary.dueDate ||
          (r.dueDate === boundary.dueDate && r.correlationId > boundary.correlationId),
      );
    expect(rest.map((r) => r.correlationId)).toEqual(after.map((r) => r.correlationId));
    local.close();
  });

  it('filters by status, type, due range and amount range', () => {
    const rows = readAll({
      filters: {
        statuses: ['Pending', 'Paid'],
        types: ['BANKSLIP'],
        dueFrom: '2025-03-02',
        dueTo: '2025-03-05',
        amountMinCents: 2550,
        amountMaxCents: 99999,
      },
      limit: 9,
    });
    const all = readAll({ limit: 500 });
    const expected = all.filter(
      (r) =>
        (r.status === 'Pending' || r.status === 'Paid') &&
        r.type === 'BANKSLIP' &&
        r.dueDate >= '2025-03-02' &&
        r.dueDate <= '2025-03-05' &&
        r.amountCents >= 2550 &&
        r.amountCents <= 99999,
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(rows.map((r) => r.correlationId).sort()).toEqual(
      expected.map((r) => r.correlationId).sort(),
    );
  });

  it('treats empty status and type lists as no restriction', () => {
    expect(readAll({ filters: { statuses: [], types: [] }, limit: 500 })).toHaveLength(300);
  });

  it('refuses a cursor from another sort order or a forged one', () => {
    const repo = boletosRepo(db);
    const { nextCursor } = repo.listBoletos({
      sort: { key: 'dueDate', direction: 'asc' },
      limit: 5,
    });
    expect(() =>
      repo.listBoletos({ sort: { key: 'amount', direction: 'asc' }, cursor: nextCursor }),
    ).toThrow(AppFailure);
    expect(() =>
      repo.listBoletos({ sort: { key: 'dueDate', direction: 'desc' }, cursor: nextCursor }),
    ).toThrow(AppFailure);
    expect(() => repo.listBoletos({ cursor: 'not base64 json' })).toThrow(AppFailure);
    const forged = Buffer.from(
      JSON.stringify({ k: 'amount', d: 'asc', v: '1) OR 1=1 --', id: 'x' }),
    ).toString('base64url');
    expect(() =>
      repo.listBoletos({ sort: { key: 'amount', direction: 'asc' }, cursor: forged }),
    ).toThrow(AppFailure);
  });

  it('defaults to due date descending, 200 per page', () => {
    const page = boletosRepo(db).listBoletos();
    expect(page.items).toHaveLength(200);
    expect(page.items[0]!.dueDate).toBe('2025-03-07');
    expect(page.nextCursor).not.toBeNull();
  });
});

describe('boletoTotals', () => {
  it('counts and sums integer cents per status, with the same filters as the list', () => {
    const repo = boletosRepo(db);
    const filters = { types: ['BANKSLIP_PIX' as const], dueFrom: '2025-03-03' };
    const rows = readAll({ filters, limit: 500 });
    const totals = repo.boletoTotals(filters);
    expect(totals.count).toBe(rows.length);
    expect(totals.amountCents).toBe(rows.reduce((n, r) => n + r.amountCents, 0));
    expect(totals.byStatus.map((s) => s.status)).toEqual([
      'Pending',
      'Paid',
      'Expired',
      'Cancelled',
    ]);
    for (const s of totals.byStatus) {
      const mine = rows.filter((r) => r.status === s.status);
      expect(s).toEqual({
        status: s.status,
        count: mine.length,
        amountCents: mine.reduce((n, r) => n + r.amountCents, 0),
      });
      expect(Number.isSafeInteger(s.amountCents)).toBe(true);
    }
  });

  it('lists only the filtered statuses, with zeros where none match', () => {
    const totals = boletosRepo(db).boletoTotals({
      statuses: ['Cancelled', 'Paid'],
      search: 'no-such-payer',
    });
    expect(totals).toEqual({
      byStatus: [
        { status: 'Paid', count: 0, amountCents: 0 },
        { status: 'Cancelled', count: 0, amountCents: 0 },
      ],
      count: 0,
      amountCents: 0,
    });
  });

  it('sums all 300 rows without filters', () => {
    const totals = boletosRepo(db).boletoTotals();
    expect(totals.count).toBe(300);
    // 60 of each amount.
    expect(totals.amountCents).toBe(60 * (1000 + 2550 + 10000 + 99999 + 150000));
  });
});
