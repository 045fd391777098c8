import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './app-fixture.ts';
import { dueInDays } from '../support/builders.ts';

// Pix receipt as an owner uses it, in Chromium through the web transport, against the real
// local sandbox: what the app shows must scan, and what the preview promises must be what
// the payer is charged.

/** `YYYY-MM-DD` → what a pt-BR user types in a date field. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** Decodes every symbol in a PNG with zbarimg (zbar-tools), one text per line. */
function scan(png: string): string[] {
  const out = execFileSync('zbarimg', ['--raw', '-q', png], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line !== '');
}

/** The first BRL amount in a text ("R$ 1.021,00 …" → 102100). */
function cents(text: string | null): number {
  const amount = /\d{1,3}(?:\.\d{3})*,\d{2}/.exec(text ?? '');
  if (!amount) throw new Error(`No amount in ${JSON.stringify(text)}`);
  return Number(amount[0].replace(/\D/g, ''));
}

async function centsIn(page: Page, testId: string): Promise<number> {
  return cents(await page.getByTestId(testId).textContent());
}

test('the QR code shown for an immediate Pix scans back to exactly its copy-and-paste code', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}#/pix/new`);
  await page.getByTestId('input-amountCents').fill('12,34');
  await page.getByTestId('input-description').fill('Pedido 1234');
  await page.getByTestId('submit-pix').click();

  await expect(page.getByTestId('pix-view')).toBeVisible();
  await expect(page.getByTestId('pix-status')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(page.getByTestId('pix-countdown')).toBeVisible();
  const payload = ((await page.getByTestId('pix-payload').textContent()) ?? '').trim();
  expect(payload).toMatch(/^000201/);

  const dir = mkdtempSync(join(tmpdir(), 'balcao-qr-'));
  try {
    const png = join(dir, 'qr.png');
    await page.getByTestId('pix-qr').screenshot({ path: png });
    expect(scan(png)).toEqual([payload]);

    // Shown to the customer: the whole screen, the amount and a QR that scans the same code;
    // Esc closes it and the keyboard is back on the button.
    await page.getByTestId('show-to-customer').click();
    const dialog = page.getByTestId('show-customer-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId('show-customer-amount')).toHaveText(/12,34/);
    const big = join(dir, 'big.png');
    await page.getByTestId('show-customer-qr').screenshot({ path: big });
    expect(scan(big)).toEqual([payload]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('show-to-customer')).toBeFocused();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // Sent by WhatsApp or e-mail: the message carries the amount and the code to copy.
  const whatsapp = new URL((await page.getByTestId('send-whatsapp').getAttribute('href')) ?? '');
  expect(whatsapp.origin).toBe('https://wa.me');
  expect(whatsapp.searchParams.get('text')).toMatch(/R\$\s12,34/);
  expect(whatsapp.searchParams.get('text')).toContain(payload);
  const mail = (await page.getByTestId('send-email').getAttribute('href')) ?? '';
  expect(mail.startsWith('mailto:?subject=')).toBe(true);
  expect(decodeURIComponent(mail)).toContain(payload);
});

test('a due-date Pix paid after its due date is charged exactly what the preview showed', async ({
  page,
  app,
}) => {
  const dueDate = dueInDays(5);
  const paymentDate = dueInDays(8);

  await page.goto(`${app.url}#/pix/new-due`);
  await page.getByTestId('input-amountCents').fill('1.000,00');
  await page.getByTestId('input-dueDate').fill(typed(dueDate));
  await page.getByTestId('input-payer.name').fill('Oficina Dois Irmãos Ltda');
  await page.getByTestId('input-payer.document').fill('11.222.333/0001-81');
  await page.getByTestId('input-address.zipCode').fill('01310-100');
  await page.getByTestId('input-address.cityName').fill('São Paulo');
  await page.getByTestId('input-address.state').selectOption('SP');

  // Fine 2%, interest 1% a month, and two early-payment bands.
  await page.getByTestId('fine-PERCENTAGE').check();
  await page.getByTestId('input-taxes.fine.percent').fill('2');
  await page.getByTestId('input-interest-type').selectOption('PERCENTAGE_PER_MONTH_CALENDAR_DAY');
  await page.getByTestId('input-taxes.interest.value').fill('1');
  await page.getByTestId('discount-mode-bands').check();
  await page.getByTestId('discount-type-FIXED_AMOUNT').check();
  await page.getByTestId('input-taxes.discount.bands.0.date').fill(typed(dueInDays(1)));
  await page.getByTestId('input-taxes.discount.bands.0.value').fill('30,00');
  await page.getByTestId('due-band-add').click();
  await page.getByTestId('input-taxes.discount.bands.1.date').fill(typed(dueInDays(3)));
  await page.getByTestId('input-taxes.discount.bands.1.value').fill('20,00');

  // The preview: today, on the due date, and on the day it will be paid.
  await page.getByTestId('preview-date').fill(typed(paymentDate));
  const table = page.getByTestId('due-preview-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('due-preview-table-total-0')).toContainText('970,00');
  await expect(page.getByTestId('due-preview-table-total-1')).toContainText('1.000,00');
  // 3 days late: fine 20,00 + interest 1.000,00 × 1% × 3/30 = 1,00 → 1.021,00
  await expect(page.getByTestId('due-preview-table-total-2')).toContainText('1.021,00');
  const previewed = await centsIn(page, 'due-preview-table-total-2');

  await page.getByTestId('submit-pix-due').click();
  await expect(page.getByTestId('pix-view')).toBeVisible();
  const correlationId = ((await page.getByTestId('pix-correlation-id').textContent()) ?? '').trim();

  // Pay it on the sandbox, three days after the due date.
  await page.getByTestId('pix-simulate-date').fill(typed(paymentDate));
  await page.getByTestId('pix-simulate-payment').click();
  await expect(page.getByTestId('pix-status')).toHaveAttribute('data-status', 'CONCLUDED');
  await expect(page.getByTestId('pix-payment')).toContainText('1.021,00');
  // Paid: the page shows how the payment was made up, and nothing still "to pay".
  await expect(page.getByTestId('pix-paid-breakdown-total-0')).toContainText('1.021,00');
  await expect(page.getByTestId('pix-breakdown')).toHaveCount(0);
  await expect(page.getByTestId('pix-owed-today')).toHaveCount(0);

  // The one list of charges shows it paid, with the amount the preview promised.
  await page.getByTestId('nav-charges').click();
  await page.getByTestId('charges-list-search').fill('Dois Irmãos');
  const row = page.locator(`[data-testid="charge-row"][data-id="${correlationId}"]`);
  await expect(row).toHaveAttribute('data-state', 'paid');
  await expect(row.getByTestId('charge-kind')).toBeVisible();
  const paid = cents(await row.getByTestId('charge-paid-amount').textContent());
  expect(paid).toBe(previewed);
});

test('adding a row and then another kind of row takes both clicks: no message moves the button away', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}#/pix/new`);
  await page.getByTestId('info-add').click();
  // The new empty row has the focus; the next click leaves it for another button.
  await expect(page.getByTestId('info-row')).toHaveCount(1);
  await page.getByTestId('split-add').click();
  await expect(page.getByTestId('split-row')).toHaveCount(1);
  // Left empty without typing, the row says nothing until the form is sent.
  await expect(page.locator('[data-testid="info-row"] [aria-invalid="true"]')).toHaveCount(0);
});
