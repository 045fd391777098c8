import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo, type ChargeListQuery } from '../../../main/cache/charges/charges-repo.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';
import type { DueDateQrCode, ImmediateQrCode } from '../../../main/domain/wire/pix.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import {
  chargeRowSchema,
  type ChargeFilters,
  type ChargeRow,
} from '../../../preload/contract/schemas/charges.ts';
import { guid, tempFolder, wireBoleto, wireDueDateQr, wireImmediateQr } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());
const SYNCED = '2025-02-01T00:00:00.000Z';

const BOLETO_STATUSES = ['Pending', 'Paid', 'Expired', 'Cancelled'] as const;
const IMMEDIATE_STATUSES = ['ACTIVE', 'CONCLUDED', 'EXPIRED'] as const;
const DUE_STATUSES = ['ACTIVE', 'CONCLUDED', 'CANCELLED'] as const;
/** Few distinct values, shared by every kind, so page boundaries fall inside runs of ties. */
const AMOUNTS = [10, 25.5, 100, 999.99, 1500];
const DUE_DATES = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05'];
const day = (n: number) => String((n % 9) + 1).padStart(2, '0');
/** The same instant written two ways: normalized, they tie across kinds. */
const createdUtc = (n: number) => `2025-01-${day(n)}T12:00:00.000Z`;
const createdLocal = (n: number) => `2025-01-${day(n)}T09:00:00-03:00`;
const payerName = (n: number) => `${n % 2 ? 'Ímpar' : 'Par'} Cliente ${n}`;

interface Dataset {
  boletos: number;
  immediate: number;
  dueDate: number;
}

function load(db: CacheDb, size: Dataset): void {
  const boletos: BoletoRecord[] = [];
  for (let n = 0; n < size.boletos; n++) {
    boletos.push(
      wireBoleto(n, {
        status: BOLETO_STATUSES[n % 4],
        amount: AMOUNTS[n % 5],
        dueDate: DUE_DATES[n % 5],
        createdAt: n % 3 ? createdUtc(n) : createdLocal(n),
        payer: { name: payerName(n), document: `1111111${String(n).padStart(4, '0')}` },
        yourNumber: `NF-${n}`,
      }),
    );
  }
  const immediate: ImmediateQrCode[] = [];
  for (let i = 0; i < size.immediate; i++) {
    const n = 100_000 + i;
    immediate.push(
      wireImmediateQr(n, {
        status: IMMEDIATE_STATUSES[i % 3],
        amount: AMOUNTS[i % 5],
        createdAt: createdUtc(i),
        payer: { name: payerName(i), document: `2222222${String(i).padStart(4, '0')}` },
        description: `Pedido ${i}`,
      }),
    );
  }
  const dueDate: DueDateQrCode[] = [];
  for (let i = 0; i < size.dueDate; i++) {
    const n = 200_000 + i;
    dueDate.push(
      wireDueDateQr(n, {
        status: DUE_STATUSES[i % 3],
        amount: AMOUNTS[(i + 2) % 5],
        originalAmount: AMOUNTS[(i + 2) % 5],
        dueDate: DUE_DATES[(i + 1) % 5],
        createdAt: createdUtc(i + 4),
        payer: { name: payerName(i), document: '***.456.789-**' },
        description: `Mensalidade ${i}`,
      }),
    );
  }
  // Scrambled, so that row ids do not follow any sort key.
  boletosRepo(db).upsertBoletos(
    boletos.filter((_, i) => i % 2),
    SYNCED,
  );
  pixCodesRepo(db).upsertPixCodes(immediate, 'immediate', SYNCED);
  boletosRepo(db).upsertBoletos(
    boletos.filter((_, i) => i % 2 === 0),
    SYNCED,
  );
  pixCodesRepo(db).upsertPixCodes(dueDate, 'due-date', SYNCED);
}

type Listed = ChargeRow & { rowId: number };

