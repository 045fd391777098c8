import { test as base, expect, type Page } from '@playwright/test';
import { keychainServiceFor } from '../support/folders.ts';
import { startWebApp, type RunningWebApp } from '../support/web-app.ts';

/** Each test gets a fresh app (first run, local sandbox, demo data): `node main/web.ts`. */
export const test = base.extend<{ app: RunningWebApp }>({
  // Playwright reads the fixture's dependencies from this destructuring; it has none.
  // eslint-disable-next-line no-empty-pattern
  app: async ({}, use) => {
    const app = await startWebApp({ keychainService: keychainServiceFor('e2e') });
    await use(app);
    await app.stop();
  },
});

export { expect };

/**
 * Opens the boletos list (the app opens on the home screen) and waits for the first sync of a
 * fresh app to fill it with the sandbox's demo data, and to finish. On a busy machine that sync takes longer
 * than a click's usual wait, so it gets its own.
 */
export async function expectDemoData(page: Page): Promise<void> {
  await page.getByTestId('nav-boletos').click();
  await expect(page.getByTestId('charge-row').first()).toBeVisible({ timeout: 30_000 });
  // Rows show while that sync is still writing; it is over when the top bar says when it ran.
  await expect(page.getByTestId('last-sync')).toHaveAttribute('title', /\S/, { timeout: 30_000 });
}

/**
 * The list's overall count once its totals are counted for what the list shows: a reload (the
 * sync's last one) marks them busy as it starts, and rows land before totals.
 */
export async function settledTotalCount(page: Page): Promise<string> {
  const totals = page.getByTestId('charges-totals');
  const count = totals.getByTestId('charges-totals-all-count');
  await expect(count).toHaveText(/\d/);
  await expect(totals).toHaveAttribute('aria-busy', 'false');
  return (await count.textContent()) ?? '';
}
