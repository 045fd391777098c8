import type { Page } from '@playwright/test';
import { test, expect, expectDemoData } from './app-fixture.ts';

// The web page as it loads in Chromium: nothing red in the console (a CSP violation, a failed
// request, an uncaught error), and a page opened with a token of another run says only that
// it is out of date, in both languages.

/** Every console error, uncaught error and CSP violation of the page, as they happen. */
async function watchErrors(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    // A violation is logged as an error too; this line names the directive and the resource.
    else if (message.text().startsWith('csp-violation ')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.info(
        `csp-violation ${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile}`,
      );
    });
  });
  return errors;
}

test('the app loads and syncs without a console error or a CSP violation', async ({
  page,
  app,
}) => {
  const errors = await watchErrors(page);
  await page.goto(app.url);
  await expectDemoData(page);
  // A reload reads the token kept for the tab, not the address: it loads as cleanly.
  await page.reload();
  await expect(page.getByTestId('nav-boletos')).toBeVisible();
  await expect(page.getByTestId('last-sync')).toHaveAttribute('title', /\S/);
  expect(errors).toEqual([]);
});

test('a page opened with an old token says only that it is out of date, in both languages', async ({
  page,
  app,
}) => {
  const errors = await watchErrors(page);
  await page.goto(`${new URL(app.url).origin}/?token=de-uma-execucao-anterior`);
  const stale = page.getByTestId('stale-page');
  await expect(stale.getByRole('heading', { level: 1 })).toHaveText(
    'Esta página do Balcão está desatualizada',
  );
  await expect(stale).toContainText('pela janela do aplicativo');
  await expect(stale.locator('[lang="en"]')).toContainText('This Balcão page is out of date');
  // Nothing else: no menu, no sync state, no raw markup.
  await expect(page.getByTestId('nav-boletos')).toHaveCount(0);
  await expect(page.getByTestId('last-sync')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text).not.toContain('Nunca sincronizado');
  expect(text).not.toContain('`');
  expect(errors).toEqual([]);
});
