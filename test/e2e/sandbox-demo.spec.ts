import { test, expect, expectDemoData } from './app-fixture.ts';
import { dueInDays } from '../support/builders.ts';

/** A date as the owner types it in the form: `dd/mm/aaaa`. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

// The local sandbox's demo data as an owner meets it: Pix codes beside the boletos from the
// first run, a search by amount, and "restore demo data" from Settings with the keyboard.

test('the first run lists demo Pix codes, and a search by amount finds the one charge of it', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);
  await page.getByTestId('nav-charges').click();
  await expect(page.locator('[data-kind="pix-immediate"]').first()).toBeVisible();
  await expect(page.locator('[data-kind="pix-due-date"]').first()).toBeVisible();

  // A demo due-date Pix of R$ 1.450,80, typed as an owner writes an amount.
  await page.getByTestId('charges-list-search').fill('R$ 1.450,80');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await expect(page.getByTestId('charge-row')).toHaveAttribute('data-kind', 'pix-due-date');
  await expect(page.getByTestId('charge-row')).toContainText('1.450,80');
  await page.getByTestId('charges-list-search').fill('1450,80');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
});

test('a demo Pix paid shows its payment at once and is in Received; customers show their phones', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);
  await page.getByTestId('nav-charges').click();
  await page.getByTestId('charges-list-search').fill('Pedido #1007');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await page.getByTestId('charge-row').click();
  // The payment as the bank kept it, from the first sync: no "not read yet" message.
  const payment = page.getByTestId('pix-payment');
  await expect(payment).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('pix-payment-amount')).toHaveText(/250,00/);
  await expect(page.getByTestId('pix-payment-e2e')).toHaveText(/^E[0-9A-Za-z]{31}$/);

  await page.getByTestId('nav-received').click();
  const received = page.getByTestId('received-row').filter({ hasText: 'Rafael Almeida Lima' });
  await expect(received.filter({ hasText: '250,00' })).toHaveCount(1);

  // One person, one document, their phone as people write it.
  await page.getByTestId('nav-customers').click();
  const ana = page.getByTestId('customer-row').filter({ hasText: 'Ana Beatriz Souza' });
  await expect(ana).toHaveCount(1);
  await expect(ana).toContainText('(11) 98765-4321');
  const padaria = page.getByTestId('customer-row').filter({ hasText: 'Padaria Pão Quente Ltda' });
  await expect(padaria).toContainText('(11) 3456-7890');
});

test('restore demo data, with the keyboard: asked first, then what was tried is gone', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // Something tried in the sandbox: a boleto issued now.
  await page.getByTestId('new-boleto').click();
  await page.getByTestId('input-yourNumber').fill('TESTE-1');
  await page.getByTestId('input-dueDate').fill(typed(dueInDays(15)));
  await page.getByTestId('input-amountCents').fill('77,00');
  await page.getByTestId('input-payer.name').fill('Quitanda Teste Ltda');
  await page.getByTestId('input-payer.document').fill('11.222.333/0001-81');
  await page.getByTestId('submit-boleto').click();
  await expect(page.getByTestId('boleto-detail')).toBeVisible();

  await page.getByTestId('nav-settings').click();
  const open = page.getByTestId('restore-demo-open');
  await expect(open).toHaveText('Restaurar dados de demonstração');
  await open.focus();
  await page.keyboard.press('Enter');
  const asking = page.getByTestId('restore-demo-confirm');
  await expect(asking).toContainText('apaga tudo o que você testou no banco local');
  // Focus starts on the safe choice; Esc closes the asking and gives focus back.
  await expect(page.getByTestId('restore-demo-keep')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(asking).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('restore-demo-keep')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('restore-demo-confirm-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notices')).toContainText(
    'Dados de demonstração restaurados: 40 boletos e 10 Pix.',
    { timeout: 30_000 },
  );

  await page.getByTestId('nav-boletos').click();
  await expect(page.getByTestId('charge-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('charges-list-search').fill('TESTE-1');
  await expect(page.getByTestId('charge-row')).toHaveCount(0);
  await page.getByTestId('charges-list-search').fill('');
  await expect(page.getByTestId('charges-totals-all-count')).toHaveText('40', { timeout: 30_000 });
});
