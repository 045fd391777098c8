import { randomUUID } from 'node:crypto';
import { listPixKeys } from '../../main/service/pix-keys.ts';
import { createPixKey } from '../../main/service/writes/pix-keys.ts';
import { localSandboxClient } from '../support/local-sandbox.ts';
import { test, expect, expectDemoData } from './app-fixture.ts';
import { seriousFindings } from './axe.ts';

// Split rules and Pix keys as an owner sets them up, in Chromium through the web transport,
// against the real local sandbox: rules checked as they are typed, a preview of how a payment
// is shared, a random key registered and listed with its copy button beside the account's
// other keys, and a key registered outside the app deleted with the keyboard after a
// confirmation that names it.

const money = (text: string) => new RegExp(`^R\\$\\s${text.replace('.', '\\.')}$`);

test('a split of 5% + R$ 2,00 previews R$ 100,00 as R$ 5,00, R$ 2,00 and R$ 93,00 kept', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  await page.getByTestId('nav-split').click();
  await expect(page.getByRole('heading', { name: 'Divisão de pagamentos' })).toBeVisible();
  await expect(page.getByTestId('split-empty')).toBeVisible();
  await page.getByTestId('split-new').click();
  await expect(page.locator('#f-instructions-0-type')).toBeFocused();

  // The rule is checked as it is typed, with the reason beside the field.
  const percent = page.getByTestId('input-instructions.0.percent');
  await percent.fill('7');
  const check = page.getByTestId('rule-check-instructions.0.percent');
  await expect(check).toHaveAttribute('data-ok', 'false');
  await expect(check).toContainText('No máximo 5% por instrução');
  await expect(page.locator('#f-instructions-0-percent-hint')).toContainText('no máximo 5%');
  await percent.fill('5');
  await expect(check).toHaveAttribute('data-ok', 'true');
  await expect(page.locator('#f-instructions-0-transferType-hint')).toContainText('basta o número');
  await page.getByTestId('input-instructions.0.beneficiary.number').fill('7777-1');

  // A Pix key transfer is refused on its field, with why.
  await page.getByTestId('input-instructions.0.transferType').selectOption('PIX_KEY');
  await expect(page.locator('#f-instructions-0-transferType-error')).toContainText(
    'não funciona nesta operação',
  );
  await page.getByTestId('input-instructions.0.transferType').selectOption('INTERNAL');
  await page.getByTestId('input-instructions.0.beneficiary.number').fill('7777-1');

  await page.getByTestId('split-add-row').click();
  await expect(page.locator('#f-instructions-1-type')).toBeFocused();
  await page.locator('#f-instructions-1-type').selectOption('FIXED');
  await expect(page.locator('#f-instructions-1-amountCents-hint')).toContainText('50%');
  await page.getByTestId('input-instructions.1.amountCents').fill('2,00');
  await page.getByTestId('input-instructions.1.beneficiary.number').fill('8888-2');

  // The draft's preview, before anything is sent.
  const draft = page.getByTestId('split-form').getByTestId('split-preview');
  await expect(draft.getByTestId('preview-amount')).toHaveValue('100,00');
  await expect(draft.getByTestId('preview-share-0')).toHaveText(money('5,00'));
  await expect(draft.getByTestId('preview-share-1')).toHaveText(money('2,00'));
  await expect(draft.getByTestId('preview-kept')).toHaveText(money('93,00'));

  await page.getByTestId('split-create').click();
  const card = page.getByTestId('split-configuration');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('split-current')).toBeVisible();
  // The keyboard lands on what was created.
  await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(card.getByTestId('split-rule-text')).toHaveText([/^5\s?%$/, money('2,00')]);

  // The saved configuration's preview: R$ 100,00 shared as R$ 5,00 and R$ 2,00, R$ 93,00 kept.
  const preview = card.getByTestId('split-preview');
  await preview.getByTestId('preview-amount').fill('100,00');
  await expect(preview.getByTestId('preview-share-0')).toHaveText(money('5,00'));
  await expect(preview.getByTestId('preview-share-1')).toHaveText(money('2,00'));
  await expect(preview.getByTestId('preview-kept')).toHaveText(money('93,00'));

  // On a payment of R$ 3,00 the fixed R$ 2,00 is more than half: not made, and said why.
  await preview.getByTestId('preview-amount').fill('3,00');
  await expect(preview.getByTestId('preview-share-1')).toHaveAttribute(
    'data-skipped',
    'fixed_above_half',
  );
  await expect(preview.getByTestId('preview-share-1')).toContainText('passa de 50%');
  await expect(preview.getByTestId('preview-kept')).toHaveText(money('2,85'));

  // The fixed share becomes 2,5%: only type and amount change, checked before it is sent.
  await card.getByTestId('split-edit').nth(1).click();
  const edit = card.getByTestId('split-edit-form');
  await expect(edit.getByTestId('edit-type')).toBeFocused();
  await edit.getByTestId('edit-type').selectOption('PERCENTAGE');
  await edit.getByTestId('input-percent').fill('7,5');
  await edit.getByTestId('split-save').click();
  await expect(edit.locator('#f-percent-error')).toContainText('No máximo 5% por instrução');
  await edit.getByTestId('input-percent').fill('2,5');
  await edit.getByTestId('split-save').click();
  await expect(edit).toHaveCount(0);
  await expect(card.getByTestId('split-edit').nth(1)).toBeFocused();
  await expect(card.getByTestId('split-rule-text')).toHaveText([/^5\s?%$/, /^2,5\s?%$/]);
  await preview.getByTestId('preview-amount').fill('100,00');
  await expect(preview.getByTestId('preview-share-1')).toHaveText(money('2,50'));
  await expect(preview.getByTestId('preview-kept')).toHaveText(money('92,50'));

  // One more instruction, by Pix with bank details: the holder's CPF is checked here.
  await card.getByTestId('split-add').click();
  const add = card.getByTestId('split-add-form');
  await add.getByTestId('input-type').selectOption('FIXED');
  await add.getByTestId('input-amountCents').fill('60,00');
  await add.getByTestId('input-transferType').selectOption('PIX_MANUAL');
  await add.getByTestId('input-beneficiary.number').fill('123456-7');
  await add.getByTestId('input-beneficiary.branch').fill('0001');
  await add.getByTestId('input-beneficiary.participantIspb').fill('12345678');
  await add.getByTestId('input-beneficiary.type').selectOption('CURRENT');
  await add.getByTestId('input-beneficiary.holder.document').fill('529.982.247-24');
  await add.getByTestId('input-beneficiary.holder.name').fill('Ana Souza');
  await add.getByTestId('split-add-save').click();
  await expect(add.locator('#f-beneficiary-holder-document-error')).toContainText('não confere');
  await add.getByTestId('input-beneficiary.holder.document').fill('529.982.247-25');
  await add.getByTestId('split-add-save').click();
  await expect(card.getByTestId('split-instruction')).toHaveCount(3);
  await expect(card.getByTestId('split-add')).toBeFocused();
  // R$ 60,00 is more than half of R$ 100,00: not made on this payment.
  await expect(preview.getByTestId('preview-share-2')).toHaveAttribute(
    'data-skipped',
    'fixed_above_half',
  );
  await expect(preview.getByTestId('preview-kept')).toHaveText(money('92,50'));

  // The list survives a reload: it is kept on this computer.
  await page.reload();
  await expect(page.getByTestId('split-configuration')).toHaveCount(1);
  await expect(page.getByTestId('split-instruction')).toHaveCount(3);
});

