import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, expectDemoData } from './app-fixture.ts';

// The app in a system set to dark mode (the desktop app follows the system's theme through
// `prefers-color-scheme`): the dark palette of app.css is the one on screen, and no screen has a
// serious or critical colour problem in it (contrast, links told from text).

test.use({ colorScheme: 'dark' });
// Each screen is scanned, and a 2-core machine running other suites is slow at it.
test.describe.configure({ timeout: 180_000 });

/**
 * The rules whose outcome depends on colour. The light-mode walk (home.spec.ts) scans every
 * screen with all of axe's rules; the dark palette changes only colours, so here the colour
 * rules are the ones that can find something new.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Serious and critical colour findings on the page as it is, one line each. */
async function colourFindings(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(colourRules).analyze();
  // The scan ran over the page's content: it found text whose contrast passes.
  const contrast = results.passes.find((rule) => rule.id === 'color-contrast');
  expect(contrast?.nodes.length ?? 0).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) — ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
          .join(', ')}`,
    );
}

test('in dark mode every screen of the side navigation is dark and has no serious contrast problem', async ({
  page,
  app,
}) => {
  // One axe scan per screen of the navigation: the walk grows with the app, not a step's wait.
  test.setTimeout(180_000);
  await page.goto(app.url);
  await expectDemoData(page);
  await page.getByTestId('nav-home').click();
  await expect(page.getByTestId('home-latest-row').first()).toBeVisible({ timeout: 30_000 });

  // The page is drawn in the dark palette, and so are the browser's own controls.
  const look = await page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
  }));
  expect(look).toEqual({ background: 'rgb(18, 22, 31)', scheme: 'dark' });

  const links = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link');
  const sections = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-testid')));
  expect(sections.length).toBeGreaterThanOrEqual(6);
  const found: string[] = [];
  for (const section of sections) {
    await page.getByTestId(section ?? '').click();
    await expect(page.getByTestId(section ?? '')).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    found.push(...(await colourFindings(page, section ?? '')));
  }
  expect(found).toEqual([]);
});

test('in dark mode a boleto’s page and the new-boleto form have no serious contrast problem', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);
  const found: string[] = [];

  await page.getByTestId('charge-row').first().click();
  await expect(page.getByTestId('boleto-detail')).toBeVisible();
  await page.waitForLoadState('networkidle');
  found.push(...(await colourFindings(page, 'boleto page')));

  await page.getByTestId('nav-boletos').click();
  await page.getByTestId('new-boleto').click();
  // A refused form shows its errors: they must be as readable as the rest.
  await page.getByTestId('submit-boleto').click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  found.push(...(await colourFindings(page, 'new boleto (with errors)')));

  expect(found).toEqual([]);
});

test('in dark mode the screen turned to the customer stays dark text on white, with no serious contrast problem', async ({
  page,
  app,
}) => {
  await page.goto(`${app.url}#/pix/new`);
  await page.getByTestId('input-amountCents').fill('12,34');
  await page.getByTestId('input-description').fill('Pedido 1234');
  await page.getByTestId('submit-pix').click();
  await expect(page.getByTestId('pix-view')).toBeVisible();
  const found = await colourFindings(page, 'Pix page');

  await page.getByTestId('show-to-customer').click();
  const dialog = page.getByTestId('show-customer-dialog');
  await expect(dialog).toBeVisible();
  const look = await dialog.evaluate((element) => ({
    color: getComputedStyle(element).color,
    background: getComputedStyle(element).backgroundColor,
  }));
  expect(look).toEqual({ color: 'rgb(29, 36, 51)', background: 'rgb(255, 255, 255)' });
  found.push(...(await colourFindings(page, 'shown to the customer')));
  expect(found).toEqual([]);
});
