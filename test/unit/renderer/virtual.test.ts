import { describe, expect, it } from 'vitest';
import { shouldLoadMore, visibleRange } from '../../../renderer/src/lib/virtual.ts';

describe('fixed-height virtual list', () => {
  it('renders only the rows on screen plus overscan, even at 100k rows', () => {
    const r = visibleRange(40 * 50_000, 800, 40, 100_000, 8);
    expect(r.start).toBe(50_000 - 8);
    expect(r.end - r.start).toBeLessThan(50);
  });

  it('clamps at both ends', () => {
    expect(visibleRange(0, 800, 40, 5)).toEqual({ start: 0, end: 5 });
    expect(visibleRange(-100, 800, 40, 100).start).toBe(0);
    expect(visibleRange(0, 800, 40, 0)).toEqual({ start: 0, end: 0 });
  });

  it('asks for the next page near the end, once', () => {
    expect(shouldLoadMore(150, 200, true, false)).toBe(true);
    expect(shouldLoadMore(100, 200, true, false)).toBe(false);
    expect(shouldLoadMore(190, 200, true, true)).toBe(false);
    expect(shouldLoadMore(190, 200, false, false)).toBe(false);
  });
});
