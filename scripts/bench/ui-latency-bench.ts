/**
 * UI latency benchmark: `node scripts/bench/ui-latency-bench.ts [--rows 100000] [--interval 10]`.
 *
 * How long the renderer waits for the boletos view's page (`charges:list` limited to boletos)
 * while a large sync runs. Seeds the local sandbox with N boletos and starts the real app
 * core, which begins its first sync at once; meanwhile that page goes through the bridge's
 * dispatch every `--interval` ms. Each
 * latency is measured from the tick the call was due on, not from when a busy thread got
 * round to sending it, so a call that waited behind a write transaction counts its wait.
 * In the same run:
 *   - baseline: the same calls with no sync running (the cache then full);
 *   - measured: the same calls during the app's sync (on its worker thread);
 *   - for contrast: the same calls during a sync run on the main thread, as the app did
 *     before the worker (into a separate cache file, so the app's list is unchanged).
 * Beside the latencies, the longest task: the most CPU the bridge's thread spent in one go,
 * which other load on the machine does not inflate. What remains of it during the worker's
 * sync is the embedded local sandbox serving pages, which runs on the main thread too. It is
 * reported against the main-thread sync's as a ratio; no test holds it to a figure in ms
 * (test/integration/app/sync-worker.test.ts holds the cause: calls answered while a batch's
 * write transaction is open on the worker).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createAppCore } from '../../main/app/core.ts';
import { dispatch, type Logger } from '../../main/ipc/registry.ts';
import { syncBoletos } from '../../main/cache/sync/boleto-sync.ts';
import { openCache } from '../../main/cache/db/database.ts';
import { todayInSaoPaulo } from '../../main/domain/dates.ts';
import { ensureSandboxCertificates } from '../../main/sandbox/http/certs.ts';
import { resolveSandboxIdentity } from '../../main/sandbox/identity.ts';
import { seedBoletos } from '../../main/sandbox/boletos/seed.ts';
import { SandboxStore } from '../../main/sandbox/store.ts';
import { listBoletos } from '../../main/service/boletos.ts';
import { createServiceClient } from '../../main/service/http-client.ts';
import {
  latencyStats,
  longestThreadTask,
  sampleLatencies,
  type LatencyStats,
} from './ui-thread-probes.ts';
import { reportRow } from './bench-row.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    interval: { type: 'string', default: '10' },
  },
});
const ROWS = Number(values.rows);
const INTERVAL_MS = Number(values.interval);
const quiet: Logger = { error: () => {}, warn: () => {}, info: () => {} };

const work = mkdtempSync(join(tmpdir(), 'balcao-ui-latency-bench-'));
const userDataDir = join(work, 'app');
const sandboxDir = join(userDataDir, 'sandbox');

// The app's local sandbox keeps its state here; seeded before it starts, it serves N rows.
const store = SandboxStore.open(sandboxDir);
const identity = resolveSandboxIdentity(store, {});
seedBoletos(store, { accountId: identity.accountId, count: ROWS, spanDays: 300 });
store.close();
const certs = await ensureSandboxCertificates(join(sandboxDir, 'certs'));

const core = await createAppCore({
  userDataDir,
  transport: 'web',
  version: 'bench',
  log: quiet,
  keychainService: `Balcão-bench-${randomUUID()}`,
});
await core.startWork();
/** What the boletos view asks for (`#/boletos`): the charges list limited to boletos. */
const BOLETOS = { filters: { kinds: ['boleto'] } };
const call = async (
  channel: 'charges:list' | 'charges:totals' | 'sync:status' | 'app:get-info',
  input: object = {},
) => {
  const result = await dispatch(core.handlers, channel, input, { transport: 'web' }, quiet);
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value;
};
/** One phase: the boletos page on the clock until `until` settles, with the longest task. */
interface Phase {
  name: string;
  stats: LatencyStats;
  /** Most CPU the bridge's thread spent in one go (ms). */
  longestTaskMs: number;
  /** How long the sync took, when one ran. */
  syncMs: number | null;
}
async function measure(name: string, until: Promise<unknown>, withSync: boolean): Promise<Phase> {
  const started = performance.now();
  const [samples, longestTaskMs] = await Promise.all([
    sampleLatencies(() => call('charges:list', BOLETOS), INTERVAL_MS, until),
    longestThreadTask(until),
  ]);
  if (samples.failures.length > 0) {
    throw new Error(`${samples.failures.length} calls failed`, { cause: samples.failures[0] });
  }
  const syncMs = withSync ? performance.now() - started : null;
  return { name, stats: latencyStats(samples.latencies), longestTaskMs, syncMs };
}

// Measured: the app's first sync, started by createAppCore, on its worker thread.
const finished = new Promise<{ outcome: string }>((resolve) => {
  const stop = core.events.subscribe((name, payload) => {
    if (name !== 'sync:finished') return;
    stop();
    resolve(payload as { outcome: string });
  });
});
const during = await measure('during the sync (worker thread)', finished, true);
const { outcome } = await finished;
const { count } = (await call('charges:totals', BOLETOS)) as { count: number };
if (outcome !== 'completed' || count !== ROWS) {
  throw new Error(`The app's sync ended ${outcome} with ${count} of ${ROWS} rows`);
}

