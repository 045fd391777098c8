import { test, expect, expectDemoData } from './app-fixture.ts';

// A split rule proven end to end, in Chromium through the web transport, against the real local
// sandbox: the owner sets up 5% + R$ 2,00, previews R$ 100,00, charges R$ 100,00 with an
// immediate Pix, the code is paid at the bank, and the bank's events — the Pix received and one
// transfer per share — arrive in the journal live and conclude the charge in the cache.

const money = (text: string) => new RegExp(`^R\\$\\s${text.replace('.', '\\.')}$`);

test('5% + R$ 2,00 on a paid R$ 100,00 code: the journal shows the Pix and both shares, and the charge concludes before any sync', async ({
  page,
  context,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // --- The split: 5% to an account of the same holder, R$ 2,00 by Pix with bank details ---
  await page.getByTestId('nav-split').click();
  await expect(page.getByTestId('split-empty')).toBeVisible();
  // A form opened and cancelled gives the keyboard back to the button that opened it.
  await page.getByTestId('split-new').click();
  await expect(page.locator('#f-instructions-0-type')).toBeFocused();
  await page.getByTestId('split-cancel').press('Enter');
  await expect(page.getByTestId('split-form')).toHaveCount(0);
  await expect(page.getByTestId('split-new')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#f-instructions-0-type')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('split-form')).toHaveCount(0);
  await expect(page.getByTestId('split-new')).toBeFocused();
  await page.keyboard.press('Enter');
  const type0 = page.locator('#f-instructions-0-type');
  await expect(type0).toBeFocused();
  // Percent is the first rule's type already: Tab to its amount and type it.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('input-instructions.0.percent')).toBeFocused();
  await page.keyboard.type('5');
  await page.getByTestId('input-instructions.0.beneficiary.number').fill('7777-1');

  await page.getByTestId('split-add-row').click();
  await expect(page.locator('#f-instructions-1-type')).toBeFocused();
  await page.locator('#f-instructions-1-type').selectOption('FIXED');
  await page.getByTestId('input-instructions.1.amountCents').fill('2,00');
  await page.getByTestId('input-instructions.1.transferType').selectOption('PIX_MANUAL');
  await page.getByTestId('input-instructions.1.beneficiary.number').fill('123456-7');
  await page.getByTestId('input-instructions.1.beneficiary.branch').fill('0001');
  await page.getByTestId('input-instructions.1.beneficiary.participantIspb').fill('12345678');
  await page.getByTestId('input-instructions.1.beneficiary.type').selectOption('CURRENT');
  await page.getByTestId('input-instructions.1.beneficiary.holder.document').fill('529.982.247-25');
  await page.getByTestId('input-instructions.1.beneficiary.holder.name').fill('Ana Souza');

  await page.getByTestId('split-create').click();
  const card = page.getByTestId('split-configuration');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('split-current')).toBeVisible();

  // Escape is each form's Cancel, and the keyboard goes back where it was.
  await card.getByTestId('split-edit').nth(1).press('Enter');
  await expect(card.getByTestId('edit-type')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('split-edit-form')).toHaveCount(0);
  await expect(card.getByTestId('split-edit').nth(1)).toBeFocused();
  await card.getByTestId('split-add').press('Enter');
  await expect(card.getByTestId('split-add-form')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(card.getByTestId('split-add-form')).toHaveCount(0);
  await expect(card.getByTestId('split-add')).toBeFocused();
  await expect(page).toHaveURL(/#\/split$/);

  // --- The preview of R$ 100,00: R$ 5,00 and R$ 2,00 shared, R$ 93,00 kept ---
  const preview = card.getByTestId('split-preview');
  await preview.getByTestId('preview-amount').fill('100,00');
  await expect(preview.getByTestId('preview-share-0')).toHaveText(money('5,00'));
  await expect(preview.getByTestId('preview-share-1')).toHaveText(money('2,00'));
  await expect(preview.getByTestId('preview-kept')).toHaveText(money('93,00'));

  // --- The bank's events, open in a window of their own; nothing else happens in it ---
  const journal = await context.newPage();
  await journal.goto(app.url);
  await journal.getByTestId('nav-journal').click();
  await expect(journal.getByTestId('journal-status')).toContainText('12 de 12', {
    timeout: 30_000,
  });

  // "Before any sync": the first run's sync is over before the code exists (so the read of
  // the open codes that follows a sync never sees it), and its run is noted. Paying from the
  // Pay screen never reads the code back (the Pix view's sandbox panel does), so the only way
  // the cached code can turn CONCLUDED is the PIX_RECEIVED applier — unless a sync ran, which
  // the same run id and last-synced time afterwards rule out. This fails if the applier does
  // not conclude the code: nothing else would until the next sync or the Pix refresh every
  // 5 minutes.
  await expect
    .poll(async () => {
      const s = await app.value('sync:status', {});
      return !s.running && s.lastSyncedAt !== null;
    })
    .toBe(true);
  const before = await app.value('sync:status', {});

  // --- An immediate Pix of R$ 100,00 ---
  await page.goto(`${app.url}#/pix/new`);
  await page.getByTestId('input-amountCents').fill('100,00');
  await page.getByTestId('input-description').fill('Pedido 100');
  await page.getByTestId('input-description').press('Enter');
  await expect(page.getByTestId('pix-view')).toBeVisible();
  await expect(page.getByTestId('pix-status')).toHaveAttribute('data-status', 'ACTIVE');
  const pixUrl = page.url();
  const payload = ((await page.getByTestId('pix-payload').textContent()) ?? '').trim();
  expect(payload).toMatch(/^000201/);

  // --- The code paid as a payer does, from the Pay screen, with the keyboard ---
  await page.getByTestId('nav-charges').focus();
  await page.keyboard.press('p');
  await expect(page.locator('#f-payload')).toBeFocused();
  await page.keyboard.insertText(payload);
  await page.getByTestId('pay-decode').click();
  await expect(page.getByTestId('pay-confirm')).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toHaveText(money('100,00'));
  await page.getByTestId('input-confirmAmountCents').fill('100,00');
  await page.getByTestId('input-confirmAmountCents').press('Enter');
  await expect(page.getByTestId('payment-receipt')).toBeVisible();

  // --- The journal, live: the Pix received and the two shares, with their amounts ---
  const entries = journal.getByTestId('journal-entry');
  const received = entries.and(journal.locator('[data-type="PIX_RECEIVED"]'));
  await expect(received).toHaveCount(1);
  await expect(received.getByTestId('journal-amount')).toHaveText(money('100,00'));
  await expect(received.getByTestId('journal-outcome')).toHaveText('Aplicado');

  const internal = entries.and(journal.locator('[data-type="TRANSFER_INTERNAL_DEBITED"]'));
  await expect(internal).toHaveCount(1);
  await expect(internal.getByTestId('journal-amount')).toHaveText(money('5,00'));
  await expect(internal.getByTestId('journal-detail')).toContainText('7777-1');
  await internal.locator('summary').click();
  await expect(internal.getByTestId('journal-json')).toContainText('"amount": 5,');

  // The share sent to Ana Souza; the payment's own completion comes as the same type later.
  const manual = entries
    .and(journal.locator('[data-type="PIX_PAYMENT_UPDATED"]'))
    .filter({ hasText: 'Ana Souza' });
  await expect(manual).toHaveCount(1);
  await expect(manual.getByTestId('journal-amount')).toHaveText(money('2,00'));
  await expect(manual.getByTestId('journal-detail')).toContainText('Ana Souza');
  await manual.locator('summary').click();
  await expect(manual.getByTestId('journal-json')).toContainText('"amount": 2,');
  await expect(manual.getByTestId('journal-json')).toContainText('"status": "completed"');

  // Nothing else: three events for the payment received, then a fourth once the payment the
  // account made settles at the bank (the sandbox's delay, 5 s).
  await expect(entries).toHaveCount(4, { timeout: 20_000 });
  await expect(journal.getByTestId('journal-outcomes-hint')).toContainText('“Guardado”');

  // The same, in English.
  await journal.getByTestId('locale-select').selectOption('en');
  await expect(internal.getByTestId('journal-amount')).toHaveText(/^R\$\s?5\.00$/);
  await expect(internal.getByTestId('journal-detail')).toHaveText(
    /^Split of a R\$\s?100\.00 payment, to .*7777-1$/,
  );
  await expect(manual.getByTestId('journal-detail')).toHaveText(
    /^Split of a R\$\s?100\.00 payment, to Ana Souza · 123456-7$/,
  );
  await expect(received.getByTestId('journal-outcome')).toHaveText('Applied');
  await journal.getByTestId('locale-select').selectOption('pt-BR');

  // --- The charge: CONCLUDED in the cache, read without asking the bank ---
  await page.goto(pixUrl);
  await expect(page.getByTestId('pix-status')).toHaveAttribute('data-status', 'CONCLUDED');
  await expect(page.getByTestId('pix-payment-amount')).toHaveText(money('100,00'));
  // And how the bank shared it, from the same events: R$ 5,00 and R$ 2,00 out, R$ 93,00 kept.
  const shared = page.getByTestId('pix-paid-shares');
  await expect(shared.getByTestId('pix-paid-share-amount')).toHaveText([
    money('5,00'),
    money('2,00'),
  ]);
  await expect(shared.getByTestId('pix-paid-share')).toHaveText([/7777-1/, /Ana Souza · 123456-7/]);
  await expect(shared.getByTestId('pix-paid-kept')).toHaveText(money('93,00'));
  const after = await app.value('sync:status', {});
  expect(after.runId).toBe(before.runId);
  expect(after.lastSyncedAt).toBe(before.lastSyncedAt);
  expect(after.running).toBe(false);

  // A newer configuration replaces it: the old one stays as a record, with nothing to change
  // (changing it would change no payment) and no preview.
  await page.getByTestId('nav-split').click();
  await page.getByTestId('split-new').click();
  await page.getByTestId('input-instructions.0.percent').fill('1');
  await page.getByTestId('input-instructions.0.beneficiary.number').fill('7777-1');
  await page.getByTestId('split-create').click();
  const cards = page.getByTestId('split-configuration');
  await expect(cards).toHaveCount(2);
  const [newer, older] = [cards.nth(0), cards.nth(1)];
  await expect(newer.getByTestId('split-current')).toBeVisible();
  await expect(newer.getByTestId('split-edit')).toHaveCount(1);
  await expect(newer.getByTestId('split-preview')).toBeVisible();
  await expect(older.getByTestId('split-replaced-hint')).toContainText('só como registro');
  await expect(older.getByTestId('split-instruction')).toHaveCount(2);
  await expect(older.getByTestId('split-edit')).toHaveCount(0);
  await expect(older.getByTestId('split-add')).toHaveCount(0);
  await expect(older.getByTestId('split-preview')).toHaveCount(0);
});

test('a code paid from its own page shows who paid and how much once the bank’s event arrives', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}#/pix/new`);
  await page.getByTestId('input-amountCents').fill('42,50');
  await page.getByTestId('input-description').fill('Pedido 42');
  await page.getByTestId('input-description').press('Enter');
  await expect(page.getByTestId('pix-status')).toHaveAttribute('data-status', 'ACTIVE');

  // The sandbox panel reads the code back from the bank right after paying it: CONCLUDED, but
  // an immediate code's record has no payment. The PIX_RECEIVED that follows brings it.
  await page.getByTestId('pix-simulate-payment').press('Enter');
  await expect(page.getByTestId('pix-status')).toHaveAttribute('data-status', 'CONCLUDED');
  await expect(page.getByTestId('pix-payment')).toHaveAttribute('data-complete', 'true');
  await expect(page.getByTestId('pix-payment-amount')).toHaveText(money('42,50'));
  await expect(page.getByTestId('pix-payment-e2e')).toHaveText(/^E\w{31}$/);
});
