import type { Page } from '@playwright/test';
import type { PixCodeView } from '../../preload/contract/index.ts';
import { dueInDays } from '../support/builders.ts';
import { test, expect, expectDemoData } from './app-fixture.ts';

// The books agree: a due-date Pix of R$ 460,00 is paid, refunded R$ 100,00, then the rest, and
// at each step the charge's row in Cobranças, its page, its printed receipt and Home tell the
// same money state — received, refunded, kept — and the statement's net for the day moves by
// exactly what was done. A screen still saying "Pago" with the full amount after a refund fails
// the test.

const money = (text: string) => new RegExp(`R\\$\\s?${text.replace('.', '\\.')}`);

/** R$ text as the page shows it → cents (a minus sign anywhere makes it negative). */
function centsOf(text: string): number {
  const cents = Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  return /[-−]/.test(text) ? -cents : cents;
}

/** Home's "Recebido hoje", in cents, as the tile shows it. */
async function receivedToday(page: Page): Promise<number> {
  await page.getByTestId('nav-home').click();
  return centsOf(await page.getByTestId('home-received-today-amount').innerText());
}

/** The statement's net for today (São Paulo), in cents, as its day heading shows it. */
async function statementNetToday(page: Page): Promise<number> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  await page.getByTestId('nav-statement').click();
  const day = page.locator(`[data-testid="statement-day"][data-day="${today}"]`);
  await expect(day).toBeVisible();
  return centsOf(await day.getByTestId('statement-day-net').innerText());
}

async function refund(page: Page, endToEndId: string, amount: string): Promise<void> {
  await page.goto(`${new URL(page.url()).origin}/#/received/${encodeURIComponent(endToEndId)}`);
  await expect(page.getByTestId('received-detail')).toBeVisible();
  const rows = await page.getByTestId('refund-row').count();
  await page.getByTestId('input-amountCents').fill(amount);
  await page.getByTestId('input-confirmAmountCents').fill(amount);
  await page.getByTestId('refund-submit').click();
  await expect(page.getByTestId('refund-row')).toHaveCount(rows + 1);
}

async function expectEverywhere(
  page: Page,
  code: PixCodeView,
  state: { label: string; refunded: string; net: string },
): Promise<void> {
  // The row in Cobranças.
  await page.getByTestId('nav-charges').click();
  await page.getByTestId('charges-list-search').fill('Encomenda LIVRO-460');
  const row = page.getByTestId('charge-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('charge-state')).toHaveText(state.label);
  await expect(row.getByTestId('charge-refunded-amount')).toContainText(money(state.refunded));
  // Its page.
  await page.goto(`${new URL(page.url()).origin}/#/pix/${code.correlationId}`);
  await expect(page.getByTestId('detail-money-state')).toHaveText(state.label);
  await expect(page.getByTestId('charge-money-refunded')).toHaveText(money(state.refunded));
  await expect(page.getByTestId('charge-money-net')).toHaveText(money(state.net));
  // Its receipt.
  await page.goto(`${new URL(page.url()).origin}/#/print/receipt/pix/${code.correlationId}`);
  await expect(page.getByTestId('receipt-paid-amount')).toHaveText(money('460,00'));
  await expect(page.getByTestId('receipt-refunded-amount')).toHaveText(money(state.refunded));
  await expect(page.getByTestId('receipt-net-amount')).toHaveText(money(state.net));
  await expect(page.getByTestId('receipt-money-state')).toHaveText(state.label);
  await page.goto(`${new URL(page.url()).origin}/#/`);
}

test('paid, refunded in part, refunded in full: the list, the page, the receipt and Home agree', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);
  const before = await receivedToday(page);
  const netBefore = await statementNetToday(page).catch(() => 0);

  const code: PixCodeView = await app.value('pix:create-due-date', {
    amountCents: 46_000,
    dueDate: dueInDays(10),
    description: 'Encomenda LIVRO-460',
    payer: { name: 'Ana Souza', document: '529.982.247-25' },
    address: { cityName: 'São Paulo', zipCode: '01310-100', state: 'SP' },
  });
  const paid = await app.value('pix:simulate-payment', { correlationId: code.correlationId });
  const endToEndId = paid.payment!.endToEndId;
  await expect.poll(() => receivedToday(page)).toBe(before + 46_000);
  await expect.poll(() => statementNetToday(page)).toBe(netBefore + 46_000);

  await refund(page, endToEndId, '100,00');
  await expectEverywhere(page, code, {
    label: 'Devolvido em parte',
    refunded: '100,00',
    net: '360,00',
  });
  await expect.poll(() => receivedToday(page)).toBe(before + 36_000);
  await expect(page.getByTestId('home-received-today-breakdown')).toContainText(money('100,00'));
  await expect.poll(() => statementNetToday(page)).toBe(netBefore + 36_000);

  await refund(page, endToEndId, '360,00');
  await expectEverywhere(page, code, { label: 'Devolvido', refunded: '460,00', net: '0,00' });
  await expect.poll(() => receivedToday(page)).toBe(before);
  // What the test did nets to nothing on the statement's day: 460 in, 100 and 360 back out.
  await expect.poll(() => statementNetToday(page)).toBe(netBefore);
});
