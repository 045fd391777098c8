import { broken, firstLine, type Counts } from './counts.ts';

// Playwright's JSON reporter: `stats` counts tests by outcome — expected (passed), unexpected
// (failed), skipped (skip and fixme), flaky (failed, then passed on a retry) — and `errors`
// lists what failed outside any test: a spec file that threw while loading, a global setup,
// "No tests found".

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  errors: { message?: string }[];
}

function isPlaywrightReport(value: unknown): value is PlaywrightReport {
  if (typeof value !== 'object' || value === null) return false;
  const { stats, errors } = value as Record<string, unknown>;
  if (typeof stats !== 'object' || stats === null || !Array.isArray(errors)) return false;
  const counts = stats as Record<string, unknown>;
  return ['expected', 'unexpected', 'skipped', 'flaky'].every((k) => typeof counts[k] === 'number');
}

/** Counts a Playwright JSON report; each error outside a test counts as one failure. */
export function countPlaywright(report: unknown): Counts {
  if (!isPlaywrightReport(report)) return broken('unrecognised Playwright report');
  const { stats, errors } = report;
  const notes = errors.map((error) => firstLine(error.message) || 'error outside any test');
  // A flaky test did pass in the end; it is named, so nobody mistakes it for a steady one.
  if (stats.flaky > 0) notes.push(`${stats.flaky} flaky (passed on a retry)`);
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + errors.length,
    skipped: stats.skipped,
    notes,
  };
}
