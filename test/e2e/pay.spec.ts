import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { test, expect, expectDemoData } from './app-fixture.ts';

// Paying a Pix QR code as an owner does, in Chromium through the web transport, against the
// real local sandbox: one of its fictional businesses is paid, pasted and from a picture; an
// amount over the owner's limit and no connection are refused at the first step.

test('a demo business’s code is paid pasted and from an image, once, with the amount typed twice', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // `p` opens the Pay screen from anywhere outside a text field.
  await page.keyboard.press('p');
  await expect(page.getByRole('heading', { name: 'Pagar um Pix' })).toBeVisible();
  await expect(page.locator('#f-payload')).toBeFocused();

  // Paste the first business's fixed-amount code (shown on the page, as the owner may copy it).
  const receiver = page.getByTestId('pay-demo-receiver').first();
  await receiver.locator('summary').click();
  const payload = (await receiver.getByTestId('pay-demo-payload').textContent())!.trim();
  expect(payload).toMatch(/^000201/);

  // A damaged code is refused on the field, in words, before the bank is asked.
  await page
    .getByTestId('input-payload')
    .fill(payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0'));
  await page.getByTestId('pay-decode').click();
  await expect(page.locator('#f-payload-error')).toContainText('copiado com algum erro');

  await page.getByTestId('input-payload').fill(`  ${payload}\n`);
  await page.getByTestId('pay-decode').click();
  const confirm = page.getByTestId('pay-confirm');
  await expect(confirm).toBeVisible();
  const name = (await page.getByTestId('pay-receiver-name').textContent())!.trim();
  await expect(page.getByTestId('pay-code-status')).toHaveAttribute('data-status', 'ACTIVE');
  const amountText = (await page.getByTestId('pay-amount').textContent())!.trim();
  const typedAmount = amountText.replace(/^R\$\s*/, '');

  // Enter in the confirmation with a different amount pays nothing.
  await page.getByTestId('input-confirmAmountCents').fill('1,00');
  await page.getByTestId('input-confirmAmountCents').press('Enter');
  await expect(page.locator('#f-confirmAmountCents-error')).toContainText('não é igual');
  await expect(page.getByTestId('pay-confirm')).toBeVisible();

  await page.getByTestId('input-confirmAmountCents').fill(typedAmount);
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-receiver')).toHaveText(name);
  await expect(page.getByTestId('receipt-amount')).toHaveText(amountText);
  await expect(page.getByTestId('receipt-end-to-end')).toHaveText(/^E\w{31}$/);

  // The code now decodes as paid and is stopped before any confirmation.
  await page.getByTestId('receipt-pay-another').click();
  await page.getByTestId('input-payload').fill(payload);
  await page.getByTestId('pay-decode').click();
  await expect(page.getByTestId('pay-code-status')).toHaveAttribute('data-status', 'CONCLUDED');
  await expect(page.getByTestId('pay-not-payable')).toContainText('já foi pago');
  await expect(page.getByTestId('pay-submit')).toHaveCount(0);

  // The Sent list has it once, offline or not.
  await page.getByTestId('nav-sent').click();
  await expect(page.getByTestId('sent-row')).toHaveCount(1);
  await expect(page.getByTestId('sent-row')).toContainText(name);

  // Another business's code, from a picture of it.
  await page.getByTestId('nav-pay').click();
  const second = page.getByTestId('pay-demo-receiver').nth(1);
  await second.locator('summary').click();
  const secondPayload = (await second.getByTestId('pay-demo-payload').textContent())!.trim();
  const folder = mkdtempSync(join(tmpdir(), 'balcao-qr-'));
  try {
    const png = join(folder, 'conta.png');
    await QRCode.toFile(png, secondPayload, { margin: 4, width: 480 });
    await page.getByTestId('pay-image').setInputFiles(png);
    await expect(page.getByTestId('pay-confirm')).toBeVisible();
    await expect(page.getByTestId('pay-code-status')).toHaveAttribute('data-status', 'ACTIVE');
    const secondAmount = (await page.getByTestId('pay-amount').textContent())!.trim();
    await page.getByTestId('input-confirmAmountCents').fill(secondAmount.replace(/^R\$\s*/, ''));
    await page.getByTestId('pay-submit').click();
    await expect(page.getByTestId('payment-receipt')).toBeVisible();
    await expect(page.getByTestId('receipt-amount')).toHaveText(secondAmount);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  await page.getByTestId('back-to-sent').click();
  await expect(page.getByTestId('sent-row')).toHaveCount(2);

  // A limit under a code's fixed amount is said as soon as the code is read, with no amount to
  // type again.
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('limits-panel').getByLabel('Limite por envio').fill('1,00');
  await page.getByTestId('limits-save').click();
  await expect(page.getByText('Limites salvos.')).toBeVisible();
  await page.getByTestId('nav-pay').click();
  await page.getByTestId('pay-demo-receiver').nth(2).getByTestId('pay-demo-dynamic').click();
  await expect(page.getByTestId('pay-over-limit')).toContainText(/limite por envio, de R\$\s1,00/);
  await expect(page.getByTestId('input-confirmAmountCents')).toHaveCount(0);

  // Without a connection the page says so at once, and the first step reads no code.
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('sandbox-toggle').click();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await page.getByTestId('nav-pay').click();
  await expect(page.getByTestId('money-out-offline')).toContainText('Sem conexão com o banco');
  await page.getByTestId('input-payload').fill(payload);
  await page.getByTestId('pay-decode').click();
  await expect(page.getByTestId('form-banner')).toContainText('Sem conexão com o banco');
  await expect(page.getByTestId('pay-confirm')).toHaveCount(0);
});
