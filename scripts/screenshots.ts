/**
 * `node scripts/screenshots.ts`: pictures of the real UI for the README. Starts the app as
 * `npm run web` does (fresh data folder, local sandbox), drives it in Chromium and writes
 * PNGs to docs/screenshots/. Printed documents are shown as they come out of the printer:
 * Chromium's PDF of the print page, rasterized by `pdftoppm` (poppler-utils). Builds the
 * web app first when a source changed (`scripts/launch/web-build.ts`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Page } from '@playwright/test';
import { webClient } from '../test/support/web-client.ts';
import { buildWebApp, webEntry } from './launch/web-build.ts';

const root = join(import.meta.dirname, '..');
const out = join(root, 'docs/screenshots');
const data = mkdtempSync(join(tmpdir(), 'balcao-shots-'));

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
}

await buildWebApp();

const app = spawn(
  process.execPath,
  [webEntry, '--data', join(data, 'app'), '--keychain-service', 'Balcão-screenshots'],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
const lines = createInterface({ input: app.stdout! });
const firstLine = await new Promise<string>((resolve) => lines.once('line', resolve));
const { url } = JSON.parse(firstLine) as { url: string };
const origin = new URL(url).origin;

/** Calls the bridge as the renderer does, over the web transport. */
const { value: invoke } = webClient(url);

/** Closes the "created" notices, which would cover part of the next picture. */
async function dismissNotices(page: Page): Promise<void> {
  const close = page.getByTestId('notices').getByRole('button');
  while ((await close.count()) > 0) await close.first().click();
}

/** A calendar date `days` from today in São Paulo. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Opens a print page, waits until it is ready with every bar code and QR image drawn, prints
 * it to PDF as the app does and writes its first page as a PNG at `dpi`.
 */
