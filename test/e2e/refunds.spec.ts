import { test, expect, expectDemoData } from './app-fixture.ts';

// Refunding a received Pix as an owner does, in Chromium through the web transport, against the
// real local sandbox: a test Pix arrives, half of it goes back, then the rest, and the form
// gives way to why nothing more can be refunded.

test('a test Pix is received, refunded in two halves, then the form gives way to why nothing is left', async ({
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
  // What is left of the 90 days, never rounded up, to the São Paulo day and hour.
  await expect(page.getByTestId('received-deadline')).toHaveText(
    /^89 dias e 23 horas restantes \(até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\)$/,
  );
  await expect(page.getByTestId('received-payer')).toHaveText('Joana Cliente');
  // The CPF typed here and the bank's masked one read the same, before and after "Atualizar".
  const document = page.getByTestId('received-payer-document');
  await expect(document).toHaveText('***.982.247-**');
  await page.getByTestId('received-refresh-status').click();
  await expect(page.getByTestId('received-refresh-status')).toBeEnabled();
  await expect(document).toHaveText('***.982.247-**');

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

  // Nothing is left: no form to type into, and the page says why in its place.
  await expect(page.getByTestId('refund-form')).toHaveCount(0);
  await expect(page.getByTestId('refund-blocked')).toHaveAttribute('data-reason', 'refunded');
  await expect(page.getByTestId('refund-blocked')).toContainText('Nada resta para devolver');
  await expect(page.getByTestId('refund-done')).toContainText(/R\$\s40,00/);

  // The Received list shows it, refunded in full.
  await page.getByTestId('back-to-received').click();
  const row = page.getByTestId('received-row').filter({ hasText: 'Joana Cliente' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('received-row-left')).toHaveText(/R\$\s0,00/);
  await expect(row).toContainText('***.982.247-**');

  // A Pix that paid a due-date code names it as the owner knows it, and opens its page.
  await page.getByTestId('received-search').fill('Mensalidade');
  await page.getByTestId('received-row').filter({ hasText: 'Pix com vencimento' }).first().click();
  const charge = page.getByTestId('received-charge');
  await expect(charge).toHaveText(/^Pix com vencimento: Mensalidade \d{2}$/);
  await charge.click();
  await expect(page.getByTestId('pix-view')).toBeVisible();
});
