import { rmSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './app-fixture.ts';
import { dueInDays, PAULISTA_ADDRESS } from '../support/builders.ts';
import { keychainServiceFor, tempDir } from '../support/folders.ts';
import { launchWebApp, type WebAppProcess } from '../support/web-app.ts';
import { webClient, type WebClient } from '../support/web-client.ts';

// Reminders as an owner sends them, in Chromium through the web transport, against the real
// local sandbox and the real SQLite cache: three customers reminded by keyboard alone, the
// links the page opens read back, and "lembrado em" still there once the app is started again
// on the same data folder.

const ANA = {
  name: 'Ana Souza Lima',
  document: '529.982.247-25',
  email: 'ana@example.com',
  phone: { prefix: '11', number: '912345678' },
  address: PAULISTA_ADDRESS,
};
const BRUNO = {
  name: 'Oficina Dois Irmãos Ltda',
  document: '11.222.333/0001-81',
  email: 'oficina@example.com',
};
const CARLA = {
  name: 'Carla Dias',
  document: '390.533.447-05',
  phone: { prefix: '21', number: '998877665' },
};

/** A date as the owner reads it: `dd/mm/aaaa`. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

/** The web app on `dataDir`, serving: its address and a bridge client. */
async function launch(dataDir: string, keychainService: string) {
  const launched = launchWebApp({ dataDir, keychainService });
  const url = await launched.address;
  if (url === null) throw new Error(`main/web.ts exited: ${JSON.stringify(await launched.exited)}`);
  return { launched, url, client: webClient(url) };
}

/** Until the first sync (the demo data) is over, so the list does not move under the test. */
async function untilSynced(client: WebClient): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = await client.value('sync:status');
        return !status.running && status.lastSyncedAt !== null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Every link the page opens (`<a target="_blank">`: WhatsApp, the mail program) is written down
 * in `window.openedLinks`, and stopped there unless `window.letLinksOpen` is set. Heard last
 * (bubbling to the window), so a click the page itself kept from opening is not counted.
 */
async function recordOpenedLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { openedLinks: string[]; letLinksOpen: boolean };
    w.openedLinks = [];
    w.letLinksOpen = false;
    window.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest('a[target="_blank"]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      w.openedLinks.push(link.href);
      if (!w.letLinksOpen) event.preventDefault();
    });
  });
}

const openedLinks = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedLinks: string[] }).openedLinks);

