import { test, expect, expectDemoData } from './app-fixture.ts';
test('debug', async ({ page, app }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  await page.goto(app.url);
  await expectDemoData(page);
  await page.keyboard.press('p');
  await expect(page.getByTestId('pay-demo')).toBeVisible();
  await page.getByTestId('pay-demo-dynamic').first().click();
  await page.waitForTimeout(2000);
});