function allRows(db: CacheDb): Listed[] {
  const ids = new Map(
    (
      db.prepare('SELECT id, kind, correlation_id FROM charges').all() as {
        id: number;
        kind: string;
        correlation_id: string;
      }[]
    ).map((r) => [`${r.kind}/${r.correlation_id}`, r.id]),
  );
  const rows: Listed[] = [];
  let cursor: string | null = null;
  do {
    const page = chargesRepo(db).listCharges({ limit: 500, cursor });
    rows.push(...page.items.map((r) => ({ ...r, rowId: ids.get(`${r.kind}/${r.id}`)! })));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return rows;
}

function readAll(db: CacheDb, query: ChargeListQuery): ChargeRow[] {
  const repo = chargesRepo(db);
  const out: ChargeRow[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 10_000; guard++) {
    const page = repo.listCharges({ ...query, cursor });
    out.push(...page.items);
    if (page.nextCursor === null) return out;
    cursor = page.nextCursor;
  }
  throw new Error('paging did not end');
}

const key = (r: ChargeRow) => `${r.kind}/${r.id}`;

/** What the list must return: filtered and sorted in plain code, NULL due dates last. */
function expected(rows: Listed[], query: ChargeListQuery): string[] {
  const f: ChargeFilters = query.filters ?? {};
  const sort = query.sort ?? { key: 'createdAt', direction: 'desc' };
  const kept = rows.filter(
    (r) =>
      (!f.kinds?.length || f.kinds.includes(r.kind)) &&
      (!f.states?.length || f.states.includes(r.state)) &&
      (f.dueFrom === undefined || (r.dueDate !== null && r.dueDate >= f.dueFrom)) &&
      (f.dueTo === undefined || (r.dueDate !== null && r.dueDate <= f.dueTo)) &&
      (f.amountMinCents === undefined || r.amountCents >= f.amountMinCents) &&
      (f.amountMaxCents === undefined || r.amountCents <= f.amountMaxCents),
  );
  const sign = sort.direction === 'asc' ? 1 : -1;
  const value = (r: Listed) =>
    sort.key === 'amount' ? r.amountCents : sort.key === 'createdAt' ? r.createdAt : r.dueDate;
  return kept
    .sort((a, b) => {
      const va = value(a);
      const vb = value(b);
      if (va === null || vb === null) {
        if (va !== vb) return va === null ? 1 : -1;
      } else if (va !== vb) return (va < vb ? -1 : 1) * sign;
      return (a.rowId - b.rowId) * sign;
    })
    .map(key);
}

const SORTS = (['createdAt', 'dueDate', 'amount'] as const).flatMap((k) =>
  (['asc', 'desc'] as const).map((direction) => ({ key: k, direction })),
);

const FILTERS: ChargeFilters[] = [
  {},
  { kinds: ['pix-immediate'] },
  { kinds: ['boleto', 'pix-due-date'] },
  { states: ['open'] },
  { states: ['paid', 'cancelled'], kinds: ['pix-immediate', 'pix-due-date'] },
  { dueFrom: '2025-03-02', dueTo: '2025-03-03' },
  { dueFrom: '2025-03-04' },
  { amountMinCents: 2550, amountMaxCents: 99999 },
  { amountMinCents: 150000, states: ['open'], dueTo: '2025-03-03' },
  // The boleto-only view (the boletos route, a payer's carnê).
  { kinds: ['boleto'] },
  { kinds: ['boleto'], states: ['open', 'expired'], dueFrom: '2025-03-02' },
  // One state of one kind: a single arm, read as whole rows in one seek.
  { kinds: ['boleto'], states: ['open'], dueFrom: '2025-03-02', dueTo: '2025-03-04' },
  { kinds: ['pix-immediate'], states: ['open'] },
  { kinds: ['pix-due-date'], states: ['paid'], amountMinCents: 2550 },
];

describe('listCharges over a small cache (the few matches are gathered, then sorted)', () => {
  let db: CacheDb;
  let rows: Listed[];
  beforeAll(() => {
    db = openCache(folder.file());
    load(db, { boletos: 120, immediate: 40, dueDate: 40 });
    rows = allRows(db);
  });
  afterAll(() => db.close());

  it('lists every kind in one list as contract rows', () => {
    expect(rows).toHaveLength(200);
    for (const row of rows) {
      const { rowId: _rowId, ...charge } = row;
      expect(chargeRowSchema.parse(charge)).toEqual(charge);
    }
    const immediate = rows.find((r) => r.id === guid(100_000))!;
    expect(immediate).toMatchObject({
      kind: 'pix-immediate',
      state: 'open',
      serviceStatus: 'ACTIVE',
      amountCents: 1000,
      dueDate: null,
      reference: 'Pedido 0',
      payerName: 'Par Cliente 0',
    });
    // Written at -03:00, listed as the same instant in UTC, tying with the Pix codes.
    expect(rows.find((r) => r.id === guid(0) && r.kind === 'boleto')?.createdAt).toBe(
      '2025-01-01T12:00:00.000Z',
    );
  });

  for (const sort of SORTS) {
    it(`pages through ties sorted by ${sort.key} ${sort.direction}, no duplicates, no gaps`, () => {
      const got = readAll(db, { sort, limit: 7 }).map(key);
      expect(new Set(got).size).toBe(200);
      expect(got).toEqual(expected(rows, { sort }));
    });
  }

  it('puts the codes without a due date last, in both directions', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const got = readAll(db, { sort: { key: 'dueDate', direction }, limit: 9 });
      const firstNull = got.findIndex((r) => r.dueDate === null);
      expect(firstNull).toBe(160);
      expect(got.slice(firstNull).every((r) => r.kind === 'pix-immediate')).toBe(true);
    }
  });

  for (const [i, filters] of FILTERS.entries()) {
    it(`filters #${i} (${JSON.stringify(filters)}) match plain code in every sort`, () => {
      for (const sort of SORTS) {
        const got = readAll(db, { filters, sort, limit: 11 }).map(key);
        expect(got).toEqual(expected(rows, { filters, sort }));
      }
    });
  }

  it('leaves immediate codes out of a due-date range', () => {
    const got = readAll(db, { filters: { dueFrom: '2025-01-01' }, limit: 50 });
    expect(got).toHaveLength(160);
    expect(got.some((r) => r.kind === 'pix-immediate')).toBe(false);
  });

  it('searches payer (without accents), document digits and reference across kinds', () => {
    const ids = (search: string, filters: ChargeFilters = {}) =>
      readAll(db, { filters: { ...filters, search }, limit: 13 })
        .map(key)
        .sort();
    const odd = rows
      .filter((r) => r.payerName?.startsWith('Ímpar'))
      .map(key)
      .sort();
    expect(ids('impar')).toEqual(odd);
    expect(ids('impar cliente', { kinds: ['pix-due-date'] })).toEqual(
      odd.filter((k) => k.startsWith('pix-due-date/')),
    );
    expect(ids('2222222.0007')).toEqual([`pix-immediate/${guid(100_007)}`]);
    expect(ids('pedido 12')).toEqual([`pix-immediate/${guid(100_012)}`]);
    expect(ids('mensalidade 12')).toEqual([`pix-due-date/${guid(200_012)}`]);
    expect(ids('NF-42')).toEqual([`boleto/${guid(42)}`]);
    // Query syntax typed by the user is text, never FTS5 syntax: OR is a word here.
    expect(ids('pedido OR nobody')).toEqual([]);
    expect(ids('"pedido" * NEAR( ^')).toEqual([]);
    expect(ids('"pedido"')).toEqual(
      rows
        .filter((r) => r.reference?.startsWith('Pedido'))
        .map(key)
        .sort(),
    );
    expect(ids('nobody')).toEqual([]);
  });

  it('sorts search results like the list, paging through ties', () => {
    const sort = { key: 'amount', direction: 'asc' } as const;
    const got = readAll(db, { filters: { search: 'par' }, sort, limit: 4 }).map(key);
    const even = rows.filter((r) => r.payerName?.startsWith('Par '));
    expect(got).toEqual(expected(even, { sort }));
  });

  it('refuses a cursor from another sort, or garbage', () => {
    const repo = chargesRepo(db);
    const { nextCursor } = repo.listCharges({
      sort: { key: 'amount', direction: 'asc' },
      limit: 3,
    });
    expect(() =>
      repo.listCharges({ sort: { key: 'amount', direction: 'desc' }, cursor: nextCursor }),
    ).toThrow(AppFailure);
    expect(() => repo.listCharges({ cursor: 'not-a-cursor' })).toThrow(AppFailure);
  });
});

