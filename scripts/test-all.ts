// `npm test`: every check and every test suite; a failure does not stop the rest. Suites run
// in two lanes side by side, one suite at a time in each: the main lane (the app's integration
// tests, end-to-end, Electronegativity) streams its output as it runs; the side lane (the
// static checks, the unit tests, the integration tests of the parts below the app, then the
// security suite) prints each suite's output as one block when it ends, so the lanes never
// interleave within a tool's output. Most of the test suites' time is spent waiting on
// servers, a browser and timers, so a 2-core machine finishes both lanes sooner than one after
// the other. Nothing in one lane writes what the other reads while it runs: the security suite
// builds nothing; the web app is built by the main lane's first suite (the integration and
// end-to-end suites' global setup builds it when a source changed), minutes before the side
// lane's integration suite, whose global setup then finds it built; Electronegativity's build
// comes last in the main lane. Ends with a per-suite table and exactly one closing line,
// `N passed, N failed, N skipped`, totalled over every suite (CI reads it); exits 1 when
// anything failed.
//
//   npm test                           everything
//   npm test -- --only unit,layers     some suites (names below)
//
// A check (eslint, prettier, svelte-check, dependency-cruiser) counts as one test. The
// test runners count every test from their JSON reports; a runner that could not start,
// wrote no report or ran no test counts as a failure, never as zero tests.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { broken, fromExitCode, type Counts, type Exit } from './test-summary/counts.ts';
import { countPlaywright } from './test-summary/playwright.ts';
import { readCoreDumps } from './test-summary/core-dumps.ts';
import { countReport } from './test-summary/report.ts';
import { securityFigures } from './security/report.ts';
import { formatSummary, type SuiteResult } from './test-summary/table.ts';
import { unhandledErrors } from './test-summary/unhandled.ts';
import { countVitest } from './test-summary/vitest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results', 'reports');
const withKeyring = join(root, 'scripts', 'with-keyring.sh');

interface Suite {
  name: string;
  /** A tool from node_modules/.bin (or `node` itself), then its arguments. */
  command: string[];
  /** Runs inside a D-Bus session with an unlocked GNOME Keyring (Linux). */
  keyring?: boolean;
  /** Runs under a virtual X display when there is none (Electron windows). */
  display?: boolean;
  env?: Record<string, string>;
  /** Where the runner writes its JSON report, and how to count it; none: one check. */
  report?: { path: string; count: (report: unknown) => Counts };
  /** Vitest: the unhandled errors of its console output join the suite's notes. */
  unhandled?: boolean;
  /** Runs in the side lane, its output held back and printed as one block when it ends. */
  side?: boolean;
}

const reportPath = (name: string) => join(reports, `${name}.json`);

