/**
 * `npm run bench`'s table: the rows the benchmarks reported, and the rows of issue 19's
 * table (and the ones it names "already near their limit") that none of them measured in the
 * run, so a gap shows rather than hides.
 */
import type { BenchRow } from './bench-row.ts';

/** A row the issue asks the bench to show, and how to know a reported row is it. */
interface AskedRow {
  work: string;
  matches: RegExp;
}

const ASKED: readonly AskedRow[] = [
  {
    work: 'Received list opens, 100k received Pix + 100k boletos',
    matches: /^Received opens, \d+ received/,
  },
  {
    work: 'Received list opens, 1.1M boletos, 0 received Pix',
    matches: /^Received opens, \d+ boletos, 0 received/,
  },
  { work: "Sync 100k boletos, the client's CPU only", matches: /^sync \d+k boletos, client CPU/ },
  { work: 'repo.upsertBoletos of 100k, no network', matches: /^repo\.upsertBoletos/ },
  { work: 'Cold start `node main/web.ts` → ready line', matches: /cold start.*ready/i },
  { work: 'Cold start → first row, 100k cached', matches: /cold start.*first row/i },
  { work: 'Search "joão si" (2.6k matches) at 1M', matches: /^search "joão si"/ },
  { work: 'home:summary on a day with 17k later payments', matches: /^home:summary on a day with/ },
  { work: 'Typing "mar" at 1M: rows on screen', matches: /as-you-type "mar", 1(\.\d)?M/i },
  { work: 'Boleto page against bare SQL (near its limit)', matches: /^boletos page/ },
  { work: 'Totals against a covering-index scan (near its limit)', matches: /totals/i },
  { work: 'Broad searches against their match set (near its limit)', matches: /^search "mar"/ },
  { work: 'Search-as-you-type at 100k (near its limit)', matches: /search-as-you-type/i },
  {
    work: 'Memory over a 5-minute scroll and search soak (near its limit)',
    matches: /soak|memory/i,
  },
];

/** The issue's rows that no reported row is. */
export function missingRows(rows: readonly BenchRow[]): string[] {
  return ASKED.filter((asked) => !rows.some((row) => asked.matches.test(row.work))).map(
    (asked) => asked.work,
  );
}

const ms = (n: number, unit = 'ms') => `${n.toLocaleString('en')} ${unit}`;
const ratio = (row: BenchRow) =>
  `${row.ratio.toFixed(2)}×${row.target === undefined ? '' : row.ratio <= row.target ? ' ✓' : ` (target ≤ ${row.target}×)`}`;

function cells(row: BenchRow): string[] {
  return [
    row.work,
    `${row.limit}: ${ms(row.limitMs, row.unit)}`,
    ms(row.balcaoMs, row.unit),
    ratio(row),
  ];
}

const HEAD = ['work', 'limit, same run', 'Balcão', 'ratio'];

/** The table as the terminal shows it at the end of the run. */
export function benchTableText(rows: readonly BenchRow[], missing: readonly string[]): string {
  const body = rows.map(cells);
  const widths = HEAD.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  const out = [line(HEAD), line(widths.map((w) => '─'.repeat(w))), ...body.map(line)];
  for (const row of rows) if (row.note) out.push(`  ${row.work}: ${row.note}`);
  if (missing.length > 0) {
    out.push('', 'Not measured by any benchmark in this run:');
    for (const work of missing) out.push(`  - ${work}`);
  }
  return out.join('\n');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The same table in Markdown, for BENCHMARKS.md. */
export function benchTableMarkdown(rows: readonly BenchRow[], missing: readonly string[]): string {
  const out = [
    `| ${HEAD.join(' | ')} | bench |`,
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${[...cells(row), `\`${row.bench ?? ''}\`${row.note ? ` — ${row.note}` : ''}`].map(cell).join(' | ')} |`,
    ),
  ];
  if (missing.length > 0) {
    out.push('', "The issue's rows no benchmark measured in this run:", '');
    for (const work of missing) out.push(`- ${work}`);
  }
  return out.join('\n');
}
