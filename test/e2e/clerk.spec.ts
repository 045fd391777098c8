import type { Page } from '@playwright/test';
import { test, expect, expectDemoData } from './app-fixture.ts';
import { seriousFindings } from './axe.ts';

// Clerk mode, keyboard only, in Chromium through the web transport on the local sandbox: the
// owner sets a passcode in Settings and hands the app to the clerk; a transfer is refused while
// nobody gives the passcode (Esc), a wrong one is counted down, the right one lets that transfer
// through once; Activity shows the transfer and every use of the passcode; the dialog and the
// Settings section have no serious axe findings, in Portuguese and in English.

const PASSCODE = 'dono-1357';

/** Goes to a side-navigation item as a keyboard user does: focus on the link, Enter. */
async function go(page: Page, section: string): Promise<void> {
  await page.getByTestId(`nav-${section}`).focus();
  await page.keyboard.press('Enter');
}

/** Replaces what the focused field holds, as typed. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Fills the transfer's two steps from the keyboard and sends it (Enter on the last field). */
async function sendTransfer(page: Page): Promise<void> {
  // The screen starts on the key.
  await expect(page.locator('#f-key')).toBeFocused();
  await page.keyboard.type('ana@exemplo.com.br');
  await page.keyboard.press('Tab');
  await page.keyboard.type('25,00');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transfer-confirm')).toBeVisible();
  await page.getByLabel('Digite o valor de novo para confirmar').focus();
  await page.keyboard.type('25,00');
  await page.keyboard.press('Enter');
}

test('a clerk is refused a transfer without the owner passcode and sends it with it, both in Activity', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // Settings › Funcionário (caixa): no passcode yet, no roles.
  await go(page, 'settings');
  const panel = page.getByTestId('clerk-panel');
  await expect(panel.getByRole('heading', { name: 'Funcionário (caixa)' })).toBeVisible();
  await expect(panel.getByTestId('roles-none')).toBeVisible();
  await expect(page.getByTestId('role-mode')).toHaveCount(0);
  expect(await seriousFindings(page, '[data-testid="clerk-panel"]')).toEqual([]);

  // A passcode too short is refused on its field; the two must match.
  await page.locator('#roles-set-passcode').focus();
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.locator('#roles-set-passcode-error')).toHaveText(
    'A senha do dono tem de 6 a 64 caracteres.',
  );
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('#roles-set-passcode')).toBeFocused();
  await retype(page, PASSCODE);
  await page.keyboard.press('Tab');
  await retype(page, PASSCODE);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Senha do dono definida.')).toBeVisible();
  await expect(panel.getByTestId('roles-mode-now')).toHaveText('Agora: Modo dono.');
  await expect(page.getByTestId('role-mode')).toHaveAttribute('data-mode', 'owner');

  // Handing over to the clerk needs nothing; the shell says so, and money items show a lock.
  await panel.getByTestId('roles-enter-clerk').focus();
  await page.keyboard.press('Enter');
  const bar = page.getByTestId('role-mode');
  await expect(bar).toHaveAttribute('data-mode', 'clerk');
  await expect(bar).toContainText('Modo caixa');
  await expect(page.getByTestId('nav-lock-transfer')).toBeVisible();
  await expect(page.getByTestId('nav-lock-pay')).toBeVisible();
  await expect(page.getByTestId('nav-transfer')).toHaveAccessibleName(
    'Transferir (pede a senha do dono)',
  );
  await expect(page.getByTestId('nav-lock-charges')).toHaveCount(0);
  expect(await seriousFindings(page, '[data-testid="clerk-panel"]')).toEqual([]);

  // The clerk tries a transfer: the owner's passcode is asked for, in a labelled dialog.
  await go(page, 'transfer');
  await expect(page.getByRole('heading', { name: 'Transferir por chave Pix' })).toBeVisible();
  await sendTransfer(page);
  const dialog = page.getByRole('dialog', { name: 'Senha do dono' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Para transferir por chave Pix, o dono precisa digitar a senha dele.',
  );
  const passcode = dialog.getByLabel('Senha do dono', { exact: true });
  await expect(passcode).toBeFocused();
  expect(await seriousFindings(page, '[data-testid="owner-passcode-dialog"]')).toEqual([]);

  // Focus stays in the dialog both ways round.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(passcode).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();

  // Esc: nobody gave the passcode, so nothing is sent; the form says why.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('form-banner')).toContainText(
    'Esta ação precisa da senha do dono.',
  );

  // Again: a wrong passcode says how many tries are left; the right one sends it, once.
  await page.getByTestId('transfer-submit').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(passcode).toBeFocused();
  await page.keyboard.type('errado-00');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('owner-passcode-error')).toHaveText(
    'Senha incorreta. Tentativas restantes: 4.',
  );
  await expect(passcode).toBeFocused();
  await expect(passcode).toHaveValue('');
  await page.keyboard.type(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-amount')).toHaveText(/R\$\s25,00/);

  // Activity: the one transfer sent, and every use of the passcode for it.
  await go(page, 'activity');
  const money = page.getByTestId('activity-row');
  await expect(money).toHaveCount(1);
  await expect(money.first()).toHaveAttribute('data-result', 'sent');
  const access = page.getByTestId('owner-access-row');
  await expect(access.first()).toBeVisible();
  const events = await access.evaluateAll((rows) =>
    rows.map((row) => [row.getAttribute('data-event'), row.getAttribute('data-channel')]),
  );
  expect(events).toEqual([
    ['accepted', 'transfers:create'],
    ['refused', 'transfers:create'],
    ['required', 'transfers:create'],
    ['required', 'transfers:create'],
    ['clerk-mode', 'roles:enter-clerk-mode'],
    ['passcode-set', 'roles:set-passcode'],
  ]);
  await expect(access.nth(1)).toContainText('Senha incorreta');
  await expect(access.nth(1)).toContainText('Tentativas restantes antes do bloqueio: 4.');
  await expect(access.nth(0)).toContainText('transferir por chave Pix');

  // In English: the owner takes the app back through the same dialog.
  await page.getByTestId('locale-select').focus();
  await page.getByTestId('locale-select').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Owner passcode' })).toBeVisible();
  await page.getByTestId('mode-enter-owner').focus();
  await page.keyboard.press('Enter');
  const english = page.getByRole('dialog', { name: 'Owner passcode' });
  await expect(english).toContainText('To go back to owner mode, type the owner’s passcode.');
  expect(await seriousFindings(page, '[data-testid="owner-passcode-dialog"]')).toEqual([]);
  await page.keyboard.type('wrong-000');
  await page.keyboard.press('Enter');
  await expect(english.getByTestId('owner-passcode-error')).toHaveText(
    'Wrong passcode. Tries left: 4.',
  );
  await page.keyboard.type(PASSCODE);
  await page.keyboard.press('Enter');
  await expect(english).toBeHidden();
  await expect(page.getByTestId('role-mode')).toHaveAttribute('data-mode', 'owner');
  await expect(page.getByTestId('nav-lock-transfer')).toHaveCount(0);

  await go(page, 'settings');
  await expect(
    page.getByTestId('clerk-panel').getByRole('heading', { name: 'Clerk' }),
  ).toBeVisible();
  expect(await seriousFindings(page, '[data-testid="clerk-panel"]')).toEqual([]);
});
