import { flushSync, untrack } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChargeFilters } from '../../../../preload/contract/index.ts';

/** Every call the list makes, answered by the test when it chooses (out of order, too). */
interface Call {
  channel: string;
  input: { filters: ChargeFilters; cursor?: string | null };
  resolve: (value: unknown) => void;
}
const calls: Call[] = [];
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: (channel: string, input: Call['input']) =>
    new Promise((resolve) => calls.push({ channel, input, resolve })),
  on: () => () => {},
}));

const { ChargeListState } =
  await import('../../../../renderer/src/features/charges/charge-list.svelte.ts');
const { queryAlreadyRead } =
  await import('../../../../renderer/src/lib/state/keyset-list.svelte.ts');
type List = InstanceType<typeof ChargeListState>;

/** Answers the page and the totals of the reload whose page is call `index`. */
function answer(index: number, ids: string[], nextCursor: string | null = null) {
  const page = calls[index]!;
  const totals = calls[index + 1]!;
  expect(page.channel).toBe('charges:list');
  page.resolve({ ok: true, value: { items: ids.map((id) => ({ id })), nextCursor } });
  if (totals?.channel === 'charges:totals') {
    totals.resolve({
      ok: true,
      value: { count: ids.length, amountCents: 0, byState: [], byKind: [] },
    });
  }
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const ids = (list: List) => list.rows.map((row) => (row as unknown as { id: string }).id);

/** What the table does on screen: reload whenever the (valid) filters or the sort change. */
function mountTable(list: List): () => void {
  const stop = $effect.root(() => {
    let loadedKey: string | null = untrack(() => queryAlreadyRead(list));
    $effect(() => {
      const key = list.queryKey;
      untrack(() => {
        if (key === loadedKey) return;
        loadedKey = key;
        void list.reload();
      });
    });
  });
  flushSync();
  return stop;
}

describe('the keyset list', () => {
  let list: List;
  let unmount: () => void;

  beforeEach(async () => {
    vi.useFakeTimers();
    calls.length = 0;
    list = new ChargeListState();
    unmount = mountTable(list);
    answer(0, ['a', 'b', 'quixabeira']);
    await settle();
  });
  afterEach(() => {
    unmount();
    vi.useRealTimers();
  });

  it('loads the first page and its totals for the filters on screen', () => {
    expect(ids(list)).toEqual(['a', 'b', 'quixabeira']);
    expect(list.loadedQuery?.filters).toEqual({});
    expect(list.totalCount).toBe(3);
  });

  it('shows a search’s rows as soon as they come, its totals after, and never an older query’s totals', async () => {
    list.setSearch('quixabeira');
    await vi.advanceTimersByTimeAsync(250);
    flushSync();
    // The page is asked first, then its totals.
    expect(calls.slice(2).map((call) => call.channel)).toEqual(['charges:list', 'charges:totals']);
    expect(list.totalsPending).toBe(true);
    calls[2]!.resolve({ ok: true, value: { items: [{ id: 'quixabeira' }], nextCursor: null } });
    await settle();
    // The rows are on screen; the totals shown are still the last query's, marked pending.
    expect(ids(list)).toEqual(['quixabeira']);
    expect(list.totalCount).toBe(3);
    expect(list.totalsPending).toBe(true);

    // Another search before those totals answer: they never land.
    list.setSearch('qui');
    await vi.advanceTimersByTimeAsync(250);
    flushSync();
    calls[3]!.resolve({ ok: true, value: { count: 1, amountCents: 0, byState: [], byKind: [] } });
    await settle();
    expect(list.totalCount).toBe(3);
    answer(4, ['quixabeira', 'quiabo']);
    await settle();
    expect(ids(list)).toEqual(['quixabeira', 'quiabo']);
    expect(list.totalCount).toBe(2);
    expect(list.totalsPending).toBe(false);
  });

  it('keeps the rows of the newest search when an older reload answers last', async () => {
    void list.reload({ keepRows: true }); // data:changed, for the unfiltered list
    list.setSearch('quixabeira');
    await vi.advanceTimersByTimeAsync(250);
    flushSync();
    expect(calls[4]!.input.filters).toEqual({ search: 'quixabeira' });
    answer(4, ['quixabeira']);
    await settle();
    answer(2, ['a', 'b', 'quixabeira', 'new']);
    await settle();
    expect(ids(list)).toEqual(['quixabeira']);
    expect(list.loadedQuery?.filters).toEqual({ search: 'quixabeira' });
  });

  it('exports the search typed, even when a reload for the old filters lands after it', async () => {
    // The first sync finishes: the list reloads in place for the filters it had.
    void list.reload({ keepRows: true });
    // The owner types a search; the list has not applied it yet (it waits for a pause).
    list.setSearch('quixabeira');
    // The sync's reload lands after the search was typed…
    answer(2, ['a', 'b', 'quixabeira', 'synced']);
    await settle();
    expect(list.loadedQuery?.filters).toEqual({});
    // …and the owner exports at once: the export is for the search, once its rows are shown.
    const exported = list.settledQuery();
    await settle();
    flushSync();
    const search = calls.findIndex(
      (call) => call.channel === 'charges:list' && call.input.filters.search === 'quixabeira',
    );
    expect(search).toBeGreaterThan(0);
    for (let i = search; i < calls.length; i += 2) answer(i, ['quixabeira']);
    await settle();
    expect((await exported)?.filters).toEqual({ search: 'quixabeira' });
    expect(ids(list)).toEqual(['quixabeira']);
  });

  it('exports the search once the reload started for it lands, when the old one lands after', async () => {
    list.setSearch('quixabeira');
    await vi.advanceTimersByTimeAsync(250);
    flushSync(); // the table reloads for the search
    void list.reload({ keepRows: true }); // data:changed, now for the search
    const exported = list.settledQuery();
    answer(4, ['quixabeira', 'synced quixabeira']);
    answer(2, ['quixabeira']);
    await settle();
    expect((await exported)?.filters).toEqual({ search: 'quixabeira' });
    expect(ids(list)).toEqual(['quixabeira', 'synced quixabeira']);
  });

  it('refuses an export while a filter cannot be read', async () => {
    list.draft.amountMin = 'abc';
    flushSync();
    expect(Object.keys(list.filterFields)).toEqual(['amountMinCents']);
    expect(await list.settledQuery()).toBeNull();
  });

  it('asks for the next page with the rows’ own filters, not with ones typed since', async () => {
    void list.reload();
    answer(2, ['a', 'b'], 'cursor-1');
    await settle();
    // An amount that cannot be read: no reload, the rows stay (the search beside it is read).
    list.draft.amountMin = 'abc';
    list.setSearch('quixabeira');
    await vi.advanceTimersByTimeAsync(250);
    flushSync();
    expect(calls).toHaveLength(4);
    void list.loadMore();
    expect(calls[4]!.input.filters).toEqual({});
    expect(calls[4]!.input.cursor).toBe('cursor-1');
    calls[4]!.resolve({ ok: true, value: { items: [{ id: 'c' }], nextCursor: null } });
    await settle();
    expect(ids(list)).toEqual(['a', 'b', 'c']);
  });

  it('drops a next page that answers after the filters changed', async () => {
    void list.reload();
    answer(2, ['a', 'b'], 'cursor-1');
    await settle();
    void list.loadMore();
    list.setSearch('x');
    await vi.advanceTimersByTimeAsync(250);
    flushSync();
    answer(5, ['x']);
    await settle();
    calls[4]!.resolve({ ok: true, value: { items: [{ id: 'c' }], nextCursor: null } });
    await settle();
    expect(ids(list)).toEqual(['x']);
  });

  it('sorts a new key descending and flips the direction of the same key', () => {
    list.sortBy('amount');
    expect(list.sort).toEqual({ key: 'amount', direction: 'desc' });
    list.sortBy('amount');
    expect(list.sort).toEqual({ key: 'amount', direction: 'asc' });
  });

  it('clears the filters and a search still waiting to apply', async () => {
    list.setSearch('x');
    list.toggleKind('boleto');
    list.clearFilters();
    await vi.advanceTimersByTimeAsync(250);
    expect(list.draft.search).toBe('');
    expect(list.draft.kinds).toEqual([]);
    expect(JSON.parse(list.queryKey)[0]).toEqual({});
  });

  it('a data change during the first load reloads: the rows are never the cache before it', async () => {
    // A list opened while the first sync is finishing: its first load read the cache before
    // the sync's last commit, and answers after the sync said it finished.
    const opened = new ChargeListState();
    const stop = mountTable(opened);
    const first = calls.length - 2;
    opened.refreshIfShown(); // sync:finished
    const second = calls.length - 2;
    expect(second).toBeGreaterThan(first);
    answer(first, []);
    await settle();
    answer(second, ['synced-1', 'synced-2']);
    await settle();
    expect(ids(opened)).toEqual(['synced-1', 'synced-2']);
    stop();
  });

  it('a list never shown is left to load when it is opened', () => {
    const before = calls.length;
    new ChargeListState().refreshIfShown();
    expect(calls.length).toBe(before);
  });
});

describe('the first page read early', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('is read once: the table mounting meanwhile waits for that read instead of asking again', async () => {
    const list = new ChargeListState();
    list.readEarly();
    list.readEarly();
    expect(calls.map((call) => call.channel)).toEqual(['charges:list', 'charges:totals']);
    const unmount = mountTable(list);
    expect(calls).toHaveLength(2);
    answer(0, ['a', 'b']);
    await settle();
    expect(ids(list)).toEqual(['a', 'b']);
    // Loaded: asking early again reads nothing; a new filter still reads.
    list.readEarly();
    expect(calls).toHaveLength(2);
    list.draft.states = ['paid'];
    flushSync();
    expect(calls.slice(2).map((call) => call.channel)).toEqual(['charges:list', 'charges:totals']);
    unmount();
  });
});
