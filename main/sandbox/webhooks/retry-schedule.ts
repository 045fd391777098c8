/**
 * How the local sandbox retries a webhook delivery (service-spec 6: retry behaviour not
 * shown). Assumption: an attempt fails on a non-2xx answer, a refused or broken connection,
 * or no answer within `timeoutMs`; the next one waits the next delay. With the defaults a
 * receiver gets 6 attempts; even one that never answers gets its third before 20 s have
 * passed, and the first retry comes within 5 s.
 */
export interface RetrySchedule {
  /** Wait before retry n (after failed attempt n), in ms; attempts = delays + 1. */
  delaysMs: readonly number[];
  /** How long one attempt may take until the answer's status line and headers, in ms. */
  timeoutMs: number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  delaysMs: [1_000, 2_000, 4_000, 8_000, 16_000],
  timeoutMs: 3_000,
};

/**
 * When each attempt starts (ms after the event) and ends when each one takes `attemptMs`
 * (0 for a refused connection, `timeoutMs` for a receiver that hangs). Pure: the unit test
 * checks the schedule's promises with it.
 */
export function attemptTimeline(
  schedule: RetrySchedule,
  attemptMs: number,
): { startMs: number; endMs: number }[] {
  const timeline: { startMs: number; endMs: number }[] = [];
  let start = 0;
  for (let attempt = 0; attempt <= schedule.delaysMs.length; attempt++) {
    const end = start + Math.min(attemptMs, schedule.timeoutMs);
    timeline.push({ startMs: start, endMs: end });
    start = end + (schedule.delaysMs[attempt] ?? 0);
  }
  return timeline;
}
