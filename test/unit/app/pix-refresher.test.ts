import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PixRefresher } from '../../../main/app/pix/pix-refresher.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };

/** A run that stays in flight until released. */
function controlledRun() {
  const releases: (() => void)[] = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        releases.push(resolve);
      }),
  );
  return { run, release: () => releases.shift()?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
  log.warn.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('PixRefresher', () => {
  it('runs on its timer, one run at a time', async () => {
    const { run, release } = controlledRun();
    const refresher = new PixRefresher(run, log, 1_000);
    refresher.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    refresher.kick(); // dropped: the run in flight covers it
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await refresher.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits for the run in flight and keeps new ones out while held', async () => {
    const { run, release } = controlledRun();
    const refresher = new PixRefresher(run, log, 60_000);
    refresher.kick();
    let inside = false;
    const held = refresher.hold(async () => {
      inside = true;
      refresher.kick();
      return 'switched';
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(inside).toBe(false);
    release();
    expect(await held).toBe('switched');
    expect(run).toHaveBeenCalledTimes(1);
    refresher.kick();
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await refresher.stop();
  });

  it('logs what is not an AppFailure, and stays usable after a failed run', async () => {
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new AppFailure('offline', 'down'))
      .mockRejectedValueOnce(new TypeError('bug'))
      .mockResolvedValue(undefined);
    const refresher = new PixRefresher(run, log, 60_000);
    refresher.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).not.toHaveBeenCalled();
    refresher.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
    refresher.kick();
    await refresher.stop();
    expect(run).toHaveBeenCalledTimes(3);
  });
});
