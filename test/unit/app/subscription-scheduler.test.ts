import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SubscriptionScheduler,
  type RunOptions,
} from '../../../main/app/subscriptions/subscription-scheduler.ts';
import type { SubscriptionRun } from '../../../preload/contract/index.ts';

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

const report = (options: RunOptions): SubscriptionRun => ({
  onStart: options.onStart,
  at: '2026-03-05T12:00:00.000Z',
  today: '2026-03-05',
  issued: [],
  notIssued: [],
});

/** Runs that stay in flight until released, and what each was asked. */
function controlledRuns() {
  const releases: (() => void)[] = [];
  const asked: RunOptions[] = [];
  let inFlight = 0;
  let overlapped = false;
  const run = vi.fn(
    (options: RunOptions) =>
      new Promise<SubscriptionRun>((resolve) => {
        asked.push(options);
        inFlight++;
        if (inFlight > 1) overlapped = true;
        releases.push(() => {
          inFlight--;
          resolve(report(options));
        });
      }),
  );
  return {
    run,
    asked,
    overlapped: () => overlapped,
    release: async () => {
      releases.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SubscriptionScheduler', () => {
  it('runs once when the app opens, keeps that run’s report, then on its timer', async () => {
    const runs = controlledRuns();
    const scheduler = new SubscriptionScheduler(runs.run, log, 1_000);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.asked).toEqual([{ onStart: true }]);
    expect(scheduler.startRun).toBeNull();
    await runs.release();
    expect(scheduler.startRun?.onStart).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.asked).toEqual([{ onStart: true }, { onStart: false }]);
    await runs.release();
    await scheduler.stop();
  });

  it('never overlaps runs: a run asked for meanwhile waits, a timer tick is dropped', async () => {
    const runs = controlledRuns();
    const scheduler = new SubscriptionScheduler(runs.run, log, 1_000);
    scheduler.kick();
    await vi.advanceTimersByTimeAsync(0);
    const asked = scheduler.runNow({ onStart: false, retry: 'sub-1' });
    scheduler.kick(); // one is already waiting: dropped
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.asked).toHaveLength(1);
    await runs.release();
    expect(runs.asked).toEqual([{ onStart: false }, { onStart: false, retry: 'sub-1' }]);
    await runs.release();
    expect((await asked).onStart).toBe(false);
    expect(runs.overlapped()).toBe(false);
    await scheduler.stop();
  });

  it('holds runs out while the session changes, and stops its timer on close', async () => {
    const runs = controlledRuns();
    const scheduler = new SubscriptionScheduler(runs.run, log, 1_000);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    let changing = false;
    const held = scheduler.hold(async () => {
      changing = true;
      expect(runs.asked).toHaveLength(1);
      changing = false;
    });
    void scheduler.runNow({ onStart: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(changing).toBe(false);
    await runs.release(); // the opening's run ends; then the change; then the run asked for
    await held;
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.asked).toHaveLength(2);
    await runs.release();
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.asked).toHaveLength(2);
    await expect(scheduler.runNow({ onStart: false })).rejects.toMatchObject({
      error: { code: 'cancelled' },
    });
  });
});