describe('listCharges over a larger cache (one seek per state and kind, merged)', () => {
  let db: CacheDb;
  let rows: Listed[];
  beforeAll(() => {
    db = openCache(folder.file());
    // More matches than the plan caps (search 2,000, ranges 5,000) behind most filters, so
    // the arms test them row by row.
    load(db, { boletos: 14_000, immediate: 400, dueDate: 400 });
    rows = allRows(db);
  });
  afterAll(() => db.close());

  for (const [i, filters] of FILTERS.entries()) {
    it(`filters #${i} (${JSON.stringify(filters)}) match plain code`, () => {
      for (const sort of SORTS) {
        const got = readAll(db, { filters, sort, limit: 500 }).map(key);
        expect(got).toEqual(expected(rows, { filters, sort }));
      }
    });
  }

  it('lists a broad search (past the cap) in sort order', () => {
    const sort = { key: 'dueDate', direction: 'desc' } as const;
    const got = readAll(db, { filters: { search: 'cliente' }, sort, limit: 500 }).map(key);
    expect(got).toEqual(expected(rows, { sort }));
  });

  it('sees rows changed between pages of a broad search, by this connection or another', () => {
    const search = { filters: { search: 'impar' }, limit: 500 } as const;
    const count = () => readAll(db, search).length;
    const before = count();
    // This connection: a boleto's payer now matches.
    boletosRepo(db).upsertBoletos(
      [wireBoleto(2, { payer: { name: 'Ímpar Novo', document: '1' } })],
      SYNCED,
    );
    expect(count()).toBe(before + 1);
    // Another connection (as the sync worker writes): a new matching code.
    const other = openCache(db.name);
    pixCodesRepo(other).upsertPixCodes(
      [wireImmediateQr(900_000, { payer: { name: 'Ímpar Outro', document: '1' } })],
      'immediate',
      SYNCED,
    );
    other.close();
    expect(count()).toBe(before + 2);
  });
});

