import { expect, expectDemoData, test } from './app-fixture.ts';

test('a boleto paid at the bank shows in the bank events live, and the charge shows Paid', async ({
  page,
  context,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // The bank events, open in one window; nothing else happens in it.
  const journal = await context.newPage();
  await journal.goto(app.url);
  await journal.getByTestId('nav-journal').click();
  await expect(journal.getByTestId('journal-page')).toBeVisible();
  await expect(journal.getByTestId('journal-status')).toContainText('12 de 12', {
    timeout: 30_000,
  });
  await journal.getByTestId('journal-type').selectOption('CHARGE_PAID');
  await expect(journal.getByTestId('journal-empty')).toBeVisible();

  // In the other, an open boleto is paid at the (sandbox) bank.
  const open = page
    .getByTestId('charge-row')
    .filter({ has: page.locator('[data-testid="charge-state"][data-status="open"]') })
    .first();
  await open.click();
  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'Pending');
  const correlationId = page.url().split('/').at(-1)!;
  await page.getByTestId('simulate-payment').click();

  // The event arrives in the journal without a reload: kept, applied, readable.
  const entry = journal.getByTestId('journal-entry').first();
  await expect(entry).toHaveAttribute('data-type', 'CHARGE_PAID');
  await expect(entry).toContainText('Boleto pago');
  // Applied, or only kept when the page's own read of the paid boleto reached the cache first
  // (on a busy machine the bank's event can come second): never an error.
  await expect(entry.getByTestId('journal-outcome')).toHaveText(/^(Aplicado|Guardado)$/);
  await entry.locator('summary').click();
  await expect(entry.getByTestId('journal-json')).toContainText(decodeURIComponent(correlationId));
  await expect(entry.getByTestId('journal-json')).toContainText('"status": "Paid"');
  await expect(entry).toContainText('x-webhook-attempt');
  // The receiver's token is not shown.
  await expect(entry).toContainText('Bearer …');

  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'Paid');
  // The journal's window reads the boleto from this computer's cache: Paid.
  await journal.evaluate((id) => (location.hash = `#/boletos/${id}`), correlationId);
  await expect(journal.getByTestId('detail-status')).toHaveAttribute('data-status', 'Paid');
});

test('a Pix received tells the owner at once with a desktop notification', async ({
  page,
  context,
  app,
}) => {
  // The browser's notifications, allowed, and recorded instead of shown.
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const shown: { title: string; body: string | undefined }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  await page.goto(app.url);
  await page.getByTestId('nav-received').click();
  await page.getByTestId('input-amountCents').fill('150,00');
  await page.getByTestId('input-payer.name').fill('Maria');
  await page.getByTestId('input-payer.document').fill('529.982.247-25');
  await page.getByTestId('received-sandbox-submit').click();

  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { shownNotifications: { body?: string }[] }).shownNotifications,
      ),
    )
    .toEqual([
      { title: 'Balcão', body: expect.stringMatching(/^Pix recebido: R\$\s150,00 de Maria$/) },
    ]);

  await page.getByTestId('nav-journal').click();
  const entry = page.getByTestId('journal-entry').first();
  await expect(entry).toHaveAttribute('data-type', 'PIX_RECEIVED');
  await expect(entry.getByTestId('journal-outcome')).toHaveText('Aplicado');
});
