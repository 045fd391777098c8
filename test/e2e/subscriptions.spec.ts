import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { addMonths, monthOf, todayInSaoPauloIso } from '../../preload/contract/index.ts';
import { SANDBOX_TODAY_ENV } from '../../main/app/subscriptions/scheduler-today.ts';
import { SANDBOX_DATABASE_FILE } from '../../main/sandbox/store.ts';
import { PAULISTA_ADDRESS } from '../support/builders.ts';
import { keychainServiceFor, tempDir } from '../support/folders.ts';
import { launchWebApp, type WebAppProcess } from '../support/web-app.ts';
import { webClient } from '../support/web-client.ts';

// A subscription as an owner sets it up, with the keyboard only, in Chromium through the web
// transport, on the local sandbox of `node main/web.ts` in a process of its own — which is
// then killed with SIGKILL and started again on the same data folder, as after a crash or a
// laptop closed for a month. The scheduler's day is set with BALCAO_SANDBOX_TODAY (sandbox
// profiles only): this month's issue day at first, next month's (just passed) after the
// restart. The charges are counted in the local bank's own database.

const dataDir = tempDir('balcao-e2e-subscriptions-');
const keychainService = keychainServiceFor('e2e-subscriptions');
/** The form's first month by default: next month, due on the 10th, issued 5 days before. */
const FIRST = addMonths(monthOf(todayInSaoPauloIso()), 1);
const SECOND = addMonths(FIRST, 1);
/** `dd/mm/aaaa`, as the pt-BR screens write a date. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The app on `dataDir`, its scheduler's day set to `today`; its page address. */
async function launch(today: string): Promise<{ app: WebAppProcess; url: string }> {
  const app = launchWebApp({
    dataDir,
    keychainService,
    env: { ...process.env, [SANDBOX_TODAY_ENV]: today },
  });
  const url = await app.address;
  if (url === null) throw new Error(`The app did not start: ${(await app.exited).stderr}`);
  return { app, url };
}

