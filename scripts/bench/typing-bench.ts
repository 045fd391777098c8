/**
 * Search-as-you-type benchmark:
 * `node scripts/bench/typing-bench.ts [--rows 1000000] [--text mar] [--runs 15]`.
 *
 * The web app as `npm run web` runs it (its build), on a data folder whose cache the app's own
 * first sync filled with N boletos whose payers have people's names (`people-names.ts`), in
 * Chromium. The owner types `--text` into the boletos list's search box ("mar", the issue's: a
 * broad prefix, about one payer in four); inside the page, from the last key to the first frame
 * that draws rows answering the search (the rows change from the unfiltered ones), against its
 * limit measured in the same run: the list's typing pause, plus the same `charges:list` call
 * over the web transport, plus one frame. Rows come first, totals after: the totals' own
 * arrival is printed, not compared. Medians of `--runs`; the search is cleared (and its rows
 * come back) between runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TYPING_PAUSE_MS } from '../../renderer/src/lib/state/typing-pause.ts';
import { reportRow } from './bench-row.ts';
import { appOnCachedRows, invoke, launchBenchBrowser } from './cold-start-processes.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    text: { type: 'string', default: 'mar' },
    runs: { type: 'string', default: '15' },
  },
});
const ROWS = Number(values.rows);
const RUNS = Number(values.runs);
const TEXT = values.text;
const ROW = '[data-testid="charge-row"]';
const SEARCH = '[data-testid="charges-list-search"]';
const TOTALS = '[data-testid="charges-totals"]';

/** 20k, 100k, 1M: how the issue names a cache's size. */
const sizeLabel = (n: number) =>
  n >= 1_000_000 ? `${Number((n / 1_000_000).toFixed(1))}M` : `${Math.round(n / 1000)}k`;

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const work = mkdtempSync(join(tmpdir(), 'balcao-typing-bench-'));
const browser = await launchBenchBrowser();
try {
  const { app, boletos } = await appOnCachedRows(work, ROWS, 'people');
  try {
    const page = await browser.newPage();
    await page.goto(`${app.url}#/boletos`);
    await page.locator(ROW).first().waitFor({ timeout: 120_000 });

    /** The input of the list's last `charges:list` call for the search (replayed as the limit). */
    let asked: object | null = null;
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      const body = request.postDataJSON() as {
        channel?: string;
        input?: { cursor?: string | null };
      } | null;
      // The search's first page (a later page, read as the list scrolls, has a cursor).
      const input = body?.input;
      if (
        body?.channel === 'charges:list' &&
        JSON.stringify(input).includes(TEXT) &&
        (input?.cursor ?? null) === null
      ) {
        asked = input!;
      }
    });
    const typed: number[] = [];
    const totalsAfter: number[] = [];
    const calls: number[] = [];
    const unfiltered = await page.locator(ROW).first().innerText();
    // The unfiltered list's count drawn (not busy, figures in place of its dashes): a run
    // starts from it, and the search's count is the first other figures drawn.
    await page.waitForFunction((selector) => {
      const totals = document.querySelector(selector);
      return totals?.getAttribute('aria-busy') === 'false' && !totals.textContent.includes('–');
    }, TOTALS);
    const unfilteredTotals = await page.evaluate(
      (selector) => document.querySelector(selector)!.textContent,
      TOTALS,
    );
    for (let run = 0; run < RUNS; run++) {
      // Back to the unfiltered list, its rows drawn.
      await page.locator(SEARCH).fill('');
      await page.waitForFunction(
        ([row, text]) => document.querySelector(row)?.textContent?.includes(text) ?? false,
        [ROW, unfiltered.split('\n')[0]!] as const,
      );
      // ... and its count drawn again: at 1M it lands well after its rows, and a count still
      // on its way would land while the search is typed (and delay the search's calls).
      await page.waitForFunction(
        ([selector, text]) => {
          const totals = document.querySelector(selector);
          return totals?.getAttribute('aria-busy') === 'false' && totals.textContent === text;
        },
        [TOTALS, unfilteredTotals] as const,
      );
      await page.waitForTimeout(300);
      await page.locator(SEARCH).focus();
      // Watch the rows and the totals from the page: times on the page's clock.
      await page.evaluate(
        ([row, totalsSelector, totalsBefore]) => {
          const w = window as unknown as Record<string, unknown>;
          const before = [...document.querySelectorAll(row)].map((r) => r.textContent).join('|');
          const totals = document.querySelector(totalsSelector);
          w['__rowsAt'] = undefined;
          w['__totalsAt'] = undefined;
          const rows = new MutationObserver(() => {
            const now = [...document.querySelectorAll(row)].map((r) => r.textContent).join('|');
            // Not the emptied list a new search starts from: its first rows.
            if (now === '' || now === before || w['__rowsAt'] !== undefined) return;
            // Drawn: the frame after the change.
            requestAnimationFrame(() => (w['__rowsAt'] = performance.now()));
            rows.disconnect();
          });
          rows.observe(document.body, { subtree: true, childList: true, characterData: true });
          // The search's own count drawn: figures other than the unfiltered list's, not busy.
          const counted = new MutationObserver(() => {
            if (totals?.getAttribute('aria-busy') !== 'false') return;
            if (totals.textContent === totalsBefore || w['__totalsAt'] !== undefined) return;
            requestAnimationFrame(() => (w['__totalsAt'] = performance.now()));
            counted.disconnect();
          });
          if (totals) {
            counted.observe(totals, {
              attributes: true,
              subtree: true,
              childList: true,
              characterData: true,
            });
          }
          document.addEventListener('keydown', () => (w['__lastKeyAt'] = performance.now()), {
            capture: true,
          });
        },
        [ROW, TOTALS, unfilteredTotals] as const,
      );
      await page.keyboard.type(TEXT);
      const handle = await page.waitForFunction(
        () => {
          const w = window as unknown as Record<string, number | undefined>;
          return w['__rowsAt'] !== undefined && w['__totalsAt'] !== undefined
            ? {
                rows: w['__rowsAt']! - w['__lastKeyAt']!,
                totals: w['__totalsAt']! - w['__lastKeyAt']!,
              }
            : null;
        },
        undefined,
        { timeout: 60_000 },
      );
      const { rows, totals } = (await handle.jsonValue()) as { rows: number; totals: number };
      typed.push(rows);
      totalsAfter.push(totals);
      // The limit's call: the very call the list made for the search, over the same transport.
      const started = performance.now();
      await invoke(app.url, 'charges:list', asked!);
      calls.push(performance.now() - started);
      console.log(
        `run ${run + 1}/${RUNS}: rows ${rows.toFixed(0)} ms after the last key, totals ` +
          `${totals.toFixed(0)} ms; the call alone ${calls.at(-1)!.toFixed(1)} ms`,
      );
    }
    const frameMs = 1000 / 60;
    const limitMs = TYPING_PAUSE_MS + median(calls) + frameMs;
    console.log(
      JSON.stringify({
        bench: 'typing',
        boletos: boletos,
        runs: RUNS,
        medianMs: { rows: median(typed), totals: median(totalsAfter), call: median(calls) },
        pauseMs: TYPING_PAUSE_MS,
      }),
    );
    reportRow({
      work: `search-as-you-type "${TEXT}", ${sizeLabel(boletos)} cached: rows on screen`,
      limit: 'its typing pause + the same charges:list call + one frame',
      limitMs,
      balcaoMs: median(typed),
      target: 2,
      note:
        `median of ${RUNS}; in Chromium, last key → the frame drawing the rows; pause ` +
        `${TYPING_PAUSE_MS} ms, the call ${median(calls).toFixed(1)} ms; the totals landed ` +
        `${median(totalsAfter).toFixed(0)} ms after the last key`,
    });
  } finally {
    await app.stop();
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
