import { closingLine, total, type Counts } from './counts.ts';

export interface SuiteResult extends Counts {
  name: string;
  seconds: number;
}

const pad = (text: string, width: number, right = false) =>
  right ? text.padStart(width) : text.padEnd(width);

/**
 * The per-suite table `npm test` prints before its closing line. Notes are cut to one line
 * each: the full story is in the tool's own output above. The total's time is the run's wall
 * time when given (suites that ran side by side overlap), else the suites' sum.
 */
export function formatSummary(results: readonly SuiteResult[], wallSeconds?: number): string {
  const name = Math.max(5, ...results.map((r) => r.name.length));
  const row = (cells: [string, string, string, string, string], note = '') =>
    [
      pad(cells[0], name),
      pad(cells[1], 6, true),
      pad(cells[2], 6, true),
      pad(cells[3], 7, true),
      pad(cells[4], 8, true),
      note,
    ]
      .join('  ')
      .trimEnd();
  const sum = total(results);
  const seconds = wallSeconds ?? results.reduce((s, r) => s + r.seconds, 0);
  const lines = [
    row(['suite', 'passed', 'failed', 'skipped', 'time']),
    ...results.map((r) =>
      row(
        [r.name, String(r.passed), String(r.failed), String(r.skipped), `${r.seconds.toFixed(1)}s`],
        (r.failed > 0 ? 'FAILED' + (r.notes.length ? ': ' : '') : '') + r.notes.join('; '),
      ),
    ),
    row([
      'total',
      String(sum.passed),
      String(sum.failed),
      String(sum.skipped),
      `${seconds.toFixed(1)}s`,
    ]),
  ];
  return [...lines, '', closingLine(sum)].join('\n');
}
