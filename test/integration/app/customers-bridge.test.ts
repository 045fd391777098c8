import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { PAULISTA_ADDRESS, validBoleto } from '../../support/builders.ts';
import { todayInSaoPauloIso } from '../../../preload/contract/validators/date.ts';
import { addMonthsClamped } from '../../../preload/contract/schemas/customers.ts';

// Customers and installments through the bridge: the real core, the real local sandbox over
// HTTPS with mutual TLS, the real SQLite cache.

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
});
afterAll(async () => app?.close());

const ANA = {
  name: 'Ana Souza Lima',
  document: '529.982.247-25',
  email: 'ana@example.com',
  phone: { prefix: '11', number: '912345678' },
  address: PAULISTA_ADDRESS,
};

async function boletosAtTheBankWith(prefix: string) {
  const page = await app.value('charges:list', {
    filters: { kinds: ['boleto'], search: prefix },
    limit: 100,
  });
  return page.items.filter((i) => i.reference?.startsWith(`${prefix}-`));
}

describe('customers', () => {
  it('are saved from the payers a sync brings', async () => {
    const page = await app.value('charges:list', { filters: { kinds: ['boleto'] }, limit: 20 });
    const row = page.items.find(
      (i) => i.payerDocument && /^\d{11}$|^\d{14}$/.test(i.payerDocument),
    );
    expect(row).toBeDefined();
    const detail = await app.value('customers:get', { document: row!.payerDocument! });
    expect(detail.charges.map((c) => c.id)).toContain(row!.id);
    const all = await app.value('customers:search', { query: '' });
    expect(all.length).toBeGreaterThan(1);
  });

  it('are saved from a boleto issued here, address included, and found by name or document', async () => {
    const view = await app.value(
      'boletos:create',
      validBoleto({ yourNumber: 'CLI-1', payer: ANA }),
    );
    for (const query of ['ana lima', 'SOUZA', '529.982', '52998224725', 'ana@example']) {
      const found = await app.value('customers:search', { query });
      expect(
        found.map((c) => c.document),
        query,
      ).toContain('52998224725');
    }
    const detail = await app.value('customers:get', { document: '529.982.247-25' });
    expect(detail.customer).toMatchObject({
      name: 'Ana Souza Lima',
      email: 'ana@example.com',
      phonePrefix: '11',
      phoneNumber: '912345678',
      zipCode: '01310100',
      publicPlace: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(detail.charges.map((c) => c.id)).toEqual([view.correlationId]);
  });

  it('are edited with the payer rules, each refusal on its field, nothing written', async () => {
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'v.required'],
      [{ email: 'not-an-email' }, 'email', 'v.email'],
      [{ phone: { prefix: '1', number: '912345678' } }, 'phone.prefix', 'v.phone.prefix'],
      [{ address: { ...ANA.address, zipCode: '0131' } }, 'address.zipCode', 'v.zip'],
      [{ address: { ...ANA.address, state: 'XX' } }, 'address.state', 'v.uf'],
      [{ document: '529.982.247-24' }, 'document', 'v.document.check_digits'],
    ];
    for (const [change, path, key] of refusals) {
      const result = await app.call('customers:update', { ...ANA, ...change } as never);
      expect(result.ok, path).toBe(false);
      if (result.ok) continue;
      expect(result.error.code).toBe('validation');
      expect(result.error.fields?.[path]?.[0]?.key, path).toBe(key);
    }
    expect((await app.value('customers:get', { document: '52998224725' })).customer.name).toBe(
      'Ana Souza Lima',
    );

    const edited = await app.value('customers:update', {
      ...ANA,
      name: 'Ana S. Lima',
      email: undefined,
    });
    expect(edited).toMatchObject({ name: 'Ana S. Lima', email: null, city: 'São Paulo' });
    const unknown = await app.call('customers:update', { ...ANA, document: '11144477735' });
    expect(unknown.ok ? null : unknown.error.code).toBe('not_found');
  });
});

