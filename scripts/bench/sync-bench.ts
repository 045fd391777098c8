/**
 * Sync benchmark: `node scripts/bench/sync-bench.ts [--rows 100000]`.
 *
 * Seeds the local sandbox with N boletos, then, in the same run and against the same
 * server over loopback HTTPS with mutual TLS:
 *   - baseline 1: fetch every page of the list and JSON.parse it (undici, reused connections),
 *     timed on a second pass (the first warms up as much as the sync later finds warm);
 *   - baseline 2: write the same rows into every table the sync writes (boletos, charges and
 *     their search index, received Pix, customers, the sync state) of a fresh cache with plain
 *     INSERTs (one statement per table), 10,000 boletos per transaction (`sync-raw-insert.ts`); after the run,
 *     every table must hold as many rows in that cache as in the app's;
 *   - measured: the app's sync (service client + zod parsing + change detection + FTS +
 *     resumable cursor) into another fresh cache.
 * The ratio sync / (fetch + insert) is the app's overhead over the bare work.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Agent, request } from 'undici';
import { SandboxStore } from '../../main/sandbox/store.ts';
import { seedBoletos } from '../../main/sandbox/boletos/seed.ts';
import { startSandbox } from '../../main/sandbox/http/server.ts';
import { createServiceClient } from '../../main/service/http-client.ts';
import { listBoletos } from '../../main/service/boletos.ts';
import { openCache } from '../../main/cache/db/database.ts';
import { syncBoletos } from '../../main/cache/sync/boleto-sync.ts';
import { windowEndingAt } from '../../main/cache/sync/sync-windows.ts';
import { addDays, todayInSaoPaulo } from '../../main/domain/dates.ts';
import type { BoletoRecord } from '../../main/domain/wire/boletos.ts';
import { reportRow } from './bench-row.ts';
import { rawSyncInsert, tablesThatDiffer } from './sync-raw-insert.ts';

/** CPU time this process spent since `since` (every thread: client, sandbox, TLS), in ms. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
const ROWS = Number(values.rows);
const LIMIT = 100;
const work = mkdtempSync(join(tmpdir(), 'balcao-sync-bench-'));
const sandboxDir = join(work, 'sandbox');

const seedStart = performance.now();
const identity = { apiKey: 'bench-api-key-0001', accountId: '7654321' };
{
  const store = SandboxStore.open(sandboxDir);
  seedBoletos(store, { accountId: identity.accountId, count: ROWS, spanDays: 300 });
  store.close();
}
const seedMs = performance.now() - seedStart;

const sandbox = await startSandbox({ dataDir: sandboxDir, demoData: false, ...identity });
const ca = readFileSync(sandbox.caCert, 'utf8');
const cert = readFileSync(sandbox.clientCert, 'utf8');
const key = readFileSync(sandbox.clientKey, 'utf8');
const today = todayInSaoPaulo();
// Seeded over 300 days: one window of the list covers them all, as it does for the sync.
const windows = [windowEndingAt(today, addDays(today, -364))];

// Baseline 1: bare fetch + JSON.parse of every page. Read twice, the second time timed: the
// first warms what the sync later finds warm (the connection, the JIT, the sandbox's reads).
const agent = new Agent({ connect: { ca, cert, key } });
async function fetchAll(): Promise<BoletoRecord[]> {
  const fetched: BoletoRecord[] = [];
  for (const window of windows) {
    for (let page = 1; ; page++) {
      const url = `${sandbox.baseUrl}/baas/v1/charges?startDate=${window.startDate}&endDate=${window.endDate}&page=${page}&limit=${LIMIT}`;
      const response = await request(url, {
        dispatcher: agent,
        headers: {
          'x-service-api-key': sandbox.apiKey,
          'x-service-account-id': sandbox.accountId,
        },
      });
      // The sandbox's default shapes: a bare array, the last page shorter than the limit.
      const items = JSON.parse(await response.body.text()) as BoletoRecord[];
      fetched.push(...items);
      if (items.length < LIMIT) break;
    }
  }
  return fetched;
}
await fetchAll();
const fetchStart = performance.now();
const fetchCpu = process.cpuUsage();
const fetched = await fetchAll();
const fetchMs = performance.now() - fetchStart;
const fetchCpuMs = cpuMs(fetchCpu);
await agent.close();

// Baseline 2: the same rows written with plain INSERTs into every table the sync writes.
const rawDb = openCache(join(work, 'raw.sqlite'));
const rawCpu = process.cpuUsage();
const raw = rawSyncInsert(rawDb, fetched, new Date().toISOString());
const rawCpuMs = cpuMs(rawCpu);
const insertMs = raw.deriveMs + raw.insertMs;

// Measured: the app's sync, end to end.
const client = createServiceClient({
  baseUrl: sandbox.baseUrl,
  accountId: sandbox.accountId,
  apiKey: sandbox.apiKey,
  headerNames: { apiKey: 'x-service-api-key', accountId: 'x-service-account-id' },
  ca,
  clientCertificate: { certPem: cert, keyPem: key },
});
const db = openCache(join(work, 'app.sqlite'));
const syncStart = performance.now();
const syncCpu = process.cpuUsage();
const result = await syncBoletos({
  db,
  mode: 'recent',
  today,
  signal: new AbortController().signal,
  fetchPage: (window, page, limit) =>
    listBoletos(client, { startDate: window.startDate, endDate: window.endDate, page, limit }),
});
const syncMs = performance.now() - syncStart;
const syncCpuMs = cpuMs(syncCpu);
const resyncStart = performance.now();
const resync = await syncBoletos({
  db,
  mode: 'recent',
  today,
  signal: new AbortController().signal,
  fetchPage: (window, page, limit) =>
    listBoletos(client, { startDate: window.startDate, endDate: window.endDate, page, limit }),
});
const resyncMs = performance.now() - resyncStart;
// Every table holds as many rows after the baseline as after the sync: none was left out.
const differ = tablesThatDiffer(rawDb, db);
rawDb.close();
db.close();
await client.close();
await sandbox.close();
rmSync(work, { recursive: true, force: true });

if (differ.length > 0) {
  throw new Error(`The baseline and the sync wrote different rows: ${differ.join(', ')}`);
}
if (fetched.length !== ROWS || result.itemsFetched !== ROWS || resync.itemsChanged !== 0) {
  throw new Error(
    `Expected ${ROWS} rows and an idle re-sync: fetched ${fetched.length}, ` +
      `synced ${result.itemsFetched}, re-sync changed ${resync.itemsChanged}`,
  );
}

const rows = [
  ['seed sandbox (not compared)', seedMs],
  ['baseline: fetch + JSON.parse', fetchMs],
  ['baseline: derive the rows', raw.deriveMs],
  ['baseline: raw insert, all tables', raw.insertMs],
  ['sync into empty cache', syncMs],
  ['re-sync, nothing changed', resyncMs],
] as const;
console.log(`\nSync of ${ROWS.toLocaleString('en')} boletos over loopback mTLS`);
for (const [name, ms] of rows) console.log(`  ${name.padEnd(32)} ${ms.toFixed(0).padStart(7)} ms`);
const ratio = syncMs / (fetchMs + insertMs);
const resyncRatio = resyncMs / fetchMs;
console.log(`  sync / (fetch + insert)          ${ratio.toFixed(2)}×`);
console.log(`  re-sync / fetch                  ${resyncRatio.toFixed(2)}×`);
const cpuRatio = syncCpuMs / (fetchCpuMs + rawCpuMs);
console.log(
  `  CPU time: sync ${syncCpuMs.toFixed(0)} ms / (fetch ${fetchCpuMs.toFixed(0)} + insert ` +
    `${rawCpuMs.toFixed(0)} ms) = ${cpuRatio.toFixed(2)}× (less sensitive to other load)`,
);
console.log(
  JSON.stringify({
    bench: 'sync',
    rows: ROWS,
    fetchMs: Math.round(fetchMs),
    insertMs: Math.round(insertMs),
    syncMs: Math.round(syncMs),
    resyncMs: Math.round(resyncMs),
    syncOverBaseline: Number(ratio.toFixed(2)),
    cpu: {
      fetchMs: Math.round(fetchCpuMs),
      insertMs: Math.round(rawCpuMs),
      syncMs: Math.round(syncCpuMs),
    },
    syncOverBaselineCpu: Number(cpuRatio.toFixed(2)),
    resyncOverFetch: Number(resyncRatio.toFixed(2)),
  }),
);

// The table's rows.
reportRow({
  work: `sync ${Math.round(ROWS / 1000)}k boletos, client CPU (sandbox in this process)`,
  limit: 'fetch + parse + raw insert',
  limitMs: fetchMs + insertMs,
  balcaoMs: syncMs,
  target: 1.5,
  note:
    `the raw insert writes every table the sync writes (${Object.entries(raw.rows)
      .filter(([, n]) => n > 0)
      .map(([table]) => table)
      .join(', ')}, sync_state; triggers fire as in the app); ` +
    `in CPU time ${cpuRatio.toFixed(2)}×`,
});
reportRow({
  work: `re-sync ${Math.round(ROWS / 1000)}k boletos, nothing changed`,
  limit: 'fetch + parse',
  limitMs: fetchMs,
  balcaoMs: resyncMs,
});
