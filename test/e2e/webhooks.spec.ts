import { expect, test } from './app-fixture.ts';

test('webhooks: each mistake named on its field, then register, edit keeping the secret, test, delete', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await page.getByTestId('nav-webhooks').click();
  await expect(page.getByTestId('webhooks-page')).toBeVisible();
  // The app's own receiver is listed (12 types) and left alone: no edit or delete on it.
  await expect(page.locator('[data-testid="webhook-row"][data-own="true"]')).toHaveCount(12, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('webhook-edit')).toHaveCount(0);

  // Nothing filled in: each field says what it needs, nothing is sent.
  await page.getByTestId('webhook-submit').click();
  await expect(page.getByTestId('error-f-eventType')).toHaveText('Escolha um dos tipos de evento.');
  await expect(page.getByTestId('error-f-url')).toBeVisible();
  await page.getByTestId('input-eventType').selectOption('CHARGE_PAID');
  await page.getByTestId('input-url').fill('loja.example.com/hooks');
  await page.getByTestId('webhook-submit').click();
  await expect(page.getByTestId('error-f-url')).toHaveText(
    'Informe um endereço completo, começando com https:// ou http://.',
  );
  await page.getByTestId('input-url').fill('https://loja.example.com/hooks');
  await page.getByTestId('input-authorizationScheme').selectOption('BEARER');
  await page.getByTestId('webhook-submit').click();
  await expect(page.getByTestId('error-f-authorization')).toHaveText(
    'Informe o valor da autorização.',
  );
  await expect(page.getByTestId('webhook-edit')).toHaveCount(0);

  await page.getByTestId('input-authorization').fill('segredo-da-loja-4321');
  await page.getByTestId('webhook-submit').click();
  const row = page.locator('[data-testid="webhook-row"][data-own="false"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('https://loja.example.com/hooks');
  await expect(row.getByTestId('webhook-authorization')).toHaveText(
    'Bearer (token), termina em …4321',
  );
  await expect(page.locator('body')).not.toContainText('segredo-da-loja');
  // The keyboard lands on what was saved, named for a screen reader.
  await expect(row.getByTestId('webhook-edit')).toBeFocused();
  await expect(row.getByTestId('webhook-edit')).toHaveAccessibleName(
    'Editar — Boleto pago, https://loja.example.com/hooks',
  );

  // Edit the address; the authorization left blank stays as it was.
  await row.getByTestId('webhook-edit').click();
  await expect(page.getByTestId('input-url')).toHaveValue('https://loja.example.com/hooks');
  await expect(page.getByTestId('input-authorization')).toHaveValue('');
  await page.getByTestId('input-url').fill('https://loja.example.com/hooks/boletos');
  await page.getByTestId('webhook-submit').click();
  await expect(row).toContainText('https://loja.example.com/hooks/boletos');
  await expect(row.getByTestId('webhook-authorization')).toHaveText(
    'Bearer (token), termina em …4321',
  );

  // A test event, through the local sandbox, to every registration of its type.
  await page.getByTestId('webhook-test-type').selectOption('CHARGE_PAID');
  await expect(page.getByTestId('webhook-test')).toContainText('Nenhum dinheiro se move');
  await page.getByTestId('webhook-send-test').click();
  await expect(page.getByText(/Evento de teste enviado/)).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByTestId('webhook-delete').click();
  await expect(row).toHaveCount(0);
  await expect(page.getByTestId('input-eventType')).toBeFocused();
});
