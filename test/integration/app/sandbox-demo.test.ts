import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';

// The local sandbox's demo data through the bridge: the first run's sync brings its Pix codes
// too (the service lists none), and "restore demo data" erases what was tried, in the sandbox
// and in the profile's cache, then syncs the demo data back.

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
});
afterAll(async () => app?.close());

async function kinds() {
  const totals = await app.value('charges:totals', {});
  return Object.fromEntries(totals.byKind.map((k) => [k.kind, k.count]));
}

async function statesOf(kind: 'pix-immediate' | 'pix-due-date') {
  const page = await app.value('charges:list', { filters: { kinds: [kind] }, limit: 100 });
  return page.items.map((r) => r.state).sort();
}

describe('the local sandbox demo data', () => {
  it('shows Pix codes from the first sync: immediate and due-date, open, paid and past due', async () => {
    expect(await kinds()).toMatchObject({ boleto: 40, 'pix-immediate': 5, 'pix-due-date': 5 });
    expect(await statesOf('pix-immediate')).toEqual(['expired', 'open', 'open', 'paid', 'paid']);
    expect(await statesOf('pix-due-date')).toEqual(['cancelled', 'open', 'open', 'paid', 'paid']);
    const due = await app.value('charges:list', {
      filters: { kinds: ['pix-due-date'], states: ['open'] },
    });
    const today = todayInSaoPaulo();
    // One of the open due-date codes is overdue (still payable with fine and interest).
    expect(due.items.some((r) => r.dueDate !== null && r.dueDate < today)).toBe(true);
    const pix = await app.value('charges:list', { filters: { kinds: ['pix-immediate'] } });
    expect(pix.items.every((r) => r.payerName !== null)).toBe(true);
    const paid = pix.items.filter((r) => r.state === 'paid');
    expect(paid.every((r) => r.paidAt !== null)).toBe(true);
  });

  it('finds a demo charge by its amount and a demo boleto by its nosso número', async () => {
    const byAmount = await app.value('charges:list', { filters: { search: '1.450,80' } });
    expect(byAmount.items.map((r) => r.kind)).toContain('pix-due-date');
    const boleto = (await app.value('charges:list', { filters: { kinds: ['boleto'] } })).items[0]!;
    const view = await app.value('boletos:get', { correlationId: boleto.id });
    const bare = view.ourNumber.replace(/^0+/, '');
    for (const text of [view.ourNumber, bare]) {
      const found = await app.value('charges:list', { filters: { search: text } });
      expect(found.items.map((r) => r.id)).toContain(boleto.id);
    }
  });

  it('restores the demo data: what was tried is gone from the sandbox and the cache', async () => {
    const created = await app.value('boletos:create', validBoleto({ yourNumber: 'TRY-1' }));
    expect((await kinds()).boleto).toBe(41);

    const restored = await app.value('sandbox:restore-demo', {});
    expect(restored).toMatchObject({ boletos: 40, pixCodes: 10 });
    await untilSynced(app);
    expect(await kinds()).toMatchObject({ boleto: 40, 'pix-immediate': 5, 'pix-due-date': 5 });
    const tried = await app.value('charges:list', { filters: { search: 'TRY-1' } });
    expect(tried.items).toEqual([]);
    expect((await app.call('boletos:get', { correlationId: created.correlationId })).ok).toBe(
      false,
    );
  });
});

describe('restore demo data asked for twice at once', () => {
  it('restores once: both get the same answer, and the cache holds the demo data once', async () => {
    await app.value('sync:start', { full: false });
    const [a, b] = await Promise.all([
      app.value('sandbox:restore-demo', {}),
      app.value('sandbox:restore-demo', {}),
    ]);
    expect(b).toEqual(a);
    await untilSynced(app);
    expect(await kinds()).toMatchObject({ boleto: 40, 'pix-immediate': 5, 'pix-due-date': 5 });
  });
});

describe.skipIf(keyringMissing)('restore demo data on another profile', () => {
  it('is refused: only the local sandbox has demo data', async () => {
    const profile = await app.value('profiles:save', {
      name: 'Sandbox do banco',
      kind: 'provider-sandbox',
      baseUrl: 'https://127.0.0.1:9',
      accountId: '123',
    });
    await app.value('profiles:activate', { id: profile.id });
    const result = await app.call('sandbox:restore-demo', {});
    expect(!result.ok && result.error.code).toBe('unsupported');
  });
});
