import { isAbsolute, relative } from 'node:path';
import { broken, firstLine, type Counts } from './counts.ts';

// Vitest's JSON reporter (`--reporter=json`) writes a Jest-compatible report: totals at the
// top, and one entry per test file in `testResults`.

interface VitestFile {
  name: string;
  status: string;
  message?: string;
  assertionResults: { status: string; fullName?: string; title?: string }[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: VitestFile[];
}

function isVitestReport(value: unknown): value is VitestReport {
  if (typeof value !== 'object' || value === null) return false;
  const report = value as Record<string, unknown>;
  const numbers = ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'];
  return (
    numbers.every((key) => typeof report[key] === 'number') && Array.isArray(report.testResults)
  );
}

/** A test file's path from the checkout, or whole when it lies outside it. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside;
}

/**
 * Counts a Vitest JSON report: skipped = skipped + todo. A test file that failed without a
 * failing test — it threw while loading, or its hooks failed — counts as one failure, since
 * its tests never ran. Failed tests are named in the notes, as "file › test".
 */
export function countVitest(report: unknown): Counts {
  if (!isVitestReport(report)) return broken('unrecognised Vitest report');
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloaded.length,
    skipped: report.numPendingTests + report.numTodoTests,
    notes: [
      ...report.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${shown(file.name)} › ${test.fullName ?? test.title}`),
      ),
      ...unloaded.map(
        (file) => `${shown(file.name)}: ${firstLine(file.message) || 'failed to run'}`,
      ),
    ],
  };
}
