import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './app-fixture.ts';

// A payer disputes a Pix the shop received: the bank tells it (the local sandbox, through its
// normal event delivery), and the owner sees it on Home in plain words — what, by when, what
// to do — is told once on the desktop, opens the Pix from it and puts it away, keyboard only.

async function seriousProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shownNotifications = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { shownNotifications: { body?: string }[] }).shownNotifications,
  );

test('a disputed Pix is on Home until seen, told once, opened and put away by keyboard', async ({
  page,
  context,
  app,
}) => {
  test.setTimeout(120_000);
  // The browser's notifications, allowed, and recorded instead of shown.
  await context.grantPermissions(['notifications']);
  await page.addInitScript(() => {
    const shown: { title: string; body: string | undefined }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      constructor(title: string, options?: { body?: string }) {
        shown.push({ title, body: options?.body });
      }
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });

  // The app hears the bank's events once its receiver is registered for every type.
  await expect
    .poll(async () => (await app.value('journal:status', {})).registeredTypes, {
      timeout: 30_000,
    })
    .toBe(12);
  const pix = await app.value('received:sandbox-receive', {
    amountCents: 15_000,
    payer: { name: 'Maria Souza', document: '529.982.247-25' },
  });

  await page.goto(app.url);
  await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
  await app.value('alerts:sandbox-open-infraction', { endToEndId: pix.endToEndId });

  // On Home, in the owner's words.
  const alert = page.locator('[data-testid="home-alert"][data-kind="infraction"]');
  await expect(alert).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Precisa da sua atenção' })).toBeVisible();
  await expect(alert.getByRole('heading', { name: 'Pix contestado pelo pagador' })).toBeVisible();
  await expect(alert.getByTestId('home-alert-what')).toHaveText(
    /^Maria Souza contestou o Pix de R\$\s150,00 recebido em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. O banco pode tirar este valor da conta para devolvê-lo ao pagador\.$/,
  );
  await expect(alert.getByTestId('home-alert-detail')).toHaveText('Motivo: suspeita de fraude.');
  await expect(alert.getByTestId('home-alert-todo')).toHaveText(
    /^O banco tem até \d{2}\/\d{2}\/\d{4} para decidir\. Responda a ele o quanto antes/,
  );

  // Told at once on the desktop, once.
  await expect
    .poll(async () =>
      (await shownNotifications(page)).filter((n) => n.body?.startsWith('Pix contestado')),
    )
    .toEqual([
      {
        title: 'Balcão',
        body: expect.stringMatching(
          /^Pix contestado: Maria Souza contestou o Pix de R\$\s150,00\. Veja o que fazer no Início\.$/,
        ),
      },
    ]);
  expect(await seriousProblems(page)).toEqual([]);

  // Keyboard only: open the Pix from the alert.
  await alert.getByTestId('home-alert-open').focus();
  await expect(alert.getByTestId('home-alert-open')).toHaveText('Abrir o Pix recebido');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('received-detail')).toBeVisible();
  await expect(page.getByTestId('received-e2e')).toHaveText(pix.endToEndId);
  await expect(page.getByTestId('received-payer')).toHaveText('Maria Souza');

  // Back on Home, the alert is still there until it is marked seen.
  await page.getByTestId('nav-home').focus();
  await page.keyboard.press('Enter');
  const seen = alert.getByTestId('home-alert-seen');
  await expect(seen).toHaveAccessibleName('Marcar como visto: Pix contestado pelo pagador');
  await seen.focus();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);
  const said = page.getByTestId('home-alerts-said');
  await expect(said).toHaveText('Aviso “Pix contestado pelo pagador” marcado como visto.');
  await expect(said).toBeFocused();
  expect(await seriousProblems(page)).toEqual([]);

  // Put away for good: not listed again, and it was told only once.
  expect(
    (await app.value('alerts:list', {})).filter((a) => a.endToEndId === pix.endToEndId),
  ).toEqual([]);
  expect(
    (await shownNotifications(page)).filter((n) => n.body?.startsWith('Pix contestado')),
  ).toHaveLength(1);
});