describe('installments', () => {
  const first = addMonthsClamped(todayInSaoPauloIso(), 1).slice(0, 8) + '28';

  it('refuses a bad plan on its fields and creates nothing', async () => {
    const before = (await app.value('charges:totals', { filters: { kinds: ['boleto'] } })).count;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ count: 1 }, 'count', 'v.installments.count'],
      [{ count: 61 }, 'count', 'v.installments.count'],
      [{ firstDueDate: '2020-01-10' }, 'firstDueDate', 'v.date.past'],
      [{ totalCents: 2 }, 'totalCents', 'v.installments.total_too_small'],
      [{ yourNumber: '' }, 'yourNumber', 'v.required'],
    ];
    for (const [change, path, key] of cases) {
      const result = await app.call('installments:create', {
        count: 3,
        totalCents: 30_000,
        firstDueDate: first,
        yourNumber: 'BAD',
        payer: ANA,
        ...change,
      } as never);
      expect(result.ok, path).toBe(false);
      if (!result.ok) expect(result.error.fields?.[path]?.[0]?.key, path).toBe(key);
    }
    expect((await app.value('charges:totals', { filters: { kinds: ['boleto'] } })).count).toBe(
      before,
    );
  });

  it('issues 3 monthly boletos with the right dates and amounts, each once', async () => {
    const result = await app.value('installments:create', {
      count: 3,
      totalCents: 10_000,
      firstDueDate: first,
      remainder: 'first',
      yourNumber: 'CARNE1',
      payer: ANA,
    });
    expect(result.items.map((i) => i.outcome)).toEqual(['created', 'created', 'created']);
    const ids = result.items.map((i) => i.correlationId!);
    expect(new Set(ids).size).toBe(3);
    const views = await Promise.all(
      ids.map((correlationId) => app.value('boletos:get', { correlationId })),
    );
    expect(views.map((v) => [v.yourNumber, v.dueDate, v.amountCents])).toEqual([
      ['CARNE1-1/3', first, 3_334],
      ['CARNE1-2/3', addMonthsClamped(first, 1), 3_333],
      ['CARNE1-3/3', addMonthsClamped(first, 2), 3_333],
    ]);
    expect(views.every((v) => v.payer.document === '52998224725')).toBe(true);
    expect(await boletosAtTheBankWith('CARNE1')).toHaveLength(3);
    expect(await app.value('outbox:list')).toEqual([]);
  });

  it('keeps those created when the bank stops, reports the rest, and retries only those', async () => {
    const plan = {
      count: 3,
      totalCents: 9_000,
      firstDueDate: first,
      yourNumber: 'CARNE2',
      payer: ANA,
    };
    const firstOne = await app.value('installments:create', { ...plan, only: [1] });
    expect(firstOne.items.map((i) => i.outcome)).toEqual([
      'created',
      'not_requested',
      'not_requested',
    ]);

    // The bank stops. The next installment fails (its connection refused) or, on a connection
    // the bank cut as it stopped, its outcome is unknown; the one after is not tried.
    await app.value('sandbox:set-running', { running: false });
    const rest = { ...plan, only: [2, 3] };
    const stopped = await app.value('installments:create', rest);
    const second = stopped.items[1]!;
    expect(['failed', 'unknown']).toContain(second.outcome);
    expect(stopped.items.map((i) => i.outcome)).toEqual([
      'not_requested',
      second.outcome,
      'skipped',
    ]);
    // Nothing is left half-done but an unknown outcome, kept by its correlationId.
    const outbox = await app.value('outbox:list');
    expect(outbox.map((e) => e.identity)).toEqual(
      second.outcome === 'unknown' ? [second.correlationId] : [],
    );

    // The retry the owner is offered: settle the unknown one by its id, create the others.
    await app.value('sandbox:set-running', { running: true });
    const retried = await app.value('installments:create', {
      ...plan,
      only: stopped.items
        .filter((i) => ['failed', 'skipped'].includes(i.outcome))
        .map((i) => i.number),
      unknown: stopped.items
        .filter((i) => i.outcome === 'unknown')
        .map((i) => ({ number: i.number, correlationId: i.correlationId! })),
    });
    expect(retried.items.map((i) => i.outcome)).toEqual(['not_requested', 'created', 'created']);
    if (second.outcome === 'unknown') {
      expect(retried.items[1]?.correlationId).toBe(second.correlationId);
    }
    expect(await app.value('outbox:list')).toEqual([]);

    const created = await boletosAtTheBankWith('CARNE2');
    expect(created.map((c) => c.reference).sort()).toEqual([
      'CARNE2-1/3',
      'CARNE2-2/3',
      'CARNE2-3/3',
    ]);
    expect(created.map((c) => c.amountCents)).toEqual([3_000, 3_000, 3_000]);
  });

  it('issues due-date Pix codes too', async () => {
    const result = await app.value('installments:create', {
      kind: 'pix-due-date',
      count: 2,
      totalCents: 5_001,
      firstDueDate: first,
      yourNumber: 'PIX',
      description: 'Mensalidade',
      payer: ANA,
    });
    expect(result.items.map((i) => i.outcome)).toEqual(['created', 'created']);
    const codes = await Promise.all(
      result.items.map((i) => app.value('pix:get', { correlationId: i.correlationId! })),
    );
    expect(codes.map((c) => [c.dueDate, c.amountCents])).toEqual([
      [first, 2_500],
      [addMonthsClamped(first, 1), 2_501],
    ]);
  });
});
