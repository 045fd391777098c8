import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './app-fixture.ts';
import { dueInDays, PAULISTA_ADDRESS } from '../support/builders.ts';
import { printAndScan, printPageReady } from './print-scan.ts';

/** The serious or critical accessibility problems axe finds on the page as it is now. */
async function seriousProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A date as the owner types it in the form: `dd/mm/aaaa`. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

// Saved customers and a carnê in one step, as an owner uses them, in Chromium through the web
// transport, against the real local sandbox and the real SQLite cache.

test('first run → a boleto saves its payer → 3 monthly installments from the customer page → one carnê whose codes scan', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expect(page.getByTestId('home-latest-row').first()).toBeVisible({ timeout: 30_000 });

  // Issuing a boleto with a payer saves the payer as a customer, address included.
  await page.goto(`${app.url}#/boletos/new`);
  await page.getByTestId('input-yourNumber').fill('CLI-0001');
  await page
    .getByTestId('input-dueDate')
    .pressSequentially(typed(dueInDays(15)).replace(/\//g, ''));
  await page.getByTestId('input-amountCents').fill('150,00');
  await page.getByTestId('input-payer.name').fill('Lurdes Costura e Reparos');
  await page.getByTestId('input-payer.document').fill('529.982.247-25');
  await page.getByTestId('input-payer.email').fill('lurdes@example.com');
  await page.getByTestId('input-payer.address.zipCode').fill('01310100');
  await page.getByTestId('input-payer.address.publicPlace').fill('Avenida Paulista');
  await page.getByTestId('input-payer.address.number').fill('1000');
  await page.getByTestId('input-payer.address.neighborhood').fill('Bela Vista');
  await page.getByTestId('input-payer.address.city').fill('São Paulo');
  await page.getByTestId('input-payer.address.state').selectOption('SP');
  await page.getByTestId('submit-boleto').click();
  await expect(page.getByTestId('boleto-detail')).toBeVisible();

  await page.getByTestId('nav-customers').click();
  await expect(page.getByTestId('nav-customers')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('customers-search').fill('lurdes');
  const row = page.getByTestId('customer-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('529.982.247-25');
  await expect(row).toContainText('São Paulo');
  await row.getByRole('link').click();

  // The customer page: their data, their charges (the boleto just issued opens from here).
  await expect(page.getByTestId('customer-name')).toHaveText('Lurdes Costura e Reparos');
  await expect(page.getByTestId('input-address.city')).toHaveValue('São Paulo');
  await expect(page.getByTestId('customer-charge')).toHaveCount(1);
  await expect(page.getByTestId('customer-charge')).toContainText('CLI-0001');

  // An edit with a bad e-mail is refused on its field, in Portuguese.
  await page.getByTestId('input-email').fill('lurdes@');
  await page.getByTestId('customer-save').click();
  await expect(page.getByTestId('error-f-email')).toBeVisible();
  await page.getByTestId('input-email').fill('contato@lurdes.com.br');
  await page.getByTestId('customer-save').click();
  await expect(page.getByTestId('error-f-email')).toBeHidden();

  // Installments: bad input says so on the field, and nothing is issued.
  const form = page.getByTestId('installments-form');
  await form.getByTestId('input-count').fill('1');
  await form.getByTestId('input-totalCents').fill('300,01');
  await form.getByTestId('installments-submit').click();
  await expect(form.getByTestId('error-f-count')).toContainText('de 2 a 60 parcelas');
  await expect(form.getByTestId('error-f-firstDueDate')).toContainText('Preencha');

  // 3 monthly boletos with Pix, the extra cent on the first; a preview before confirming.
  const first = dueInDays(10);
  await form.getByTestId('input-count').fill('3');
  await form.getByTestId('input-firstDueDate').pressSequentially(typed(first).replace(/\//g, ''));
  await form.getByTestId('input-yourNumber').fill('CARNE');
  await form.getByTestId('inst-type-BANKSLIP_PIX').check();
  await form.getByTestId('remainder-first').check();
  const preview = form.getByTestId('installment-row');
  await expect(preview).toHaveCount(3);
  await expect(preview.nth(0)).toContainText('100,01');
  await expect(preview.nth(1)).toContainText('100,00');
  await expect(preview.nth(2)).toContainText('100,00');
  await expect(form.getByTestId('installments-total')).toContainText('300,01');
  await form.getByTestId('installments-submit').click();
  await expect(form.getByTestId('installments-outcome')).toContainText(
    'As 3 parcelas foram emitidas',
  );
  await expect(form.locator('[data-outcome="created"]')).toHaveCount(3);
  await expect(page.getByTestId('customer-charge')).toHaveCount(4);
  // The customer page, with its preview and outcome, is as accessible as the rest.
  expect(await seriousProblems(page)).toEqual([]);

  // The bank has exactly those three, with their dates and amounts.
  const detail = await app.value('customers:get', { document: '52998224725' });
  const installments = detail.charges
    .filter((c) => c.reference?.startsWith('CARNE-'))
    .sort((a, b) => (a.dueDate! < b.dueDate! ? -1 : 1));
  expect(installments.map((c) => c.amountCents)).toEqual([10_001, 10_000, 10_000]);
  expect(installments[0]?.dueDate).toBe(first);
  const boletos = await Promise.all(
    installments.map((c) => app.value('boletos:get', { correlationId: c.id })),
  );

  // Printed as one carnê: three slips on one A4 page, every bar code and QR code reads back.
  await form.getByTestId('installments-print').getByTestId('print-open').click();
  await printPageReady(page);
  await expect(page.getByTestId('print-sheet')).toHaveCount(1);
  const scan = await printAndScan(page, 'carne-installments');
  expect(scan.pages).toBe(1);
  expect(scan.barCodes[0]).toEqual(boletos.map((b) => b.barCode).sort());
  expect(scan.qrCodes[0]).toEqual(boletos.map((b) => b.pixPayload!).sort());
});

test('a saved customer is picked in a form with the keyboard only', async ({ page, app }) => {
  await app.value('boletos:create', {
    type: 'BANKSLIP',
    yourNumber: 'KB-1',
    dueDate: dueInDays(20),
    amountCents: 5_000,
    payer: {
      name: 'Quitanda Flor de Lis',
      document: '11.222.333/0001-81',
      address: {
        zipCode: '30130-010',
        publicPlace: 'Rua da Bahia',
        number: '50',
        neighborhood: 'Centro',
        city: 'Belo Horizonte',
        state: 'MG',
      },
    },
  });
  await page.goto(`${app.url}#/pix/new-due`);
  const picker = page.getByTestId('customer-picker');
  // From the first field, Tab reaches the picker: no pointer anywhere.
  await page.getByTestId('input-amountCents').focus();
  for (let i = 0; i < 20 && !(await picker.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(picker).toBeFocused();
  await page.keyboard.type('flor de');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const option = page.getByTestId('customer-option');
  await expect(option).toHaveCount(1);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(picker).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  expect(await seriousProblems(page)).toEqual([]);

  // Esc closes the list and stays on the page.
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/#\/pix\/new-due/);

  // Arrow down opens it again, Enter picks: the payer and the address are filled in.
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('input-payer.name')).toHaveValue('Quitanda Flor de Lis');
  await expect(page.getByTestId('input-payer.document')).toHaveValue('11.222.333/0001-81');
  await expect(page.getByTestId('input-address.cityName')).toHaveValue('Belo Horizonte');
  await expect(page.getByTestId('input-address.state')).toHaveValue('MG');
  await expect(page.getByTestId('input-address.zipCode')).toHaveValue('30130-010');
});

test('a carnê from "Nova cobrança": the customer picked by keyboard, then 2 Pix with due date issued', async ({
  page,
  app,
}) => {
  await app.value('boletos:create', {
    type: 'BANKSLIP',
    yourNumber: 'INST-1',
    dueDate: dueInDays(15),
    amountCents: 9_900,
    payer: {
      name: 'Padaria Pão de Mel',
      document: '11.222.333/0001-81',
      address: PAULISTA_ADDRESS,
    },
  });
  await page.goto(`${app.url}#/charges`);
  await page.getByTestId('new-charge').click();
  await page.getByTestId('new-charge-installments').click();
  await expect(page.getByTestId('installments-new-page')).toBeVisible();
  // No form until a customer is chosen: the payer of every installment.
  await expect(page.getByTestId('installments-form')).toHaveCount(0);
  expect(await seriousProblems(page)).toEqual([]);

  const picker = page.getByTestId('customer-picker');
  await picker.focus();
  await page.keyboard.type('pão de mel');
  await expect(page.getByTestId('customer-option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('installments-customer')).toContainText('Padaria Pão de Mel');
  await expect(page.getByTestId('installments-customer')).toBeFocused();

  const form = page.getByTestId('installments-form');
  await form.getByTestId('kind-pix-due-date').check();
  await form.getByTestId('input-count').fill('2');
  await form.getByTestId('input-totalCents').fill('150');
  await form.getByTestId('input-totalCents').press('Tab');
  await expect(form.getByTestId('input-totalCents')).toHaveValue('150,00');
  await form
    .getByTestId('input-firstDueDate')
    .pressSequentially(typed(dueInDays(30)).replace(/\//g, ''));
  await form.getByTestId('input-yourNumber').fill('MEL');
  await expect(form.getByTestId('installment-row')).toHaveCount(2);
  expect(await seriousProblems(page)).toEqual([]);
  await form.getByTestId('installments-submit').click();
  await expect(form.getByTestId('installments-outcome')).toContainText(
    'As 2 parcelas foram emitidas',
  );

  // Both are the customer's, at R$ 75,00 each.
  const detail = await app.value('customers:get', { document: '11222333000181' });
  const issued = detail.charges.filter((c) => c.kind === 'pix-due-date');
  expect(issued.map((c) => c.amountCents)).toEqual([7_500, 7_500]);

  // Another customer starts from an empty form.
  await page.getByTestId('installments-change-customer').click();
  await expect(picker).toBeFocused();
  await expect(page.getByTestId('installments-form')).toHaveCount(0);
});
