import type { Page } from '@playwright/test';
import { test, expect, expectDemoData } from './app-fixture.ts';

// What a new owner sees in the issue forms before sending anything: which fields must be
// filled in, and in which format dates and amounts are typed.

/** Every required input says so up front: a visible mark on its label and aria-required. */
async function expectRequired(page: Page, testIds: string[]) {
  for (const testId of testIds) {
    const input = page.getByTestId(testId);
    await expect(input, testId).toHaveAttribute('aria-required', 'true');
    const id = await input.getAttribute('id');
    await expect(page.locator(`label[for="${id}"] .required`), testId).toBeVisible();
  }
}

async function expectNotRequired(page: Page, testIds: string[]) {
  for (const testId of testIds) {
    await expect(page.getByTestId(testId), testId).not.toHaveAttribute('aria-required', 'true');
  }
}

test('required fields are marked before the first submit, in every issue form', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}#/pix/new-due`);
  await expect(page.getByTestId('form-required-note')).toBeVisible();
  await expectRequired(page, [
    'input-amountCents',
    'input-dueDate',
    'input-maxDaysOverdue',
    'input-payer.name',
    'input-payer.document',
    'input-address.zipCode',
    'input-address.cityName',
    'input-address.state',
  ]);
  await expectNotRequired(page, ['input-address.street', 'input-description']);

  await page.goto(`${app.url}#/pix/new`);
  await expect(page.getByTestId('form-required-note')).toBeVisible();
  await expectRequired(page, ['input-amountCents']);
  // The payer is optional; once its name is typed, its document is required too.
  await expectNotRequired(page, ['input-payer.name', 'input-payer.document']);
  await page.getByTestId('input-payer.name').fill('Ana');
  await expectRequired(page, ['input-payer.name', 'input-payer.document']);

  await page.goto(`${app.url}#/boletos/new`);
  await expect(page.getByTestId('form-required-note')).toBeVisible();
  await expectRequired(page, [
    'input-yourNumber',
    'input-dueDate',
    'input-amountCents',
    'input-payer.name',
    'input-payer.document',
  ]);
  await expectNotRequired(page, [
    'input-payer.email',
    'input-payer.phone.prefix',
    'input-payer.address.zipCode',
    'input-payer.address.state',
  ]);
  // An address is optional, but not half of one: once started, its parts are marked.
  await page.getByTestId('input-payer.address.city').fill('Campinas');
  await expectRequired(page, [
    'input-payer.address.zipCode',
    'input-payer.address.number',
    'input-payer.address.state',
  ]);
  await expectNotRequired(page, ['input-payer.address.complement']);
});

/** After the sandbox's "Simular pagamento", the keyboard is on the news, never on the page. */
async function expectFocusOnSimulated(page: Page, testId: string) {
  const done = page.getByTestId(testId);
  await expect(done).toBeFocused();
  await expect(done).toHaveAttribute('role', 'status');
  await expect(done).toContainText('Pagamento simulado');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

test('after a simulated payment the focus goes to what happened, on a boleto and on a Pix', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);
  await page.getByTestId('charges-filter-state-open').click();
  await page.locator('[data-testid="charge-row"][data-kind="boleto"]').first().click();
  await expect(page.getByTestId('detail-status')).toBeVisible();

  // The bank paused: the payment fails, the message says why and has the keyboard; the
  // button stays for another try.
  await app.value('sandbox:set-running', { running: false });
  await page.getByTestId('simulate-payment').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('simulate-error')).toBeFocused();
  await expect(page.getByTestId('simulate-error')).not.toBeEmpty();
  await expect(page.getByTestId('detail-status')).not.toHaveAttribute('data-status', 'Paid');
  await app.value('sandbox:set-running', { running: true });

  await page.getByTestId('simulate-payment').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'Paid');
  await expect(page.getByTestId('simulate-error')).toHaveCount(0);
  await expectFocusOnSimulated(page, 'simulated-status');

  await page.goto(`${app.url}#/pix/new`);
  await page.getByTestId('input-amountCents').fill('12,34');
  await page.getByTestId('submit-pix').click();
  await expect(page.getByTestId('pix-status')).toHaveAttribute('data-status', 'ACTIVE');
  await page.getByTestId('pix-simulate-payment').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pix-status')).not.toHaveAttribute('data-status', 'ACTIVE');
  await expectFocusOnSimulated(page, 'pix-simulated-status');
});

test('in English too, dates are typed day first and amounts with the language’s decimal mark, as each field says', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}#/boletos/new`);
  await page.getByTestId('locale-select').selectOption('en');
  const due = page.getByTestId('input-dueDate');
  const amount = page.getByTestId('input-amountCents');
  await expect(due).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  await expect(amount).toHaveAttribute('placeholder', '0.00');
  await expect(page.getByTestId('date-format-f-dueDate')).toContainText('day first');

  // Typed month first, as in the US: the message says how the field reads dates.
  await due.pressSequentially('12/25/2030');
  await due.press('Tab');
  await expect(page.getByTestId('error-f-dueDate')).toContainText('day first');
  await expect(page.getByTestId('error-f-dueDate')).toContainText('dd/mm/yyyy');

  await page.getByTestId('locale-select').selectOption('pt-BR');
  await expect(due).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await expect(amount).toHaveAttribute('placeholder', '0,00');
  await expect(page.getByTestId('error-f-dueDate')).toContainText('dia primeiro');
});

test('an address is marked required as a whole once started, on the customer page too; the business address always', async ({
  page,
  app,
}) => {
  await app.value('boletos:create', {
    type: 'BANKSLIP',
    yourNumber: 'SEM-END',
    dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    amountCents: 4_000,
    payer: { name: 'Ateliê Sem Endereço', document: '529.982.247-25' },
  });
  const parts = ['zipCode', 'publicPlace', 'number', 'neighborhood', 'city', 'state'];
  await page.goto(`${app.url}#/customers/52998224725`);
  await expect(page.getByTestId('input-name')).toHaveValue('Ateliê Sem Endereço');
  await expectNotRequired(
    page,
    parts.map((part) => `input-address.${part}`),
  );
  await page.getByTestId('input-address.neighborhood').fill('Centro');
  await expectRequired(
    page,
    parts.map((part) => `input-address.${part}`),
  );
  await expectNotRequired(page, ['input-address.complement']);

  // The business's own address prints on every document: always required, the UF too.
  await page.goto(`${app.url}#/settings`);
  await expectRequired(page, ['input-address.zipCode', 'input-address.state']);
});
