import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectDemoData } from './app-fixture.ts';
import { dueInDays, PAULISTA_ADDRESS } from '../support/builders.ts';
import { seriousFindings } from './axe.ts';

// Undoing a charge from its page, keyboard only: "Cancelar cobrança" asks first, naming the
// charge and its amount (Esc keeps it, focus returns to the button), then the bank cancels it
// and every screen shows it "Cancelado": its page, the charges list, the CSV export.

const payer = { name: 'Sapataria Boa Vista', document: '390.533.447-05' };

function boletoInput(yourNumber: string) {
  return {
    type: 'BANKSLIP' as const,
    yourNumber,
    dueDate: dueInDays(12),
    amountCents: 48_750,
    payer: { ...payer, address: PAULISTA_ADDRESS },
  };
}

/**
 * Opens the confirm step from the keyboard and checks what it says; Esc keeps the charge and
 * gives focus back to the button.
 */
async function askThenKeep(page: Page, prefix: 'boleto' | 'pix' | 'carne', words: RegExp[]) {
  const opener = page.getByTestId(`${prefix}-cancel-open`);
  await opener.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  for (const word of words) await expect(confirm).toContainText(word);
  // The safe choice has focus: an Enter by habit keeps the charge.
  await expect(page.getByTestId(`${prefix}-cancel-keep`)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(opener).toBeFocused();
}

/** From the focused "Cancelar cobrança": Enter, Tab to the confirm button, Enter. */
async function cancelFromKeyboard(page: Page, prefix: 'boleto' | 'pix' | 'carne') {
  await page.getByTestId(`${prefix}-cancel-open`).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`${prefix}-cancel-keep`)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId(`${prefix}-cancel-confirm-button`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`${prefix}-cancel-done`)).toBeFocused();
  await expect(page.getByTestId(`${prefix}-cancel-open`)).toHaveCount(0);
}

test('a boleto is cancelled from its page, keyboard only, and shown Cancelado everywhere', async ({
  page,
  app,
}) => {
  const boleto = await app.value('boletos:create', boletoInput('CANC-E2E-1'));
  await page.goto(`${app.url}#/boletos/${boleto.correlationId}`);
  await expect(page.getByTestId('detail-status')).toContainText('Pendente');

  await askThenKeep(page, 'boleto', [
    /Cancelar este boleto\?/,
    /R\$\s?487,50/,
    /Sapataria Boa Vista/,
  ]);

  // The page with the confirm step open: no serious accessibility finding.
  await page.getByTestId('boleto-cancel-open').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await cancelFromKeyboard(page, 'boleto');
  await expect(page.getByTestId('detail-status')).toContainText('Cancelado');

  // The charges list and its CSV export say the same.
  await page.goto(`${app.url}#/charges`);
  await expectDemoData(page);
  await page.getByTestId('nav-charges').click();
  await page.getByTestId('charges-list-search').fill('CANC-E2E-1');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await expect(page.getByTestId('charge-row')).toContainText('Cancelado');
  await page.getByTestId('export-csv').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-decimal-comma').click(),
  ]);
  const lines = readFileSync((await download.path())!, 'utf8')
    .slice(1)
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  const header = lines[0]!.split(';');
  expect(lines[1]!.split(';')[header.indexOf('Situação')]).toBe('Cancelado');
});

test('an immediate Pix code is cancelled from its page, keyboard only', async ({ page, app }) => {
  const code = await app.value('pix:create-immediate', {
    amountCents: 2_990,
    description: 'Pedido CANCPIX77',
  });
  await page.goto(`${app.url}#/pix/${code.correlationId}`);
  await expect(page.getByTestId('pix-status')).toBeVisible();

  await askThenKeep(page, 'pix', [
    /Cancelar este QR code Pix\?/,
    /R\$\s?29,90/,
    /Pedido CANCPIX77/,
  ]);
  await page.getByTestId('pix-cancel-open').focus();
  await page.keyboard.press('Enter');
  expect(await seriousFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await cancelFromKeyboard(page, 'pix');
  await expect(page.getByTestId('pix-status')).toContainText('Cancelado');

  await page.goto(`${app.url}#/charges`);
  await expectDemoData(page);
  await page.getByTestId('nav-charges').click();
  await page.getByTestId('charges-list-search').fill('CANCPIX77');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await expect(page.getByTestId('charge-row')).toContainText('Cancelado');
});

test('the confirm step speaks English too, and a paid boleto offers no cancel', async ({
  page,
  app,
}) => {
  const open = await app.value('boletos:create', boletoInput('CANC-E2E-EN'));
  const paid = await app.value('boletos:create', boletoInput('CANC-E2E-PAID'));
  await app.value('boletos:simulate-payment', {
    correlationId: paid.correlationId,
    method: 'BANKSLIP',
  });
  await page.goto(app.url);
  await page.getByTestId('locale-select').selectOption('en');
  await page.goto(`${app.url}#/boletos/${open.correlationId}`);
  await expect(page.getByTestId('boleto-cancel-open')).toHaveText('Cancel charge');
  await askThenKeep(page, 'boleto', [
    /Cancel this boleto\?/,
    /R\$\s?487\.50|R\$\s?487,50/,
    /cannot be undone/,
  ]);

  await page.goto(`${app.url}#/boletos/${paid.correlationId}`);
  await expect(page.getByTestId('detail-status')).toContainText('Paid');
  await expect(page.getByTestId('boleto-cancel-open')).toHaveCount(0);
});

test('a carnê is cancelled from its second installment on, and the first stays payable', async ({
  page,
  app,
}) => {
  const carne = await app.value('installments:create', {
    count: 3,
    totalCents: 30_000,
    firstDueDate: dueInDays(20),
    yourNumber: 'CARNE',
    payer: { ...payer, address: PAULISTA_ADDRESS },
  });
  const [first, second, third] = carne.items.map((i) => i.correlationId!);
  await page.goto(`${app.url}#/boletos/${second}`);
  await expect(page.getByTestId('carne-of')).toHaveText('Parcela 2 de 3 do carnê CARNE');
  await askThenKeep(page, 'carne', [
    /Cancelar o restante do carnê\?/,
    /parcelas 2, 3 de 3/i,
    /R\$\s?200,00/,
  ]);
  await page.getByTestId('carne-cancel-open').focus();
  await page.keyboard.press('Enter');
  expect(await seriousFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await cancelFromKeyboard(page, 'carne');
  await expect(page.getByTestId('detail-status')).toContainText('Cancelado');
  await page.goto(`${app.url}#/boletos/${third}`);
  await expect(page.getByTestId('detail-status')).toContainText('Cancelado');
  await page.goto(`${app.url}#/boletos/${first}`);
  await expect(page.getByTestId('detail-status')).toContainText('Pendente');
  // Nothing later is left open: the first's own cancel is the only one offered.
  await expect(page.getByTestId('boleto-cancel-open')).toBeVisible();
  await expect(page.getByTestId('carne-cancel-open')).toHaveCount(0);
});
