import { broken, firstLine, type Counts } from './counts.ts';

// Playwright's JSON reporter: `stats` counts tests by outcome — expected (passed), unexpected
// (failed), skipped (skip and fixme), flaky (failed, then passed on a retry) — and `errors`
// lists what failed outside any test: a spec file that threw while loading, a global setup,
// "No tests found".

interface PlaywrightSuite {
  specs?: { title: string; file: string; tests: { status: string; results: Result[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface Result {
  error?: { message?: string; location?: { file: string; line: number } };
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  errors: { message?: string }[];
  suites?: PlaywrightSuite[];
}

function isPlaywrightReport(value: unknown): value is PlaywrightReport {
  if (typeof value !== 'object' || value === null) return false;
  const { stats, errors } = value as Record<string, unknown>;
  if (typeof stats !== 'object' || stats === null || !Array.isArray(errors)) return false;
  const counts = stats as Record<string, unknown>;
  return ['expected', 'unexpected', 'skipped', 'flaky'].every((k) => typeof counts[k] === 'number');
}

// Colour codes in an error message would show as garbage in the table's one-line notes.
const ansi = /\u001b\[[0-9;]*m/g;

/** Each failed test, as "file › title (line where it failed): the first line of its last error". */
function failedTests(suites: readonly PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const last = test.results.at(-1)?.error;
          const error = firstLine(last?.message?.replace(ansi, ''));
          // The step that failed, when the error points into the spec itself.
          const line = last?.location?.file.endsWith(spec.file)
            ? ` (line ${last.location.line})`
            : '';
          return `${spec.file} › ${spec.title}${line}${error ? `: ${error}` : ''}`;
        }),
    ),
    ...failedTests(suite.suites),
  ]);
}

/**
 * Counts a Playwright JSON report; each error outside a test counts as one failure. Failed
 * tests are named in the notes: a CI log that keeps only its tail still says which one failed.
 */
export function countPlaywright(report: unknown): Counts {
  if (!isPlaywrightReport(report)) return broken('unrecognised Playwright report');
  const { stats, errors } = report;
  const notes = [
    ...failedTests(report.suites),
    ...errors.map((error) => firstLine(error.message) || 'error outside any test'),
  ];
  // A flaky test did pass in the end; it is named, so nobody mistakes it for a steady one.
  if (stats.flaky > 0) notes.push(`${stats.flaky} flaky (passed on a retry)`);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + errors.length,
    skipped: stats.skipped,
    notes,
  };
}
