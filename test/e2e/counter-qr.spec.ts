import { decodeBrCode } from '../../main/domain/brcode.ts';
import { test, expect } from './app-fixture.ts';
import { expectPageMm, printAndScan, printPageReady } from './print-scan.ts';
import { seriousFindings } from './axe.ts';

// The counter QR as an owner makes it, in Chromium through the web transport against the real
// local sandbox: no key yet (the screen says so and leads to registering one), a random key
// registered, then the code typed with the keyboard — the longest description the key leaves
// room for, and an amount — printed on A6 and A4 and read back from the paper by zbar, paid by
// a test payer and found in Received.

/** 37 characters once its accents are dropped: all a random key leaves room for. */
const LONGEST = 'Pão de queijo e café - balcão da loja';
const WRITTEN = 'Pao de queijo e cafe - balcao da loja';

test('with no key the screen leads to registering one; a counter QR typed with the keyboard, with the longest description and an amount, is paid and shows in Received', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await page.getByTestId('nav-counter-qr').click();
  await expect(page.getByRole('heading', { name: 'QR do balcão', level: 1 })).toBeVisible();

  // No key registered here yet: said so, with the way to register one.
  await expect(page.getByTestId('counter-qr-no-keys')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByTestId('counter-qr-register-key').click();
  await expect(page.getByTestId('pix-keys-page')).toBeVisible();
  await page.getByTestId('pix-key-register').click();
  // The account has the demo's keys too: the one registered here is ours.
  const registered = page.locator('[data-testid="pix-key-row"][data-created-here="true"]');
  await expect(registered).toHaveCount(1);
  const key = (await registered.getByTestId('pix-key-value').textContent())!.trim();
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByTestId('pix-keys-counter-qr').click();

  // The key just registered is chosen already (among every key of the account); the name and
  // city the code will carry are shown.
  const form = page.getByTestId('counter-qr-form');
  const chosen = form.locator('[data-testid="counter-qr-key-option"]:checked');
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toHaveValue(key);
  await expect(page.getByTestId('counter-qr-merchant')).toContainText(
    'BALCAO SANDBOX LTDA — SAO PAULO',
  );
  await expect(page.locator('#f-description-hint')).toContainText('37 caracteres');

  // Keyboard only: one character too many is refused on the description, with the room there is.
  await page.getByTestId('input-amountCents').focus();
  await page.keyboard.type('25,90');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('input-description')).toBeFocused();
  await page.keyboard.type(`${LONGEST}!`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error-f-description')).toHaveText(
    'Com esta chave, a descrição cabe em até 37 caracteres.',
  );
  await expect(page.getByTestId('input-description')).toBeFocused();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');

  // Made: the keyboard lands on it; the QR, the amount, the text and the copy-and-paste line.
  const result = page.getByTestId('counter-qr-result');
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(result.getByTestId('counter-qr-amount')).toHaveText(/^R\$\s25,90$/);
  await expect(result.getByTestId('counter-qr-description')).toHaveText(WRITTEN);
  await expect(result.getByTestId('pix-qr').locator('img')).toBeVisible();
  const payload = (await result.getByTestId('counter-qr-payload').textContent())!.trim();
  const decoded = decodeBrCode(payload);
  expect(decoded.ok && decoded.value).toMatchObject({
    kind: 'static',
    key,
    amountCents: 2_590,
    description: WRITTEN,
    merchantName: 'BALCAO SANDBOX LTDA',
    merchantCity: 'SAO PAULO',
    txid: '***',
  });
  expect(await seriousFindings(page)).toEqual([]);

  // A test payer pays it; the Pix shows in Received.
  await page.getByTestId('counter-qr-simulate-payment').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('counter-qr-simulated-status')).toContainText('25,90');
  await page.getByTestId('counter-qr-see-received').click();
  await expect(page.getByTestId('received-detail')).toBeVisible();
  await expect(page.getByTestId('received-amount')).toContainText('25,90');
  await expect(page.getByTestId('received-payer')).toHaveText('Cliente do balcão');
  await page.getByTestId('nav-received').click();
  const row = page
    .getByTestId('received-page')
    .getByRole('row')
    .filter({ hasText: 'Cliente do balcão' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('25,90');
});

test('a counter QR with the longest description and an amount, made and printed with the bank out of reach, prints on A6 and A4 and scans back exactly', async ({
  page,
  app,
}) => {
  const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
  await app.value('sandbox:set-running', { running: false });

  await page.goto(`${app.url}#/counter-qr`);
  await page.getByTestId('input-amountCents').fill('25,90');
  await page.getByTestId('input-description').fill(LONGEST);
  await page.getByTestId('counter-qr-build').click();
  const shown = page.getByTestId('counter-qr-payload');
  await expect(shown).toBeVisible();
  const payload = (await shown.textContent())!.trim();
  expect(decodeBrCode(payload)).toMatchObject({
    ok: true,
    value: { key, amountCents: 2_590, description: WRITTEN },
  });

  // The screen's own print buttons: each page's QR reads back the very code the screen showed.
  await page.getByTestId('counter-qr-print-A6').getByTestId('print-open').click();
  await printPageReady(page);
  await expect(page.getByTestId('pix-card-amount')).toHaveText(/25,90/);
  await expect(page.getByTestId('pix-card-description')).toHaveText(WRITTEN);
  await expect(page.getByTestId('counter-qr-print-key')).toHaveText(`Chave Pix: ${key}`);
  await expect(page.getByTestId('pix-copy-paste')).toHaveText(payload);
  const a6 = await printAndScan(page, 'counter-qr-a6');
  expect(a6.pages).toBe(1);
  expectPageMm(a6, 105, 148);
  expect(a6.qrCodes).toEqual([[payload]]);

  await page.getByTestId('counter-qr-size-A4').click();
  await expect(page.getByTestId('counter-qr-size-A4')).toHaveAttribute('aria-current', 'page');
  await printPageReady(page);
  const a4 = await printAndScan(page, 'counter-qr-a4');
  expect(a4.pages).toBe(1);
  expectPageMm(a4, 210, 297);
  expect(a4.qrCodes).toEqual([[payload]]);
});

test('a counter QR without an amount is paid what the customer types', async ({ page, app }) => {
  await app.value('pix-keys:create', { entryType: 'EVP' });
  await page.goto(`${app.url}#/counter-qr`);
  await page.getByTestId('counter-qr-build').click();
  await expect(page.getByTestId('counter-qr-amount')).toHaveText('Valor livre: o cliente digita');

  await page.getByTestId('counter-qr-simulate-amount').fill('12,34');
  await page.getByTestId('counter-qr-simulate-payment').click();
  await expect(page.getByTestId('counter-qr-simulated-status')).toContainText('12,34');
  await page.getByTestId('counter-qr-see-received').click();
  await expect(page.getByTestId('received-amount')).toContainText('12,34');
});
