import type { Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as words from '../../renderer/src/lib/i18n/messages/bill-payments.ts';
import { test, expect } from './app-fixture.ts';
import { printPageReady } from './print-scan.ts';
import { seriousFindings } from './axe.ts';

// Paying a supplier's boleto as an owner does, with the keyboard, in Chromium through the web
// transport against the real local sandbox: a demo supplier's line typed with one wrong digit is
// refused naming its block, typed right it is read (payee, due date, today's amount), paid with
// the amount typed again, and shows in Sent and in the statement. Then the app's own printed
// slip is read back to its line from a picture of it and from its PDF (and a PDF holding the
// line as text only, and scans of the slip sent as PDFs, with no text); a PDF that is no boleto
// is said so; and the screen speaks English.

/** The printed line with one digit of its second block changed (its 13th digit). */
function oneDigitWrong(printed: string): string {
  let seen = 0;
  return [...printed]
    .map((char) => {
      if (!/\d/.test(char)) return char;
      seen++;
      return seen === 13 ? String((Number(char) + 1) % 10) : char;
    })
    .join('');
}

/** The page as a printer gets it: Chromium's PDF, with its text, as a supplier sends a slip. */
async function printedPdf(page: Page, folder: string, name = 'boleto'): Promise<string> {
  const pdf = join(folder, `${name}.pdf`);
  writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true }));
  return pdf;
}

/** Page 1 of a PDF rasterized at `dpi` (200 unless told): a picture of the slip. */
function pictureOf(pdf: string, folder: string, dpi = 200): string {
  const name = `slip-${dpi}`;
  const result = spawnSync('pdftoppm', [
    '-r',
    String(dpi),
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    pdf,
    join(folder, name),
  ]);
  expect(result.status, result.stderr?.toString()).toBe(0);
  const png = readdirSync(folder).find((f) => f.startsWith(name) && f.endsWith('.png'));
  return join(folder, png!);
}

/** A PDF of a page holding only `html` (the line alone, a document that is no boleto). */
async function pdfOf(page: Page, html: string, folder: string, name: string): Promise<string> {
  const sheet = await page.context().newPage();
  try {
    await sheet.setContent(html);
    await sheet.waitForFunction(() => [...document.images].every((img) => img.complete));
    return await printedPdf(sheet, folder, name);
  } finally {
    await sheet.close();
  }
}