async function printToPng(page: Page, hash: string, name: string, dpi: number): Promise<void> {
  await page.goto(`${url}${hash}`);
  await page.waitForFunction(
    () =>
      document.querySelector<HTMLElement>('[data-testid="print-page"]')?.dataset['ready'] ===
        'true' &&
      document.querySelector('[data-testid="print-sheet"]') !== null &&
      [...document.images].every((img) => img.complete && img.naturalWidth > 0),
  );
  const pdf = join(data, `${name}.pdf`);
  writeFileSync(
    pdf,
    await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }),
  );
  // pdftoppm adds the extension itself.
  run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', pdf, join(out, name)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const page = await browser.newPage({
  viewport: { width: 1280, height: 800 },
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
});
try {
  // First run: the home screen of the local sandbox, once the demo data has come in.
  await page.goto(url);
  await page.getByTestId('home-latest-row').first().waitFor({ timeout: 60_000 });
  await page.screenshot({ path: join(out, 'home.png') });

  await page.getByTestId('nav-boletos').click();
  await page.getByTestId('charge-row').first().waitFor();

  const pixRow = page
    .getByTestId('charge-row')
    .filter({ has: page.getByTestId('charge-state').and(page.locator('[data-status="open"]')) })
    .first();
  await pixRow.click();
  await page.getByTestId('detail-status').waitFor();
  await page.screenshot({ path: join(out, 'boleto-detail.png'), fullPage: true });

  await page.goto(`${origin}/#/boletos/new`);
  await page.getByTestId('boleto-form').waitFor();
  await page.getByTestId('input-yourNumber').fill('NF-2040');
  await page.getByTestId('input-amountCents').fill('1.250,00');
  await page.getByTestId('input-payer.name').fill('Mercearia Boa Vista');
  await page.getByTestId('input-payer.document').fill('529.982.247-24');
  await page.getByTestId('submit-boleto').click();
  await page.getByTestId('error-f-payer-document').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(out, 'boleto-form-errors.png'), fullPage: true });

  await page.getByTestId('nav-settings').click();
  await page.getByTestId('settings').waitFor();
  await page.screenshot({ path: join(out, 'settings.png') });

  // An immediate Pix, from the form to its QR code.
  await page.goto(`${origin}/#/pix/new`);
  await page.getByTestId('pix-form').waitFor();
  await page.getByTestId('input-amountCents').fill('49,90');
  await page.getByTestId('input-description').fill('Pedido 123 — 2 bolos de fubá');
  await page.getByTestId('submit-pix').click();
  await page.getByTestId('pix-view').waitFor();
  await page.locator('[data-testid="pix-qr"] img').waitFor();
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete && img.naturalWidth > 0),
  );
  const pixId = ((await page.getByTestId('pix-correlation-id').textContent()) ?? '').trim();
  await dismissNotices(page);
  await page.screenshot({ path: join(out, 'pix-qr.png') });

  // Every charge, boletos and Pix in one list: with a paid Pix and a due-date Pix besides.
  const paid = await invoke('pix:create-immediate', {
    amountCents: 1_800,
    description: 'Café e pão de queijo',
  });
  await invoke('pix:simulate-payment', { correlationId: paid.correlationId });
  await invoke('pix:create-due-date', {
    amountCents: 25_000,
    dueDate: inDays(10),
    payer: { name: 'Oficina Dois Irmãos Ltda', document: '11.222.333/0001-81' },
    address: { cityName: 'São Paulo', zipCode: '01310-100', state: 'SP' },
  });
  await page.goto(`${origin}/#/charges`);
  await page.getByTestId('charge-row').first().waitFor();
  await page.getByTestId('charges-totals').waitFor();
  await page.screenshot({ path: join(out, 'charges-list.png') });

  // A Pix received on the sandbox, refunded in part.
  const received = await invoke('received:sandbox-receive', {
    amountCents: 15_000,
    payer: { name: 'Maria Aparecida Lima', document: '529.982.247-25' },
    description: 'Encomenda de doces',
  });
  await invoke('refunds:create', {
    endToEndId: received.endToEndId,
    amountCents: 4_000,
    confirmAmountCents: 4_000,
    description: 'Um item em falta',
  });
  await page.goto(`${origin}/#/received/${encodeURIComponent(received.endToEndId)}`);
  await page.getByTestId('refund-form').waitFor();
  await dismissNotices(page);
  await page.screenshot({ path: join(out, 'received-refund.png'), fullPage: true });

  // A transfer to a Pix key, at its confirmation.
  await page.goto(`${origin}/#/transfer`);
  await page.getByTestId('input-key').fill('financeiro@fornecedora.com.br');
  await page.getByTestId('input-amountCents').fill('320,00');
  await page.getByTestId('input-description').fill('Farinha — nota 8812');
  await page.getByTestId('transfer-review').click();
  await page.getByTestId('transfer-confirm').waitFor();
  await page.screenshot({ path: join(out, 'transfer-confirm.png') });

  // Split rules: 5% to a partner's account and R$ 2,00 to another, with the preview.
  await invoke('split:create-configuration', {
    instructions: [
      { type: 'PERCENTAGE', percent: 5, transferType: 'INTERNAL', beneficiary: { number: '4471' } },
      {
        type: 'FIXED',
        amountCents: 200,
        transferType: 'INTERNAL',
        beneficiary: { number: '8820' },
      },
    ],
  });
  await page.goto(`${origin}/#/split`);
  await page.getByTestId('split-page').waitFor();
  await page.screenshot({ path: join(out, 'split.png'), fullPage: true });

  // A customer, saved from the boletos issued for them, with three installments.
  await invoke('installments:create', {
    count: 3,
    totalCents: 90_000,
    firstDueDate: inDays(10),
    yourNumber: 'CARNE',
    payer: { name: 'Oficina Dois Irmãos Ltda', document: '11.222.333/0001-81' },
  });
  await page.goto(`${origin}/#/customers`);
  await page.getByRole('link', { name: 'Oficina Dois Irmãos Ltda' }).click();
  await page.getByTestId('customer-page').waitFor();
  await page.screenshot({ path: join(out, 'customer.png'), fullPage: true });

  // The bank's events as they came, after the payments above.
  await page.goto(`${origin}/#/journal`);
  await page.getByTestId('journal-entry').first().waitFor();
  await page.getByTestId('journal-entry').first().locator('summary').click();
  await page.screenshot({ path: join(out, 'journal.png') });

  // Printed: a boleto with Pix on A4, and the Pix card on A6.
  const boleto = await invoke('boletos:create', {
    type: 'BANKSLIP_PIX',
    yourNumber: 'NF-2041',
    dueDate: inDays(20),
    amountCents: 123_456,
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
    discount: { type: 'FIXED', bands: [{ date: inDays(15), amountCents: 1000 }] },
    lateFine: { type: 'PERCENTAGE', percent: 2 },
    latePayment: { type: 'PERCENTAGE_PER_MONTH', percent: 1 },
  });
  await printToPng(
    page,
    `#/print/boleto/${encodeURIComponent(boleto.correlationId)}`,
    'boleto-print',
    80,
  );
  await printToPng(page, `#/print/pix-card/${encodeURIComponent(pixId)}?size=A6`, 'pix-card', 150);
} finally {
  await browser.close();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(data, { recursive: true, force: true });
}
console.log(`Screenshots written to ${out}`);
