import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../../preload/contract/index.ts';

/** Every operation a list calls, answered by the test when it chooses. */
interface Call {
  channel: string;
  input: Record<string, unknown>;
  resolve: (value: Result<unknown>) => void;
}
const calls: Call[] = [];
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: (channel: string, input: Record<string, unknown>) =>
    new Promise((resolve) => calls.push({ channel, input, resolve })),
  on: () => () => {},
}));

const { AfterListState } = await import('../../../../renderer/src/lib/state/after-list.svelte.ts');
const { ChargeListState } =
  await import('../../../../renderer/src/features/charges/charge-list.svelte.ts');
const { StatementListState } =
  await import('../../../../renderer/src/features/statement/statement-list.svelte.ts');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const failed = { ok: false as const, error: { code: 'internal' as const, message: 'x' } };
const called = (channel: string) => calls.filter((c) => c.channel === channel);

beforeEach(() => {
  calls.length = 0;
});

describe('a list shown whole, read a page after the last row', () => {
  /** Rows numbered from newest; a page after a row starts at the next number. */
  function numbers() {
    const reads: { filter: string; after: number | null; limit: number }[] = [];
    const answers: ((rows: number[] | null) => void)[] = [];
    const list = new AfterListState<number, string, number>(
      {
        pageSize: 3,
        mostRows: 5,
        read: (filter, after, limit) => {
          reads.push({ filter, after, limit });
          return new Promise((resolve) =>
            answers.push((rows) => resolve(rows ? { ok: true, value: rows } : failed)),
          );
        },
        afterOf: (row) => row,
      },
      '',
    );
    return { list, reads, answers };
  }

  it('goes on after the last row until a short page, and reads again in place up to the most one answer holds', async () => {
    const { list, reads, answers } = numbers();
    void list.reload();
    answers[0]!([1, 2, 3]);
    await settle();
    expect(list.hasMore).toBe(true);
    void list.loadMore();
    expect(reads[1]).toEqual({ filter: '', after: 3, limit: 3 });
    answers[1]!([4, 5, 6]);
    await settle();
    void list.reload({ keepRows: true });
    expect(reads[2]).toEqual({ filter: '', after: null, limit: 5 });
    answers[2]!([1, 2, 3, 4]);
    await settle();
    expect(list.rows).toEqual([1, 2, 3, 4]);
    expect(list.hasMore).toBe(false);
  });

  it('reads a list of everything (a null filter, as the activity log) and goes on with it', async () => {
    const reads: unknown[] = [];
    const list = new AfterListState<number, null, number>(
      {
        pageSize: 2,
        read: (filter, after, limit) => {
          reads.push([filter, after, limit]);
          return Promise.resolve({ ok: true, value: after === null ? [1, 2] : [3] });
        },
        afterOf: (row) => row,
      },
      null,
    );
    await list.reload();
    await list.loadMore();
    expect(reads).toEqual([
      [null, null, 2],
      [null, 2, 2],
    ]);
    expect(list.rows).toEqual([1, 2, 3]);
    expect(list.hasMore).toBe(false);
  });

  it('keeps the rows on screen while a new filter is read, and under an error read in place', async () => {
    const { list, answers } = numbers();
    void list.reload();
    answers[0]!([1, 2, 3]);
    await settle();
    void list.setFilter('maria');
    expect(list.queryKey).toBe('"maria"');
    expect(list.rows).toEqual([1, 2, 3]);
    answers[1]!([7]);
    await settle();
    expect(list.rows).toEqual([7]);
    void list.reload({ keepRows: true });
    answers[2]!(null);
    await settle();
    expect(list.rows).toEqual([7]);
    expect(list.error).toMatchObject({ code: 'internal' });
    void list.reload();
    answers[3]!(null);
    await settle();
    expect(list.rows).toEqual([]);
  });
});