describe('chargeTotals', () => {
  let db: CacheDb;
  let rows: Listed[];
  beforeAll(() => {
    db = openCache(folder.file());
    load(db, { boletos: 120, immediate: 40, dueDate: 40 });
    rows = allRows(db);
  });
  afterAll(() => db.close());

  const sum = (list: Listed[]) => ({
    count: list.length,
    amountCents: list.reduce((n, r) => n + r.amountCents, 0),
  });

  it('counts and sums by state and by kind, in a fixed order', () => {
    const totals = chargesRepo(db).chargeTotals();
    expect(totals.byState).toEqual(
      (['open', 'paid', 'expired', 'cancelled'] as const).map((state) => ({
        state,
        ...sum(rows.filter((r) => r.state === state)),
      })),
    );
    expect(totals.byKind).toEqual(
      (['boleto', 'pix-immediate', 'pix-due-date'] as const).map((kind) => ({
        kind,
        ...sum(rows.filter((r) => r.kind === kind)),
      })),
    );
    expect({ count: totals.count, amountCents: totals.amountCents }).toEqual(sum(rows));
  });

  it('counts the same rows as the list for every filter, showing only the chosen states and kinds', () => {
    const cases: ChargeFilters[] = [
      ...FILTERS,
      { search: 'impar' },
      { search: 'pedido', states: ['paid'] },
    ];
    for (const filters of cases) {
      const listed = readAll(db, { filters, limit: 500 });
      const totals = chargesRepo(db).chargeTotals(filters);
      expect(totals.count).toBe(listed.length);
      expect(totals.amountCents).toBe(listed.reduce((n, r) => n + r.amountCents, 0));
      expect(totals.byState.map((s) => s.state)).toEqual(
        (['open', 'paid', 'expired', 'cancelled'] as const).filter(
          (s) => !filters.states?.length || filters.states.includes(s),
        ),
      );
      for (const { kind, count } of totals.byKind)
        expect(count).toBe(listed.filter((r) => r.kind === kind).length);
    }
  });

  it('is all zeros on an empty cache', () => {
    const empty = openCache(folder.file());
    expect(chargesRepo(empty).chargeTotals()).toEqual({
      byState: [
        { state: 'open', count: 0, amountCents: 0 },
        { state: 'paid', count: 0, amountCents: 0 },
        { state: 'expired', count: 0, amountCents: 0 },
        { state: 'cancelled', count: 0, amountCents: 0 },
      ],
      byKind: [
        { kind: 'boleto', count: 0, amountCents: 0 },
        { kind: 'pix-immediate', count: 0, amountCents: 0 },
        { kind: 'pix-due-date', count: 0, amountCents: 0 },
      ],
      count: 0,
      amountCents: 0,
      refundedCents: 0,
    });
    expect(chargesRepo(empty).listCharges()).toEqual({ items: [], nextCursor: null });
    empty.close();
  });
});
