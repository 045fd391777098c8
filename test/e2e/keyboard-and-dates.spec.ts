import { test, expect, expectDemoData } from './app-fixture.ts';

// What a clerk does without the mouse, and what the list says about late boletos. Runs on
// the demo data of a fresh local sandbox, whose dates are set relative to today.

test('the list is walked with the arrow keys, opened with Enter and comes back to the same row', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  const rows = page.getByTestId('charge-row');
  await expectDemoData(page);

  // Tab from the last column header lands on a row.
  await page.getByTestId('charges-sort-createdAt').focus();
  await page.keyboard.press('Tab');
  await expect(rows.first()).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const third = rows.nth(2);
  await expect(third).toBeFocused();
  const id = await third.getAttribute('data-id');

  await page.keyboard.press('Enter');
  await expect(page.getByTestId('detail-correlation-id')).toHaveText(id ?? '');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('charge-list')).toBeVisible();
  await expect(page.locator(`[data-testid="charge-row"][data-id="${id}"]`)).toBeFocused();

  // Scrolled away with the wheel, the table is still reached by Tab, at a row in view.
  await page.getByTestId('charges-viewport').hover();
  await page.mouse.wheel(0, 600);
  await expect
    .poll(() => page.getByTestId('charges-viewport').evaluate((el) => el.scrollTop))
    .toBeGreaterThan(300);
  await page.getByTestId('charges-sort-createdAt').focus();
  await page.keyboard.press('Tab');
  const focusedIndex = await page.evaluate(() =>
    Number((document.activeElement as HTMLElement | null)?.dataset.index ?? -1),
  );
  expect(focusedIndex).toBeGreaterThan(3);
});

test('dates are typed as dd/mm/aaaa and a late Pending boleto says it is overdue', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // Pending boletos past their due date keep the status, with a hint.
  await page.getByTestId('charges-filter-state-open').click();
  const late = page.locator('[data-testid="charge-row"]:has([data-overdue="true"])').first();
  await expect(late.getByTestId('charge-state')).toHaveText('Em aberto');
  await expect(late.getByTestId('charge-state-overdue')).toHaveText('vencido');
  await late.click();
  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-overdue', 'true');
  await expect(page.getByTestId('detail-overdue')).toContainText('Ainda pode ser pago');

  await page.getByTestId('locale-select').selectOption('en');
  await expect(page.getByTestId('detail-status-overdue')).toHaveText('overdue');
  await page.getByTestId('locale-select').selectOption('pt-BR');

  // The filter reads dd/mm/aaaa whatever the browser's own date format is.
  // Back on the list, the row that was opened gets the keyboard again — unless the owner has
  // already gone to a field: here the filter is focused the moment it appears, before the
  // list's next frame, and must keep the focus (typing must not land on the row).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const watch = new MutationObserver(() => {
          const field = document.querySelector<HTMLInputElement>(
            '[data-testid="charges-filter-due-from"]',
          );
          if (!field) return;
          watch.disconnect();
          field.focus();
          resolve();
        });
        watch.observe(document.body, { childList: true, subtree: true });
        document.querySelector<HTMLElement>('[data-testid="back-to-list"]')!.click();
      }),
  );
  const from = page.getByTestId('charges-filter-due-from');
  // Several frames: the list's return to its row has had its chance.
  await page.waitForTimeout(300);
  await expect(from).toBeFocused();
  await from.pressSequentially('1/1/2000');
  await expect(from).toHaveValue('01/01/2000');
  await from.press('Tab');
  await expect(page.getByTestId('charges-clear-filters')).toBeVisible();
  await page.getByTestId('charges-clear-filters').click();
  await expect(from).toHaveValue('');

  // In the form: a two-digit year is completed on leaving the field, arrows step the day.
  await page.getByTestId('new-boleto').click();
  const due = page.getByTestId('input-dueDate');
  await due.pressSequentially('050330');
  await expect(due).toHaveValue('05/03/30');
  await due.press('Tab');
  await expect(due).toHaveValue('05/03/2030');
  await due.focus();
  await due.press('ArrowUp');
  await expect(due).toHaveValue('06/03/2030');
  await due.press('ArrowDown');
  await due.press('ArrowDown');
  await expect(due).toHaveValue('04/03/2030');
  await due.fill('31/02/2030');
  await due.press('Tab');
  await expect(page.getByTestId('error-f-dueDate')).toHaveText('Data inválida.');
});

test('from the search box ArrowDown or Enter goes to the results, and `n` starts the form at its first field', async ({
  page,
  app,
}) => {
  await page.goto(app.url);
  await expectDemoData(page);

  // `/` goes to the search box; a name typed, Enter lands on the first matching row.
  await page.keyboard.press('/');
  await expect(page.getByTestId('charges-list-search')).toBeFocused();
  await page.keyboard.type('Floricultura');
  await page.keyboard.press('Enter');
  const first = page.getByTestId('charge-row').first();
  await expect(first).toBeFocused();
  await expect(first).toContainText('Floricultura');
  // Every row left answers the search, and ArrowDown from the box works the same way.
  for (const row of await page.getByTestId('charge-row').all()) {
    await expect(row).toContainText('Floricultura');
  }
  await page.keyboard.press('/');
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();

  // `n` opens the new boleto form with the focus on its first field, the kind of boleto.
  await page.keyboard.press('n');
  await expect(page.getByTestId('boleto-form')).toBeVisible();
  await expect(page.getByTestId('input-type').locator('input:checked')).toBeFocused();
});

test('discount bands: focus follows a band added or removed from the keyboard, on both forms', async ({
  page,
  app,
}) => {
  for (const form of [
    {
      route: '#/boletos/new',
      choose: 'discount-FIXED',
      testId: 'discount',
      path: 'discount-bands',
    },
    {
      route: '#/pix/new-due',
      choose: 'discount-mode-bands',
      testId: 'due',
      path: 'taxes-discount-bands',
    },
  ]) {
    await page.goto(`${app.url}${form.route}`);
    await page.getByTestId(form.choose).check();
    await expect(page.getByTestId(`${form.testId}-band`)).toHaveCount(1);

    // Enter on "add": the new band's date has the focus.
    await page.getByTestId(`${form.testId}-band-add`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`${form.testId}-band`)).toHaveCount(2);
    await expect(page.locator(`#f-${form.path}-1-date`)).toBeFocused();

    // Removing the first: the focus goes to the band now in its place.
    await page.getByTestId(`${form.testId}-band-remove-0`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`${form.testId}-band`)).toHaveCount(1);
    await expect(page.locator(`#f-${form.path}-0-date`)).toBeFocused();

    // Removing the last: "add" has it, not a button that vanished.
    await page.getByTestId(`${form.testId}-band-remove-0`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId(`${form.testId}-band`)).toHaveCount(0);
    await expect(page.getByTestId(`${form.testId}-band-add`)).toBeFocused();
  }
});