describe('a list with totals (the charges)', () => {
  const page = (ids: string[], nextCursor: string | null) => ({
    ok: true as const,
    value: { items: ids.map((id) => ({ id })), nextCursor },
  });
  const totals = (count: number) => ({ ok: true as const, value: { count } });

  it('shows the totals read with the first page, never an older read’s, even when the page failed', async () => {
    const list = new ChargeListState();
    void list.reload();
    list.sortBy('amount');
    void list.reload();
    const [oldPage, newPage] = called('charges:list');
    const [oldTotals, newTotals] = called('charges:totals');
    newTotals!.resolve(totals(2));
    newPage!.resolve(failed);
    oldTotals!.resolve(totals(9));
    oldPage!.resolve(page(['old'], null));
    await settle();
    expect(list.rows).toEqual([]);
    expect(list.error).toMatchObject({ code: 'internal' });
    expect(list.totalCount).toBe(2);
    expect(list.loadedQuery?.sort).toEqual({ key: 'amount', direction: 'desc' });
  });

  it('empties at once when it starts over, and goes on with the cursor of its last page', async () => {
    const list = new ChargeListState();
    void list.reload();
    called('charges:list')[0]!.resolve(page(['a', 'b'], 'cursor-1'));
    called('charges:totals')[0]!.resolve(totals(3));
    await settle();
    void list.loadMore();
    expect(called('charges:list')[1]!.input).toMatchObject({ cursor: 'cursor-1' });
    called('charges:list')[1]!.resolve(page(['c'], null));
    await settle();
    expect(list.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(list.hasMore).toBe(false);
    void list.reload();
    expect(list.rows).toEqual([]);
    // Read again in place and failed: the table says why in place of rows it can no longer vouch for.
    called('charges:list')[2]!.resolve(page(['a'], null));
    called('charges:totals')[1]!.resolve(totals(1));
    await settle();
    void list.reload({ keepRows: true });
    expect(list.rows.map((r) => r.id)).toEqual(['a']);
    called('charges:list')[3]!.resolve(failed);
    called('charges:totals')[2]!.resolve(totals(1));
    await settle();
    expect(list.rows).toEqual([]);
  });
});

describe('the statement', () => {
  const sums = { inCents: 100, outCents: 0, netCents: 100, lines: 1 };
  const line = (id: string, day: string) => ({ id, day });
  const statementPage = (
    lines: { id: string; day: string }[],
    next: unknown,
    withTotals = true,
  ) => ({
    ok: true as const,
    value: {
      lines,
      days: [...new Set(lines.map((l) => l.day))].map((day) => ({ ...sums, day })),
      totals: withTotals ? { ...sums, lines: 3 } : null,
      next,
    },
  });

  it('groups the lines by day with the sums of every page read, and keeps the first page’s totals', async () => {
    const list = new StatementListState();
    void list.reload();
    const after = { day: '2026-11-24', id: 'b' };
    called('statement:list')[0]!.resolve(
      statementPage([line('a', '2026-11-25'), line('b', '2026-11-24')], after),
    );
    await settle();
    expect(list.totals?.lines).toBe(3);
    void list.loadMore();
    expect(called('statement:list')[1]!.input).toMatchObject({ after });
    called('statement:list')[1]!.resolve(statementPage([line('c', '2026-11-20')], null, false));
    await settle();
    expect(list.groups.map((g) => [g.day, g.lines.length, g.sums?.inCents])).toEqual([
      ['2026-11-25', 1, 100],
      ['2026-11-24', 1, 100],
      ['2026-11-20', 1, 100],
    ]);
    expect(list.totals?.lines).toBe(3);
    expect(list.hasMore).toBe(false);
  });

  it('reads nothing while a date cannot be read, and clears the sums when the first page fails', async () => {
    const list = new StatementListState();
    list.draft.from = '2026-13-40';
    void list.reload();
    expect(called('statement:list')).toHaveLength(0);
    list.draft.from = '';
    void list.reload();
    called('statement:list')[0]!.resolve(failed);
    await settle();
    expect(list.totals).toBeNull();
    expect(list.groups).toEqual([]);
    expect(list.error).toMatchObject({ code: 'internal' });
  });
});
