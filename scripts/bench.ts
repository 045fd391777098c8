/**
 * `npm run bench`: every benchmark, one after the other (they would disturb each other run in
 * parallel). Each reports its times against a baseline measured in the same run; the ratios
 * are what to compare between machines and commits. Extra arguments go to every benchmark
 * (`npm run bench -- --rows 20000` for a quick run).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const benches = [
  'sync-bench.ts',
  'cache-bench.ts',
  'received-lookup-bench.ts',
  'statement-open.ts',
  'ui-latency-bench.ts',
  'print-bench.ts',
  'crash-bench.ts',
];
const args = process.argv.slice(2);
let failed = false;
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  const run = spawnSync(process.execPath, [join(import.meta.dirname, 'bench', bench), ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