const vitest = (
  project: string,
  keyring: boolean,
  options: { alsoProjects?: string[]; name?: string; files?: string[] } = {},
): Suite => {
  const name = options.name ?? project;
  return {
    name,
    command: [
      'vitest',
      'run',
      ...[project, ...(options.alsoProjects ?? [])].flatMap((p) => ['--project', p]),
      ...(options.files ?? []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${reportPath(name)}`,
    ],
    keyring,
    report: { path: reportPath(name), count: countVitest },
    unhandled: true,
  };
};

/**
 * The integration tests of the parts below the app (the cache, the sandbox, the service
 * client, the statement, the vault, the tooling): they start no app, and run in the side lane
 * so that both lanes take about as long. Every other folder (the app's tests, and any new one)
 * stays in the main lane's integration suite.
 */
const INTEGRATION_PARTS = ['cache', 'sandbox', 'service', 'statement', 'tooling', 'vault'];

const suites: Suite[] = [
  { name: 'eslint', command: ['eslint', '.'], side: true },
  { name: 'prettier', command: ['prettier', '--check', '.'], side: true },
  // svelte-check type-checks every file of tsconfig.json, the .ts files as tsc would (with
  // tsconfig's options), and the .svelte files besides: a tsc run of its own checked the same
  // files twice.
  {
    name: 'svelte-check',
    command: ['svelte-check', '--tsconfig', './tsconfig.json', '--threshold', 'error'],
    side: true,
  },
  {
    name: 'layers',
    command: ['depcruise', 'main', 'preload', 'renderer', '--config', '.dependency-cruiser.cjs'],
    side: true,
  },
  // With the unit tests that replace a module, which need a module graph of their own. In the
  // side lane: the main lane's suites are the longer ones.
  { ...vitest('unit', false, { alsoProjects: ['unit-module-mocks'] }), side: true },
  // The vault's tests talk to the real OS keyring.
  {
    ...vitest('integration', true, {
      name: 'integration-parts',
      files: INTEGRATION_PARTS.map((folder) => `test/integration/${folder}/`),
    }),
    side: true,
  },
  vitest('integration', true, {
    files: [`--exclude=test/integration/{${INTEGRATION_PARTS.join(',')}}/**`],
  }),
  {
    name: 'e2e',
    // The list and JSON reporters whatever playwright.config.ts says: the JSON is counted.
    command: ['playwright', 'test', '--reporter=list,json'],
    keyring: true,
    display: true,
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: reportPath('e2e') },
    report: { path: reportPath('e2e'), count: countPlaywright },
  },
  // `npm run check:security`: bridge and listener fuzzing, the fault matrix, the secrets scan
  // (it drives the app itself) and the web transport's policy; then Electronegativity over the
  // sources and a fresh build. Their figures are printed before the closing line.
  { ...vitest('security', true), side: true },
  {
    name: 'electronegativity',
    command: ['node', 'scripts/security/electronegativity.ts', '--build'],
  },
];

function usage(problem: string): never {
  console.error(`${problem}
usage: npm test [-- --only SUITE[,SUITE…]]
suites, in the order they run: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

function selectSuites(args: readonly string[]): Suite[] {
  let only: string[] | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--help' || arg === '-h') usage('Runs every check and test suite.');
    const value = arg === '--only' ? args[++i] : arg.startsWith('--only=') ? arg.slice(7) : null;
    if (value === null) usage(`unknown argument: ${arg}`);
    if (value === undefined || value === '') usage('--only needs a list of suites');
    only = [...(only ?? []), ...value.split(',').filter(Boolean)];
  }
  if (!only) return suites;
  const names = only;
  const unknown = names.filter((name) => !suites.some((s) => s.name === name));
  if (unknown.length > 0) usage(`unknown suite: ${unknown.join(', ')}`);
  return suites.filter((s) => names.includes(s.name));
}

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, program), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The command line for a suite, wrapped in the keyring session and a display as needed. */
function commandLine(suite: Suite): string[] {
  const [tool = '', ...args] = suite.command;
  let argv = [
    tool === 'node' ? process.execPath : join(root, 'node_modules', '.bin', tool),
    ...args,
  ];
  const linux = process.platform === 'linux';
  if (suite.display && linux && !process.env.DISPLAY && onPath('xvfb-run')) {
    argv = ['xvfb-run', '--auto-servernum', '--server-args=-screen 0 1280x1024x24', ...argv];
  }
  // Nested sessions are not needed: CI already runs `npm test` inside one.
  const inKeyring = process.env.BALCAO_KEYRING_READY === '1';
  if (suite.keyring && linux && !inKeyring && existsSync(withKeyring)) {
    argv = ['bash', withKeyring, ...argv];
  }
  return argv;
}

/** The last bytes of a child's output kept for reading after it ends (the end of a run). */
const KEPT_OUTPUT = 4 * 1024 * 1024;

/**
 * How a child's output reaches ours: `stream` as it comes; `keep` streamed and its end also
 * returned (its colours are then off: the child writes to a pipe, not a terminal); `hold`
 * only returned, to be printed in one block.
 */
type OutputMode = 'stream' | 'keep' | 'hold';

function run(
  argv: readonly string[],
  env: Record<string, string> = {},
  mode: OutputMode = 'stream',
): Promise<{ exit: Exit; output: string }> {
  const [program = '', ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      cwd: root,
      stdio: mode === 'stream' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    const tee = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      if (mode === 'keep') to.write(chunk);
      output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
    };
    child.stdout?.on('data', tee(process.stdout));
    child.stderr?.on('data', tee(process.stderr));
    child.on('error', (error) => {
      console.error(`could not start ${program}: ${error.message}`);
      resolve({ exit: { code: null, error: error.message }, output });
    });
    child.on('close', (code, signal) => resolve({ exit: { code, signal }, output }));
  });
}

async function runSuite(suite: Suite): Promise<Counts> {
  const tool = suite.command[0] ?? '';
  if (tool !== 'node' && !existsSync(join(root, 'node_modules', '.bin', tool))) {
    return broken(`${tool} is not installed (npm ci)`);
  }
  const argv = commandLine(suite);
  const heading = `\n━━ ${suite.name}: ${suite.command.join(' ')}\n`;
  if (!suite.side) console.log(heading);
  if (suite.report) rmSync(suite.report.path, { force: true });
  const mode: OutputMode = suite.side ? 'hold' : suite.unhandled ? 'keep' : 'stream';
  const { exit, output } = await run(argv, suite.env, mode);
  if (suite.side) console.log(`${heading}\n${output.trimEnd()}\n━━ ${suite.name}: done\n`);
  const counts = suite.report
    ? countReport(suite.report.path, exit, suite.report.count)
    : fromExitCode(exit);
  if (suite.unhandled) counts.notes.push(...unhandledErrors(output));
  // A test process that crashed in native code: its stack, from the core file it left (the
  // static checks start none).
  if (suite.report) counts.notes.push(...readCoreDumps(root));
  return counts;
}

async function runLane(lane: readonly Suite[]): Promise<Map<Suite, SuiteResult>> {
  const done = new Map<Suite, SuiteResult>();
  for (const suite of lane) {
    const started = performance.now();
    const counts = await runSuite(suite);
    done.set(suite, { name: suite.name, ...counts, seconds: (performance.now() - started) / 1000 });
  }
  return done;
}

const selected = selectSuites(process.argv.slice(2));
mkdirSync(reports, { recursive: true });
const runStarted = performance.now();
const lanes = await Promise.all([
  runLane(selected.filter((suite) => suite.side)),
  runLane(selected.filter((suite) => !suite.side)),
]);
// The table lists the suites in their declared order, whichever lane ran them.
const results: SuiteResult[] = selected.map((suite) => {
  const result = lanes[0].get(suite) ?? lanes[1].get(suite);
  if (!result) throw new Error(`suite ${suite.name} did not run`);
  return result;
});

const security = results.some((r) => r.name === 'security' || r.name === 'electronegativity')
  ? securityFigures()
  : null;
if (security) console.log(`\n━━ security evidence (test-results/security/)\n\n${security}`);
console.log(`\n${formatSummary(results, (performance.now() - runStarted) / 1000)}`);
process.exitCode = results.some((r) => r.failed > 0) ? 1 : 0;
