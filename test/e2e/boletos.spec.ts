import { test, expect, expectDemoData, settledTotalCount } from './app-fixture.ts';
import { dueInDays } from '../support/builders.ts';

/** A date as the owner types it in the form: `dd/mm/aaaa`. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

// The boleto capability as an owner uses it, in Chromium through the web transport, against
// the real local sandbox (HTTPS, mutual TLS) and the real SQLite cache.

test('first run → issue → search → simulate payment → Paid after sync → offline still browses', async ({
  page,
  app,
}) => {
  await page.goto(app.url);

  // First run lands on the home screen of the local sandbox, which says plainly that it is a
  // test bank with made-up data, and offers the first steps; no form to fill.
  await expect(page.getByTestId('sandbox-badge')).toBeVisible();
  await expect(page.getByTestId('home-sandbox')).toContainText('banco de teste');
  await expect(page.getByTestId('home-sandbox')).toContainText('nenhum dinheiro de verdade');
  await expect(page.getByTestId('nav-home')).toHaveAttribute('aria-current', 'page');
  // The first run makes the sandbox's certificates and syncs its demo data: on a busy machine
  // that takes longer than a page load. The home screen then shows what is overdue.
  await expect(page.getByTestId('home-latest-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('nav-boletos').click();
  await expect(page.getByTestId('charge-row').first()).toBeVisible();
  await expect(page.getByTestId('charges-totals-all-count')).not.toHaveText('0');

  // Issue a boleto; the document rule is checked as the user types.
  await page.getByTestId('new-boleto').click();
  await page.getByTestId('input-yourNumber').fill('E2E-0001');
  // Digits only: the field puts the slashes in as they are typed.
  await page
    .getByTestId('input-dueDate')
    .pressSequentially(typed(dueInDays(20)).replace(/\//g, ''));
  await expect(page.getByTestId('input-dueDate')).toHaveValue(typed(dueInDays(20)));
  await page.getByTestId('input-amountCents').fill('1.234,56');
  await page.getByTestId('input-payer.name').fill('Mercadinho Boa Vista Ltda');
  await page.getByTestId('input-payer.document').fill('11.222.333/0001-82');
  await page.getByTestId('input-payer.document').blur();
  await expect(page.getByTestId('error-f-payer-document')).toContainText('verifique os dígitos');
  await page.getByTestId('input-payer.document').fill('11.222.333/0001-81');
  await expect(page.getByTestId('error-f-payer-document')).toBeHidden();
  await page.getByTestId('submit-boleto').click();

  await expect(page.getByTestId('boleto-detail')).toBeVisible();
  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'Pending');
  await expect(page.getByTestId('detail-amount')).toContainText('1.234,56');
  const line = (await page.getByTestId('detail-digitable-line').textContent()) ?? '';
  expect(line.replace(/\D/g, '')).toMatch(/^\d{47}$/);

  // Find it by search.
  await page.getByTestId('nav-boletos').click();
  await page.getByTestId('charges-list-search').fill('Boa Vista');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await expect(page.getByTestId('charge-row')).toContainText('E2E-0001');

  // Simulate its payment on the sandbox, then sync: the list shows it paid.
  await page.getByTestId('charge-row').click();
  await page.getByTestId('simulate-payment').click();
  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'Paid');
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  // Paid: its codes stay for reference, no longer offered to copy.
  await expect(page.getByTestId('detail-codes-closed')).toContainText('já foi pago');
  await expect(page.getByTestId('copy-digitable-line')).toHaveCount(0);
  // How it was paid, in words: not the bank's code.
  await expect(page.getByTestId('payment-source')).toHaveText(/Boleto/);
  await expect(page.getByTestId('detail-payments')).not.toContainText('BANKSLIP');
  await page.getByTestId('sync-button').click();
  await page.getByTestId('nav-boletos').click();
  await page.getByTestId('charges-list-search').fill('Boa Vista');
  await expect(page.getByTestId('charge-row').getByTestId('charge-state')).toHaveAttribute(
    'data-status',
    'paid',
  );

  // Stop the bank: the app says it is offline, and everything cached still works.
  await page.getByTestId('nav-settings').click();
  await page.getByTestId('sandbox-toggle').click();
  await expect(page.getByTestId('sandbox-status')).toHaveAttribute('data-running', 'false');
  // Offline as soon as the bank stops, before anything has failed.
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await page.getByTestId('nav-boletos').click();

  // The boleto issued above, found offline (the demo data has Mercadinhos of its own).
  await page.getByTestId('charges-list-search').fill('Mercadinho Boa Vista');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await expect(page.getByTestId('charge-row')).toContainText('E2E-0001');
  await page.getByTestId('charges-list-search').fill('');
  await expect(page.getByTestId('charge-row').nth(5)).toBeVisible();
  await page.getByTestId('charges-list-search').fill('E2E-0001');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await page.getByTestId('charge-row').click();
  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'Paid');
  await expect(page.getByTestId('detail-digitable-line')).toHaveText(line);

  // Asking the bank while it is away says so, never "updated".
  await page.getByTestId('detail-refresh').click();
  // The refresh's own answer (the sync may say the same at the same time).
  await expect(
    page.getByText('Sem conexão com o banco. Confira a internet e tente de novo.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Boleto atualizado.')).toHaveCount(0);
});

test('the issue form names the field and the rule for each mistake, and sends nothing', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);
  const before = await settledTotalCount(page);

  await page.getByTestId('new-boleto').click();
  await page.getByTestId('submit-boleto').click();
  await expect(page.getByTestId('error-f-yourNumber')).toContainText('Preencha');
  await expect(page.getByTestId('error-f-payer-name')).toBeVisible();

  await page.getByTestId('wallet-121').check();
  await page.getByTestId('input-yourNumber').fill('E2E-BAD');
  await page.getByTestId('input-dueDate').fill(typed(dueInDays(10)));
  await page.getByTestId('input-amountCents').fill('12,345');
  await expect(page.getByTestId('error-f-amountCents')).toBeVisible();
  await page.getByTestId('input-amountCents').fill('100,00');
  await expect(page.getByTestId('error-f-amountCents')).toBeHidden();
  await page.getByTestId('input-payer.name').fill('Ana');
  await page.getByTestId('input-payer.document').fill('529.982.247-25');
  await page.getByTestId('submit-boleto').click();
  await expect(page.getByTestId('error-f-ourNumber')).toContainText('nosso número');

  await page.getByTestId('wallet-112').check();
  await page.getByTestId('discount-FIXED').check();
  await page.getByTestId('input-discount.bands.0.date').fill(typed(dueInDays(12)));
  await page.getByTestId('input-discount.bands.0.amountCents').fill('5,00');
  await page.getByTestId('submit-boleto').click();
  await expect(page.getByTestId('error-f-discount-bands-0-date')).toContainText(
    'antes do vencimento',
  );

  // Nothing was sent: the totals are as before.
  await page.getByTestId('nav-boletos').click();
  await expect(page.getByTestId('charges-totals-all-count')).toHaveText(before);
});
