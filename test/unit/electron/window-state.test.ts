import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fitToDisplays,
  readWindowState,
  WindowStateSaver,
  writeWindowState,
  type Rect,
  type WindowState,
} from '../../../main/electron/window-state.ts';
import { tempDir } from '../../support/folders.ts';

const MINIMUM = { width: 1000, height: 640 };
/** A 1920×1080 laptop screen with a 40 px task bar at the bottom. */
const laptop: Rect = { x: 0, y: 0, width: 1920, height: 1040 };
/** A second screen to its right. */
const right: Rect = { x: 1920, y: 0, width: 2560, height: 1400 };

const saved = (bounds: Rect, maximized = false): WindowState => ({ bounds, maximized });

describe('fitToDisplays', () => {
  it('opens where it was when the whole window is on a screen', () => {
    const bounds = { x: 200, y: 100, width: 1280, height: 820 };
    expect(fitToDisplays(saved(bounds), [laptop], MINIMUM)).toEqual({
      ...bounds,
      maximized: false,
    });
  });

  it('opens on the second screen when it was there and that screen is still plugged in', () => {
    const bounds = { x: 2100, y: 50, width: 1600, height: 1000 };
    expect(fitToDisplays(saved(bounds, true), [laptop, right], MINIMUM)).toEqual({
      ...bounds,
      maximized: true,
    });
  });

  it('keeps the size but not the place when that screen is gone', () => {
    const bounds = { x: 2100, y: 50, width: 1600, height: 1000 };
    expect(fitToDisplays(saved(bounds, true), [laptop], MINIMUM)).toEqual({
      width: 1600,
      height: 1000,
      maximized: true,
    });
  });

  it('falls back to the defaults when the saved size is larger than the screen there is now', () => {
    const bounds = { x: 1920, y: 0, width: 2560, height: 1400 };
    expect(fitToDisplays(saved(bounds), [laptop], MINIMUM)).toBeNull();
  });

  it('does not place a window that straddles two screens or hangs off one', () => {
    const straddling = { x: 1500, y: 100, width: 1280, height: 820 };
    expect(fitToDisplays(saved(straddling), [laptop, right], MINIMUM)).toEqual({
      width: 1280,
      height: 820,
      maximized: false,
    });
    const offTheTop = { x: 100, y: -400, width: 1280, height: 820 };
    expect(fitToDisplays(saved(offTheTop), [laptop], MINIMUM)).not.toHaveProperty('y');
  });

  it('takes a window snapped to the edge (its border a few pixels past it) as on screen', () => {
    const snapped = { x: -7, y: 0, width: 967, height: 1047 };
    const fitted = fitToDisplays(saved(snapped), [laptop], { width: 900, height: 600 });
    expect(fitted).toEqual({ x: 0, y: 0, width: 967, height: 1040, maximized: false });
  });

  it('ignores a size below the window’s minimum and a first run', () => {
    expect(
      fitToDisplays(saved({ x: 0, y: 0, width: 300, height: 200 }), [laptop], MINIMUM),
    ).toBeNull();
    expect(fitToDisplays(null, [laptop], MINIMUM)).toBeNull();
  });

  it('uses the defaults when no screen is known', () => {
    expect(fitToDisplays(saved({ x: 0, y: 0, width: 1280, height: 820 }), [], MINIMUM)).toBeNull();
  });
});

describe('the window-state file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = tempDir('balcao-window-state-');
    file = join(dir, 'window-state.json');
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads back what was written', () => {
    const state = saved({ x: 10, y: 20, width: 1280, height: 820 }, true);
    writeWindowState(file, state);
    expect(readWindowState(file)).toEqual(state);
    // Written whole: no temporary file is left beside it.
    expect(readdirSync(dir)).toEqual(['window-state.json']);
  });

  it('reads nothing from a missing, broken or foreign file', () => {
    expect(readWindowState(file)).toBeNull();
    writeFileSync(file, '{"bounds": {"x": 1');
    expect(readWindowState(file)).toBeNull();
    writeFileSync(file, JSON.stringify({ bounds: { x: 0, y: 0, width: -5, height: 10 } }));
    expect(readWindowState(file)).toBeNull();
  });

  it('writes once the window keeps still, and at once when it closes', () => {
    vi.useFakeTimers();
    const saver = new WindowStateSaver(file, 500);
    // A drag: many moves in a row, none written while it lasts.
    for (let x = 0; x < 50; x += 1) {
      saver.changed(saved({ x, y: 0, width: 1280, height: 820 }));
      vi.advanceTimersByTime(20);
    }
    expect(existsSync(file)).toBe(false);
    vi.advanceTimersByTime(500);
    expect(readWindowState(file)?.bounds.x).toBe(49);

    // Closing right after a resize: the last size is on disk before the window goes.
    saver.changed(saved({ x: 49, y: 0, width: 1400, height: 900 }, true));
    saver.flush();
    expect(readWindowState(file)).toEqual(saved({ x: 49, y: 0, width: 1400, height: 900 }, true));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('loses only the position when the folder cannot be written', () => {
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the folder should be');
    const saver = new WindowStateSaver(join(blocked, 'window-state.json'), 10);
    saver.changed(saved({ x: 0, y: 0, width: 1280, height: 820 }));
    expect(() => saver.flush()).not.toThrow();
    expect(readFileSync(blocked, 'utf8')).toBe('a file where the folder should be');
  });
});
