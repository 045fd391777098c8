import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';

// The boleto capability through the bridge: real core, real local sandbox over HTTPS with
// mutual TLS, real SQLite cache. Every refused input names its field, and a refused request
// leaves nothing in the cache or the outbox.

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
});
afterAll(async () => app?.close());

async function cacheCounts() {
  const totals = await app.value('charges:totals', { filters: { kinds: ['boleto'] } });
  const outbox = await app.value('outbox:list', {});
  return { boletos: totals.count, outbox: outbox.length };
}

describe('first run', () => {
  it('lands on the local sandbox with demo data already synced', async () => {
    const info = await app.value('app:get-info', {});
    expect(info.activeProfileId).toBe('local-sandbox');
    expect(info.locale).toBe('pt-BR');
    expect(info.profiles[0]?.kind).toBe('local-sandbox');
    const totals = await app.value('charges:totals', { filters: { kinds: ['boleto'] } });
    expect(totals.count).toBeGreaterThanOrEqual(30);
    // The demo data has boletos in every state.
    expect(totals.byState.filter((s) => s.count > 0).map((s) => s.state)).toEqual([
      'open',
      'paid',
      'expired',
      'cancelled',
    ]);
    expect(totals.amountCents).toBe(totals.byState.reduce((sum, s) => sum + s.amountCents, 0));
  });
});

