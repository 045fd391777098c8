import { test, expect, expectDemoData } from './app-fixture.ts';

// Refunding a received Pix as an owner does, in Chromium through the web transport, against the
// real local sandbox: a test Pix arrives, half of it goes back, then the rest, and a third
// refund is refused with what is left — R$ 0,00 — on the amount field.

test('a test Pix is received, refunded in two halves, and a third refund is refused naming R$ 0,00 left', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  await page.getByTestId('nav-received').click();
  await expect(page.getByRole('heading', { name: 'Pix recebidos' })).toBeVisible();

  // A malformed end-to-end id is refused on its field, in words.
  await page.getByTestId('input-endToEndId').fill('D99999901202611241000ABCDEFGHIJK');
  await page.getByTestId('received-paste-submit').click();
  await expect(page.locator('#f-endToEndId-error')).toContainText('começa com a letra E');

  // Receive a test Pix of R$ 80,00 on the sandbox.
  const receive = page.getByTestId('received-sandbox-form');
  await receive.getByTestId('input-amountCents').fill('80,00');
  await receive.getByTestId('input-payer.name').fill('Joana Cliente');
  await receive.getByTestId('input-payer.document').fill('529.982.247-25');
  await receive.getByTestId('received-sandbox-submit').click();

  const detail = page.getByTestId('received-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByTestId('received-amount')).toHaveText(/R\$\s80,00/);
  await expect(page.getByTestId('received-left')).toHaveText(/R\$\s80,00/);
  await expect(page.getByTestId('received-deadline')).toContainText('dias restantes');
  await expect(page.getByTestId('received-payer')).toHaveText('Joana Cliente');

  // Half: the amount typed twice. Enter with a different confirmation refunds nothing.
  const amount = page.getByTestId('input-amountCents');
  const confirm = page.getByTestId('input-confirmAmountCents');
  await expect(amount).toHaveValue('80,00');
  await amount.fill('40,00');
  await confirm.fill('4,00');
  await confirm.press('Enter');
  await expect(page.locator('#f-confirmAmountCents-error')).toContainText('não é igual');
  await expect(page.getByTestId('refund-row')).toHaveCount(0);

  // Every amount field tidies what was typed when it is left, the confirmation too.
  await confirm.fill('40');
  await confirm.press('Tab');
  await expect(confirm).toHaveValue('40,00');
  await expect(confirm).toHaveAttribute('placeholder', '0,00');
  await page.getByTestId('refund-submit').click();
  await expect(page.getByTestId('refund-done')).toContainText(/R\$\s40,00/);
  await expect(page.getByTestId('refund-row')).toHaveCount(1);
  await expect(page.getByTestId('received-refunded')).toHaveText(/R\$\s40,00/);
  await expect(page.getByTestId('received-left')).toHaveText(/R\$\s40,00/);

  // The rest: the form offers what is left.
  await expect(amount).toHaveValue('40,00');
  await confirm.fill('40,00');
  await confirm.press('Enter');
  await expect(page.getByTestId('refund-row')).toHaveCount(2);
  await expect(page.getByTestId('received-left')).toHaveText(/R\$\s0,00/);

  // A third is refused on the amount, naming what is left.
  await amount.fill('1,00');
  await confirm.fill('1,00');
  await page.getByTestId('refund-submit').click();
  await expect(page.locator('#f-amountCents-error')).toContainText(/resta R\$\s0,00/);
  await expect(page.getByTestId('input-amountCents')).toBeFocused();
  await expect(page.getByTestId('refund-row')).toHaveCount(2);

  // The Received list shows it, refunded in full.
  await page.getByTestId('back-to-received').click();
  const row = page.getByTestId('received-row').filter({ hasText: 'Joana Cliente' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('received-row-left')).toHaveText(/R\$\s0,00/);
});
