import { test as base } from '@playwright/test';
import { keychainServiceFor } from '../support/folders.ts';
import { startWebApp, type RunningWebApp } from '../support/web-app.ts';
import { expect, expectDemoData } from './app-fixture.ts';

// What the owner sent is followed to the end with no click: a QR code paid and a transfer made
// reach "Concluído" in Sent by the bank's own word, and a transfer the bank could not complete
// shows "Não concluído" and tells the owner that the money did not leave.

/** A fresh web app whose local sandbox settles money out after half a second, not five. */
const test = base.extend<{ app: RunningWebApp }>({
  // eslint-disable-next-line no-empty-pattern
  app: async ({}, use) => {
    const app = await startWebApp({
      keychainService: keychainServiceFor('e2e'),
      env: { ...process.env, BALCAO_SANDBOX_SETTLE_MS: '500' },
    });
    await use(app);
    await app.stop();
  },
});

test('a QR payment and a transfer reach Concluído on their own; a failed one is shown and told', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // A demo business's fixed-amount code, paid.
  await page.getByTestId('nav-pay').click();
  await page.getByTestId('pay-demo-receiver').first().getByTestId('pay-demo-dynamic').click();
  await expect(page.getByTestId('pay-confirm')).toBeVisible();
  const amountText = (await page.getByTestId('pay-amount').textContent())!.trim();
  await page.getByTestId('input-confirmAmountCents').fill(amountText.replace(/^R\$\s*/, ''));
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-receipt')).toBeVisible();

  async function transfer(key: string, amount: string) {
    await page.getByTestId('nav-sent').click();
    await page.getByTestId('sent-new-transfer').click();
    await page.getByLabel('Chave Pix de quem recebe').fill(key);
    await page.getByLabel('Valor').fill(amount);
    await page.getByTestId('transfer-review').click();
    await page.getByLabel('Digite o valor de novo para confirmar').fill(amount);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('payment-receipt')).toBeVisible();
  }
  await transfer('ana@exemplo.com.br', '80,00');

  // In Sent, both settle with no refresh clicked.
  await page.getByTestId('nav-sent').click();
  const rows = page.getByTestId('sent-row');
  await expect(rows).toHaveCount(2);
  const status = (kind: string) =>
    page.locator(`[data-testid="sent-row"][data-kind="${kind}"] td[data-status]`);
  await expect(status('qr-code')).toHaveAttribute('data-status', 'COMPLETED', { timeout: 15_000 });
  await expect(status('qr-code')).toHaveText('Concluído');
  await expect(status('key-transfer')).toHaveAttribute('data-status', 'COMPLETED', {
    timeout: 15_000,
  });

  // R$ 13,13 is the sandbox's amount that always fails: the owner is told, in words.
  await transfer('bia@exemplo.com.br', '13,13');
  await expect(page.getByTestId('notices')).toContainText(
    /A transferência de R\$\s13,13 para Beatriz Lima Santos não foi concluída: o dinheiro não saiu da conta\./,
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('receipt-status')).toHaveAttribute('data-status', 'FAILED');
  await expect(page.getByTestId('receipt-failure-reason')).toContainText('account is closed');
  await page.getByTestId('nav-sent').click();
  // The payee as the bank named them when the key was looked up.
  const failed = page.locator('[data-testid="sent-row"]', { hasText: 'Beatriz Lima Santos' });
  await expect(failed.locator('td[data-status]')).toHaveAttribute('data-status', 'FAILED');
  await expect(failed.locator('td[data-status]')).toHaveText('Não concluído');
});
