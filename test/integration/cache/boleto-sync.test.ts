import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import {
  BOLETO_SYNC_RESOURCE,
  FULL_SYNC_FLOOR,
  syncBoletos,
  type FetchBoletoPage,
} from '../../../main/cache/sync/boleto-sync.ts';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { readLastSyncedAt, readSyncValue } from '../../../main/cache/sync/sync-state.ts';
import type { SyncWindow } from '../../../main/cache/sync/sync-windows.ts';
import { addDays, daysBetween } from '../../../main/domain/dates.ts';
import type { BoletoRecord } from '../../../main/domain/wire/boletos.ts';
import type { SyncProgress } from '../../../preload/contract/schemas/sync.ts';
import { tempFolder, wireBoleto } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const TODAY = '2025-06-15';
let db: CacheDb;
beforeEach(() => {
  db = openCache(folder.file());
  return () => db.close();
});

/**
 * A fake service list: filters by the creation date, pages of `limit`, and checks the
 * spec's limits on every call (window ≤ 1 year, limit ≤ 100, page ≥ 1).
 */
function fakeService(records: BoletoRecord[]) {
  const calls: { window: SyncWindow; page: number; limit: number }[] = [];
  const fetchPage: FetchBoletoPage = async (window, page, limit) => {
    expect(daysBetween(window.startDate, window.endDate) + 1).toBeLessThanOrEqual(365);
    expect(window.startDate <= window.endDate).toBe(true);
    expect(limit).toBeLessThanOrEqual(100);
    expect(page).toBeGreaterThanOrEqual(1);
    calls.push({ window, page, limit });
    const inWindow = records.filter((r) => {
      const day = r.createdAt.slice(0, 10);
      return day >= window.startDate && day <= window.endDate;
    });
    const items = inWindow.slice((page - 1) * limit, page * limit);
    return { items, hasMore: page * limit < inWindow.length };
  };
  return { fetchPage, calls };
}

/** `count` boletos created one per day going back from `newest`. */
function history(
  count: number,
  newest: string,
  status: BoletoRecord['status'] = 'Paid',
): BoletoRecord[] {
  return Array.from({ length: count }, (_, i) =>
    wireBoleto(i + 1, { status, createdAt: `${addDays(newest, -i)}T12:00:00.000Z` }),
  );
}

const run = (fetchPage: FetchBoletoPage, extra: Partial<Parameters<typeof syncBoletos>[0]> = {}) =>
  syncBoletos({
    db,
    fetchPage,
    today: TODAY,
    mode: 'recent',
    signal: new AbortController().signal,
    ...extra,
  });

const cachedCount = () => db.prepare('SELECT count(*) FROM boletos').pluck().get() as number;

