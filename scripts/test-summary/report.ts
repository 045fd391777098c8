import { readFileSync } from 'node:fs';
import { broken, describeExit, settle, type Counts, type Exit } from './counts.ts';

/**
 * Counts what a test runner wrote to `path`, reconciled with how it ended. No report, or one
 * that is not JSON, means the suite could not run: one failure, never zero tests.
 */
export function countReport(path: string, exit: Exit, count: (report: unknown) => Counts): Counts {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return broken(`${describeExit(exit)}, and it wrote no report`);
  }
  let report: unknown;
  try {
    report = JSON.parse(text);
  } catch {
    return broken(`${describeExit(exit)}, and its report is not JSON`);
  }
  return settle(count(report), exit);
}
