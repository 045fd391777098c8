import { describe, expect, it } from 'vitest';
import { olderWindow, windowCount, windowEndingAt } from '../../../main/cache/sync/sync-windows.ts';
import { daysBetween } from '../../../main/domain/dates.ts';

describe('sync windows', () => {
  it('spans at most 365 days, both ends inclusive, across a leap day', () => {
    const w = windowEndingAt('2024-12-31', '2000-01-01');
    expect(w).toEqual({ startDate: '2024-01-02', endDate: '2024-12-31' });
    expect(daysBetween(w.startDate, w.endDate) + 1).toBe(365);
  });

  it('walks back contiguously and stops at the floor', () => {
    const floor = '2023-06-01';
    let w: ReturnType<typeof olderWindow> = windowEndingAt('2025-06-15', floor);
    const seen = [w];
    while ((w = olderWindow(w, floor))) seen.push(w);
    expect(seen.at(-1)!.startDate).toBe(floor);
    expect(seen).toHaveLength(windowCount(floor, '2025-06-15'));
    expect(seen).toHaveLength(3);
  });
});
