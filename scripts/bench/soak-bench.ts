/**
 * Memory soak benchmark: `node scripts/bench/soak-bench.ts [--rows 20000] [--minutes 5]`.
 *
 * The web app as `npm run web` runs it (its build), on a data folder whose cache the app's own
 * first sync filled with N boletos, in Chromium: for `--minutes`, the owner scrolls the boletos
 * list to its end and back (every page loaded as it comes near) and searches, one term after
 * another, clearing each. Memory is read after the first minute (warm: every code path and
 * cache has been used once) and at the end, each side against its own warm figure:
 *   - the page's JavaScript heap after a forced garbage collection (Chromium's DevTools
 *     protocol: `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`);
 *   - the app's process (main) resident memory, from `/proc/<pid>/status`.
 * A leak grows with the work done, so end over warm says whether memory is kept.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { reportRow } from './bench-row.ts';
import { appOnCachedRows, launchBenchBrowser } from './cold-start-processes.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '20000' },
    minutes: { type: 'string', default: '5' },
  },
});
const ROWS = Number(values.rows);
const MINUTES = Number(values.minutes);
const ROW = '[data-testid="charge-row"]';
const SEARCH = '[data-testid="charges-list-search"]';
const TERMS = ['cliente 7', 'cliente 12', '2025', 'cliente 3', 'cliente 999', 'zzz'];

const MiB = 2 ** 20;
const residentBytes = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? Number.NaN) * 1024;
};

/** One round: down the list to its end and back up, then a search typed and cleared. */
async function round(page: Page, term: string): Promise<void> {
  const viewport = page.locator('[role="table"] .viewport').first();
  for (let step = 0; step < 400; step++) {
    const atEnd = await viewport.evaluate((el) => {
      el.scrollTop += el.clientHeight * 4;
      return el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
    });
    await page.waitForTimeout(30);
    if (atEnd) break;
  }
  await viewport.evaluate((el) => (el.scrollTop = 0));
  await page.locator(SEARCH).fill(term);
  await page.waitForTimeout(600);
  await page.locator(SEARCH).fill('');
  await page.locator(ROW).first().waitFor();
}

const work = mkdtempSync(join(tmpdir(), 'balcao-soak-bench-'));
const browser = await launchBenchBrowser();
try {
  const { app, boletos } = await appOnCachedRows(work, ROWS);
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const heapBytes = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await page.goto(`${app.url}#/boletos`);
    await page.locator(ROW).first().waitFor({ timeout: 120_000 });

    const started = performance.now();
    const until = started + MINUTES * 60_000;
    const warmAt = started + Math.min(60_000, (MINUTES * 60_000) / 3);
    let warm: { heap: number; resident: number } | null = null;
    let rounds = 0;
    while (performance.now() < until) {
      await round(page, TERMS[rounds % TERMS.length]!);
      rounds++;
      if (warm === null && performance.now() >= warmAt) {
        warm = { heap: await heapBytes(), resident: residentBytes(app.pid) };
        console.log(
          `warm after ${rounds} rounds: page heap ${(warm.heap / MiB).toFixed(1)} MiB, app ` +
            `${(warm.resident / MiB).toFixed(0)} MiB resident`,
        );
      }
    }
    const end = { heap: await heapBytes(), resident: residentBytes(app.pid) };
    console.log(
      `end after ${rounds} rounds: page heap ${(end.heap / MiB).toFixed(1)} MiB, app ` +
        `${(end.resident / MiB).toFixed(0)} MiB resident`,
    );
    console.log(JSON.stringify({ bench: 'soak', boletos, rounds, warm, end }));
    const size = `${Math.round(boletos / 1000)}k cached`;
    const sides = [
      {
        side: "the page's heap",
        limit: 'its heap after the first rounds (after GC)',
        key: 'heap',
        note: `${rounds} rounds (the list scrolled to its end and back, a search typed and cleared); after a forced GC`,
      },
      {
        side: "the app's process",
        limit: 'its resident memory after the first rounds',
        key: 'resident',
        note: 'VmRSS of the main process (the local sandbox runs in it too)',
      },
    ] as const;
    for (const { side, limit, key, note } of sides) {
      reportRow({
        work: `memory soak, ${MINUTES} min of scroll and search, ${size}: ${side}`,
        limit,
        limitMs: warm![key] / MiB,
        balcaoMs: end[key] / MiB,
        target: 1.2,
        unit: 'MiB',
        note,
      });
    }
  } finally {
    await app.stop();
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