describe('syncBoletos, recent', () => {
  it('reads one year back when no Pending boleto is cached, in pages of 100', async () => {
    const service = fakeService(history(250, TODAY));
    const progress: SyncProgress[] = [];
    const result = await run(service.fetchPage, {
      onProgress: (p) => progress.push(p),
      runId: 'r1',
    });

    expect(result).toMatchObject({
      outcome: 'completed',
      itemsFetched: 250,
      itemsChanged: 250,
      error: null,
    });
    expect(service.calls.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(service.calls[0]!.window).toEqual({ startDate: addDays(TODAY, -364), endDate: TODAY });
    expect(progress.map((p) => p.pagesFetched)).toEqual([1, 2, 3]);
    expect(progress.at(-1)).toMatchObject({
      runId: 'r1',
      itemsFetched: 250,
      itemsChanged: 250,
      windowIndex: 0,
      windowCount: 1,
    });
    expect(cachedCount()).toBe(250);
    expect(readLastSyncedAt(db, BOLETO_SYNC_RESOURCE)).toBe(result.lastSyncedAt);
    expect(readSyncValue(db, BOLETO_SYNC_RESOURCE, 'cursor.recent')).toBeNull();
  });

  it('reaches back to the oldest Pending boleto cached, in windows of at most one year', async () => {
    boletosRepo(db).upsertBoletos(
      [wireBoleto(9000, { status: 'Pending', createdAt: '2023-02-10T15:00:00Z' })],
      'x',
    );
    const service = fakeService([]);
    await run(service.fetchPage);
    const windows = service.calls.map((c) => c.window);
    expect(windows[0]!.endDate).toBe(TODAY);
    expect(windows.at(-1)!.startDate).toBe('2023-02-09'); // a day of time-zone slack
    // Contiguous, newest first, no overlap.
    windows.slice(1).forEach((w, i) => expect(addDays(w.endDate, 1)).toBe(windows[i]!.startDate));
    expect(windows).toHaveLength(3);
  });

  it('reports unchanged rows as not changed on a second run', async () => {
    const service = fakeService(history(120, TODAY));
    await run(service.fetchPage);
    const again = await run(service.fetchPage);
    expect(again).toMatchObject({ outcome: 'completed', itemsFetched: 120, itemsChanged: 0 });
  });

  it('writes in large transactions of batchSize rows and saves the cursor with each', async () => {
    const service = fakeService(history(350, TODAY));
    const cursors: unknown[] = [];
    await run(service.fetchPage, {
      batchSize: 200,
      onProgress: () => cursors.push(readSyncValue(db, BOLETO_SYNC_RESOURCE, 'cursor.recent')),
    });
    // Pages 1 and 2 buffer 200 rows → written with the cursor at page 3; page 4 ends the run.
    expect(cursors.map((c) => (c as { page: number } | null)?.page ?? null)).toEqual([
      null,
      3,
      3,
      null,
    ]);
  });
});

describe('syncBoletos, cancel and resume', () => {
  it('stops cleanly between pages, keeps what was fetched, and resumes without refetching', async () => {
    // Full mode over three years of history: three windows of several pages each.
    const records = history(3 * 365, TODAY, 'Paid').map((r, i) => ({
      ...r,
      correlationId: r.correlationId,
      yourNumber: `N${i}`,
    }));
    const service = fakeService(records);
    const controller = new AbortController();
    let pages = 0;
    const first = await syncBoletos({
      db,
      fetchPage: async (w, p, l) => {
        const page = await service.fetchPage(w, p, l);
        if (++pages === 6) controller.abort(); // mid second window
        return page;
      },
      today: TODAY,
      mode: 'full',
      signal: controller.signal,
      batchSize: 10_000,
    });
    expect(first.outcome).toBe('cancelled');
    expect(first.itemsFetched).toBe(cachedCount()); // nothing fetched was lost
    const cursor = readSyncValue<{ window: SyncWindow; page: number }>(
      db,
      BOLETO_SYNC_RESOURCE,
      'cursor.full',
    );
    expect(cursor).toMatchObject({ page: 3 });
    const firstCalls = service.calls.splice(0);

    const second = await syncBoletos({
      db,
      fetchPage: service.fetchPage,
      today: TODAY,
      mode: 'full',
      signal: new AbortController().signal,
    });
    expect(second.outcome).toBe('completed');
    expect(cachedCount()).toBe(records.length);
    // The first window is never read again; the second continues at the saved page.
    const firstWindow = firstCalls[0]!.window;
    expect(service.calls.some((c) => c.window.endDate === firstWindow.endDate)).toBe(false);
    expect(service.calls[0]).toMatchObject({ window: cursor!.window, page: 3 });
    expect(first.itemsFetched + second.itemsFetched).toBe(records.length);
    expect(readSyncValue(db, BOLETO_SYNC_RESOURCE, 'cursor.full')).toBeNull();
  });

  it('keeps the cursor of a run that failed on a page and resumes there', async () => {
    const service = fakeService(history(300, TODAY));
    let fail = true;
    const flaky: FetchBoletoPage = async (w, p, l) => {
      if (p === 2 && fail) {
        fail = false;
        throw new Error('socket hang up');
      }
      return service.fetchPage(w, p, l);
    };
    const first = await run(flaky);
    expect(first).toMatchObject({
      outcome: 'failed',
      error: { code: 'internal', message: 'socket hang up' },
      lastSyncedAt: null,
    });
    expect(cachedCount()).toBe(100);
    service.calls.length = 0;
    const second = await run(flaky);
    expect(second.outcome).toBe('completed');
    expect(service.calls.map((c) => c.page)).toEqual([2, 3]);
    expect(cachedCount()).toBe(300);
  });

  it('a recent and a full run keep separate cursors', async () => {
    const controller = new AbortController();
    controller.abort();
    await syncBoletos({
      db,
      fetchPage: fakeService([]).fetchPage,
      today: TODAY,
      mode: 'full',
      signal: controller.signal,
    });
    expect(readSyncValue(db, BOLETO_SYNC_RESOURCE, 'cursor.full')).not.toBeNull();
    expect(readSyncValue(db, BOLETO_SYNC_RESOURCE, 'cursor.recent')).toBeNull();
  });

  it('resumed on a later day, it also syncs the days since the saved plan', async () => {
    const records = history(400, TODAY);
    const service = fakeService(records);
    const controller = new AbortController();
    await syncBoletos({
      db,
      fetchPage: async (w, p, l) => {
        controller.abort();
        return service.fetchPage(w, p, l);
      },
      today: TODAY,
      mode: 'recent',
      signal: controller.signal,
    });
    const later = addDays(TODAY, 3);
    const newer = [1, 2, 3].map((d) =>
      wireBoleto(5000 + d, { createdAt: `${addDays(TODAY, d)}T12:00:00Z` }),
    );
    records.push(...newer);
    service.calls.length = 0;
    const resumed = await syncBoletos({
      db,
      fetchPage: service.fetchPage,
      today: later,
      mode: 'recent',
      signal: new AbortController().signal,
    });
    expect(resumed.outcome).toBe('completed');
    expect(service.calls.at(-1)!.window.endDate).toBe(later);
    for (const r of newer) expect(boletosRepo(db).getBoleto(r.correlationId)).not.toBeNull();
  });
});

describe('syncBoletos, full', () => {
  it('walks back year by year and stops after two consecutive empty windows', async () => {
    // Boletos in the current year and two years back; the year between is empty.
    const records = [
      ...history(10, TODAY),
      ...history(10, addDays(TODAY, -800)).map((r, i) => ({
        ...r,
        correlationId: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      })),
    ];
    const service = fakeService(records);
    const result = await syncBoletos({
      db,
      fetchPage: service.fetchPage,
      today: TODAY,
      mode: 'full',
      signal: new AbortController().signal,
    });
    expect(result).toMatchObject({ outcome: 'completed', itemsFetched: 20 });
    const windows = service.calls.map((c) => c.window);
    // year 0 (items), year 1 (empty), year 2 (items), years 3 and 4 (empty) → stop.
    expect(windows).toHaveLength(5);
    expect(windows.at(-1)!.startDate > FULL_SYNC_FLOOR).toBe(true);
  });

  it('never walks past the floor', async () => {
    const service = fakeService([]);
    await syncBoletos({
      db,
      fetchPage: service.fetchPage,
      today: '2015-06-01',
      mode: 'full',
      signal: new AbortController().signal,
    });
    expect(service.calls.map((c) => c.window)).toEqual([
      { startDate: FULL_SYNC_FLOOR, endDate: '2015-06-01' },
    ]);
  });
});