describe('issuing a boleto', () => {
  it('creates it, caches it, and finds it by search', async () => {
    const before = await cacheCounts();
    const view = await app.value(
      'boletos:create',
      validBoleto({ type: 'BANKSLIP_PIX', yourNumber: 'PED-77123' }),
    );
    expect(view.status).toBe('Pending');
    expect(view.amountCents).toBe(25_990);
    expect(view.barCode).toMatch(/^\d{44}$/);
    expect(view.digitableLine).toMatch(/^\d{47}$/);
    expect(view.pixPayload).toMatch(/^000201/);
    expect(view.pixImageDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(view.payments).toEqual([]);

    const after = await cacheCounts();
    expect(after).toEqual({ boletos: before.boletos + 1, outbox: 0 });

    for (const search of ['PED-77123', 'Padaria', 'pão quen', '11222333']) {
      const page = await app.value('charges:list', { filters: { kinds: ['boleto'], search } });
      expect(
        page.items.map((i) => i.id),
        search,
      ).toContain(view.correlationId);
    }
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'CPF check digits',
      { payer: { name: 'Ana', document: '529.982.247-24' } },
      'payer.document',
      'v.document.check_digits',
    ],
    [
      'repeated CPF',
      { payer: { name: 'Ana', document: '111.111.111-11' } },
      'payer.document',
      'v.document.repeated',
    ],
    ['zero amount', { amountCents: 0 }, 'amountCents', 'v.money.positive'],
    ['past due date', { dueDate: '2020-01-10' }, 'dueDate', 'v.date.past'],
    ['impossible date', { dueDate: '2027-02-30' }, 'dueDate', 'v.date.invalid'],
    ['empty your number', { yourNumber: '' }, 'yourNumber', 'v.required'],
    ['wallet 121 without our number', { wallet: '121' }, 'ourNumber', 'v.our_number.required'],
    [
      'wallet 112 with our number',
      { wallet: '112', ourNumber: '123' },
      'ourNumber',
      'v.our_number.forbidden',
    ],
    [
      'bad e-mail',
      { payer: { name: 'Ana', document: '52998224725', email: 'ana@' } },
      'payer.email',
      'v.email',
    ],
    [
      'four discount bands',
      {
        discount: {
          type: 'FIXED',
          bands: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map((date) => ({
            date,
            amountCents: 100,
          })),
        },
        dueDate: '2027-01-10',
      },
      'discount.bands',
      'v.discount.too_many',
    ],
    [
      'discount band on the due date',
      {
        discount: { type: 'PERCENTAGE', bands: [{ date: '2027-01-10', percent: 5 }] },
        dueDate: '2027-01-10',
      },
      'discount.bands.0.date',
      'v.discount.after_due',
    ],
    [
      'fine above the amount',
      { lateFine: { type: 'FIXED', amountCents: 30_000 } },
      'lateFine.amountCents',
      'v.fine.too_large',
    ],
  ];

  it.each(refusals)(
    'refuses %s on its field and writes nothing',
    async (_name, change, field, key) => {
      const before = await cacheCounts();
      const result = await app.call('boletos:create', validBoleto(change) as never);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('validation');
      expect(result.error.fields?.[field]?.map((m) => m.key)).toContain(key);
      expect(await cacheCounts()).toEqual(before);
    },
  );

  it('maps a refusal by the service onto the form field and writes nothing', async () => {
    // The contract accepts the alphanumeric CNPJ (from July 2026); the service's boleto
    // endpoint takes digits only, and says so for $.payer.document.
    const before = await cacheCounts();
    const result = await app.call(
      'boletos:create',
      validBoleto({ payer: { name: 'Nova Empresa', document: '12.ABC.345/01DE-35' } }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('validation');
    expect(result.error.fields?.['payer.document']?.[0]?.key).toBe('v.service');
    expect(await cacheCounts()).toEqual(before);
  });
});

describe('a pending boleto', () => {
  it('changes due date, keeping its bar code, and refuses a past one', async () => {
    const created = await app.value('boletos:create', validBoleto({ yourNumber: 'DUE-1' }));
    const newDue = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const moved = await app.value('boletos:update-due-date', {
      correlationId: created.correlationId,
      dueDate: newDue,
    });
    expect(moved.dueDate.slice(0, 10)).toBe(newDue);
    expect(moved.barCode).toBe(created.barCode);
    expect(moved.digitableLine).toBe(created.digitableLine);

    const past = await app.call('boletos:update-due-date', {
      correlationId: created.correlationId,
      dueDate: '2021-05-05',
    });
    expect(!past.ok && past.error.fields?.['dueDate']?.[0]?.key).toBe('v.date.past');
  });

  it('is paid by a simulated boleto payment and then refuses changes', async () => {
    const created = await app.value('boletos:create', validBoleto({ yourNumber: 'SIM-1' }));
    const paid = await app.value('boletos:simulate-payment', {
      correlationId: created.correlationId,
      method: 'BANKSLIP',
    });
    expect(paid.status).toBe('Paid');
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]?.amountCents).toBe(created.amountCents);

    const listed = await app.value('charges:list', {
      filters: { kinds: ['boleto'], search: 'SIM-1', states: ['paid'] },
    });
    expect(listed.items.map((i) => i.id)).toEqual([created.correlationId]);

    const again = await app.call('boletos:update-due-date', {
      correlationId: created.correlationId,
      dueDate: created.dueDate.slice(0, 10),
    });
    expect(!again.ok && again.error.code).toBe('rejected');
  });

  it('pays a boleto with Pix by its Pix, and refuses Pix on a plain boleto', async () => {
    const withPix = await app.value(
      'boletos:create',
      validBoleto({ type: 'BANKSLIP_PIX', yourNumber: 'PIX-1' }),
    );
    const paid = await app.value('boletos:simulate-payment', {
      correlationId: withPix.correlationId,
      method: 'PIX',
    });
    expect(paid.status).toBe('Paid');

    const plain = await app.value('boletos:create', validBoleto({ yourNumber: 'PIX-2' }));
    const refused = await app.call('boletos:simulate-payment', {
      correlationId: plain.correlationId,
      method: 'PIX',
    });
    expect(!refused.ok && refused.error.code).toBe('rejected');
  });
});

describe('offline', () => {
  it('keeps list, search, totals and detail; refuses to issue without leaving anything', async () => {
    const created = await app.value('boletos:create', validBoleto({ yourNumber: 'OFF-1' }));
    await app.value('sandbox:set-running', { running: false });
    try {
      // Offline at once: pausing the bank is enough, no call has to fail first.
      expect((await app.value('sync:status', {})).online).toBe(false);
      const detail = await app.value('boletos:get', { correlationId: created.correlationId });
      expect(detail.correlationId).toBe(created.correlationId);
      // An asked-for refresh says the bank was not reached; it never passes the copy as fresh.
      const refreshed = await app.call('boletos:get', {
        correlationId: created.correlationId,
        refresh: true,
      });
      expect(!refreshed.ok && refreshed.error.code).toBe('offline');

      const found = await app.value('charges:list', {
        filters: { kinds: ['boleto'], search: 'OFF-1' },
      });
      expect(found.items).toHaveLength(1);

      const before = await cacheCounts();
      const refused = await app.call('boletos:create', validBoleto({ yourNumber: 'OFF-2' }));
      expect(!refused.ok && refused.error.code).toBe('offline');
      expect(await cacheCounts()).toEqual(before);
    } finally {
      await app.value('sandbox:set-running', { running: true });
    }
    const back = await app.value('boletos:get', {
      correlationId: created.correlationId,
      refresh: true,
    });
    expect(back.correlationId).toBe(created.correlationId);
    expect((await app.value('sync:status', {})).online).toBe(true);
  });
});

describe('the bridge', () => {
  it('refuses an unknown channel and malformed input as values, not throws', async () => {
    const unknown = await app.call('boletos:delete' as never);
    expect(!unknown.ok && unknown.error.code).toBe('validation');
    const malformed = await app.call('boletos:get', { correlationId: 42 } as never);
    expect(!malformed.ok && malformed.error.code).toBe('validation');
  });
});

describe('exporting', () => {
  it('exports exactly the filtered charges as CSV', async () => {
    const created = await app.value('boletos:create', validBoleto({ yourNumber: 'CSV-0001' }));
    const result = await app.value('charges:export-csv', {
      filters: { search: 'CSV-0001' },
    });
    expect(result.rows).toBe(1);
    expect(result.filename).toMatch(/^cobrancas-\d{4}-\d{2}-\d{2}\.csv$/);
    const [, line] = result.csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(line).toContain(created.correlationId);
    expect(line).toContain('259,90');

    const all = await app.value('charges:export-csv', {});
    const totals = await app.value('charges:totals', {});
    expect(all.rows).toBe(totals.count);
  });

  it('refuses to print from the browser transport, where the page prints itself', async () => {
    const result = await app.call('print:render', { route: '#/print/boleto/x', target: 'pdf' });
    expect(!result.ok && result.error.key).toBe('error.print.browser');
  });
});
