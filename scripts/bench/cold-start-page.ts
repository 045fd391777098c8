/**
 * The page side of the cold start benchmark: the time from a page's navigation to its first
 * charge row on screen, measured inside the page the same way for the app and for its limit;
 * and that limit, the static page: the app's own first screen of the boletos list, saved as
 * it was drawn.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';

/** The list rows of the charges list (ChargeList.svelte). */
const ROW = '[data-testid="charge-row"]';

/**
 * Runs in the page before any of its scripts: once a charge row is in the document and has a
 * size, the next frame is drawn and `__firstRowMs` is set to the time since the navigation
 * began (`performance.now()`, whose origin is the navigation's start). Watching mutations
 * rather than polling keeps the probe from adding work of its own until the row exists.
 */
function firstRowProbe(selector: string): void {
  const page = window as unknown as { __firstRowMs?: number };
  const drawn = () => {
    const row = document.querySelector(selector);
    if (row === null) return false;
    const box = row.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // After the frame that shows the row: its animation frame, then the task after the paint.
  const whenDrawn = () => {
    if (!drawn()) return requestAnimationFrame(whenDrawn);
    setTimeout(() => (page.__firstRowMs = performance.now()), 0);
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector) === null) return;
    observer.disconnect();
    requestAnimationFrame(whenDrawn);
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Opens `url` in a fresh browser context (nothing cached from an earlier load) and returns the
 * time from its navigation to its first charge row drawn, in ms.
 */
export async function timeFirstRow(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(firstRowProbe, ROW);
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __firstRowMs?: number }).__firstRowMs,
      undefined,
      { timeout: 300_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

/**
 * The limit of the first row: the app's boletos list as it was drawn at `appUrl`, saved into
 * `into` as a static page — the same document (stylesheets, markup, words), the same bundle
 * (its scripts kept as `modulepreload`: fetched and compiled, not run) and the same rows, taken
 * out of the markup into `bench-rows.json` and put back by a few lines of script once that
 * file is fetched. Served by the bare server, it shows what the browser alone needs to draw
 * those rows. Returns how many rows it holds.
 */
export async function saveStaticPage(
  browser: Browser,
  appUrl: string,
  rendererDir: string,
  into: string,
): Promise<number> {
  const context = await browser.newContext();
  let captured: { html: string; rows: string[] };
  try {
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.locator(ROW).first().waitFor({ timeout: 300_000 });
    // Whatever the list still loads after its first rows (its totals) settles first. Not
    // 'networkidle': the page keeps its event stream open.
    await page.waitForTimeout(2_000);
    captured = await page.evaluate((selector) => {
      const rows = [...document.querySelectorAll(selector)];
      const container = rows[0]!.parentElement!;
      if (rows.some((row) => row.parentElement !== container)) {
        throw new Error('The rows do not share one parent');
      }
      container.setAttribute('data-bench-rows', '');
      const markup = rows.map((row) => row.outerHTML);
      for (const row of rows) row.remove();
      // The app's scripts are loaded but not run: the page draws nothing of its own.
      for (const script of document.querySelectorAll('script')) {
        if (script.src === '') {
          script.remove();
          continue;
        }
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = script.getAttribute('src')!;
        script.replaceWith(link);
      }
      const own = document.createElement('script');
      own.type = 'module';
      own.src = './bench-rows.js';
      document.body.append(own);
      return { html: `<!doctype html>\n${document.documentElement.outerHTML}`, rows: markup };
    }, ROW);
  } finally {
    await context.close();
  }
  // Links the app added at run time name its origin: the static page serves the same files.
  const html = captured.html.replaceAll(new URL(appUrl).origin, '');
  cpSync(rendererDir, into, { recursive: true });
  writeFileSync(join(into, 'index.html'), html);
  writeFileSync(join(into, 'bench-rows.json'), JSON.stringify(captured.rows));
  // A file, not inline: the page's Content-Security-Policy allows scripts of its origin only.
  writeFileSync(
    join(into, 'bench-rows.js'),
    [
      "const rows = await (await fetch('./bench-rows.json')).json();",
      "document.querySelector('[data-bench-rows]').insertAdjacentHTML('beforeend', rows.join(''));",
      '',
    ].join('\n'),
  );
  return captured.rows.length;
}
