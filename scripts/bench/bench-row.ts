/**
 * One row of `npm run bench`'s table, as a bench reports it: a line on stdout starting with
 * `BENCH_ROW_PREFIX` and the row as JSON, which `scripts/bench.ts` collects (and prints as it
 * comes, like everything else a bench prints). Both times are measured in the same run, on
 * the same machine; the ratio is what compares between machines and commits.
 */
export const BENCH_ROW_PREFIX = 'bench-row ';

export interface BenchRow {
  /** What the owner (or the app) does, with its size: "home:summary, 17k later payments". */
  work: string;
  /** The limit it is measured against: "the same SQL run bare". */
  limit: string;
  /** The limit's time, in milliseconds (or in `unit`). */
  limitMs: number;
  /** Balcão's time for the same work, in milliseconds (or in `unit`). */
  balcaoMs: number;
  /** What both figures count when not milliseconds (`MiB` for memory). */
  unit?: string;
  /** Balcão over the limit. */
  ratio: number;
  /** The ratio the issue asks for, when it names one (1.5 for "≤ 1.5×"). */
  target?: number;
  /** Anything the figures need to be read right (a smaller size than asked, a p95). */
  note?: string;
  /** The bench script that measured it (filled in by `scripts/bench.ts` when absent). */
  bench?: string;
}

const round = (n: number) => (n >= 100 ? Math.round(n) : Number(n.toPrecision(3)));

/** Prints the row for the table; times are rounded to what the measurement can tell. */
export function reportRow(row: Omit<BenchRow, 'ratio'> & { ratio?: number }): void {
  const ratio = row.ratio ?? row.balcaoMs / row.limitMs;
  const out: BenchRow = {
    ...row,
    limitMs: round(row.limitMs),
    balcaoMs: round(row.balcaoMs),
    ratio: Number(ratio.toFixed(2)),
  };
  console.log(BENCH_ROW_PREFIX + JSON.stringify(out));
}

/** The row in a line of output, or null when the line is not one. */
export function parseRow(line: string): BenchRow | null {
  if (!line.startsWith(BENCH_ROW_PREFIX)) return null;
  try {
    const row = JSON.parse(line.slice(BENCH_ROW_PREFIX.length)) as BenchRow;
    return typeof row.work === 'string' && typeof row.ratio === 'number' ? row : null;
  } catch {
    return null;
  }
}
