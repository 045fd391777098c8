import { connectToBank } from '../support/bank-profile.ts';
import { startBank, type TestBank } from '../support/bank.ts';
import { startFaultyNetwork, type FaultyNetwork } from '../support/faulty-network.ts';
import { test, expect } from './app-fixture.ts';
import { seriousFindings } from './axe.ts';

// A Pix to a key whose answer is lost after the bank made the transfer, in the browser: the app
// on an owner's bank profile (API key in the keyring, client certificate, mutual TLS) over a real
// sandbox bank, with a network between them that loses exactly one answer. The owner looks the
// key up, sees who receives, pays — and the bank's own database counts one transfer, whether the
// app settled the lost answer at once (the same request sent again with the same
// IdempotencyKey) or, with the bank gone, kept it under "A conferir" until the owner checked.

const V2_TRANSFERS = '/baas/api/v2/transfers';

let bank: TestBank;
let network: FaultyNetwork;

test.beforeEach(async ({ app }) => {
  bank = await startBank();
  network = await startFaultyNetwork({
    baseUrl: bank.baseUrl,
    caPem: bank.caPem,
    clientCertificate: bank.clientCertificate,
  });
  await connectToBank(app, bank, { name: 'Banco da padaria', via: network });
});

test.afterEach(async () => {
  await network?.close();
  await bank?.stop();
});

/** Transfers the bank itself holds for a lookup (its own SQLite file, read only). */
const transfersAtTheBank = (endToEndId: string) =>
  bank.db
    .prepare('SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?')
    .pluck()
    .get(endToEndId) as number;

const postsOf = (description: string) =>
  network.requests.filter(
    (r) => r.method === 'POST' && r.path === V2_TRANSFERS && r.body.includes(description),
  );

/** Types a key and an amount from the keyboard, and waits for who receives. */
async function lookUp(
  page: import('@playwright/test').Page,
  key: string,
  amount: string,
  description: string,
) {
  await page.getByTestId('nav-boletos').focus();
  await page.keyboard.press('t');
  await expect(page.locator('#f-key')).toBeFocused();
  await page.keyboard.type(key);
  await page.keyboard.press('Tab');
  await page.keyboard.type(amount);
  await page.getByLabel(/Mensagem para quem recebe|Message to the receiver/).fill(description);
  await page.getByLabel(/Mensagem para quem recebe|Message to the receiver/).press('Enter');
  await expect(page.locator('#transfer-confirm-title')).toBeFocused();
}

test('a key looked up, its holder shown, paid, settled after a dropped answer: one transfer', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expect(page.getByTestId('last-sync')).toHaveAttribute('title', /\S/, { timeout: 30_000 });

  // The answer to the transfer is lost once; the bank is still there.
  await lookUp(page, '+5521987654321', '25,00', 'Farinha de março');
  await expect(page.getByTestId('transfer-payee-name')).toHaveText('Carlos Eduardo Nunes');
  network.failNext({ method: 'POST', path: V2_TRANSFERS, fault: 'lose-response' });
  await page.keyboard.press('Tab');
  await page.keyboard.type('25,00');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-receiver')).toHaveText('Carlos Eduardo Nunes');
  await expect(page.getByTestId('receipt-amount')).toHaveText(/R\$\s25,00/);
  const endToEndId = (await page.getByTestId('receipt-end-to-end').textContent())!.trim();
  const sent = postsOf('Farinha de março');
  expect(sent.map((r) => r.fate)).toEqual(['response-lost', 'forwarded']);
  expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
  expect(transfersAtTheBank(endToEndId)).toBe(1);
  await expect(page.getByTestId('outbox-banner')).toHaveCount(0);

  // Sent lists it once.
  await page.getByTestId('nav-sent').click();
  await expect(
    page.getByTestId('sent-row').filter({ hasText: 'Carlos Eduardo Nunes' }),
  ).toHaveCount(1);
});

test('with the bank gone after the transfer, it is kept to check, and checking pays nothing twice', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expect(page.getByTestId('last-sync')).toHaveAttribute('title', /\S/, { timeout: 30_000 });
  await page.getByTestId('locale-select').selectOption('en');

  await lookUp(page, 'bia@exemplo.com.br', '31.00', 'Eggs for the week');
  await expect(page.getByTestId('transfer-payee-name')).toHaveText('Beatriz Lima Santos');
  network.failNext({
    method: 'POST',
    path: V2_TRANSFERS,
    fault: 'lose-response',
    thenOffline: true,
  });
  await page.keyboard.press('Tab');
  await page.keyboard.type('31.00');
  await page.keyboard.press('Enter');

  // Told plainly: not known, kept, and not to transfer again — never "refused".
  await expect(page.getByTestId('form-banner')).toContainText(
    'We do not know whether the transfer was made. It is kept under "To check"',
  );
  await expect(page.getByTestId('form-banner')).not.toContainText(/refused/i);
  // And above every page until it is checked, in words that fit a transfer.
  await expect(page.getByTestId('outbox-banner')).toHaveText(
    /1 operation to check: we do not know whether the bank received it\./,
  );
  await page.getByTestId('nav-sent').click();
  await expect(page.getByTestId('outbox-banner')).toBeVisible();
  const [lost] = postsOf('Eggs for the week');
  expect(lost?.fate).toBe('response-lost');
  const endToEndId = (JSON.parse(lost!.body) as { endToEndId: string }).endToEndId;
  // The bank made it; the app does not know yet.
  expect(transfersAtTheBank(endToEndId)).toBe(1);

  // The network back, the owner checks from the keyboard: the same request, once at the bank.
  await network.heal();
  await page.getByTestId('outbox-banner-link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'To check', exact: true })).toBeVisible();
  expect(await seriousFindings(page, '[data-testid="outbox"]')).toEqual([]);
  const entry = page.getByTestId('outbox-item').filter({ hasText: 'Beatriz Lima Santos' });
  await expect(entry.getByTestId('outbox-amount')).toHaveText(/R\$\s?31\.00/);
  await entry.getByTestId('outbox-resolve').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('outbox-resolved')).toContainText('Beatriz Lima Santos');
  await expect(page.getByTestId('outbox-item')).toHaveCount(0);
  await expect(page.getByTestId('outbox-banner')).toHaveCount(0);

  const sent = postsOf('Eggs for the week');
  expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
  expect(sent.map((r) => r.body)).toEqual(sent.map(() => lost!.body));
  expect(transfersAtTheBank(endToEndId)).toBe(1);

  await page.getByTestId('nav-sent').click();
  await expect(page.getByTestId('sent-row').filter({ hasText: 'Beatriz Lima Santos' })).toHaveCount(
    1,
  );
});
