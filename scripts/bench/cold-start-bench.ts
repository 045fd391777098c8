/**
 * Cold start benchmark: `node scripts/bench/cold-start-bench.ts [--rows 100000] [--runs 7]`.
 *
 * The web app as `npm run web` starts it — its build, `dist-web/web.js` (built first when a
 * source changed, as `npm run web` does; not timed) — a new process every run, against limits
 * measured in the same run:
 *   - ready line: from `spawn` to the first line the process prints (its page's address),
 *     against a bare Node HTTP server spawned the same way (`bare-http-server.mjs`). On a
 *     data folder whose cache holds N boletos (the everyday start), and on a fresh data folder
 *     (the first start, which creates the local sandbox, its certificates and demo data);
 *   - first row: Chromium opens the boletos list of the app just started on the N-boleto data
 *     folder, in a fresh browser context, and the time from the navigation to the first charge
 *     row drawn is measured inside the page; against the same for a static page saved from
 *     the app's own first screen (same document, stylesheets, bundle and rows; see
 *     `cold-start-page.ts`) served by the bare server.
 * The N-boleto data folder is filled once by the app's own first sync from its local sandbox,
 * seeded with N boletos. Medians of `--runs`; the sides take turns going first.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { reportRow } from './bench-row.ts';
import { saveStaticPage, timeFirstRow } from './cold-start-page.ts';
import {
  appArgs,
  appBuild,
  bareServer,
  cachedDataFolder,
  invoke,
  launchBenchBrowser,
  startUntilReady,
} from './cold-start-processes.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const keychainService = `Balcão-bench-${randomUUID()}`;
/** The boletos list, as the owner opens it (`#/boletos`). */
const LIST = '#/boletos';

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const work = mkdtempSync(join(tmpdir(), 'balcao-cold-start-bench-'));
const browser = await launchBenchBrowser([
  '--disable-background-networking',
  '--disable-component-update',
]);
try {
  const build = await appBuild(join(work, 'build'));
  console.log(build.built ? 'built the web app (a source had changed)' : 'the web app was built');

  // The data folder with N cached boletos, and the static page saved from its first screen.
  const cachedDir = join(work, 'cached');
  const prepared = await cachedDataFolder(build, cachedDir, ROWS, keychainService);
  console.log(
    `the app's first sync cached ${prepared.boletos} boletos in ${seconds(prepared.syncMs)}`,
  );
  const staticDir = join(work, 'static');
  const shown = await (async () => {
    const app = await startUntilReady(appArgs(build, cachedDir, keychainService));
    try {
      return await saveStaticPage(browser, app.url + LIST, build.rendererDir, staticDir);
    } finally {
      await app.stop();
    }
  })();
  console.log(`static page saved with the ${shown} rows the app drew`);

  const samples = {
    appReady: [] as number[],
    firstStartReady: [] as number[],
    firstStartFirstRow: [] as number[],
    bareReady: [] as number[],
    appFirstRow: [] as number[],
    staticFirstRow: [] as number[],
  };
  /** Runs whose startup sync was still re-reading the cache when the first row was drawn. */
  let syncingAtFirstRow = 0;

  /** The app on the N-boleto folder: its ready line, then its list's first row. */
  const appSide = async () => {
    const app = await startUntilReady(appArgs(build, cachedDir, keychainService));
    try {
      samples.appReady.push(app.readyMs);
      samples.appFirstRow.push(await timeFirstRow(browser, app.url + LIST));
      const status = await invoke<{ running: boolean }>(app.url, 'sync:status');
      if (status.running) syncingAtFirstRow++;
    } finally {
      await app.stop();
    }
  };
  /** The bare server: its ready line, then the static page's first row. */
  const bareSide = async () => {
    const bare = await startUntilReady([bareServer, staticDir]);
    try {
      samples.bareReady.push(bare.readyMs);
      samples.staticFirstRow.push(await timeFirstRow(browser, bare.url));
    } finally {
      await bare.stop();
    }
  };
  /** The app's very first start, on a data folder of its own. */
  const firstStartSide = async () => {
    const dataDir = join(work, `first-start-${samples.firstStartReady.length}`);
    mkdirSync(dataDir);
    const app = await startUntilReady(appArgs(build, dataDir, keychainService));
    try {
      samples.firstStartReady.push(app.readyMs);
      // What the owner waits for on a first start: the demo's first boleto on the list.
      samples.firstStartFirstRow.push(await timeFirstRow(browser, app.url + LIST));
    } finally {
      await app.stop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const sides = [appSide, bareSide, firstStartSide];
  for (let run = 0; run < RUNS; run++) {
    for (let i = 0; i < sides.length; i++) await sides[(run + i) % sides.length]!();
    const at = (list: number[]) => `${list.at(-1)!.toFixed(0)} ms`;
    console.log(
      `run ${run + 1}/${RUNS}: ready — app ${at(samples.appReady)}, first start ` +
        `${at(samples.firstStartReady)}, bare server ${at(samples.bareReady)}; first row — ` +
        `app ${at(samples.appFirstRow)}, static page ${at(samples.staticFirstRow)}, first ` +
        `start ${at(samples.firstStartFirstRow)}`,
    );
  }

  const m = Object.fromEntries(
    Object.entries(samples).map(([name, list]) => [name, median(list)]),
  ) as Record<keyof typeof samples, number>;
  console.log(
    JSON.stringify({
      bench: 'cold-start',
      boletos: prepared.boletos,
      runs: RUNS,
      rowsDrawn: shown,
      medianMs: Object.fromEntries(Object.entries(m).map(([k, v]) => [k, Math.round(v)])),
      syncingAtFirstRow,
    }),
  );

  // The table's rows.
  const size = `${Math.round(prepared.boletos / 1000)}k cached`;
  const bareLimit = 'a bare Node HTTP server spawned the same way';
  reportRow({
    work: `cold start → ready line, ${size}`,
    limit: bareLimit,
    limitMs: m.bareReady,
    balcaoMs: m.appReady,
    target: 5,
    note:
      `median of ${RUNS}; spawn → the address printed; the app's build (dist-web/web.js, ` +
      `as npm run web runs it) on a data folder whose cache holds ${prepared.boletos} boletos`,
  });
  reportRow({
    work: 'cold start → ready line, first start (fresh data folder)',
    limit: bareLimit,
    limitMs: m.bareReady,
    balcaoMs: m.firstStartReady,
    target: 5,
    note:
      `median of ${RUNS}; the page is served first, then the local sandbox is created (its ` +
      `certificates, demo data): its cost is in the first start's first row below`,
  });
  reportRow({
    work: `cold start → first row, ${size}`,
    limit: "the app's first screen as a static page",
    limitMs: m.staticFirstRow,
    balcaoMs: m.appFirstRow,
    target: 2,
    note:
      `median of ${RUNS}; navigation → first charge row drawn, fresh browser context, the app ` +
      `started just before; the static page: the app's own boletos list as drawn (same ` +
      `document, CSS, bundle fetched but not run) with its ${shown} rows put back from a JSON ` +
      `file, served by the bare server; the app's startup sync was still re-reading the ` +
      `cache in ${syncingAtFirstRow} of ${RUNS} runs`,
  });
  reportRow({
    work: 'cold start → first row, first start (the demo, made and synced)',
    limit: "the app's first screen as a static page",
    limitMs: m.staticFirstRow,
    balcaoMs: m.firstStartFirstRow,
    note:
      `median of ${RUNS}; navigation just after the ready line → the first demo boleto drawn: ` +
      `the sandbox's keys, certificates and demo data made, its boletos synced; no target ` +
      `(the issue sets none), the figure says what a first start costs`,
  });
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
