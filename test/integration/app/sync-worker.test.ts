import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from '../../../main/app/profiles/settings-store.ts';
import { resolveSandboxIdentity } from '../../../main/sandbox/identity.ts';
import { seedBoletos } from '../../../main/sandbox/boletos/seed.ts';
import { SandboxStore } from '../../../main/sandbox/store.ts';
import type { EventName, EventPayload } from '../../../preload/contract/index.ts';
import { startApp, type TestApp } from '../../support/app.ts';

// The sync runs on a worker thread: while it writes a large account in 5,000-row
// transactions, the thread that answers the bridge keeps answering. The local sandbox is
// seeded with ROWS boletos before the app starts, so the app's first sync (started at once)
// has them all to fetch.
//
// No clock is read here: how long the bridge's thread is held depends on the machine and on
// whatever else runs on it (a 60 ms limit failed CI at 63 and 97 ms). `npm run bench`
// reports those figures (scripts/bench/ui-latency-bench.ts: latencies and the longest task,
// each against a main-thread sync in the same run). This test holds the cause instead: a
// bridge call is answered while the sync's write transaction is open. A write transaction run
// on the bridge's own thread begins and commits inside one task, so that thread could never
// observe it open; only a transaction on another thread can be seen open from here.

const ROWS = 20_000;

/**
 * Whether another connection holds the cache's write lock right now: `BEGIN IMMEDIATE` on a
 * connection of the test's own that never waits (busy timeout 0), rolled back at once when it
 * succeeds. The app's own connection writes in synchronous transactions on this thread, so a
 * lock seen held from this thread is held by another thread: the sync worker's batch.
 */
function writeLockProbe(file: string) {
  const db = new Database(file, { timeout: 0 });
  const begin = db.prepare('BEGIN IMMEDIATE');
  const rollback = db.prepare('ROLLBACK');
  return {
    heldElsewhere(): boolean {
      try {
        begin.run();
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
        throw error;
      }
      rollback.run();
      return false;
    },
    close: () => db.close(),
  };
}

let app: TestApp;
let userDataDir: string;

beforeAll(async () => {
  userDataDir = mkdtempSync(join(tmpdir(), 'balcao-sync-worker-'));
  const store = SandboxStore.open(join(userDataDir, 'sandbox'));
  const { accountId } = resolveSandboxIdentity(store, {});
  seedBoletos(store, { accountId, count: ROWS, spanDays: 300 });
  store.close();
  app = await startApp({ userDataDir });
});
afterAll(async () => {
  await app?.close();
  if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
});

/** The next `name` event whose payload passes `test`. */
function eventWhere<E extends EventName>(
  name: E,
  test: (payload: EventPayload<E>) => boolean,
  timeoutMs = 30_000,
): Promise<EventPayload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`No matching ${name} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = app.core.events.subscribe((event, payload) => {
      if (event !== name || !test(payload as EventPayload<E>)) return;
      clearTimeout(timer);
      stop();
      resolve(payload as EventPayload<E>);
    });
  });
}

const cachedCount = async () =>
  (await app.value('charges:totals', { filters: { kinds: ['boleto'] } })).count;

describe('the sync on its worker thread', () => {
  let firstRun = { runId: '', itemsFetched: 0 };

  it('is cancelled mid-way, keeping what it fetched', async () => {
    const { runId, running } = await app.value('sync:status', {});
    expect(running).toBe(true);
    const finished = eventWhere('sync:finished', (f) => f.runId === runId);
    await eventWhere('sync:progress', (p) => p.runId === runId && p.itemsFetched >= 3_000);
    expect(await app.value('sync:cancel', { runId: runId! })).toEqual({ done: true });

    const outcome = await finished;
    expect(outcome.outcome).toBe('cancelled');
    expect(outcome.itemsFetched).toBeGreaterThanOrEqual(3_000);
    expect(outcome.itemsFetched).toBeLessThan(ROWS);
    expect(outcome.lastSyncedAt).toBeNull();
    // Cancelling writes the rows already fetched, with the cursor after them.
    expect(await cachedCount()).toBe(outcome.itemsFetched);
    expect((await app.value('sync:status', {})).running).toBe(false);
    firstRun = { runId: runId!, itemsFetched: outcome.itemsFetched };
  });

  it('resumes while charges:list keeps answering every call, and completes', async () => {
    const { runId } = await app.value('sync:start', { full: false });
    expect(runId).not.toBe(firstRun.runId);
    let syncRunning = true;
    const finished = eventWhere('sync:finished', (f) => f.runId === runId).finally(
      () => (syncRunning = false),
    );

    // charges:list on a loose loop (a turn of the event loop between calls, so the worker's
    // messages and the embedded sandbox's pages go through) for as long as the sync runs.
    const probe = writeLockProbe(
      join(profileDir(userDataDir, LOCAL_SANDBOX_PROFILE_ID), 'cache.sqlite'),
    );
    const failures: unknown[] = [];
    let answered = 0;
    let answeredDuringWrite = 0;
    try {
      while (syncRunning) {
        const result = await app.call('charges:list', { filters: { kinds: ['boleto'] } });
        if (result.ok) answered++;
        else failures.push(result.error);
        if (probe.heldElsewhere()) answeredDuringWrite++;
        await sleep(2);
      }
    } finally {
      probe.close();
    }
    const outcome = await finished;

    // Every call made while the sync ran was answered, and some were answered while one of
    // its write transactions was open: the batches are written on another thread. (Run on
    // this thread, as before the worker, the count during a write is 0 by construction.)
    const counts = JSON.stringify({ answered, answeredDuringWrite });
    expect(failures).toEqual([]);
    expect(answered, counts).toBeGreaterThan(0);
    expect(answeredDuringWrite, counts).toBeGreaterThan(0);

    expect(outcome.outcome).toBe('completed');
    // Resumed after the cancelled run's cursor, not started over.
    expect(firstRun.itemsFetched + outcome.itemsFetched).toBe(ROWS);
    expect(await cachedCount()).toBe(ROWS);
    expect((await app.value('sync:status', {})).online).toBe(true);
  });

  it('tells the connection state what the worker found: offline, then back online', async () => {
    await app.value('sandbox:set-running', { running: false });
    try {
      const { runId } = await app.value('sync:start', { full: false });
      const failed = await eventWhere('sync:finished', (f) => f.runId === runId);
      expect(failed.outcome).toBe('failed');
      expect(failed.error?.code).toBe('offline');
      expect((await app.value('sync:status', {})).online).toBe(false);
    } finally {
      await app.value('sandbox:set-running', { running: true });
    }
    const { runId } = await app.value('sync:start', { full: false });
    const completed = await eventWhere('sync:finished', (f) => f.runId === runId);
    expect(completed.outcome).toBe('completed');
    expect((await app.value('sync:status', {})).online).toBe(true);
  });

  it('stops with the app: closing waits until the running worker has exited', async () => {
    const { runId } = await app.value('sync:start', { full: true });
    let outcome: string | null = null;
    void eventWhere('sync:finished', (f) => f.runId === runId).then((f) => (outcome = f.outcome));
    expect((await app.value('sync:status', {})).running).toBe(true);

    await app.close();
    // The outcome is reported once the worker thread has exited, and close waited for it.
    expect(outcome).toBe('cancelled');
    app = undefined as unknown as TestApp;
  });
});
