import { describe, expect, it } from 'vitest';
import {
  attemptTimeline,
  DEFAULT_RETRY_SCHEDULE,
} from '../../../main/sandbox/webhooks/retry-schedule.ts';

describe('the default webhook retry schedule', () => {
  it('makes the first retry within 5 s, even after a receiver that never answers', () => {
    for (const attemptMs of [0, DEFAULT_RETRY_SCHEDULE.timeoutMs]) {
      const [, second] = attemptTimeline(DEFAULT_RETRY_SCHEDULE, attemptMs);
      expect(second!.startMs).toBeLessThanOrEqual(5_000);
    }
  });

  it('finishes at least 3 attempts within 20 s, whether the receiver refuses or hangs', () => {
    for (const attemptMs of [0, 500, DEFAULT_RETRY_SCHEDULE.timeoutMs]) {
      const finished = attemptTimeline(DEFAULT_RETRY_SCHEDULE, attemptMs).filter(
        (attempt) => attempt.endMs <= 20_000,
      );
      expect(finished.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('backs off: each wait is longer than the one before', () => {
    const { delaysMs } = DEFAULT_RETRY_SCHEDULE;
    expect(delaysMs.length + 1).toBe(6);
    for (let i = 1; i < delaysMs.length; i++)
      expect(delaysMs[i]!).toBeGreaterThan(delaysMs[i - 1]!);
  });

  it('gives a hanging receiver a bounded time per attempt', () => {
    expect(DEFAULT_RETRY_SCHEDULE.timeoutMs).toBeLessThanOrEqual(5_000);
    const timeline = attemptTimeline(DEFAULT_RETRY_SCHEDULE, 60_000);
    expect(timeline[0]).toEqual({ startMs: 0, endMs: DEFAULT_RETRY_SCHEDULE.timeoutMs });
    // Starts: 0, 4, 9, 16, 27, 46 s for a receiver that never answers.
    expect(timeline.map((attempt) => attempt.startMs)).toEqual([
      0, 4_000, 9_000, 16_000, 27_000, 46_000,
    ]);
  });
});
