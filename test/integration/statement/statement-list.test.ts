import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { sentPaymentsRepo } from '../../../main/cache/payments/sent-payments-repo.ts';
import { receivedRepo } from '../../../main/cache/received/received-repo.ts';
import { LINE_SELECT, pageSql } from '../../../main/cache/statement/statement-page.ts';
import { statementRepo } from '../../../main/cache/statement/statement-repo.ts';
import { periodSumsSql } from '../../../main/cache/statement/statement-sums.ts';
import { saoPauloDayOf, saoPauloDayStart } from '../../../main/cache/sql/sao-paulo-day.ts';
import type {
  StatementAfter,
  StatementFilters,
  StatementLine,
} from '../../../preload/contract/index.ts';
import { guid, tempFolder } from '../cache/fixtures.ts';
import {
  e2e,
  keepEvent,
  payBoletoByBarCode,
  paymentUpdate,
  receivePix,
  sendPayment,
  sendRefund,
  splitOf,
  SYNCED,
  transferData,
} from './statement-fixtures.ts';

const folder = tempFolder('balcao-statement-list-');
let db: CacheDb;

/** A deterministic mix of every source over 40 days, some lines failed, some instants shared. */
function fill(db: CacheDb): void {
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const instant = () =>
    new Date(Date.UTC(2026, 1, 1) + next(40) * 86_400_000 + next(24 * 60) * 60_000).toISOString();
  for (let i = 0; i < 400; i++) {
    const at = i % 9 === 0 ? '2026-02-10T12:00:00.000Z' : instant();
    const cents = i % 11 === 0 ? 15_000 : 100 + next(50_000);
    switch (i % 8) {
      case 0: {
        const pix = receivePix(db, i, cents, at, {
          payerName: i % 3 === 0 ? `João ${i}` : `Pagador ${i}`,
          description: i % 4 === 0 ? `Pedido ${i}` : null,
        });
        if (i % 5 === 0)
          sendRefund(db, `D${i}`, pix, 50, at, i % 10 === 0 ? 'failed' : 'completed');
        break;
      }
      case 1:
        payBoletoByBarCode(db, 10_000 + i, cents, at);
        break;
      case 2:
        sendPayment(db, `pay-${i}`, cents, at, {
          kind: i % 3 === 0 ? 'key-transfer' : 'qr-code',
          endToEndId: e2e(i),
          status: i % 7 === 0 ? 'FAILED' : 'COMPLETED',
        });
        break;
      case 3:
        keepEvent(
          db,
          'PIX_PAYMENT_UPDATED',
          paymentUpdate(`share-${i}`, cents, 'completed', splitOf(guid(i), cents * 20)),
          at,
        );
        break;
      case 4:
        keepEvent(
          db,
          i % 3 === 0 ? 'TRANSFER_INTERNAL_CREDITED' : 'TRANSFER_EXTERNAL_DEBITED',
          transferData(`t-${i}`, cents, at),
          at,
        );
        break;
      case 5:
        keepEvent(
          db,
          'TRANSFER_INTERNAL_DEBITED',
          transferData(
            `ts-${i}`,
            cents,
            at,
            splitOf(guid(i), cents * 20),
            i % 6 === 5 ? 'failed' : 'completed',
          ),
          at,
        );
        break;
      case 6:
        keepEvent(
          db,
          'PIX_PAYMENT_UPDATED',
          paymentUpdate(`other-${i}`, cents, 'completed', null, e2e(i)),
          at,
        );
        break;
      case 7: {
        const paid = e2e(i - 5);
        keepEvent(
          db,
          'PIX_REFUNDED',
          { refundId: `R${i}`, endToEndId: paid, amount: 1, status: 'completed', refundedAt: at },
          at,
        );
        break;
      }
    }
  }
  // Statuses moved on after the lines were made: the sums follow.
  sentPaymentsRepo(db).setStatus('pay-10', 'FAILED', SYNCED);
  receivedRepo(db).setRefundStatus('D40', 'failed', null, SYNCED);
}

