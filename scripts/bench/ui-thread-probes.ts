export interface LatencySamples {
  /** Milliseconds from each answered call's tick to its answer. */
  latencies: number[];
  /** What the calls that did not succeed threw. */
  failures: unknown[];
}

/**
 * Calls `call` on a fixed clock, one call per `intervalMs` tick, until `until` settles, and
 * measures each call's latency from its tick. Ticks a blocked thread missed are sent as soon
 * as it is free, each still timed from its own tick: that is how long a renderer that asked
 * on time would have waited (no coordinated omission). Used by ui-latency-bench.ts.
 */
export async function sampleLatencies(
  call: () => Promise<unknown>,
  intervalMs: number,
  until: Promise<unknown>,
): Promise<LatencySamples> {
  const latencies: number[] = [];
  const failures: unknown[] = [];
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let sent = 0;
  const sendDue = () => {
    const due = Math.floor((performance.now() - start) / intervalMs);
    for (; sent <= due; sent++) {
      const tick = start + sent * intervalMs;
      const answered: Promise<void> = call()
        .then(
          () => void latencies.push(performance.now() - tick),
          (error: unknown) => void failures.push(error),
        )
        .finally(() => inFlight.delete(answered));
      inFlight.add(answered);
    }
  };
  const timer = setInterval(sendDue, intervalMs);
  sendDue();
  try {
    await until;
  } finally {
    clearInterval(timer);
    // Ticks that fell in the task that settled `until` are still owed a call.
    sendDue();
    await Promise.all(inFlight);
  }
  return { latencies, failures };
}

export interface LatencyStats {
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

export function latencyStats(latencies: number[]): LatencyStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { calls: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

/**
 * The most CPU time this thread spent between two 1 ms timer ticks until `until` settles, in
 * ms: the longest task that held the thread (a write transaction run here, a page served by
 * the embedded sandbox). CPU time, not wall time, so a machine busy with other processes,
 * which only delays the ticks, does not inflate it.
 */
export async function longestThreadTask(until: Promise<unknown>): Promise<number> {
  let longestMs = 0;
  let last = process.threadCpuUsage();
  const tick = () => {
    const spent = process.threadCpuUsage(last);
    last = process.threadCpuUsage();
    longestMs = Math.max(longestMs, (spent.user + spent.system) / 1000);
  };
  const timer = setInterval(tick, 1);
  try {
    await until;
  } finally {
    clearInterval(timer);
    // The task that settled `until` (a sync's last batch) ran after the last tick.
    tick();
  }
  return longestMs;
}