test('a random Pix key is registered and listed with a copy button; e-mail says why not', async ({
  page,
  app,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(app.url);
  await expectDemoData(page);

  await page.getByTestId('nav-pix-keys').click();
  await expect(page.getByRole('heading', { name: 'Chaves Pix', level: 1 })).toBeVisible();
  // The demo account's keys, registered in the bank's app, read from the bank.
  const rows = page.getByTestId('pix-key-row');
  await expect(rows).toHaveCount(4);
  await expect(page.locator('[data-testid="pix-key-row"][data-created-here="true"]')).toHaveCount(
    0,
  );
  await expect(page.getByTestId('pix-keys-freshness')).toHaveAttribute('data-source', 'bank');

  // An e-mail key cannot be registered here: the field says why, and nothing can be sent.
  await page.getByTestId('pix-key-type-EMAIL').check();
  await expect(page.getByTestId('error-f-entryType')).toContainText('código enviado ao e-mail');
  await expect(page.getByTestId('pix-key-register')).toBeDisabled();

  await page.getByTestId('pix-key-type-EVP').check();
  await expect(page.getByTestId('error-f-entryType')).toHaveText('');
  await page.getByTestId('pix-key-register').click();
  await expect(rows).toHaveCount(5);
  const row = page.locator('[data-testid="pix-key-row"][data-created-here="true"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('pix-key-origin')).toHaveText('Cadastrada por aqui');
  const key = (await row.getByTestId('pix-key-value').textContent())!.trim();
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

  const copy = row.getByTestId('pix-key-copy');
  await expect(copy).toHaveText('Copiar');
  await copy.click();
  await expect(copy).toHaveText('Copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  await page.reload();
  await expect(row.getByTestId('pix-key-value')).toHaveText(key);
});

test('a key registered outside the app is listed, and deleted with the keyboard after a confirmation naming it', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // Registered straight at the bank, as the bank's own app would: this app never sent it.
  const { baseUrl } = await app.value('sandbox:status', {});
  const bank = localSandboxClient(app.userDataDir, baseUrl!);
  try {
    const { key } = await createPixKey(bank, { entryType: 'EVP', idempotencyKey: randomUUID() });
    const masked = `${key.slice(0, 8)}…${key.slice(-4)}`;

    await page.getByTestId('nav-pix-keys').click();
    const row = page.locator(`[data-testid="pix-key-row"][data-key="${key}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByTestId('pix-key-origin')).toHaveText('Cadastrada em outro lugar');

    // Keyboard only: the row's "Excluir" asks first, naming the key and what deleting means;
    // the safe choice has focus, Esc keeps the key and gives the keyboard back to the button.
    const remove = row.getByTestId('pix-key-delete');
    await remove.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Excluir a chave Aleatória ${masked}?`);
    await expect(confirm).toContainText('deixarão de chegar à sua conta');
    await expect(page.getByTestId('pix-key-delete-keep')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();

    // The confirm step: no serious accessibility finding.
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pix-key-delete-keep')).toBeFocused();
    expect(await seriousFindings(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(page.getByTestId('pix-key-delete-confirm-button')).toBeFocused();
    await page.keyboard.press('Enter');
    // Gone: the keyboard lands on what happened, which names the key again.
    const done = page.getByTestId('pix-key-deleted');
    await expect(done).toBeFocused();
    await expect(done).toContainText(masked);
    await expect(row).toHaveCount(0);
    expect((await listPixKeys(bank)).map((k) => k.key)).not.toContain(key);
  } finally {
    await bank.close();
  }
});
