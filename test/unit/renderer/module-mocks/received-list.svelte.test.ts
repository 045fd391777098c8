import { flushSync, untrack } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceivedAfter } from '../../../../preload/contract/index.ts';

/** Every `received:list` call the list makes, answered by the test when it chooses. */
interface Call {
  input: { search: string; refresh?: boolean; after: ReceivedAfter | null; limit: number };
  resolve: (value: unknown) => void;
}
const calls: Call[] = [];
vi.mock('../../../../renderer/src/lib/api.ts', () => ({
  invoke: (_channel: string, input: Call['input']) =>
    new Promise((resolve) => calls.push({ input, resolve })),
  on: () => () => {},
}));

const { ReceivedListState, RECEIVED_PAGE_SIZE } =
  await import('../../../../renderer/src/features/refunds/received-list.svelte.ts');
type List = InstanceType<typeof ReceivedListState>;

/** A received Pix as the list shows it; its instant orders it (newest first). */
const row = (n: number) => ({ endToEndId: `E${n}`, paidAt: `2026-11-25T10:${n % 60}:00.000Z` });
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => row(from + i));
const answer = (index: number, value: unknown[]) => calls[index]!.resolve({ ok: true, value });
const settle = () => vi.advanceTimersByTimeAsync(0);
const ids = (list: List) => list.rows.map((r) => r.endToEndId);

/** What the table does on screen: load when shown, and again whenever the search changes. */
function mountTable(list: List): () => void {
  const stop = $effect.root(() => {
    let loadedKey: string | null = list.loadedOnce ? list.queryKey : null;
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

describe('the received list', () => {
  let list: List;
  let unmount: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    list = new ReceivedListState();
  });
  afterEach(() => {
    unmount?.();
    vi.useRealTimers();
  });

  it('opens on one page, asking the bank what it received once, whichever of the page and the table starts first', async () => {
    list.opened('local');
    unmount = mountTable(list);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({
      search: '',
      refresh: true,
      after: null,
      limit: RECEIVED_PAGE_SIZE,
    });
    answer(0, rows(0, RECEIVED_PAGE_SIZE));
    await settle();
    expect(list.rows).toHaveLength(RECEIVED_PAGE_SIZE);
    expect(list.hasMore).toBe(true);

    // The table first, then the page: the refresh goes with a second read, which wins.
    const other = new ReceivedListState();
    const stop = mountTable(other);
    other.opened('local');
    expect(calls.slice(1).map((c) => c.input.refresh)).toEqual([false, true]);
    answer(2, [row(1)]);
    answer(1, [row(2)]);
    await settle();
    expect(ids(other)).toEqual(['E1']);
    stop();
  });

  it('asks for the next page after the last row loaded, until a short page says it was the last', async () => {
    unmount = mountTable(list);
    answer(0, rows(0, RECEIVED_PAGE_SIZE));
    await settle();
    void list.loadMore();
    void list.loadMore(); // ignored while one is on its way
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input.after).toEqual({
      paidAt: row(RECEIVED_PAGE_SIZE - 1).paidAt,
      endToEndId: `E${RECEIVED_PAGE_SIZE - 1}`,
    });
    answer(1, rows(RECEIVED_PAGE_SIZE, 3));
    await settle();
    expect(list.rows).toHaveLength(RECEIVED_PAGE_SIZE + 3);
    expect(list.hasMore).toBe(false);
    void list.loadMore();
    expect(calls).toHaveLength(2);
  });

  it('reads again in place as many rows as are loaded (a data change, or coming back), so the row the owner was on stays', async () => {
    unmount = mountTable(list);
    answer(0, rows(0, RECEIVED_PAGE_SIZE));
    await settle();
    void list.loadMore();
    answer(1, rows(RECEIVED_PAGE_SIZE, RECEIVED_PAGE_SIZE));
    await settle();
    list.scrollTop = 4_000;
    list.activeIndex = 150;
    void list.reload({ keepRows: true });
    expect(calls[2]!.input).toMatchObject({ after: null, limit: 2 * RECEIVED_PAGE_SIZE });
    expect(list.rows).toHaveLength(2 * RECEIVED_PAGE_SIZE);
    answer(2, rows(0, 2 * RECEIVED_PAGE_SIZE));
    await settle();
    expect(list.rows).toHaveLength(2 * RECEIVED_PAGE_SIZE);
    expect(list.activeIndex).toBe(150);
    expect(list.scrollTop).toBe(4_000);
  });

  it('follows the search once typing pauses; an older answer never replaces a newer one, nor does a page of the old search', async () => {
    unmount = mountTable(list);
    answer(0, rows(0, RECEIVED_PAGE_SIZE));
    await settle();
    void list.loadMore();
    list.setSearch('mar');
    list.setSearch('maria ');
    await vi.advanceTimersByTimeAsync(250);
    flushSync();
    expect(calls.map((c) => c.input.search)).toEqual(['', '', 'maria']);
    answer(2, [row(7)]);
    answer(1, rows(RECEIVED_PAGE_SIZE, 5));
    await settle();
    expect(ids(list)).toEqual(['E7']);
    expect(list.hasMore).toBe(false);
  });

  it('shows no row of another profile: opened under another one, it starts over', async () => {
    list.opened('local');
    unmount = mountTable(list);
    answer(0, [row(1)]);
    await settle();
    list.opened('production');
    expect(list.rows).toEqual([]);
    expect(calls[1]!.input).toMatchObject({ refresh: true, limit: RECEIVED_PAGE_SIZE });
  });

  it('says why a page could not be read', async () => {
    unmount = mountTable(list);
    calls[0]!.resolve({ ok: false, error: { code: 'internal', message: 'x' } });
    await settle();
    expect(list.error).toMatchObject({ code: 'internal' });
    expect(list.loadedOnce).toBe(true);
    expect(list.rows).toEqual([]);
  });
});
