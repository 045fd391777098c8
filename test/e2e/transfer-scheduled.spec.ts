import { addDays, todayInSaoPaulo } from '../../main/domain/dates.ts';
import { test, expect, expectDemoData } from './app-fixture.ts';
import { seriousFindings } from './axe.ts';

// A transfer scheduled for a later day, by keyboard only, in pt-BR (then English), in Chromium through the web
// transport against the real local sandbox: "Agendar para" on the transfer form, the
// confirmation saying the day, the receipt and the Sent list saying "Agendada para …", and a
// cancel that asks first and leaves it "Cancelada".

/** `YYYY-MM-DD` as the form reads and shows it: `dd/mm/aaaa`. */
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

test('schedules a transfer by keyboard, sees it scheduled in Sent, and cancels it', async ({
  page,
  app,
}) => {
  const day = addDays(todayInSaoPaulo(), 10);
  await page.goto(app.url);
  await expectDemoData(page);

  // `t` opens the transfer screen; the key field has the focus.
  await page.getByTestId('nav-boletos').focus();
  await page.keyboard.press('t');
  await expect(page.getByRole('heading', { name: 'Transferir por chave Pix' })).toBeVisible();
  await expect(page.locator('#f-key')).toBeFocused();
  await page.keyboard.type('ana@exemplo.com.br');
  await page.keyboard.press('Tab');
  await expect(page.locator('#f-amountCents')).toBeFocused();
  await page.keyboard.type('25,00');
  await page.keyboard.press('Tab');
  await expect(page.locator('#f-description')).toBeFocused();
  await page.keyboard.type('Aluguel da sala');
  await page.keyboard.press('Tab');

  // "Agendar para" starts at today (sent now); a past day is refused on the field.
  const date = page.locator('#f-scheduledFor');
  await expect(date).toBeFocused();
  await expect(date).toHaveValue(shown(todayInSaoPaulo()));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(shown(addDays(todayInSaoPaulo(), -2)).replace(/\//g, ''));
  await page.keyboard.press('Enter');
  await expect(page.locator('#f-scheduledFor-error')).toContainText('Esta data já passou');
  await expect(page.getByTestId('transfer-confirm')).toHaveCount(0);

  await date.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(shown(day).replace(/\//g, ''));
  await expect(date).toHaveValue(shown(day));
  await page.keyboard.press('Enter');

  // The confirmation says the day, and that nothing leaves today.
  await expect(page.getByTestId('transfer-confirm')).toBeVisible();
  await expect(page.getByTestId('transfer-payee-name')).toHaveText('Ana Paula Ribeiro');
  await expect(page.getByTestId('transfer-confirm-scheduled')).toHaveText(shown(day));
  await expect(page.getByTestId('transfer-confirm-scheduled-note')).toContainText('Nada sai hoje');
  await expect(page.locator('#transfer-confirm-title')).toBeFocused();
  expect(await seriousFindings(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(page.locator('#f-confirmAmountCents')).toBeFocused();
  await page.keyboard.type('25,00');
  await expect(page.getByTestId('transfer-submit')).toHaveText(
    new RegExp(`Agendar R\\$\\s25,00 para ${shown(day)}`),
  );
  await page.keyboard.press('Enter');

  // The receipt: scheduled, for its day.
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await expect(page.getByTestId('receipt-status')).toHaveText(`Agendada para ${shown(day)}`);
  expect(await seriousFindings(page)).toEqual([]);

  // In Sent: "Agendada para …".
  await page.getByTestId('back-to-sent').focus();
  await page.keyboard.press('Enter');
  const row = page.getByTestId('sent-row').first();
  await expect(row).toContainText('Ana Paula Ribeiro');
  await expect(row).toContainText(`Agendada para ${shown(day)}`);

  // Opened again, it is cancelled: the asking has the focus on "keep"; Tab, then Enter, cancels.
  await row.getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-receipt')).toBeVisible();
  await page.getByTestId('scheduled-cancel-open').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('scheduled-cancel-confirm')).toContainText(
    'Cancelar esta transferência agendada?',
  );
  await expect(page.getByTestId('scheduled-cancel-keep')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('scheduled-cancel-confirm-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('receipt-status')).toHaveText('Cancelada');
  await expect(page.getByTestId('scheduled-cancel-open')).toHaveCount(0);

  await page.getByTestId('back-to-sent').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sent-row').first()).toContainText('Cancelada');

  // In English: the transfer form offers the day, and Sent says the cancel.
  await page.getByTestId('locale-select').selectOption('en');
  await expect(page.getByTestId('sent-row').first()).toContainText('Cancelled');
  await page.getByTestId('nav-boletos').focus();
  await page.keyboard.press('t');
  await expect(page.getByRole('heading', { name: 'Transfer to a Pix key' })).toBeVisible();
  await expect(page.getByLabel('Schedule for')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});
