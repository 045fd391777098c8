import AxeBuilder from '@axe-core/playwright';
import { test, expect, expectDemoData } from './app-fixture.ts';
import { seriousFindings } from './axe.ts';
import { webClient } from '../support/web-client.ts';

// The Received list as an owner with many Pix uses it, in Chromium through the web transport:
// it opens on the newest, loads the next page as the owner scrolls or walks down with the
// keyboard, opens a Pix with Enter and comes back with Esc to the same row.

const MORE_THAN_A_PAGE = 105;
test.describe.configure({ timeout: 180_000 });

test('Received opens on the newest Pix and loads more as the owner goes down, by keyboard too; Enter opens a Pix, Esc comes back to it', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);
  const bridge = webClient(app.url);
  for (let i = 1; i <= MORE_THAN_A_PAGE; i++) {
    await bridge.value('received:sandbox-receive', {
      amountCents: 1_000 + i,
      payer: { name: `Cliente ${i}`, document: '529.982.247-25' },
    });
  }
  const all = (await bridge.value('received:list', {})).length;
  expect(all).toBeGreaterThan(MORE_THAN_A_PAGE);

  await page.getByTestId('nav-received').click();
  const rows = page.getByTestId('received-row');
  await expect(rows.first()).toContainText(`Cliente ${MORE_THAN_A_PAGE}`);
  await expect(rows.first()).toContainText('11,05');
  // A virtual list: only the rows in view (and a few around) are drawn.
  expect(await rows.count()).toBeLessThan(60);
  expect(
    (await new AxeBuilder({ page }).analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  // End walks to the last row loaded; the next page comes, and End goes further.
  await rows.first().focus();
  await page.keyboard.press('End');
  await expect(page.locator('[data-testid="received-row"]:focus')).toHaveAttribute(
    'aria-rowindex',
    '101',
  );
  await expect(page.locator('[data-testid="received-row"][aria-rowindex="102"]')).toBeAttached();
  await page.keyboard.press('End');
  const last = page.locator('[data-testid="received-row"]:focus');
  await expect(last).toHaveAttribute('aria-rowindex', String(all + 1));

  // Up two rows, Enter: that Pix opens; Esc comes back to the same row, focused.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const chosen = page.locator('[data-testid="received-row"]:focus');
  await expect(chosen).toHaveAttribute('aria-rowindex', String(all - 1));
  const id = await chosen.getAttribute('data-id');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('received-detail')).toBeVisible();
  await page.keyboard.press('Escape');
  const back = page.locator('[data-testid="received-row"]:focus');
  await expect(back).toHaveAttribute('data-id', id!);
  await expect(back).toHaveAttribute('aria-rowindex', String(all - 1));

  // A search lists what matches, from the top.
  await page.getByTestId('received-search').fill('Cliente 42');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('10,42');

  // A search that matches nothing says so, and the table with no row is still sound to axe.
  await page.getByTestId('received-search').fill('ninguém pagou assim');
  await expect(page.getByTestId('received-empty')).toBeVisible();
  await expect(rows).toHaveCount(0);
  expect(await seriousFindings(page)).toEqual([]);
});