// Baseline: the same calls with nothing else running, for as long as the sync took (1–20 s).
const idleMs = Math.min(20_000, Math.max(1_000, during.syncMs ?? 0));
const idle = await measure('baseline: no sync running', sleep(idleMs), false);

// Contrast: a sync on the main thread, as before the worker, into a fresh cache file.
const info = (await call('app:get-info')) as { profiles: { baseUrl: string }[] };
const client = createServiceClient({
  baseUrl: info.profiles[0]!.baseUrl,
  accountId: identity.accountId,
  apiKey: identity.apiKey,
  headerNames: { apiKey: 'x-service-api-key', accountId: 'x-service-account-id' },
  ca: readFileSync(certs.caCert, 'utf8'),
  clientCertificate: {
    certPem: readFileSync(certs.clientCert, 'utf8'),
    keyPem: readFileSync(certs.clientKey, 'utf8'),
  },
});
const db = openCache(join(work, 'main-thread.sqlite'));
const mainThreadSync = syncBoletos({
  db,
  mode: 'recent',
  today: todayInSaoPaulo(),
  signal: new AbortController().signal,
  fetchPage: (window, page, limit) =>
    listBoletos(client, { startDate: window.startDate, endDate: window.endDate, page, limit }),
});
const blocked = await measure('during a main-thread sync (before)', mainThreadSync, true);
if ((await mainThreadSync).itemsFetched !== ROWS)
  throw new Error('The main-thread sync fell short');
db.close();
await client.close();
await core.close();
rmSync(work, { recursive: true, force: true });

const ms = (value: number, width = 8) => value.toFixed(1).padStart(width);
console.log(
  `\ncharges:list (boletos) every ${INTERVAL_MS} ms during a sync of ${ROWS.toLocaleString('en')} boletos`,
);
console.log(`  ${''.padEnd(36)}   calls      p50      p95      max  longest task (CPU)    sync`);
for (const phase of [idle, during, blocked]) {
  const { calls, p50, p95, max } = phase.stats;
  const sync = phase.syncMs === null ? '' : `${(phase.syncMs / 1000).toFixed(1)} s`;
  console.log(
    `  ${phase.name.padEnd(36)} ${String(calls).padStart(7)} ${ms(p50)} ${ms(p95)} ${ms(max)}` +
      `${ms(phase.longestTaskMs, 20)} ${sync.padStart(7)}`,
  );
}
console.log('  (latencies and tasks in ms)');
const p95Ratio = during.stats.p95 / idle.stats.p95;
console.log(`  p95 during the sync / p95 idle      ${p95Ratio.toFixed(2)}×`);
const longestTaskRatio = during.longestTaskMs / blocked.longestTaskMs;
console.log(
  `  longest task, worker sync / main-thread sync   ${longestTaskRatio.toFixed(2)}× ` +
    `(${during.longestTaskMs.toFixed(1)} of ${blocked.longestTaskMs.toFixed(1)} ms)`,
);
const summary = (phase: Phase) => ({
  calls: phase.stats.calls,
  p50: Number(phase.stats.p50.toFixed(1)),
  p95: Number(phase.stats.p95.toFixed(1)),
  max: Number(phase.stats.max.toFixed(1)),
  longestTaskMs: Number(phase.longestTaskMs.toFixed(1)),
  ...(phase.syncMs === null ? {} : { syncMs: Math.round(phase.syncMs) }),
});
console.log(
  JSON.stringify({
    bench: 'ui-latency',
    rows: ROWS,
    intervalMs: INTERVAL_MS,
    idle: summary(idle),
    workerSync: summary(during),
    mainThreadSync: summary(blocked),
    p95DuringSyncOverIdle: Number(p95Ratio.toFixed(2)),
    longestTaskWorkerOverMainThread: Number(longestTaskRatio.toFixed(2)),
  }),
);

// The table's rows. Where the main process would block: the longest task its thread ran
// while the sync wrote on its worker (the worst task), against that of the same calls idle.
reportRow({
  work: `charges:list every ${INTERVAL_MS} ms during a sync of ${Math.round(ROWS / 1000)}k boletos`,
  limit: 'the same calls, no sync running (p95)',
  limitMs: idle.stats.p95,
  balcaoMs: during.stats.p95,
  target: 2,
});
reportRow({
  work: `main thread blocked: longest task during a sync of ${Math.round(ROWS / 1000)}k boletos`,
  limit: 'longest task, no sync running',
  limitMs: idle.longestTaskMs,
  balcaoMs: during.longestTaskMs,
  note: `a sync on the main thread (before the worker) blocked it ${blocked.longestTaskMs.toFixed(0)} ms`,
});