async function seriousProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('three customers reminded with the keyboard only; "lembrado em" kept after a restart', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const dataDir = tempDir('balcao-e2e-reminders-');
  const keychainService = keychainServiceFor('e2e');
  let running: WebAppProcess | null = null;
  try {
    const { launched, url, client } = await launch(dataDir, keychainService);
    running = launched;
    await untilSynced(client);

    // Three customers: Ana's carnê (its first installment in two days), Bruno due today with an
    // e-mail only, Carla due tomorrow with a phone only.
    const carne = await client.value('installments:create', {
      count: 3,
      totalCents: 30_000,
      firstDueDate: dueInDays(2),
      yourNumber: 'CARNE',
      payer: ANA,
    });
    expect(carne.items.map((i) => i.outcome)).toEqual(['created', 'created', 'created']);
    await client.value('boletos:create', {
      type: 'BANKSLIP',
      yourNumber: 'NF-10',
      dueDate: dueInDays(0),
      amountCents: 25_000,
      payer: BRUNO,
    });
    await client.value('boletos:create', {
      type: 'BANKSLIP',
      yourNumber: 'NF-11',
      dueDate: dueInDays(1),
      amountCents: 9_900,
      payer: CARLA,
    });

    await recordOpenedLinks(page);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Início', level: 1 })).toBeVisible();
    await page.getByTestId('nav-reminders').focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Lembretes de cobrança', level: 1 }),
    ).toBeVisible();

    // The rules, by keyboard: overdue charges off (the demo's are not this test's business).
    const after = page.getByTestId('input-daysAfter');
    await expect(after).toHaveValue('1');
    await after.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Régua de cobrança salva.')).toBeVisible();
    await expect(page.getByTestId('reminders-left-out')).toBeVisible();

    const card = (name: string) => page.getByTestId('reminder-customer').filter({ hasText: name });
    await expect(card(ANA.name).getByTestId('reminder-charge')).toHaveCount(1);
    await expect(card(ANA.name).getByTestId('reminder-charge')).toContainText('parcela 1/3');
    await expect(card(BRUNO.name).getByTestId('reminder-charge-situation')).toHaveText(
      'vence hoje',
    );
    await expect(card(CARLA.name).getByTestId('reminder-charge-situation')).toHaveText(
      'vence amanhã',
    );
    // Bruno has no phone: no WhatsApp, and the way to his record says so.
    await expect(card(BRUNO.name).getByTestId('reminder-send-whatsapp')).toHaveCount(0);
    await expect(card(BRUNO.name).getByTestId('reminder-missing-contact')).toContainText(
      'Sem telefone',
    );
    expect(await seriousProblems(page)).toEqual([]);

    // "Send to everyone": one Enter per customer on the link that walks them.
    const start = page.getByTestId('send-all-start');
    const count = Number(/\((\d+)\)/.exec((await start.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(3);
    await start.focus();
    await page.keyboard.press('Enter');
    const open = page.getByTestId('send-all-open');
    const progress = page.getByTestId('send-all-progress');
    for (let i = 1; i <= count; i++) {
      await expect(progress).toContainText(`Cliente ${i} de ${count}`);
      await expect(open).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByTestId('send-all-done')).toContainText(`${count} de ${count}`);
    await expect(page.getByTestId('send-all-done')).toBeFocused();

    // Each link went to the customer's own number or address, naming amount, date, n/N.
    const links = await openedLinks(page);
    expect(links).toHaveLength(count);
    const textOf = (link: string) => {
      const parsed = new URL(link);
      const text = parsed.searchParams.get(parsed.protocol === 'mailto:' ? 'body' : 'text') ?? '';
      return text.replace(/\u00a0/g, ' ');
    };
    const ana = links.find((l) => l.startsWith('https://wa.me/5511912345678?'));
    expect(ana, links.join('\n')).toBeDefined();
    expect(textOf(ana!)).toContain(
      `Boleto — parcela 1/3: R$ 100,00, vence em ${shown(dueInDays(2))}`,
    );
    const bruno = links.find((l) => l.startsWith('mailto:oficina@example.com?'));
    expect(bruno, links.join('\n')).toBeDefined();
    expect(textOf(bruno!)).toContain(`Boleto: R$ 250,00, vence hoje, ${shown(dueInDays(0))}`);
    expect(textOf(bruno!)).toContain('Linha digitável:');
    const carla = links.find((l) => l.startsWith('https://wa.me/5521998877665?'));
    expect(carla, links.join('\n')).toBeDefined();
    expect(textOf(carla!)).toContain(`Boleto: R$ 99,00, vence em ${shown(dueInDays(1))}`);

    for (const name of [ANA.name, BRUNO.name, CARLA.name]) {
      await expect(card(name).getByTestId('reminder-reminded-today')).toContainText(
        'Lembrado hoje às',
      );
    }
    await expect(card(BRUNO.name).getByTestId('reminder-reminded-today')).toContainText('e-mail');

    // A second message the same day asks first; Esc keeps it unsent, focus back on the link.
    const again = card(CARLA.name).getByTestId('reminder-send-whatsapp');
    await expect(again).toContainText('lembrado hoje às');
    await again.focus();
    await page.keyboard.press('Enter');
    await expect(card(CARLA.name).getByTestId('reminder-again')).toContainText(
      'Enviar de novo hoje?',
    );
    await expect(card(CARLA.name).getByTestId('reminder-again-keep')).toBeFocused();
    expect(await seriousProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(card(CARLA.name).getByTestId('reminder-again')).toHaveCount(0);
    await expect(again).toBeFocused();
    expect(await openedLinks(page)).toHaveLength(count);

    // Asked and confirmed, the link really opens, by the browser's own new-window path.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.evaluate(
      () => ((window as unknown as { letLinksOpen: boolean }).letLinksOpen = true),
    );
    await page.keyboard.press('Enter');
    await expect(card(CARLA.name).getByTestId('reminder-again-keep')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(card(CARLA.name).getByTestId('reminder-again-send')).toBeFocused();
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    expect((await popup).url()).toMatch(/^https:\/\/wa\.me\/5521998877665\?text=/);
    await expect(card(CARLA.name).getByTestId('reminder-again')).toHaveCount(0);

    // The app started again on the same folder still knows who was reminded, and when.
    await running.stop();
    const restarted = await launch(dataDir, keychainService);
    running = restarted.launched;
    await page.goto(`${restarted.url}#/reminders`);
    const today = shown(dueInDays(0));
    for (const name of [ANA.name, BRUNO.name, CARLA.name]) {
      await expect(card(name).getByTestId('reminder-charge-reminded').first()).toHaveText(
        `lembrado em ${today}`,
      );
      await expect(card(name).getByTestId('reminder-reminded-today')).toContainText(
        'Lembrado hoje às',
      );
    }
    await expect(page.getByTestId('input-daysAfter')).toHaveValue('');

    // The same screen in English.
    await page.getByTestId('locale-select').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Payment reminders', level: 1 })).toBeVisible();
    await expect(card(ANA.name).getByTestId('reminder-charge')).toContainText('installment 1/3');
    await expect(card(ANA.name).getByTestId('reminder-charge-reminded')).toHaveText(
      /^reminded on /,
    );
    await expect(card(BRUNO.name).getByTestId('reminder-reminded-today')).toContainText(
      'Reminded today at',
    );
    await expect(card(BRUNO.name).getByTestId('reminder-send-email')).toContainText(
      'E-mail — reminded today at',
    );
  } finally {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
