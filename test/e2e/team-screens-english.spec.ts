import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './app-fixture.ts';
import * as counterQr from '../../renderer/src/lib/i18n/messages/counter-qr.ts';
import * as reminders from '../../renderer/src/lib/i18n/messages/reminders.ts';
import * as subscriptions from '../../renderer/src/lib/i18n/messages/subscriptions.ts';

// The counter's and the team's screens in English: their own specs walk them in Portuguese
// (reminders in English too); here each one, opened by its address, is titled in
// English, keeps no Portuguese title, and axe finds nothing serious.
const screens = [
  {
    hash: '#/counter-qr',
    title: counterQr.en['counter_qr.title'],
    ptBR: counterQr.ptBR['counter_qr.title'],
  },
  {
    hash: '#/reminders',
    title: reminders.en['reminders.title'],
    ptBR: reminders.ptBR['reminders.title'],
  },
  {
    hash: '#/subscriptions',
    title: subscriptions.en['subscriptions.title'],
    ptBR: subscriptions.ptBR['subscriptions.title'],
  },
  {
    hash: '#/subscriptions/new',
    title: subscriptions.en['subscription.new_title'],
    ptBR: subscriptions.ptBR['subscription.new_title'],
  },
];

test('the counter QR, reminders and subscription screens speak English, with no serious accessibility problem', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await page.getByTestId('locale-select').selectOption('en');
  const found: string[] = [];
  for (const screen of screens) {
    await page.evaluate((hash) => (window.location.hash = hash), screen.hash);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title);
    await expect(page.getByRole('main')).not.toContainText(screen.ptBR);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.passes.length).toBeGreaterThan(10);
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        found.push(`${screen.hash}: ${violation.id} (${violation.impact})`);
      }
    }
  }
  expect(found).toEqual([]);
});
