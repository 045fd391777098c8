/**
 * Print benchmark: `node scripts/bench/print-bench.ts [--boletos 100] [--runs 5]`.
 *
 * How long a printed document takes, from opening its print page to holding its PDF. Starts
 * the app as `npm run web` does (fresh data folder, local sandbox), issues N boletos with Pix
 * through the bridge, then in Chromium — the engine Electron prints with — times, each
 * `--runs` times after one warm-up run, the median run reported:
 *   - baseline: `page.pdf()` of a blank A4 page (`about:blank`, already open), sampled five
 *     times a run, being short;
 *   - one boleto: its print page loaded from scratch until it says it is ready and every
 *     bar code and QR image is drawn, then `page.pdf()` (one A4 page);
 *   - a carnê of all N boletos, the same way (three slips a page: 34 pages for 100).
 * Each PDF's pages are counted by `pdfinfo` (poppler-utils). Prints a table and one JSON
 * line; the ratios to the blank page are what to compare between machines and commits.
 * `--rows`, which `npm run bench` passes to every benchmark, is accepted and ignored.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { buildWebApp, webEntry } from '../launch/web-build.ts';
import { reportRow } from './bench-row.ts';
import type {
  BoletoInput,
  BoletoView,
  Channel,
  InputOf,
  OutputOf,
  Result,
} from '../../preload/contract/index.ts';

const { values } = parseArgs({
  options: {
    boletos: { type: 'string', default: '100' },
    runs: { type: 'string', default: '5' },
    rows: { type: 'string' },
  },
});
const BOLETOS = Number(values.boletos);
const RUNS = Number(values.runs);
const SLIPS_PER_PAGE = 3;

const root = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'balcao-print-bench-'));

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: root });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

if (await buildWebApp()) process.stderr.write('built the web app\n');

// ---------------------------------------------------------------------------------------------
// The app, as `npm run web` starts it.

const app = spawn(
  process.execPath,
  [webEntry, '--data', join(work, 'data'), '--keychain-service', 'Balcão-bench'],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
const appExited = new Promise((resolve) => app.once('exit', resolve));
// Read every line, so the app never blocks on a full pipe; only the first one matters.
const lines = createInterface({ input: app.stdout! });
const url = await new Promise<string>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('The app did not start within 30 s')), 30_000);
  app.once('exit', (code) => reject(new Error(`The app exited with ${code}`)));
  lines.once('line', (line) => {
    clearTimeout(timer);
    resolve((JSON.parse(line) as { url: string }).url);
  });
});
const token = new URL(url).searchParams.get('token') ?? '';

async function invoke<C extends Channel>(channel: C, input: InputOf<C>): Promise<OutputOf<C>> {
  const response = await fetch(new URL('/api/invoke', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-balcao-token': token },
    body: JSON.stringify({ channel, input }),
  });
  const result = (await response.json()) as Result<OutputOf<C>>;
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/**
 * The app starts syncing the sandbox's demo data at once; the boletos are issued after that
 * first sync, so what is measured is printing alone.
 */
async function firstSyncDone(): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await invoke('sync:status', {});
    if (!status.running && status.lastSyncedAt !== null) return;
    if (Date.now() > deadline) throw new Error('The first sync did not finish within 60 s');
    await sleep(100);
  }
}

/** A calendar date `days` from today in São Paulo. */
function dueInDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The n-th installment of a carnê: monthly, with Pix, fine, interest and a discount. */
const installment = (n: number): BoletoInput => ({
  type: 'BANKSLIP_PIX',
  yourNumber: `CRN-${String(n).padStart(4, '0')}`,
  dueDate: dueInDays(30 * n),
  amountCents: 15_000 + n,
  payer: {
    name: 'Mercadinho Boa Vista Ltda',
    document: '11.222.333/0001-81',
    address: {
      zipCode: '01310-100',
      publicPlace: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      number: '1000',
      city: 'São Paulo',
      state: 'SP',
    },
  },
  discount: { type: 'FIXED', bands: [{ date: dueInDays(30 * n - 5), amountCents: 1000 }] },
  lateFine: { type: 'PERCENTAGE', percent: 2 },
  latePayment: { type: 'PERCENTAGE_PER_MONTH', percent: 1 },
});

// ---------------------------------------------------------------------------------------------
// Measuring

interface Sample {
  loadMs: number;
  pdfMs: number;
  pages: number;
}

function countPages(pdf: Buffer): number {
  const file = join(work, 'out.pdf');
  writeFileSync(file, pdf);
  return Number(/^Pages:\s+(\d+)/m.exec(run('pdfinfo', [file]))?.[1]);
}

/**
 * One document: a fresh load of `target` (after `about:blank`, so nothing of the last one is
 * reused) until it is ready, then its PDF as the app prints it. No target: the blank page's
 * PDF alone.
 */