test('a supplier’s boleto typed with the keyboard: a wrong digit named, then read, paid once, in Sent and the statement; a printed slip read from its picture and its PDF', async ({
  page,
  app,
}) => {
  // A payment, then a slip printed to PDF and read back three ways (each PDF read by pdf.js).
  test.setTimeout(150_000);
  await page.goto(`${app.url}#/pay-boleto`);
  await expect(page.getByRole('heading', { name: 'Pagar boleto', level: 1 })).toBeVisible();
  const code = page.getByTestId('input-code');
  await expect(code).toBeFocused();
  const supplier = page.locator('[data-testid="bill-demo-supplier"][data-trait="discount"]');
  const printed = (await supplier.getByTestId('bill-demo-line').textContent())!.trim();
  expect(printed).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  expect(await seriousFindings(page)).toEqual([]);

  // One digit of the second block wrong: named as it is typed, before the bank is asked.
  await page.keyboard.type(oneDigitWrong(printed));
  await expect(page.locator('#f-code-error')).toContainText('2º bloco');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bill-check')).toHaveCount(0);

  // Typed right: the bank's read — who is paid, the due date, the discount, today's total.
  await page.keyboard.press('Control+A');
  await page.keyboard.type(printed);
  await page.keyboard.press('Enter');
  const check = page.getByTestId('bill-check');
  await expect(check.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page.getByTestId('bill-beneficiary')).toHaveText('Atacado Bom Preco Ltda');
  await expect(page.getByTestId('bill-document')).toHaveText('**.445.566/0001-**');
  await expect(page.getByTestId('bill-line')).toHaveText(printed);
  await expect(page.getByTestId('bill-discount')).toHaveText(/−\s*R\$\s25,00/);
  await expect(page.getByTestId('bill-total')).toHaveText(/R\$\s1\.225,00/);
  await expect(page.getByTestId('bill-amount')).toHaveText(/R\$\s1\.225,00/);
  await expect(page.getByTestId('bill-other-amount')).toHaveAttribute('data-allowed', 'false');
  expect(await seriousFindings(page)).toEqual([]);

  // The amount typed again, wrong then right; Enter pays.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('input-description')).toBeFocused();
  await page.keyboard.type('Nota 4471');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('input-confirmAmountCents')).toBeFocused();
  await page.keyboard.type('1250,00');
  await page.keyboard.press('Enter');
  await expect(page.locator('#f-confirmAmountCents-error')).toContainText('não é igual');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1225,00');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('boleto-payment-receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText(/R\$\s1\.225,00/);
  await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'COMPLETED');
  await expect(page.getByTestId('receipt-line')).toHaveText(printed);

  // In Sent, once, as a boleto; and in the statement as money out.
  await page.getByTestId('back-to-sent').focus();
  await page.keyboard.press('Enter');
  const row = page.locator('[data-testid="sent-row"][data-kind="boleto"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Boleto');
  await expect(row).toContainText('Atacado Bom Preco Ltda');
  await expect(row).toContainText('1.225,00');
  await page.getByTestId('nav-statement').focus();
  await page.keyboard.press('Enter');
  const line = page.locator('[data-testid="statement-line"][data-kind="boleto-payment"]');
  await expect(line).toHaveCount(1);
  await expect(line).toHaveAttribute('data-direction', 'out');
  await expect(line).toContainText('Pagamento de boleto');
  await expect(line.getByTestId('statement-line-amount')).toContainText('1.225,00');

  // The app's own printed slip, as a picture: its bar code read back to the boleto's line.
  const own = await app.value('boletos:create', {
    type: 'BANKSLIP',
    yourNumber: 'NF-IMAGEM',
    dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    amountCents: 31_990,
    payer: { name: 'Padaria Pão Quente Ltda', document: '11.222.333/0001-81' },
  });
  await page.goto(`${app.url}#/print/boleto/${encodeURIComponent(own.correlationId)}`);
  await printPageReady(page);
  const folder = mkdtempSync(join(tmpdir(), 'balcao-slip-'));
  const ownLine = own.digitableLine.replace(
    /^(\d{5})(\d{5})(\d{5})(\d{6})(\d{5})(\d{6})(\d)(\d{14})$/,
    '$1.$2 $3.$4 $5.$6 $7 $8',
  );
  /** Opens a file in the read form: the slip's boleto read, ready to pay; then starts over. */
  async function readsOwnSlip(file: string) {
    await page.getByTestId('bill-image').setInputFiles(file);
    await expect(page.getByTestId('bill-check')).toBeVisible();
    await expect(page.getByTestId('bill-line')).toHaveText(ownLine);
    await expect(page.getByTestId('bill-beneficiary')).toHaveText('Balcao Sandbox Ltda');
    await expect(page.getByTestId('bill-total')).toHaveText(/R\$\s319,90/);
    await expect(page.getByTestId('bill-pay-form')).toBeVisible();
    await page.getByTestId('bill-start-over').click();
  }
  try {
    const pdf = await printedPdf(page, folder);
    const picture = pictureOf(pdf, folder);
    const lineOnly = await pdfOf(page, `<p>Linha digitável: ${ownLine}</p>`, folder, 'line');
    const other = await pdfOf(page, '<p>Nota fiscal 4471 — Padaria Pão Quente</p>', folder, 'nota');
    // Scans sent as PDFs: the slip's picture alone on an A4 page, no text to read; scanned at
    // 200 dpi (drawn at about its own resolution, where a reader can miss every bar edge) and
    // at 300.
    const scanOf = (dpi: number) =>
      pdfOf(
        page,
        `<style>@page { margin: 0 } body { margin: 0 }</style><img style="display: block; width: 100%" src="data:image/png;base64,${readFileSync(pictureOf(pdf, folder, dpi)).toString('base64')}">`,
        folder,
        `scan-${dpi}`,
      );
    const scanned = [await scanOf(200), await scanOf(300)];
    await page.goto(`${app.url}#/pay-boleto`);
    // The slip's picture: its bar code read.
    await readsOwnSlip(picture);
    // The PDF the app printed, as a supplier sends it.
    await readsOwnSlip(pdf);
    // A PDF with the line as text only (no bar code): the line taken from its text.
    await readsOwnSlip(lineOnly);
    // A scanned slip (a picture, no text): page 1 drawn and its bar code read.
    for (const scan of scanned) await readsOwnSlip(scan);

    // A PDF that is no boleto: said beside the file field, in the owner's words.
    await page.getByTestId('bill-image').setInputFiles(other);
    await expect(page.getByTestId('bill-image-error')).toHaveText(words.ptBR['bill.pdf_no_code']);
    await expect(page.getByTestId('bill-check')).toHaveCount(0);
  } finally {
    if (!process.env['BALCAO_KEEP_SLIPS']) rmSync(folder, { recursive: true, force: true });
  }

  // The screen in English, once.
  await page.getByTestId('locale-select').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.en['bill.title']);
  await expect(page.getByLabel(words.en['bill.code'])).toBeVisible();
  await expect(page.getByTestId('bill-read')).toHaveText(words.en['bill.read']);
  await expect(page.getByTestId('bill-demo')).toContainText(words.en['bill.demo_title']);
  await expect(page.getByRole('main')).not.toContainText(words.ptBR['bill.intro']);
});
