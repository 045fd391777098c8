import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { makeBoletoInputSchema, type BoletoInput } from '../../preload/contract/index.ts';
import { LATEST_CACHE_VERSION } from '../../main/cache/migrations/index.ts';
import { toWireBoletoRequest } from '../../main/service/mapping/boleto-mapping.ts';
import { test, expect, expectDemoData } from './app-fixture.ts';
import { dueInDays } from '../support/builders.ts';

// Boletos whose issue may not have reached the bank, on the local sandbox profile (the bank
// inside the app, with no network between them to lose an answer): the outbox rows main would
// have written are put in the profile's cache directly; everything after that — the banner, the list, "check now"
// reading back from the real sandbox and sending the same request — is the app's own.

interface Staged {
  id: string;
  identity: string;
}

/** Whether the app has brought the cache file to its schema (every migration run). */
function migrated(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    const db = new Database(file, { readonly: true });
    try {
      return db.pragma('user_version', { simple: true }) === LATEST_CACHE_VERSION;
    } finally {
      db.close();
    }
  } catch {
    return false; // still being made
  }
}

async function stageOutboxEntry(
  userDataDir: string,
  input: BoletoInput,
  options: { state: 'unknown' | 'failed'; lastError: unknown; createdAt: string },
): Promise<Staged> {
  const file = join(userDataDir, 'profiles', 'local-sandbox', 'cache.sqlite');
  // The app opens its cache once it serves the page: staged rows wait for its migrations.
  await expect.poll(() => migrated(file), { timeout: 30_000 }).toBe(true);
  // Past due dates too: a staged request is whatever was sent then, the bank judges it now.
  const parsed = makeBoletoInputSchema(() => '2000-01-01').parse(input);
  const identity = randomUUID();
  const id = randomUUID();
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    db.prepare(
      `INSERT INTO outbox (id, kind, identity, payload_json, state, summary_json, last_error_json,
         created_at, updated_at)
       VALUES (?, 'boleto:create', ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      identity,
      JSON.stringify(toWireBoletoRequest(parsed, identity)),
      options.state,
      JSON.stringify({
        amountCents: parsed.amountCents,
        label: parsed.payer.name,
        dated: { meaning: 'due-date', date: parsed.dueDate },
      }),
      JSON.stringify(options.lastError),
      options.createdAt,
      options.createdAt,
    );
  } finally {
    db.close();
  }
  return { id, identity };
}

const boleto = (yourNumber: string, name: string, dueDate: string, amountCents: number) =>
  ({
    type: 'BANKSLIP',
    yourNumber,
    dueDate,
    amountCents,
    payer: { name, document: '529.982.247-25' },
  }) satisfies BoletoInput;

test('boletos with an unknown outcome are announced, listed in words and checked one by one', async ({
  page,
  app,
}) => {
  const minuteAgo = new Date(Date.now() - 60_000).toISOString();
  const unknown = await stageOutboxEntry(
    app.userDataDir,
    boleto('OBX-0001', 'Quitanda Sol Nascente Ltda', dueInDays(15), 45_000),
    {
      state: 'unknown',
      lastError: { code: 'timeout', message: 'no answer', key: 'error.timeout' },
      createdAt: minuteAgo,
    },
  );
  // The bank refuses this one for good when it is sent again: its due date has passed.
  await stageOutboxEntry(
    app.userDataDir,
    boleto('OBX-0002', 'Bazar Três Irmãs', dueInDays(-3), 12_990),
    {
      state: 'unknown',
      lastError: { code: 'offline', message: 'dropped', key: 'error.connection_lost' },
      createdAt: new Date(Date.now() - 30_000).toISOString(),
    },
  );

  await page.goto(app.url);
  await expectDemoData(page);
  await expect(page.getByTestId('outbox-banner')).toContainText(
    '2 boletos a conferir: não sabemos se foram registrados no banco',
  );

  await page.getByTestId('outbox-banner-link').click();
  await expect(page).toHaveURL(/#\/pending$/);
  const items = page.getByTestId('outbox-item');
  await expect(items).toHaveCount(2);
  const first = items.filter({ hasText: 'Quitanda Sol Nascente' });
  await expect(first).toContainText('R$ 450,00');
  await expect(first).toContainText(dueInDays(15).split('-').reverse().join('/'));
  await expect(first.getByTestId('outbox-state')).toHaveText(
    'Não sabemos se o banco registrou este boleto.',
  );
  await expect(first.getByTestId('outbox-last-error')).toContainText('demorou demais');

  // Check the first: the bank never saw it, so the same request is sent and it is created.
  await first.getByTestId('outbox-resolve').click();
  await expect(items).toHaveCount(1);
  await expect(page.getByTestId('outbox-resolved')).toContainText('Quitanda Sol Nascente');
  // The keyboard stays on the list: the remaining item's button has the focus.
  await expect(items.getByTestId('outbox-resolve')).toBeFocused();

  // Check the second: refused, and said so in words; it stays to be seen.
  const second = items.filter({ hasText: 'Bazar Três Irmãs' });
  await second.getByTestId('outbox-resolve').click();
  await expect(second.getByTestId('outbox-error')).toContainText('A conferência não deu certo');
  await expect(second.getByTestId('outbox-state')).toContainText('O banco recusou o pedido');
  await expect(second).toHaveAttribute('data-state', 'refused');

  // The checked boleto is in the list, and opens with the identity it was sent under.
  await page.getByTestId('outbox-open').click();
  await expect(page.getByTestId('detail-correlation-id')).toHaveText(unknown.identity);
  await page.getByTestId('back-to-list').click();
  await expect(page.getByTestId('outbox-banner')).toContainText('1 boleto a conferir');
  await page.getByTestId('charges-list-search').fill('OBX-0001');
  await expect(page.getByTestId('charge-row')).toHaveCount(1);
  await expect(page.getByTestId('charge-row')).toContainText('Quitanda Sol Nascente');
});
