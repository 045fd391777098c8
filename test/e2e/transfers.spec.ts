import { test, expect, expectDemoData } from './app-fixture.ts';
import { seriousFindings } from './axe.ts';

// A transfer to a Pix key as an owner makes one, in Chromium through the web transport,
// against the real local sandbox: a limit set in Settings refuses a transfer above it at the
// first step, with the message on the amount; one under it goes through, shows in Sent and in
// the activity log; without a connection the first step says so and refuses.

test('a limit set in Settings refuses a transfer above it; one under it is sent and logged', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // The owner sets a limit per transfer.
  await page.getByTestId('nav-settings').click();
  const limits = page.getByTestId('limits-panel');
  await expect(limits).toBeVisible();
  await limits.getByLabel('Limite por envio').fill('100,00');
  await page.getByTestId('limits-save').click();
  await expect(page.getByText('Limites salvos.')).toBeVisible();

  // `t` opens the transfer screen from anywhere outside a text field.
  await page.getByTestId('limits-save').focus();
  await page.keyboard.press('t');
  await expect(page.getByRole('heading', { name: 'Transferir por chave Pix' })).toBeVisible();
  await expect(page.locator('#f-key')).toBeFocused();

  // The key's kind is read as it is typed; a bad key is refused on its field.
  await page.getByLabel('Chave Pix de quem recebe').fill('ana@exemplo');
  await expect(page.getByTestId('transfer-key-kind')).toHaveText('Tipo de chave: E-mail');
  await page.getByLabel('Valor').fill('150,00');
  await page.getByTestId('transfer-review').click();
  await expect(page.locator('#f-key-error')).toContainText('e-mail não é válido');
  await expect(page.getByTestId('transfer-confirm')).toHaveCount(0);

  // Over the limit: refused on the first step, on the amount, before it is typed again.
  await page.getByLabel('Chave Pix de quem recebe').fill('ana@exemplo.com.br');
  await page.getByLabel('Valor').press('Enter');
  await expect(page.locator('#f-amountCents-error')).toContainText(
    /limite por envio, de R\$\s100,00/,
  );
  await expect(page.getByLabel('Valor')).toBeFocused();
  await expect(page.getByTestId('transfer-confirm')).toHaveCount(0);

  // Enter on the first step only leads to the confirmation: nothing is sent.
  await page.getByLabel('Valor').fill('80,00');
  await page.getByLabel('Valor').press('Enter');
  await expect(page.getByTestId('transfer-confirm')).toBeVisible();
  await expect(page.getByTestId('transfer-confirm-key')).toHaveText('ana@exemplo.com.br');
  await expect(page.getByTestId('transfer-payee-name')).toHaveText('Ana Paula Ribeiro');
  await expect(page.getByTestId('transfer-confirm-amount')).toHaveText(/R\$\s80,00/);
  // Nor does a stray Enter on the confirmation, with the amount not typed again.
  await page.getByLabel('Digite o valor de novo para confirmar').press('Enter');
  await expect(page.locator('#f-confirmAmountCents-error')).toContainText(/\S/);

  // Typed again: sent, with a printable receipt.
  await page.getByLabel('Digite o valor de novo para confirmar').fill('80,00');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Comprovante de transferência Pix' }),
  ).toBeVisible();
  await expect(page.getByTestId('receipt-key')).toHaveText('ana@exemplo.com.br');
  await expect(page.getByTestId('receipt-amount')).toHaveText(/R\$\s80,00/);
  await expect(page.getByTestId('receipt-end-to-end')).toHaveText(/^E\w+$/);

  // In Sent, once, as a transfer to a key.
  await page.getByTestId('nav-sent').click();
  const rows = page.getByTestId('sent-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-kind', 'key-transfer');
  // Named as the bank's lookup named the key's holder.
  await expect(rows.first()).toContainText('Ana Paula Ribeiro');

  // In the activity log: the transfer sent (the refusal never left the first step).
  await page.getByTestId('nav-activity').click();
  const log = page.getByTestId('activity-row');
  await expect(log).toHaveCount(1);
  await expect(log.nth(0)).toHaveAttribute('data-result', 'sent');
  await expect(log.nth(0)).toContainText(/R\$\s80,00/);

  // Exported as CSV, with the decimal comma.
  const download = page.waitForEvent('download');
  await page.getByTestId('activity-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^atividade-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByTestId('activity-export-done')).toContainText('exportados');

  // Without a connection the page says so before anything is typed, and the first step refuses.
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('sandbox-toggle').click();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await page.getByTestId('nav-transfer').click();
  await expect(page.getByTestId('money-out-offline')).toContainText('Sem conexão com o banco');
  await page.getByLabel('Chave Pix de quem recebe').fill('ana@exemplo.com.br');
  await page.getByLabel('Valor').fill('10,00');
  await page.getByTestId('transfer-review').click();
  await expect(page.getByTestId('form-banner')).toContainText('Sem conexão com o banco');
  await expect(page.getByTestId('transfer-confirm')).toHaveCount(0);
});

