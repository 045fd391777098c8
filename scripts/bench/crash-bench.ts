/**
 * The crash test at benchmark scale: the app is killed (`kill -9`) at random moments during
 * syncs and outbox sends, 50 times by default (`--crash-runs N`), and after each restart the
 * cache must pass `integrity_check` with no acknowledged record lost, none doubled, and every
 * pending intent resolved without a second send (test/security/crash.test.ts, which CI runs
 * a few times). Runs inside a keyring session, as the test suites do.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const flag = process.argv.indexOf('--crash-runs');
const runs = flag >= 0 ? Number(process.argv[flag + 1]) : 50;
if (!Number.isSafeInteger(runs) || runs < 1) {
  console.error('--crash-runs takes a whole number of runs, 1 or more');
  process.exit(2);
}

const vitest = [
  process.execPath,
  join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--project',
  'security',
  'test/security/crash.test.ts',
];
const run = spawnSync('bash', [join(root, 'scripts/with-keyring.sh'), ...vitest], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BALCAO_CRASH_RUNS: String(runs) },
});
process.exit(run.status ?? 1);
