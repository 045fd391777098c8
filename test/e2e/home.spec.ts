import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './app-fixture.ts';

test('the home screen counts what is overdue, and its link lists exactly those charges', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  // The demo data arrives with the first sync; the figures follow it.
  await expect(page.getByTestId('home-latest-row').first()).toBeVisible({ timeout: 30_000 });
  // Figures read while that sync still writes would be outgrown by the list: once it has
  // ended (the top bar says when), the home screen is opened again and read once.
  await expect(page.getByTestId('last-sync')).toHaveAttribute('title', /\S/, { timeout: 30_000 });
  await page.getByTestId('nav-boletos').click();
  await page.getByTestId('nav-home').click();
  const overdue = page.getByTestId('home-overdue');
  await expect(overdue.getByTestId('home-overdue-count')).toContainText('cobrança');
  const count = Number(
    /(\d+)/.exec((await overdue.getByTestId('home-overdue-count').textContent()) ?? '')?.[1] ?? 1,
  );
  const amount = (await overdue.getByTestId('home-overdue-amount').textContent())?.trim();

  // Keyboard: the link is a button reached with Tab and pressed with Enter.
  await overdue.getByTestId('home-overdue-open').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('charges-filter-state-open')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const rows = page.getByTestId('charge-row');
  await expect(rows).toHaveCount(count);
  for (const row of await rows.all()) {
    await expect(row.locator('[data-overdue="true"]')).toHaveCount(1);
  }
  await expect(page.getByTestId('charges-totals-all-amount')).toHaveText(amount ?? '');

  // The same screen in English.
  await page.getByTestId('nav-home').click();
  await page.getByTestId('locale-select').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(page.getByTestId('home-sandbox')).toContainText('no real money moves');
  await expect(overdue).toContainText('Overdue');
});

test('every screen of the side navigation has no serious or critical accessibility problem', async ({
  page,
  app,
}) => {
  // One axe scan per screen of the navigation: the walk grows with the app, not a step's wait.
  test.setTimeout(180_000);
  await page.goto(app.url);
  await expect(page.getByTestId('home-latest-row').first()).toBeVisible({ timeout: 30_000 });
  const links = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link');
  const sections = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-testid')));
  expect(sections.length).toBeGreaterThanOrEqual(6);
  const found: string[] = [];
  for (const section of sections) {
    await page.getByTestId(section ?? '').click();
    await expect(page.getByTestId(section ?? '')).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    // The scan ran over the page's content: its rules found things to pass.
    expect(results.passes.length).toBeGreaterThan(10);
    for (const violation of results.violations) {
      if (violation.impact === 'serious' || violation.impact === 'critical') {
        found.push(
          `${section}: ${violation.id} (${violation.impact}) — ${violation.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
        );
      }
    }
  }
  expect(found).toEqual([]);
});
