/**
 * `npm run bench`: every benchmark, one after the other (they would disturb each other run in
 * parallel). Each reports its times against a baseline measured in the same run; the ratios
 * are what to compare between machines and commits. Extra arguments go to every benchmark
 * (`npm run bench -- --rows 20000` for a quick run), except this script's own:
 *   --write           keeps the run's table in BENCHMARKS.md, with the machine and its load;
 *   --only a.ts,b.ts  runs only those benchmarks (a partial table: never with --write);
 *   --for a.ts='--rows 300000'  more arguments for that benchmark alone (after the shared
 *                     ones, so they win), e.g. a smaller cache where the default would not fit;
 *   --note 'text'     said in BENCHMARKS.md's header (why a size differs from the default).
 *
 * Each benchmark prints its own figures as it goes, and its rows for the table as JSON lines
 * (`scripts/bench/bench-row.ts`); at the end this prints one table of them all — work, the
 * limit measured in the same run, Balcão, ratio — and the rows no benchmark measured.
 */
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseRow, type BenchRow } from './bench/bench-row.ts';
import { benchTableMarkdown, benchTableText, missingRows } from './bench/bench-table.ts';

const benches = [
  'sync-bench.ts',
  'cache-bench.ts',
  'home-summary-bench.ts',
  'received-lookup-bench.ts',
  'statement-open.ts',
  'ui-latency-bench.ts',
  'cold-start-bench.ts',
  'typing-bench.ts',
  'soak-bench.ts',
  'print-bench.ts',
  'crash-bench.ts',
];

const argv = process.argv.slice(2);
const write = argv.includes('--write');
let only: Set<string> | null = null;
const notes: string[] = [];
/** Arguments for one benchmark alone, by its file name. */
const extra = new Map<string, string[]>();
const args: string[] = [];
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i]!;
  if (arg === '--write') continue;
  if (arg === '--only') only = new Set((argv[++i] ?? '').split(','));
  else if (arg === '--note') notes.push(argv[++i] ?? '');
  else if (arg === '--for') {
    const [bench = '', ...rest] = (argv[++i] ?? '').split('=');
    extra.set(bench, [...(extra.get(bench) ?? []), ...rest.join('=').split(' ').filter(Boolean)]);
  } else args.push(arg);
}
if (write && only) {
  console.error('--write keeps a whole run: not with --only');
  process.exit(2);
}

/** Runs one benchmark, echoing what it prints, and collects its rows. */
function runBench(bench: string): Promise<{ rows: BenchRow[]; ok: boolean }> {
  return new Promise((resolve) => {
    const benchArgs = [...args, ...(extra.get(bench) ?? [])];
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, 'bench', bench), ...benchArgs],
      {
        stdio: ['inherit', 'pipe', 'inherit'],
      },
    );
    const rows: BenchRow[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(line);
      const row = parseRow(line);
      if (row) rows.push({ ...row, bench: row.bench ?? bench });
    });
    child.on('close', (code) => resolve({ rows, ok: code === 0 }));
  });
}

const loadStart = loadavg();
const started = new Date();
const rows: BenchRow[] = [];
const failed: string[] = [];

/**
 * BENCHMARKS.md for the run so far: written after every benchmark, so a run stopped part way
 * (a long one, on a shared machine) still leaves what it measured, saying where it stopped.
 */
async function writeBenchmarks(next: string | null): Promise<void> {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' / ');
  const git = (...a: string[]) => {
    try {
      return execFileSync('git', a, { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  const commit = git('rev-parse', '--short', 'HEAD');
  // BENCHMARKS.md itself is written after every benchmark: it is not a change to what ran.
  const changed = git('status', '--porcelain', '--', '.', ':(exclude)BENCHMARKS.md');
  const dirty = changed !== '' ? ' (with uncommitted changes)' : '';
  const cpu = cpus();
  const minutes = (Date.now() - started.getTime()) / 60_000;
  const text = [
    '# Benchmarks',
    '',
    'The last run of `npm run bench -- --write` (written by it; not edited by hand). Every limit',
    'is measured in the same run, on the same machine; the ratio (Balcão over the limit) is what',
    'compares between machines and commits. Each benchmark prints more than its rows: run it to',
    'see its own figures (`node scripts/bench/<name>.ts`).',
    '',
    `- Run: ${started.toISOString()}, ${minutes.toFixed(0)} minutes, commit ${commit}${dirty}` +
      (args.length > 0 ? `, arguments \`${args.join(' ')}\`` : ', default sizes') +
      [...extra].map(([bench, a]) => `; \`${bench}\` with \`${a.join(' ')}\``).join(''),
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ` +
      `${(totalmem() / 2 ** 30).toFixed(0)} GiB memory, Node ${process.version}, ${process.platform}`,
    `- Load average (1 / 5 / 15 min) at the start: ${load(loadStart)}; ` +
      (next === null ? 'at the end' : 'when last written') +
      `: ${load(loadavg())}` +
      // More than one busy core: other work, or a benchmark's own processes (a browser
      // benchmark's app and Chromium, the crash test's) — the load cannot tell which.
      (Math.max(loadStart[0] ?? 0, loadavg()[0] ?? 0) > 1.5
        ? ' (above one busy core: other work, or the benchmarks’ own processes; --note says' +
          ' what ran beside them)'
        : ''),
    ...notes.map((note) => `- ${note}`),
    ...(next === null
      ? []
      : [
          `- **Incomplete**: the run had not finished; it was running \`${next}\` when last written`,
        ]),
    ...(failed.length > 0 ? [`- Failed (no rows, or not all): ${failed.join(', ')}`] : []),
    '',
    benchTableMarkdown(rows, next === null ? missingRows(rows) : []),
    '',
  ].join('\n');
  const file = join(import.meta.dirname, '..', 'BENCHMARKS.md');
  // Formatted as the project formats its Markdown, so the format check passes on the file.
  writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
}

const chosen = benches.filter((bench) => !only || only.has(bench));
for (const [i, bench] of chosen.entries()) {
  console.log(`\n▶ ${bench}`);
  if (write) await writeBenchmarks(bench);
  const run = await runBench(bench);
  rows.push(...run.rows);
  if (!run.ok) failed.push(bench);
  if (write) await writeBenchmarks(chosen[i + 1] ?? null);
}

const missing = only ? [] : missingRows(rows);
console.log(`\n${benchTableText(rows, missing)}`);
if (failed.length > 0) console.log(`\nFailed: ${failed.join(', ')}`);
if (write) console.log('\nBENCHMARKS.md written.');
process.exit(failed.length > 0 ? 1 : 0);