/** Every line as the table holds it: the truth the list's answers are checked against. */
function everyLine(): StatementLine[] {
  return db.prepare(`SELECT ${LINE_SELECT} FROM statement_lines`).all() as StatementLine[];
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What the search box finds, as a reader would: each word starts a word of the line. */
function found(line: StatementLine, search: string, amountCents: number | null): boolean {
  if (amountCents !== null && line.amountCents === amountCents) return true;
  const text = [
    line.counterpartyName,
    line.counterpartyDocument,
    line.counterpartyDocument?.replace(/\D/g, ''),
    line.description,
    line.reference,
    line.endToEndId,
  ]
    .filter((t) => t)
    .join(' ');
  const words = fold(text).split(/[^\p{L}\p{N}]+/u);
  return fold(search)
    .split(/\s+/)
    .every((w) => words.some((word) => word.startsWith(w)));
}

function oracle(filters: StatementFilters, amountCents: number | null = null): StatementLine[] {
  return everyLine()
    .filter(
      (l) =>
        (filters.from === undefined || l.day >= filters.from) &&
        (filters.to === undefined || l.day <= filters.to) &&
        (filters.direction === undefined || l.direction === filters.direction) &&
        (!filters.kinds?.length || filters.kinds.includes(l.kind)) &&
        (filters.search === undefined || found(l, filters.search, amountCents)),
    )
    .sort((a, b) =>
      a.day !== b.day
        ? b.day.localeCompare(a.day)
        : a.occurredAt !== b.occurredAt
          ? b.occurredAt.localeCompare(a.occurredAt)
          : b.id < a.id
            ? -1
            : 1,
    );
}

function sumsOf(lines: StatementLine[]) {
  const inCents = lines.filter((l) => l.direction === 'in').reduce((s, l) => s + l.effectCents, 0);
  const outCents = lines
    .filter((l) => l.direction === 'out')
    .reduce((s, l) => s - l.effectCents, 0);
  return { inCents, outCents, netCents: inCents - outCents, lines: lines.length };
}

const CASES: { name: string; filters: StatementFilters; amountCents?: number }[] = [
  { name: 'everything', filters: {} },
  { name: 'a period', filters: { from: '2026-02-10', to: '2026-02-20' } },
  { name: 'money out', filters: { direction: 'out' } },
  { name: 'two kinds', filters: { kinds: ['split-share', 'boleto-paid'] } },
  { name: 'a kind, one way', filters: { kinds: ['internal-transfer'], direction: 'in' } },
  { name: 'a kind that never goes that way', filters: { kinds: ['qr-payment'], direction: 'in' } },
  {
    name: 'from a day on',
    filters: { from: '2026-03-01', kinds: ['pix-received', 'refund-sent'] },
  },
  { name: 'a name', filters: { search: 'Pagador 1' } },
  { name: 'a name without its accent', filters: { search: 'joao' } },
  { name: 'an amount', filters: { search: '150,00' }, amountCents: 15_000 },
  {
    name: 'an amount, money in only',
    filters: { search: 'R$ 150,00', direction: 'in' },
    amountCents: 15_000,
  },
  { name: 'an end-to-end id', filters: { search: e2e(40) } },
  {
    name: 'a split’s payment, in a period',
    filters: { search: guid(3).slice(0, 8), from: '2026-02-05', to: '2026-02-25' },
  },
];

beforeAll(() => {
  db = openCache(folder.file());
  fill(db);
});
afterAll(() => {
  db.close();
  folder.cleanup();
});

describe('the statement list', () => {
  it('holds the mix it was given: every kind, failed lines, shared instants', () => {
    const lines = everyLine();
    expect(lines.length).toBeGreaterThan(350);
    expect(new Set(lines.map((l) => l.kind)).size).toBe(10);
    expect(lines.filter((l) => l.status === 'failed').length).toBeGreaterThan(5);
    for (const line of lines) expect(line.day, line.id).toBe(saoPauloDayOf(line.occurredAt));
  });

  for (const { name, filters, amountCents } of CASES) {
    it(`pages ${name} without a gap or a repeat, the day and period sums those of its lines`, () => {
      const expected = oracle(filters, amountCents ?? null);
      const repo = statementRepo(db);
      const read: StatementLine[] = [];
      let after: StatementAfter | null = null;
      let first = true;
      for (let n = 0; n < 500; n++) {
        const page = repo.page({ filters, after, limit: 7 });
        if (first) expect(page.totals, 'period').toEqual(sumsOf(expected));
        else expect(page.totals).toBeNull();
        first = false;
        for (const day of page.days) {
          expect(day, day.day).toEqual({
            day: day.day,
            ...sumsOf(expected.filter((l) => l.day === day.day)),
          });
        }
        expect(page.days.map((d) => d.day)).toEqual([...new Set(page.lines.map((l) => l.day))]);
        read.push(...page.lines);
        after = page.next;
        if (after === null) break;
      }
      expect(read.map((l) => l.id)).toEqual(expected.map((l) => l.id));
      if (name !== 'a kind that never goes that way') expect(read.length).toBeGreaterThan(0);
    });
  }

  it('takes a period by São Paulo days, also across the summers of daylight saving', () => {
    expect(saoPauloDayStart('2026-03-01')).toBe('2026-03-01T03:00:00.000Z');
    expect(saoPauloDayStart('2018-12-01')).toBe('2018-12-01T02:00:00.000Z');
    // Daylight saving began at midnight: that day's first hour was 01:00.
    expect(saoPauloDayStart('2018-11-04')).toBe('2018-11-04T03:00:00.000Z');
    const edge = openCache(folder.file());
    try {
      for (const [n, at] of [
        [1, '2018-12-01T01:59:59.999Z'],
        [2, '2018-12-01T02:00:00.000Z'],
        [3, '2018-12-02T01:59:59.999Z'],
        [4, '2018-12-02T02:00:00.000Z'],
      ] as const) {
        receivePix(edge, 1_000 + n, 100, at);
      }
      const page = statementRepo(edge).page({ filters: { from: '2018-12-01', to: '2018-12-01' } });
      expect(page.lines.map((l) => [l.occurredAt, l.day])).toEqual([
        ['2018-12-02T01:59:59.999Z', '2018-12-01'],
        ['2018-12-01T02:00:00.000Z', '2018-12-01'],
      ]);
      expect(page.totals).toMatchObject({ inCents: 200, lines: 2 });
    } finally {
      edge.close();
    }
  });

  it('opens and changes a filter by index seeks, its sums from the days’ or the totals’ table', () => {
    const plan = (sql: { where: string; params: (string | number)[] }) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql.where}`).all(...sql.params) as { detail: string }[])
        .map((r) => r.detail)
        .join(' | ');
    const after = { occurredAt: '2026-02-20T12:00:00.000Z', id: 'x' };
    for (const filters of [
      {},
      { from: '2026-02-10', to: '2026-02-20' },
      { direction: 'in' as const },
      { kinds: ['split-share' as const], from: '2026-02-10' },
    ]) {
      for (const sql of [pageSql(filters, null, 101), pageSql(filters, after, 101)]) {
        const p = plan(sql);
        // From the first line (a walk from the index's end, stopped at the page) or a seek.
        expect(p).toMatch(
          /(SEARCH|SCAN) statement_lines USING (COVERING )?INDEX statement_by_(time|arm)/,
        );
        expect(p).not.toMatch(/SCAN statement_lines(?! USING (COVERING )?INDEX)/);
        // The arms are merged from their indexes alone; then the page's rows are read.
        if (sql.plan === 'arms') expect(p).toMatch(/COVERING INDEX statement_by_arm/);
        if (Object.keys(filters).length > 0 || sql.params.length > 1)
          expect(p).toMatch(/SEARCH statement_lines/);
        // One walk of an index in the list's order: nothing to sort.
        if (sql.plan === 'walk') expect(p).not.toMatch(/TEMP B-TREE/);
      }
      // A period from the days' sums; all time from the totals (a dozen rows).
      const sums = plan(periodSumsSql(filters));
      const bounded = 'from' in filters || 'to' in filters;
      expect(sums).toMatch(bounded ? /statement_days/ : /statement_totals/);
      expect(sums).not.toMatch(/statement_lines/);
    }
  });
});