// The key is looked up before the owner confirms, from the keyboard alone: who receives is
// shown (name, masked CPF, bank), then paid; the account's own key is said plainly, in English
// too. (A dropped answer, on an owner's bank profile behind a network that loses it:
// ./transfer-dropped-answer.spec.ts.)
test('a key is looked up, its holder shown, and paid; the account’s own key is warned of', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  await page.getByTestId('nav-boletos').focus();
  await page.keyboard.press('t');
  await expect(page.locator('#f-key')).toBeFocused();
  await page.keyboard.type('bia@exemplo.com.br');
  await page.keyboard.press('Tab');
  await page.keyboard.type('42,00');
  await page.keyboard.press('Enter');

  // Who receives, as the bank said, before the amount is typed again.
  await expect(page.locator('#transfer-confirm-title')).toBeFocused();
  await expect(page.getByTestId('transfer-payee-name')).toHaveText('Beatriz Lima Santos');
  await expect(page.getByTestId('transfer-payee-document')).toHaveText('***.444.777-**');
  await expect(page.getByTestId('transfer-payee-bank')).toHaveText(
    'Cooperativa Ficticia de Credito',
  );
  await expect(page.getByTestId('transfer-own-account')).toHaveCount(0);
  expect(await seriousFindings(page, '[data-testid="transfer-confirm"]')).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Digite o valor de novo para confirmar')).toBeFocused();
  await page.keyboard.type('42,00');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-receiver')).toHaveText('Beatriz Lima Santos');
  await expect(page.getByTestId('receipt-key')).toHaveText('bia@exemplo.com.br');
  await expect(page.getByTestId('receipt-amount')).toHaveText(/R\$\s42,00/);

  // In English: one of the account's own keys is looked up, and the owner is warned.
  await page.getByTestId('locale-select').focus();
  await page.getByTestId('locale-select').selectOption('en');
  await page.getByTestId('nav-boletos').focus();
  await page.keyboard.press('t');
  await expect(page.locator('#f-key')).toBeFocused();
  await page.keyboard.type('financeiro@balcao-sandbox.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5.00');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Check before transferring' })).toBeFocused();
  await expect(page.getByTestId('transfer-own-account')).toHaveText(
    'Careful: this key belongs to your own account. The money would leave and come back to it. If you meant to pay someone else, change the key.',
  );
  await expect(page.getByTestId('transfer-payee')).toContainText('Who receives');
  await expect(page.getByTestId('transfer-payee-name')).toHaveText('Balcao Sandbox Ltda');
  await expect(page.getByTestId('transfer-confirm-note')).toHaveText(
    'Check that this is the right person or business. If the bank’s answer is lost, checking sends the same request with the same identification: the transfer is never made twice.',
  );
  expect(await seriousFindings(page, '[data-testid="transfer-confirm"]')).toEqual([]);
});
