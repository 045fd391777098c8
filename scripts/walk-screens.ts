/**
 * `node scripts/walk-screens.ts [outDir]`: a full-page picture of every screen of the app, in
 * pt-BR and in English, at 1280×800 and at 1024×700, to look at layout before and after a change.
 * Starts the app as `npm run web` does (fresh data folder, local sandbox), creates the records the
 * detail pages need through the bridge, then walks every route of `renderer/src/routes.ts` (and
 * the steps of the money-out screens: confirmation and receipt) in Chromium. Writes
 * `<outDir>/<lang>/<width>x<height>/<screen>.png`; the default outDir is /tmp/balcao-walk-<time>.
 * Builds the web app first when a source changed (`scripts/launch/web-build.ts`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Page } from '@playwright/test';
import type { Channel, InputOf, OutputOf, Result } from '../preload/contract/index.ts';
import { routeTable, type RouteName } from '../renderer/src/routes.ts';
import { buildWebApp, webEntry } from './launch/web-build.ts';

const root = join(import.meta.dirname, '..');
const out = process.argv[2] ?? join(tmpdir(), `balcao-walk-${Date.now()}`);
const data = mkdtempSync(join(tmpdir(), 'balcao-walk-data-'));

try {
  if (await buildWebApp()) console.log('Built the web app.');
} catch (error) {
  if (!existsSync(webEntry)) throw error;
  // A half-edited source elsewhere should not stop the walk: the last build is shown instead.
  console.warn(
    `The web app did not build; the pictures show the previous build.\n${String(error)}`,
  );
}

const app = spawn(
  process.execPath,
  [webEntry, '--data', join(data, 'app'), '--keychain-service', 'Balcão-walk'],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
const lines = createInterface({ input: app.stdout! });
const firstLine = await new Promise<string>((resolve) => lines.once('line', resolve));
const { url } = JSON.parse(firstLine) as { url: string };
const origin = new URL(url).origin;

/** Calls the bridge as the renderer does, over the web transport. */
async function invoke<C extends Channel>(channel: C, input: InputOf<C>): Promise<OutputOf<C>> {
  const response = await fetch(new URL('/api/invoke', origin), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-balcao-token': new URL(url).searchParams.get('token') ?? '',
    },
    body: JSON.stringify({ channel, input }),
  });
  const result = (await response.json()) as Result<OutputOf<C>>;
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A calendar date `days` from today in São Paulo. */
function inDays(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Closes the notices, which would cover part of the picture. */
async function dismissNotices(page: Page): Promise<void> {
  const close = page.getByTestId('notices').getByRole('button');
  while ((await close.count()) > 0) await close.first().click();
}

/** Waits until the page has settled: no "loading" text left, images drawn, fonts ready. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(600);
  await page
    .waitForFunction(
      () =>
        [...document.images].every((img) => img.complete && img.naturalWidth > 0) &&
        document.fonts.status === 'loaded',
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await dismissNotices(page);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

const missing: string[] = [];
try {
  // The demo data first: the sandbox fills the lists on the first start.
  const first = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await first.goto(url);
  await first.getByTestId('home-latest-row').first().waitFor({ timeout: 60_000 });
  await first.close();

  // The records the detail pages open.
  const boleto = await invoke('boletos:create', {
    type: 'BANKSLIP_PIX',
    yourNumber: 'NF-2041',
    dueDate: inDays(20),
    amountCents: 123_456,
    payer: {
      name: 'Mercadinho Boa Vista Comércio de Alimentos e Utilidades Domésticas Ltda',
      document: '11.222.333/0001-81',
      address: {
        zipCode: '01310-100',
        publicPlace: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        number: '1000',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    discount: { type: 'FIXED', bands: [{ date: inDays(15), amountCents: 1000 }] },
    lateFine: { type: 'PERCENTAGE', percent: 2 },
    latePayment: { type: 'PERCENTAGE_PER_MONTH', percent: 1 },
  });
  const immediate = await invoke('pix:create-immediate', {
    amountCents: 4_990,
    description: 'Pedido 123 — 2 bolos de fubá',
  });
  const paidPix = await invoke('pix:create-immediate', {
    amountCents: 1_800,
    description: 'Café e pão de queijo',
  });
  await invoke('pix:simulate-payment', { correlationId: paidPix.correlationId });
  const due = await invoke('pix:create-due-date', {
    amountCents: 25_000,
    dueDate: inDays(10),
    payer: {
      name: 'Oficina Mecânica e Auto Peças Dois Irmãos Ltda',
      document: '11.222.333/0001-81',
    },
    address: { cityName: 'São Paulo', zipCode: '01310-100', state: 'SP' },
  });
  await invoke('installments:create', {
    count: 3,
    totalCents: 90_000,
    firstDueDate: inDays(10),
    yourNumber: 'CARNE',
    payer: {
      name: 'Oficina Mecânica e Auto Peças Dois Irmãos Ltda',
      document: '11.222.333/0001-81',
    },
  });
  const received = await invoke('received:sandbox-receive', {
    amountCents: 15_000,
    payer: { name: 'Maria Aparecida Lima de Albuquerque Cavalcanti', document: '529.982.247-25' },
    description: 'Encomenda de doces',
  });
  await invoke('refunds:create', {
    endToEndId: received.endToEndId,
    amountCents: 4_000,
    confirmAmountCents: 4_000,
    description: 'Um item em falta',
  });
  await invoke('split:create-configuration', {
    instructions: [
      { type: 'PERCENTAGE', percent: 5, transferType: 'INTERNAL', beneficiary: { number: '4471' } },
      {
        type: 'FIXED',
        amountCents: 200,
        transferType: 'INTERNAL',
        beneficiary: { number: '8820' },
      },
    ],
  });
  await invoke('webhooks:register', {
    eventType: 'CHARGE_PAID',
    url: 'https://loja.example.com/hooks/balcao',
  });
  const counterKey = await invoke('pix-keys:create', { entryType: 'EVP' });
  const registeredQr = await invoke('counter-qr:register', {
    key: counterKey.key,
    amountCents: 500,
    description: 'Cafezinho',
  });
  const sentPayment = await invoke('transfers:create', {
    key: 'financeiro@fornecedora.com.br',
    amountCents: 3_200,
    confirmAmountCents: 3_200,
    description: 'Farinha — nota 8812',
  });
  const supplierBoleto = (await invoke('bill-payments:demo-suppliers', {})).find(
    (s) => s.trait === 'discount',
  )!;
  const boletoRead = await invoke('bill-payments:read', { code: supplierBoleto.digitableLine });
  const boletoPaid = await invoke('bill-payments:pay', {
    barCode: boletoRead.barCode,
    amountCents: boletoRead.charge.totalCents,
    confirmAmountCents: boletoRead.charge.totalCents,
  });
  const customers = await invoke('customers:search', {});
  const customer =
    customers.find((c) => c.name.startsWith('Oficina')) ??
    customers[0] ??
    (() => {
      throw new Error('no customer saved');
    })();
  const subscription = await invoke('subscriptions:create', {
    customerDocument: customer.document,
    kind: 'boleto-pix',
    amountCents: 8_990,
    dayOfMonth: 10,
    leadDays: 5,
    startMonth: inDays(40).slice(0, 7),
    count: 12,
  });

  /** The hash that opens each route, with the record its param names. */
  const hashes: Record<RouteName, string> = {
    home: '#/home',
    charges: '#/charges',
    list: '#/boletos',
    new: '#/boletos/new',
    detail: `#/boletos/${encodeURIComponent(boleto.correlationId)}`,
    'pix-new': '#/pix/new',
    'pix-new-due': '#/pix/new-due',
    pix: `#/pix/${encodeURIComponent(immediate.correlationId)}`,
    settings: '#/settings',
    pending: '#/pending',
    pay: '#/pay',
    'pay-boleto': '#/pay-boleto',
    'boleto-payment': `#/boleto-payments/${encodeURIComponent(boletoPaid.id)}`,
    sent: '#/sent',
    payment: `#/payments/${encodeURIComponent(sentPayment.id)}`,
    received: '#/received',
    'received-detail': `#/received/${encodeURIComponent(received.endToEndId)}`,
    transfer: '#/transfer',
    activity: '#/activity',
    statement: '#/statement',
    'pix-keys': '#/pix-keys',
    'counter-qr': '#/counter-qr',
    'counter-qr-registered': `#/counter-qr/registered/${encodeURIComponent(registeredQr.correlationId)}`,
    split: '#/split',
    'installments-new': '#/installments/new',
    customers: '#/customers',
    customer: `#/customers/${encodeURIComponent(customer.document)}`,
    reminders: '#/reminders',
    subscriptions: '#/subscriptions',
    'subscription-new': '#/subscriptions/new',
    'subscription-new-for': `#/subscriptions/new/${encodeURIComponent(customer.document)}`,
    subscription: `#/subscriptions/${encodeURIComponent(subscription.subscription.id)}`,
    journal: '#/journal',
    webhooks: '#/webhooks',
  };
  /** More screens: other records of a route, and the steps a route goes through. */
  const extra: Record<string, string> = {
    'pix-due': `#/pix/${encodeURIComponent(due.correlationId)}`,
    'pix-paid': `#/pix/${encodeURIComponent(paidPix.correlationId)}`,
  };
  for (const name of Object.keys(routeTable) as RouteName[]) {
    if (!(name in hashes)) missing.push(name);
  }

  for (const lang of ['pt-BR', 'en'] as const) {
    await invoke('settings:set-locale', { locale: lang });
    for (const [width, height] of [
      [1280, 800],
      [1024, 700],
    ] as const) {
      const folder = join(out, lang, `${width}x${height}`);
      mkdirSync(folder, { recursive: true });
      const context = await browser.newContext({
        viewport: { width, height },
        locale: lang,
        timezoneId: 'America/Sao_Paulo',
      });
      await context.addInitScript((locale) => {
        localStorage.setItem('balcao.locale', locale);
      }, lang);
      const page = await context.newPage();
      await page.goto(url);
      await page.getByTestId('home-latest-row').first().waitFor({ timeout: 60_000 });

      const shoot = async (screen: string): Promise<void> => {
        await settle(page);
        await page.screenshot({ path: join(folder, `${screen}.png`), fullPage: true });
      };
      const open = async (hash: string): Promise<void> => {
        await page.goto(`${origin}/${hash}`);
        await page.evaluate(() => window.scrollTo(0, 0));
      };

      for (const [screen, hash] of [...Object.entries(hashes), ...Object.entries(extra)]) {
        await open(hash);
        await shoot(screen);
      }

      // Paying a demo business's code: the confirmation, then the receipt.
      await open('#/pay');
      const receiver = page.getByTestId('pay-demo-receiver').first();
      await receiver.locator('summary').click();
      const payload = ((await receiver.getByTestId('pay-demo-payload').textContent()) ?? '').trim();
      await page.getByTestId('input-payload').fill(payload);
      await page.getByTestId('pay-decode').click();
      await page.getByTestId('pay-confirm').waitFor();
      const amountText = ((await page.getByTestId('pay-amount').textContent()) ?? '').trim();
      await page.getByTestId('input-confirmAmountCents').fill(amountText.replace(/^\D+/, ''));
      await shoot('pay-confirm');
      await page.getByTestId('pay-submit').click();
      await page.getByTestId('payment-receipt').waitFor();
      await shoot('pay-receipt');

      // A transfer to a key: the confirmation, then the receipt.
      await open('#/transfer');
      await page.getByTestId('input-key').fill('financeiro@fornecedora.com.br');
      await page.getByTestId('input-amountCents').fill(lang === 'en' ? '12.00' : '12,00');
      await page.getByTestId('input-description').fill('Farinha — nota 8812');
      await page.getByTestId('transfer-review').click();
      await page.getByTestId('transfer-confirm').waitFor();
      await page.getByTestId('input-confirmAmountCents').fill(lang === 'en' ? '12.00' : '12,00');
      await shoot('transfer-confirm');
      await page.getByTestId('transfer-submit').click();
      await page.getByTestId('payment-receipt').waitFor();
      await shoot('transfer-receipt');

      await context.close();
      console.log(`${lang} ${width}x${height}: done`);
    }
  }
  await invoke('settings:set-locale', { locale: 'pt-BR' });
} finally {
  await browser.close();
  app.kill('SIGTERM');
  await new Promise((resolve) => app.once('exit', resolve));
  rmSync(data, { recursive: true, force: true });
}
if (missing.length > 0) console.warn(`Routes without a picture: ${missing.join(', ')}`);
console.log(`Screens written to ${out}`);
