/**
 * `node scripts/screenshots.ts`: pictures of the real UI for the README. Starts the app as
 * `npm run web` does (fresh data folder, local sandbox), drives it in Chromium and writes
 * PNGs to docs/screenshots/. Run `npx vite build --mode web` first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const out = join(root, 'docs/screenshots');
const data = mkdtempSync(join(tmpdir(), 'balcao-shots-'));
const app = spawn(
  process.execPath,
  [join(root, 'main/web.ts'), '--data', data, '--keychain-service', 'Balcão-screenshots'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const lines = createInterface({ input: app.stdout! });
const firstLine = await new Promise<string>((resolve) => lines.once('line', resolve));
const { url } = JSON.parse(firstLine) as { url: string };

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
  await page.goto(url);
  await page.getByTestId('boleto-row').first().waitFor();
  await page.screenshot({ path: join(out, 'boletos-list.png') });

  const pixRow = page
    .getByTestId('boleto-row')
    .filter({ has: page.getByTestId('status-chip').and(page.locator('[data-status="Pending"]')) })
    .first();
  await pixRow.click();
  await page.getByTestId('detail-status').waitFor();
  await page.screenshot({ path: join(out, 'boleto-detail.png'), fullPage: true });

  await page.goto(`${new URL(url).origin}/#/boletos/new`);
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
} finally {
  await browser.close();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(data, { recursive: true, force: true });
}
console.log(`Screenshots written to ${out}`);