async function measure(page: Page, target: string | null): Promise<Sample> {
  await page.goto('about:blank');
  const start = performance.now();
  if (target !== null) {
    await page.goto(target);
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>('[data-testid="print-page"]')?.dataset['ready'] ===
          'true' &&
        document.querySelector('[data-testid="print-sheet"]') !== null &&
        [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
  }
  const loaded = performance.now();
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const done = performance.now();
  return { loadMs: loaded - start, pdfMs: done - loaded, pages: countPages(pdf) };
}

const medianRun = (runs: Sample[]): Sample =>
  [...runs].sort((a, b) => a.loadMs + a.pdfMs - (b.loadMs + b.pdfMs))[Math.floor(runs.length / 2)]!;

interface Case {
  name: string;
  /** The print page's URL; null for the blank page. */
  target: string | null;
  expectedPages: number;
  /** Samples per run: the blank page is cheap and short, so it is sampled more. */
  repeat: number;
}
interface Timing {
  name: string;
  pages: number;
  loadMs: number;
  pdfMs: number;
  totalMs: number;
  msPerPage: number;
}

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let results: Timing[];
try {
  await firstSyncDone();
  const started = performance.now();
  const boletos: BoletoView[] = [];
  // A few at a time: the order of the carnê is the order of the installments.
  for (let n = 1; n <= BOLETOS; n += 4) {
    const batch = [];
    for (let i = n; i < Math.min(n + 4, BOLETOS + 1); i++)
      batch.push(invoke('boletos:create', installment(i)));
    boletos.push(...(await Promise.all(batch)));
  }
  if (boletos.some((b) => !b.pixPayload)) throw new Error('A boleto came back without its Pix');
  process.stderr.write(
    `issued ${boletos.length} boletos with Pix in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const ids = boletos.map((b) => encodeURIComponent(b.correlationId)).join(',');
  const cases: Case[] = [
    { name: 'baseline: blank A4 page', target: null, expectedPages: 1, repeat: 5 },
    {
      name: 'one boleto with Pix',
      target: `${url}#/print/boleto/${encodeURIComponent(boletos[0]!.correlationId)}`,
      expectedPages: 1,
      repeat: 1,
    },
    {
      name: `carnê of ${BOLETOS}`,
      target: `${url}#/print/carne?ids=${ids}`,
      expectedPages: Math.ceil(BOLETOS / SLIPS_PER_PAGE),
      repeat: 1,
    },
  ];

  const page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const samples = new Map<Case, Sample[]>(cases.map((c) => [c, []]));
  // Round-robin, so drift on a busy machine spreads over every case; run 0 is the warm-up.
  for (let r = 0; r <= RUNS; r++) {
    for (const c of cases) {
      for (let i = 0; i < c.repeat; i++) {
        const sample = await measure(page, c.target);
        if (sample.pages !== c.expectedPages) {
          throw new Error(`${c.name}: ${sample.pages} pages, expected ${c.expectedPages}`);
        }
        if (r > 0) samples.get(c)!.push(sample);
      }
    }
  }
  results = cases.map((c) => {
    // The median run by total, so its load and PDF times add up to what is reported.
    const { loadMs, pdfMs } = medianRun(samples.get(c)!);
    const totalMs = loadMs + pdfMs;
    return {
      name: c.name,
      pages: c.expectedPages,
      loadMs,
      pdfMs,
      totalMs,
      msPerPage: totalMs / c.expectedPages,
    };
  });
} finally {
  await browser.close();
  app.kill('SIGTERM');
  await appExited;
  rmSync(work, { recursive: true, force: true });
}

const [blank, boleto, carne] = results as [Timing, Timing, Timing];
/** Per page, against the blank page's PDF: the whole job, and the PDF step alone. */
const overBlank = (r: Timing) => r.msPerPage / blank.msPerPage;
const pdfOverBlank = (r: Timing) => r.pdfMs / r.pages / blank.pdfMs;
const ms = (value: number, width = 8) => value.toFixed(0).padStart(width);
const times = (value: number) => `${value.toFixed(2)}×`.padStart(9);
console.log(`\nPrint to PDF in Chromium, median of ${RUNS} runs (ms)`);
console.log(`  ${''.padEnd(24)} pages     load      pdf    total per page   ×blank  pdf ×blank`);
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(24)} ${String(r.pages).padStart(5)} ${ms(r.loadMs)} ${ms(r.pdfMs)}` +
      ` ${ms(r.totalMs)} ${ms(r.msPerPage)} ${times(overBlank(r))} ${times(pdfOverBlank(r)).padStart(11)}`,
  );
}
console.log('  (per page: load + pdf over the pages; ×blank: per page over the blank page)');
const summary = (r: Timing) => ({
  pages: r.pages,
  loadMs: Math.round(r.loadMs),
  pdfMs: Math.round(r.pdfMs),
  totalMs: Math.round(r.totalMs),
  msPerPage: Number(r.msPerPage.toFixed(1)),
});
console.log(
  JSON.stringify({
    bench: 'print',
    boletos: BOLETOS,
    runs: RUNS,
    blank: summary(blank),
    boleto: summary(boleto),
    carne: summary(carne),
    boletoOverBlank: Number(overBlank(boleto).toFixed(2)),
    carnePerPageOverBlank: Number(overBlank(carne).toFixed(2)),
    boletoPdfOverBlank: Number(pdfOverBlank(boleto).toFixed(2)),
    carnePdfPerPageOverBlank: Number(pdfOverBlank(carne).toFixed(2)),
  }),
);

// The table's rows: a printed document against a blank page's PDF, per page.
for (const r of [boleto, carne]) {
  reportRow({
    work: `print to PDF: ${r.name}, per page`,
    limit: 'a blank A4 page to PDF',
    limitMs: blank.msPerPage,
    balcaoMs: r.msPerPage,
    note: `median of ${RUNS}; ${r.pages} pages`,
  });
}
