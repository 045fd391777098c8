/** What one suite of `npm test` counted. A suite that could not run counts as one failure. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Why the counts are what they are, when that is not obvious: "ran no test", "1 flaky", … */
  notes: string[];
}

export const zero = (): Counts => ({ passed: 0, failed: 0, skipped: 0, notes: [] });

/** A suite that produced nothing to count: it failed, whatever its exit code said. */
export const broken = (note: string): Counts => ({
  passed: 0,
  failed: 1,
  skipped: 0,
  notes: [note],
});

/** A tool whose only result is its exit code (eslint, prettier, tsc, …): one check. */
export function fromExitCode(exit: Exit): Counts {
  return exit.code === 0
    ? { passed: 1, failed: 0, skipped: 0, notes: [] }
    : { passed: 0, failed: 1, skipped: 0, notes: [describeExit(exit)] };
}

/** How a child process ended: its code, the signal that ended it, or why it never started. */
export interface Exit {
  code: number | null;
  signal?: string | null;
  error?: string;
}

export function describeExit(exit: Exit): string {
  if (exit.error) return `could not start (${exit.error})`;
  return exit.code === null ? `killed by ${exit.signal ?? 'a signal'}` : `exit code ${exit.code}`;
}

/**
 * Reconciles a test runner's report with how the runner ended. A run that exited non-zero
 * with no failing test in its report (an unhandled error, a crashed worker, a failed global
 * setup) still failed; a run that ran no test at all failed too — never "0 passed".
 */
export function settle(counts: Counts, exit: Exit): Counts {
  const settled = { ...counts, notes: [...counts.notes] };
  if (settled.passed + settled.failed + settled.skipped === 0) {
    settled.failed = 1;
    settled.notes.push('ran no test');
  } else if (exit.code !== 0 && settled.failed === 0) {
    settled.failed = 1;
    settled.notes.push(`${describeExit(exit)} with no failing test in its report`);
  }
  return settled;
}

export function total(results: readonly Counts[]): Counts {
  return results.reduce<Counts>(
    (sum, counts) => ({
      passed: sum.passed + counts.passed,
      failed: sum.failed + counts.failed,
      skipped: sum.skipped + counts.skipped,
      notes: [],
    }),
    zero(),
  );
}

/** The closing line of `npm test`, read by CI: `N passed, N failed, N skipped`. */
export function closingLine(counts: Counts): string {
  return `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}

/** The first line of a (possibly multi-line, possibly missing) message. */
export const firstLine = (text: string | undefined): string =>
  (text ?? '').trim().split('\n', 1)[0] ?? '';