/** The serious or critical accessibility problems axe finds on the page as it is now. */
async function seriousProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Tab until `target` has the keyboard's focus (the way a keyboard user reaches it). */
async function tabTo(page: Page, target: Locator, presses = 60): Promise<void> {
  for (let i = 0; i < presses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The boletos of subscription 1 at the local bank, by due date. */
function boletosAtBank(): { correlationId: string; yourNumber: string; dueDate: string }[] {
  const db = new Database(join(dataDir, 'sandbox', SANDBOX_DATABASE_FILE), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare(
        `SELECT correlation_id AS correlationId, json_extract(record, '$.yourNumber') AS yourNumber,
             due_date AS dueDate
           FROM boletos WHERE json_extract(record, '$.yourNumber') LIKE 'A1-%' ORDER BY due_date`,
      )
      .all() as { correlationId: string; yourNumber: string; dueDate: string }[];
  } finally {
    db.close();
  }
}

test('a subscription made with the keyboard issues its first boleto; after kill -9 and a restart a month later, the next one exactly once, and says so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let { app, url } = await launch(`${FIRST}-05`);
  try {
    // A customer saved as owners save them: by issuing them a boleto with their details.
    await webClient(url).value('boletos:create', {
      type: 'BANKSLIP',
      yourNumber: 'CLI-SUB',
      dueDate: `${FIRST}-20`,
      amountCents: 5_000,
      payer: {
        name: 'Escola de Música Sol Maior',
        document: '11.222.333/0001-81',
        address: PAULISTA_ADDRESS,
      },
    });

    await page.goto(`${url}#/subscriptions`);
    await expect(page.getByTestId('subscriptions-empty')).toBeVisible({ timeout: 30_000 });
    expect(await seriousProblems(page)).toEqual([]);

    // Nova assinatura → the customer picked by typing, Enter → the plan, Enter to create.
    await tabTo(page, page.getByTestId('subscriptions-new'));
    await page.keyboard.press('Enter');
    const picker = page.getByTestId('customer-picker');
    await tabTo(page, picker);
    await page.keyboard.type('sol maior');
    await expect(page.getByTestId('customer-option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('subscription-customer')).toBeFocused();
    await expect(page.getByTestId('subscription-customer')).toHaveText(
      'Assinatura para Escola de Música Sol Maior',
    );

    // Boleto with Pix: the kind's radios move with the arrows.
    await tabTo(page, page.getByTestId('kind-boleto'));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('kind-boleto-pix')).toBeChecked();
    await tabTo(page, page.getByTestId('input-amountCents'));
    await page.keyboard.type('189,90');
    await tabTo(page, page.getByTestId('input-startMonth'));
    await expect(page.getByTestId('input-startMonth')).toHaveValue(FIRST);
    // What the owner is told before creating: when the first month is due and goes out.
    await expect(page.getByTestId('subscription-preview')).toContainText(shown(`${FIRST}-10`));
    expect(await seriousProblems(page)).toEqual([]);
    await tabTo(page, page.getByTestId('subscription-submit'));
    await page.keyboard.press('Enter');

    // The subscription's page: its first month already issued (its issue day is today).
    await expect(page.getByTestId('subscription-title')).toHaveText('Assinatura nº 1');
    const months = page.getByTestId('subscription-month');
    await expect(months).toHaveCount(1);
    await expect(months.first()).toHaveAttribute('data-month', FIRST);
    await expect(months.first()).toHaveAttribute('data-state', 'issued');
    await expect(page.getByTestId('subscription-next')).toContainText(shown(`${SECOND}-05`));
    expect(await seriousProblems(page)).toEqual([]);

    // The month's charge opens from its link: an ordinary boleto with Pix.
    await tabTo(page, months.first().getByTestId('subscription-month-charge'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('boleto-detail')).toBeVisible();
    await expect(page.getByTestId('boleto-detail')).toContainText('189,90');
    expect(boletosAtBank().map((b) => [b.yourNumber, b.dueDate])).toEqual([
      [`A1-${FIRST.slice(5)}/${FIRST.slice(0, 4)}`, `${FIRST}-10`],
    ]);

    // The app is killed outright, and opened again on the same folder a month later, the day
    // after next month's issue day: that month was missed while it was closed.
    app.child.kill('SIGKILL');
    await app.exited;
    ({ app, url } = await launch(`${SECOND}-06`));
    await page.goto(`${url}#/subscriptions`);

    // The owner is told: a notice, and the list's line for what the opening issued.
    await expect(page.getByTestId('notices')).toContainText('Emitidas ao abrir o app');
    await expect(page.getByTestId('subscriptions-start-run')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('start-run-issued')).toHaveCount(1);
    await expect(page.getByTestId('start-run-issued')).toContainText('Escola de Música Sol Maior');
    expect(await seriousProblems(page)).toEqual([]);

    await tabTo(page, page.getByTestId('start-run-issued').getByRole('link'));
    await page.keyboard.press('Enter');
    await expect(months).toHaveCount(2);
    await expect(months.first()).toHaveAttribute('data-month', SECOND);
    await expect(months.first()).toHaveAttribute('data-state', 'issued');
    await expect(months.first().getByTestId('subscription-month-on-start')).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);

    // Exactly one boleto per month at the bank, the second on its own due date.
    const atBank = boletosAtBank();
    expect(atBank.map((b) => [b.yourNumber, b.dueDate])).toEqual([
      [`A1-${FIRST.slice(5)}/${FIRST.slice(0, 4)}`, `${FIRST}-10`],
      [`A1-${SECOND.slice(5)}/${SECOND.slice(0, 4)}`, `${SECOND}-10`],
    ]);
    expect(new Set(atBank.map((b) => b.correlationId)).size).toBe(2);
  } finally {
    await app.stop();
  }
});
