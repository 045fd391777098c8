import { decodeBrCode } from '../../main/domain/brcode.ts';
import { test, expect } from './app-fixture.ts';
import { seriousFindings } from './axe.ts';
import { expectPageMm, printAndScan, printPageReady } from './print-scan.ts';

// A counter QR registered with the bank, as an owner does it with the keyboard, in Chromium
// through the web transport against the real local sandbox: the offline code typed and built,
// then registered beside it; paid twice by a test payer (a counter code is reusable), both
// payments on its page; printed on A6 and A4 and read back from the paper by zbar; cancelled after a
// confirm step, and then neither printed nor paid.

test('a counter QR registered with the bank is paid twice, printed, and cancelled, keyboard only', async ({
  page,
  app,
}) => {
  const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
  await page.goto(`${app.url}#/counter-qr`);
  await expect(page.getByRole('heading', { name: 'QR do balcão', level: 1 })).toBeVisible();
  await expect(page.getByTestId('counter-qr-registered-empty')).toBeVisible();

  // The offline code first, typed.
  await page.getByTestId('input-amountCents').focus();
  await page.keyboard.type('9,90');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('input-description')).toBeFocused();
  await page.keyboard.type('Café coado');
  await page.keyboard.press('Enter');
  await expect(
    page.getByTestId('counter-qr-result').getByRole('heading', { level: 2 }),
  ).toBeFocused();

  // Beside it, the difference in one sentence each, and "Registrar no banco".
  await expect(page.getByTestId('counter-qr-offline-note')).toHaveText(
    'QR offline (este acima): feito neste computador, funciona sem internet.',
  );
  await expect(page.getByTestId('counter-qr-registered-note')).toContainText(
    'o banco lista cada pagamento feito por ele',
  );
  const register = page.getByTestId('counter-qr-register-button');
  await expect(register).toHaveText('Registrar no banco');
  await register.focus();
  await page.keyboard.press('Enter');

  // Its page: active, no payment yet, the code of the key with the bank's txid.
  const view = page.getByTestId('counter-qr-registered-page');
  await expect(view).toBeVisible();
  await expect(page.getByTestId('counter-qr-registered-status')).toHaveText('Ativo');
  await expect(page.getByTestId('counter-qr-registered-amount')).toHaveText(/^R\$\s9,90$/);
  await expect(page.getByTestId('counter-qr-registered-description')).toHaveText('Cafe coado');
  await expect(page.getByTestId('counter-qr-registered-payments-empty')).toBeVisible();
  const payload = (await page.getByTestId('counter-qr-registered-payload').textContent())!.trim();
  const decoded = decodeBrCode(payload);
  expect(decoded.ok && decoded.value).toMatchObject({
    kind: 'static',
    key,
    amountCents: 990,
    description: 'Cafe coado',
  });
  expect(decoded.ok && decoded.value.txid).not.toBe('***');

  // A test payer pays it twice from the sandbox panel: two payments on the page.
  const pay = page.getByTestId('counter-qr-registered-simulate-pay');
  for (let paid = 1; paid <= 2; paid++) {
    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('counter-qr-registered-simulated')).toBeFocused();
    await expect(page.getByTestId('counter-qr-registered-payment')).toHaveCount(paid);
  }
  await expect(page.getByTestId('counter-qr-registered-simulated')).toContainText('9,90');
  await expect(page.getByTestId('counter-qr-registered-payments-total')).toContainText('19,80');
  expect(await seriousFindings(page)).toEqual([]);
  // Both in Received too (the received list's own screen has its own tests).
  const ids = await page
    .getByTestId('counter-qr-registered-payment')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-end-to-end-id')));
  const received = await app.value('received:list', {});
  expect(
    received.filter((r) => ids.includes(r.endToEndId)).map((r) => [r.source, r.amountCents]),
  ).toEqual([
    ['qr-code', 990],
    ['qr-code', 990],
  ]);

  // Printed on A6 like the counter card: the paper's QR reads back the registered code.
  await page.getByTestId('counter-qr-registered-print-A6').getByTestId('print-open').focus();
  await page.keyboard.press('Enter');
  await printPageReady(page);
  await expect(page.getByTestId('pix-card-amount')).toHaveText(/9,90/);
  await expect(page.getByTestId('counter-qr-print-key')).toHaveText(`Chave Pix: ${key}`);
  const a6 = await printAndScan(page, 'counter-qr-registered-a6');
  expect(a6.pages).toBe(1);
  expectPageMm(a6, 105, 148);
  expect(a6.qrCodes).toEqual([[payload]]);
  // And on A4, for a wall: one page, the same code.
  await page.getByTestId('counter-qr-registered-size-A4').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('counter-qr-registered-size-A4')).toHaveAttribute(
    'aria-current',
    'page',
  );
  await printPageReady(page);
  const a4 = await printAndScan(page, 'counter-qr-registered-a4');
  expect(a4.pages).toBe(1);
  expectPageMm(a4, 210, 297);
  expect(a4.qrCodes).toEqual([[payload]]);
  const printHash = new URL(page.url()).hash;
  await page.getByTestId('print-back').focus();
  await page.keyboard.press('Enter');
  await expect(view).toBeVisible();

  // Cancelled after a confirm step whose safe choice has the focus.
  await page.getByTestId('counter-qr-registered-cancel-open').focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Cancelar este QR do balcão?');
  await expect(confirm).toContainText('Cafe coado');
  await expect(page.getByTestId('counter-qr-registered-cancel-keep')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('counter-qr-registered-cancel-confirm-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('counter-qr-registered-cancel-done')).toBeFocused();
  await expect(page.getByTestId('counter-qr-registered-status')).toHaveText('Cancelado');
  await expect(page.getByTestId('counter-qr-registered-cancelled')).toContainText(
    'cancelado no banco',
  );
  // Said so, and nothing left to scan, print or pay.
  await expect(view.getByTestId('pix-qr')).toHaveCount(0);
  await expect(page.getByTestId('counter-qr-registered-print-A6')).toHaveCount(0);
  await expect(pay).toHaveCount(0);
  await expect(page.getByTestId('counter-qr-registered-payment')).toHaveCount(2);

  const refused = await app.call('counter-qr:simulate-payment', { payload });
  expect(refused).toMatchObject({
    ok: false,
    error: { key: 'error.counter_qr.cancelled_not_payable' },
  });

  await page.goto(`${app.url}${printHash}`);
  await expect(page.getByTestId('print-blocked')).toContainText('cancelado no banco');
  await expect(page.getByTestId('print-sheet')).toHaveCount(0);
  await expect(page.getByTestId('print-button')).toBeDisabled();

  // Listed on the counter QR page as cancelled, with its two payments (back by the links, to
  // pages already shown).
  await page.getByTestId('print-back').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('counter-qr-registered-status')).toHaveText('Cancelado');
  await page.getByTestId('counter-qr-registered-back').focus();
  await page.keyboard.press('Enter');
  const row = page.getByTestId('counter-qr-registered-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'CANCELLED');
  await expect(row.getByRole('cell').last()).toHaveText('2');

  // The list and the code's page in English, with no serious accessibility finding.
  await page.getByTestId('locale-select').selectOption('en');
  await expect(page.getByRole('heading', { name: 'QRs registered with the bank' })).toBeVisible();
  await expect(row).toContainText('Cancelled');
  expect(await seriousFindings(page)).toEqual([]);
  await row.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('counter-qr-registered-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('counter-qr-registered-cancelled')).toContainText(
    'cancelled at the bank',
  );
  expect(await seriousFindings(page)).toEqual([]);
});
