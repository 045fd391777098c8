import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { outboxRepo, type OutboxRepo } from '../../../main/cache/outbox/outbox-repo.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import type { PixDueDateInput, PixTaxes } from '../../../preload/contract/index.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';

// Pix QR codes through the bridge: real core, real local sandbox over HTTPS (mutual TLS on
// /v1/pix), real SQLite cache. Refused input names its field and leaves nothing behind;
// amounts due are the domain's, and the sandbox takes exactly them.

const today = todayInSaoPaulo();
const PAYER = { name: 'Mercearia Boa Vista Ltda', document: '11.222.333/0001-81' };

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
});
afterAll(async () => app?.close());

async function counts() {
  const totals = await app.value('charges:totals', {});
  const pix = totals.byKind.filter((k) => k.kind !== 'boleto').reduce((n, k) => n + k.count, 0);
  const outbox = await app.value('outbox:list', {});
  return { pix, outbox: outbox.length };
}

/** A due-date code due in five days, with fine, interest and two discount bands. */
const TAXES: PixTaxes = {
  discount: {
    mode: 'bands',
    type: 'FIXED_AMOUNT',
    bands: [
      { date: addDays(today, 1), value: 5_000 },
      { date: addDays(today, 3), value: 2_000 },
    ],
  },
  fine: { type: 'PERCENTAGE', percent: 2 },
  interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 },
};

function dueDateInput(overrides: Partial<PixDueDateInput> = {}): PixDueDateInput {
  return {
    amountCents: 120_000,
    dueDate: addDays(today, 5),
    payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
    address: { cityName: 'Campinas', zipCode: '13010-111', state: 'SP' },
    description: 'Revisão 40 mil km',
    taxes: TAXES,
    ...overrides,
  };
}

describe('an immediate Pix QR code', () => {
  it('is created with the defaults, shown with its PNG, cached without it', async () => {
    const before = await counts();
    const started = Date.now();
    const view = await app.value('pix:create-immediate', {
      amountCents: 4_990,
      description: 'Pedido 8812',
    });
    expect(view).toMatchObject({
      kind: 'immediate',
      status: 'ACTIVE',
      amountCents: 4_990,
      originalAmountCents: 4_990,
      description: 'Pedido 8812',
      dueDate: null,
      payer: null,
      taxes: null,
      splitInstructions: [],
      payment: null,
    });
    expect(view.payloadPix).toMatch(/^000201/);
    expect(view.imageDataUrl).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    // One day after its creation, the service's default; created during the call.
    expect(Date.parse(view.expiresAt) - Date.parse(view.createdAt)).toBe(86_400_000);
    expect(Date.parse(view.createdAt)).toBeGreaterThanOrEqual(started);
    expect(Date.parse(view.createdAt)).toBeLessThanOrEqual(Date.now());

    expect(await counts()).toEqual({ pix: before.pix + 1, outbox: 0 });
    const cached = await app.value('pix:get', { correlationId: view.correlationId });
    expect(cached).toEqual({ ...view, imageDataUrl: null });
  });

  it('keeps the payer that alone may pay it', async () => {
    const view = await app.value('pix:create-immediate', {
      amountCents: 25_000,
      payer: { ...PAYER, validate: true },
    });
    expect(view.payer).toEqual({ name: PAYER.name, document: '11222333000181' });

    const stranger = await app.call('pix:simulate-payment', {
      correlationId: view.correlationId,
      payer: { name: 'Outra Pessoa', document: '390.533.447-05' },
    });
    expect(!stranger.ok && stranger.error.code).toBe('rejected');

    const paid = await app.value('pix:simulate-payment', { correlationId: view.correlationId });
    expect(paid.status).toBe('CONCLUDED');
    const row = (await app.value('charges:list', { filters: { search: 'Boa Vista' } })).items.find(
      (r) => r.id === view.correlationId,
    );
    expect(row).toMatchObject({ state: 'paid', paidAmountCents: 25_000 });
    expect(row?.paidAt).toEqual(expect.any(String));

    const again = await app.call('pix:simulate-payment', { correlationId: view.correlationId });
    expect(!again.ok && again.error.key).toBe('error.pix.not_payable');
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'splits over half of the charge',
      {
        amountCents: 10_000,
        splitInstructions: [
          { type: 'FIXED', accountNumber: '12345-6', amountCents: 3_000 },
          { type: 'PERCENTAGE', accountNumber: '65432-1', percent: 25 },
        ],
      },
      'splitInstructions',
      'v.split.over_half',
    ],
    [
      'splits on a charge of R$ 1,00',
      {
        amountCents: 100,
        splitInstructions: [{ type: 'PERCENTAGE', accountNumber: '12345-6', percent: 10 }],
      },
      'amountCents',
      'v.split.min_charge',
    ],
    [
      "payer's check digits",
      { amountCents: 1_000, payer: { name: 'Ana', document: '529.982.247-24' } },
      'payer.document',
      'v.document.check_digits',
    ],
    ['zero amount', { amountCents: 0 }, 'amountCents', 'v.money.positive'],
    [
      'expiry under a minute',
      { amountCents: 1_000, expiresInSeconds: 30 },
      'expiresInSeconds',
      'v.expires.range',
    ],
  ];

  it.each(refusals)('refuses %s on its field and writes nothing', async (_n, input, field, key) => {
    const before = await counts();
    const result = await app.call('pix:create-immediate', input as never);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('validation');
    expect(result.error.fields?.[field]?.map((m) => m.key)).toContain(key);
    expect(await counts()).toEqual(before);
  });

  it('takes splits of exactly half of the charge', async () => {
    const view = await app.value('pix:create-immediate', {
      amountCents: 10_000,
      splitInstructions: [
        { type: 'FIXED', accountNumber: '12345-6', amountCents: 2_500 },
        { type: 'PERCENTAGE', accountNumber: '65432-1', percent: 25 },
      ],
    });
    expect(view.splitInstructions).toEqual([
      { type: 'FIXED', accountNumber: '12345-6', amountCents: 2_500 },
      { type: 'PERCENTAGE', accountNumber: '65432-1', percent: 25 },
    ]);
  });

  it("maps the service's refusal onto the form's field and writes nothing", async () => {
    // Our schema takes four decimals in a percentage; the service's splits take two.
    const before = await counts();
    const result = await app.call('pix:create-immediate', {
      amountCents: 10_000,
      splitInstructions: [{ type: 'PERCENTAGE', accountNumber: '12345-6', percent: 2.125 }],
    });
    expect(!result.ok && result.error.code).toBe('validation');
    expect(!result.ok && result.error.fields?.['splitInstructions.0.percent']?.[0]?.key).toBe(
      'v.service',
    );
    expect(await counts()).toEqual(before);
  });
});

describe('a due-date Pix QR code', () => {
  it('is created with fine, interest and two discount bands, as sent', async () => {
    const before = await counts();
    const view = await app.value('pix:create-due-date', dueDateInput());
    expect(view).toMatchObject({
      kind: 'due-date',
      status: 'ACTIVE',
      amountCents: 120_000,
      originalAmountCents: 120_000,
      dueDate: addDays(today, 5),
      maxDaysOverdue: 30,
      description: 'Revisão 40 mil km',
      taxes: TAXES,
      payment: null,
    });
    expect(view.payer?.name).toBe('Oficina Mecânica Silva');
    // The service masks the payer's document in its answer; the app sent it, so it shows it.
    expect(view.payer?.document).toBe('52998224725');
    expect(view.imageDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await counts()).toEqual({ pix: before.pix + 1, outbox: 0 });
    expect(
      await app.value('pix:get', { correlationId: view.correlationId, refresh: true }),
    ).toEqual({ ...view, imageDataUrl: null, syncedAt: expect.any(String) });
  });

  it('keeps the payer CNPJ it sent in full through refreshes and a sync, though the service masks it', async () => {
    const view = await app.value('pix:create-due-date', dueDateInput({ payer: PAYER }));
    expect(view.payer?.document).toBe('11222333000181');
    const refreshed = await app.value('pix:get', {
      correlationId: view.correlationId,
      refresh: true,
    });
    expect(refreshed.payer?.document).toBe('11222333000181');
    await app.value('pix:refresh-open');
    await app.value('sync:start', { full: true });
    await untilSynced(app);
    const synced = await app.value('pix:get', { correlationId: view.correlationId });
    expect(synced.payer?.document).toBe('11222333000181');
  });

  it('previews what is due before, on and after the due date', async () => {
    const input = dueDateInput();
    const [early, band2, onDue, late, expired] = await app.value('pix:preview-due-date', {
      amountCents: input.amountCents,
      dueDate: input.dueDate,
      maxDaysOverdue: 10,
      taxes: input.taxes,
      dates: [today, addDays(today, 2), addDays(today, 5), addDays(today, 8), addDays(today, 16)],
    });
    expect(early).toMatchObject({
      date: today,
      payable: true,
      discountCents: 5_000,
      totalCents: 115_000,
    });
    expect(band2).toMatchObject({ discountCents: 2_000, totalCents: 118_000 });
    expect(onDue).toMatchObject({
      discountCents: 0,
      fineCents: 0,
      interestCents: 0,
      totalCents: 120_000,
    });
    // 2 % fine; 1 % a month for 3 days: 1200.00 × 1 % × 3 / 30 = 1.20.
    expect(late).toMatchObject({
      payable: true,
      daysLate: 3,
      fineCents: 2_400,
      interestCents: 120,
      totalCents: 122_520,
    });
    expect(expired).toMatchObject({ payable: false, daysLate: 11 });
  });

  it('refuses in the preview what the domain refuses, on the form fields', async () => {
    const result = await app.call('pix:preview-due-date', {
      amountCents: 10_000,
      dueDate: addDays(today, 5),
      taxes: {
        discount: {
          mode: 'bands',
          type: 'PERCENTAGE',
          bands: [{ date: addDays(today, 7), value: 5 }],
        },
        interest: { type: 'PERCENTAGE_PER_DAY_CALENDAR_DAY', value: 0.12345 },
      },
      dates: [today],
    });
    expect(!result.ok && result.error.code).toBe('validation');
    if (result.ok) return;
    expect(result.error.fields?.['taxes.discount.bands.0.date']?.[0]?.key).toBe(
      'v.discount.after_due',
    );
    expect(result.error.fields?.['taxes.interest.value']?.[0]?.key).toBe('v.percent.decimals');
  });

  it('refuses a band on the due date and a fixed band value in fractions of a cent', async () => {
    const before = await counts();
    const onDue = await app.call(
      'pix:create-due-date',
      dueDateInput({
        taxes: {
          discount: {
            mode: 'bands',
            type: 'FIXED_AMOUNT',
            bands: [
              { date: addDays(today, 1), value: 10.5 },
              { date: addDays(today, 5), value: 100 },
            ],
          },
        },
      }),
    );
    expect(!onDue.ok && onDue.error.code).toBe('validation');
    if (onDue.ok) return;
    expect(onDue.error.fields?.['taxes.discount.bands.1.date']?.[0]?.key).toBe(
      'v.discount.after_due',
    );
    const fraction = await app.call(
      'pix:create-due-date',
      dueDateInput({
        taxes: {
          discount: {
            mode: 'bands',
            type: 'FIXED_AMOUNT',
            bands: [{ date: addDays(today, 1), value: 10.5 }],
          },
        },
      }),
    );
    expect(!fraction.ok && fraction.error.fields?.['taxes.discount.bands.0.value']?.[0]?.key).toBe(
      'v.money.integer',
    );
    expect(await counts()).toEqual(before);
  });

  it("maps the service's refusal of a fixed discount onto its band", async () => {
    // Ours: a fixed band is below the amount; the service's (sandbox) rule is the same, but
    // only it knows the amount after the rebate — here the rebate makes the band too large.
    const result = await app.call(
      'pix:create-due-date',
      dueDateInput({
        amountCents: 10_000,
        taxes: {
          rebate: { type: 'FIXED_AMOUNT', cents: 6_000 },
          discount: {
            mode: 'bands',
            type: 'FIXED_AMOUNT',
            bands: [{ date: addDays(today, 1), value: 5_000 }],
          },
        },
      }),
    );
    expect(!result.ok && result.error.code).toBe('validation');
    if (result.ok) return;
    expect(result.error.fields?.['taxes.discount.bands.0.value']?.[0]?.key).toBe('v.service');
  });

  it('is paid after its due date exactly what the preview says, and concludes', async () => {
    const view = await app.value(
      'pix:create-due-date',
      dueDateInput({ description: 'Pago atrasado' }),
    );
    const paymentDate = addDays(today, 8);
    const [due] = await app.value('pix:preview-due-date', {
      amountCents: view.originalAmountCents,
      dueDate: view.dueDate!,
      maxDaysOverdue: view.maxDaysOverdue!,
      taxes: view.taxes!,
      dates: [paymentDate],
    });
    expect(due?.fineCents).toBeGreaterThan(0);
    expect(due?.interestCents).toBeGreaterThan(0);

    const paid = await app.value('pix:simulate-payment', {
      correlationId: view.correlationId,
      paymentDate,
    });
    expect(paid.status).toBe('CONCLUDED');
    expect(paid.payment?.amountCents).toBe(due?.totalCents);
    expect(paid.payment?.endToEndId).toMatch(/^E/);

    const row = (await app.value('charges:list', { filters: { search: 'Pago atrasado' } })).items;
    expect(row).toEqual([
      expect.objectContaining({
        id: view.correlationId,
        kind: 'pix-due-date',
        state: 'paid',
        serviceStatus: 'CONCLUDED',
        amountCents: 120_000,
        paidAmountCents: due?.totalCents,
      }),
    ]);
  });

  it('is paid early with the band of the day', async () => {
    const view = await app.value('pix:create-due-date', dueDateInput());
    const paid = await app.value('pix:simulate-payment', {
      correlationId: view.correlationId,
      paymentDate: addDays(today, 2),
    });
    expect(paid.payment?.amountCents).toBe(118_000);
  });

  it('is not paid past its deadline', async () => {
    const view = await app.value('pix:create-due-date', dueDateInput({ maxDaysOverdue: 2 }));
    const result = await app.call('pix:simulate-payment', {
      correlationId: view.correlationId,
      paymentDate: addDays(today, 8),
    });
    expect(!result.ok && result.error).toMatchObject({
      code: 'rejected',
      key: 'error.pix.not_payable',
      params: { deadline: addDays(today, 7) },
    });
    expect((await app.value('pix:get', { correlationId: view.correlationId })).status).toBe(
      'ACTIVE',
    );
  });
});

describe('the charges list', () => {
  it('shows boletos and Pix codes together, filtered, searched and totalled', async () => {
    const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'MIX-4411' }));
    const immediate = await app.value('pix:create-immediate', {
      amountCents: 7_700,
      description: 'MIX-4412 balcão',
    });
    const due = await app.value('pix:create-due-date', dueDateInput({ description: 'MIX-4413' }));

    const all = await app.value('charges:list', { filters: { search: 'MIX' }, limit: 500 });
    expect(new Set(all.items.map((r) => r.id))).toEqual(
      new Set([boleto.correlationId, immediate.correlationId, due.correlationId]),
    );
    expect(all.items.find((r) => r.id === boleto.correlationId)).toMatchObject({
      kind: 'boleto',
      state: 'open',
      reference: 'MIX-4411',
    });
    expect(all.items.find((r) => r.id === due.correlationId)).toMatchObject({
      kind: 'pix-due-date',
      dueDate: addDays(today, 5),
      payerName: 'Oficina Mecânica Silva',
    });

    const pixOnly = await app.value('charges:list', {
      filters: { search: 'MIX', kinds: ['pix-immediate', 'pix-due-date'] },
    });
    expect(pixOnly.items.map((r) => r.kind).sort()).toEqual(['pix-due-date', 'pix-immediate']);

    const byPayer = await app.value('charges:list', { filters: { search: 'oficina mecanica' } });
    expect(byPayer.items.map((r) => r.id)).toContain(due.correlationId);

    const cheap = await app.value('charges:list', {
      filters: { search: 'MIX', amountMaxCents: 10_000 },
    });
    expect(cheap.items.map((r) => r.id)).toEqual([immediate.correlationId]);

    const byDue = await app.value('charges:list', {
      filters: { search: 'MIX', dueFrom: addDays(today, 5), dueTo: addDays(today, 5) },
    });
    expect(byDue.items.map((r) => r.id)).toEqual([due.correlationId]);

    const totals = await app.value('charges:totals', { filters: { search: 'MIX' } });
    expect(totals.count).toBe(3);
    expect(totals.amountCents).toBe(boleto.amountCents + 7_700 + 120_000);
    expect(totals.byKind).toEqual([
      { kind: 'boleto', count: 1, amountCents: boleto.amountCents },
      { kind: 'pix-immediate', count: 1, amountCents: 7_700 },
      { kind: 'pix-due-date', count: 1, amountCents: 120_000 },
    ]);

    const paid = await app.value('charges:list', { filters: { states: ['paid'], search: 'MIX' } });
    expect(paid.items).toEqual([]);
  });
});

describe('offline', () => {
  it('shows the cached copy and refuses to refresh or create, leaving nothing behind', async () => {
    const view = await app.value('pix:create-due-date', dueDateInput({ description: 'Offline' }));
    await app.value('sandbox:set-running', { running: false });
    try {
      expect((await app.value('sync:status', {})).online).toBe(false);
      const shown = await app.value('pix:get', { correlationId: view.correlationId });
      expect(shown).toEqual({ ...view, imageDataUrl: null });
      const refreshed = await app.call('pix:get', {
        correlationId: view.correlationId,
        refresh: true,
      });
      expect(!refreshed.ok && refreshed.error.code).toBe('offline');

      const refresh = await app.call('pix:refresh-open', {});
      expect(!refresh.ok && refresh.error.code).toBe('offline');

      const before = await counts();
      const created = await app.call('pix:create-immediate', { amountCents: 1_000 });
      expect(!created.ok && created.error.code).toBe('offline');
      expect(await counts()).toEqual(before);
    } finally {
      await app.value('sandbox:set-running', { running: true });
    }
    const { refreshed } = await app.value('pix:refresh-open', {});
    expect(refreshed).toBeGreaterThanOrEqual(1);
    expect((await app.value('sync:status', {})).online).toBe(true);
  });

  it('reads a code it does not have only if it is a due-date code; otherwise not found', async () => {
    const missing = await app.call('pix:get', {
      correlationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(!missing.ok && missing.error).toMatchObject({
      code: 'not_found',
      key: 'error.pix.not_found',
    });
  });
});

describe('refreshing open codes', () => {
  it('reads every open code again and learns what the bank did', async () => {
    const immediate = await app.value('pix:create-immediate', { amountCents: 3_300 });
    const due = await app.value('pix:create-due-date', dueDateInput());
    const { refreshed } = await app.value('pix:refresh-open', {});
    const open = (
      await app.value('charges:totals', {
        filters: { states: ['open'], kinds: ['pix-immediate', 'pix-due-date'] },
      })
    ).count;
    expect(refreshed).toBe(open);

    // Paid behind the app's back: the simulator pays, and the next refresh shows it.
    await app.value('pix:simulate-payment', { correlationId: immediate.correlationId });
    await app.value('pix:simulate-payment', { correlationId: due.correlationId });
    await app.value('pix:refresh-open', {});
    expect((await app.value('pix:get', { correlationId: immediate.correlationId })).status).toBe(
      'CONCLUDED',
    );
    expect(
      (await app.value('pix:get', { correlationId: due.correlationId })).payment?.amountCents,
    ).toBe(115_000);
  });
});

describe('the outbox of Pix codes', () => {
  let db: CacheDb;
  let outbox: OutboxRepo;

  beforeAll(() => {
    // A second connection to the profile's cache (WAL), to put entries in the states the
    // network tests reach the hard way (unknown-outcome tests).
    db = openCache(join(app.userDataDir, 'profiles', 'local-sandbox', 'cache.sqlite'));
    outbox = outboxRepo(db);
  });
  afterAll(() => db?.close());

  function intent(
    kind: 'boleto:create' | 'pix:create-immediate' | 'pix:create-due-date',
    payload: unknown = {},
  ) {
    return outbox.recordIntent({
      kind,
      identity: randomUUID(),
      payload,
      summary: { amountCents: 1_000, label: 'Teste', dated: { meaning: 'due-date', date: today } },
    });
  }

  it('cannot check an unknown immediate code, and lets it be discarded', async () => {
    const entry = intent('pix:create-immediate');
    outbox.markState(entry.id, 'unknown');
    const resolved = await app.call('outbox:resolve', { id: entry.id });
    expect(!resolved.ok && resolved.error).toMatchObject({
      code: 'unknown_outcome',
      key: 'error.pix.unknown_outcome_immediate',
    });
    expect((await app.value('outbox:list', {})).find((e) => e.id === entry.id)?.state).toBe(
      'unknown',
    );
    expect(await app.value('outbox:discard', { id: entry.id })).toEqual({ done: true });
    expect((await app.value('outbox:list', {})).map((e) => e.id)).not.toContain(entry.id);
  });

  it('discards a failed entry of any kind, never an unknown boleto or due-date code', async () => {
    const failed = intent('boleto:create');
    outbox.markState(failed.id, 'failed', { code: 'rejected', message: 'refused' });
    expect(await app.value('outbox:discard', { id: failed.id })).toEqual({ done: true });

    for (const kind of ['boleto:create', 'pix:create-due-date'] as const) {
      const unknown = intent(kind);
      outbox.markState(unknown.id, 'unknown');
      const refused = await app.call('outbox:discard', { id: unknown.id });
      expect(!refused.ok && refused.error).toMatchObject({
        code: 'rejected',
        key: 'error.outbox.not_discardable',
      });
      outbox.deleteIntent(unknown.id);
    }
    const sending = intent('pix:create-immediate');
    const refused = await app.call('outbox:discard', { id: sending.id });
    expect(!refused.ok && refused.error.key).toBe('error.outbox.not_discardable');
    outbox.deleteIntent(sending.id);

    const gone = await app.call('outbox:discard', { id: 'no-such-entry' });
    expect(!gone.ok && gone.error.code).toBe('not_found');
  });

  it('resolves an unknown due-date code the bank never saw by sending the same request once', async () => {
    const correlationId = randomUUID();
    const request = {
      correlationId,
      amount: 321.5,
      dueDate: addDays(today, 9),
      payer: { name: 'Cliente Recuperado', document: '52998224725' },
      address: { cityName: 'Recife', zipCode: '50010000', state: 'PE' },
      formatResponse: 'PAYLOAD_AND_QRCODE',
      maxDaysOverdue: 30,
    };
    const entry = outbox.recordIntent({
      kind: 'pix:create-due-date',
      identity: correlationId,
      payload: request,
      summary: {
        amountCents: 32_150,
        label: 'Cliente Recuperado',
        dated: { meaning: 'due-date', date: request.dueDate },
      },
    });
    outbox.markState(entry.id, 'unknown');

    const resolved = await app.value('outbox:resolve', { id: entry.id });
    expect(resolved).toMatchObject({ identity: correlationId, state: 'done' });
    expect((await app.value('outbox:list', {})).map((e) => e.id)).not.toContain(entry.id);
    const code = await app.value('pix:get', { correlationId });
    expect(code).toMatchObject({ kind: 'due-date', amountCents: 32_150, dueDate: request.dueDate });

    // Once created, a second resolve of the same request would read it back, not create it.
    const again = outbox.recordIntent({
      kind: 'pix:create-due-date',
      identity: correlationId,
      payload: request,
      summary: {
        amountCents: 32_150,
        label: 'Cliente Recuperado',
        dated: { meaning: 'due-date', date: request.dueDate },
      },
    });
    const read = await app.value('outbox:resolve', { id: again.id });
    expect(read.state).toBe('done');
    expect((await app.value('pix:get', { correlationId })).transactionId).toBe(code.transactionId);
  });
});

describe('a write interrupted by a stopped app', () => {
  it('is unknown when the profile opens again', async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), 'balcao-app-'));
    try {
      const first = await startApp({ userDataDir });
      await untilSynced(first);
      const db = openCache(join(userDataDir, 'profiles', 'local-sandbox', 'cache.sqlite'));
      const entry = outboxRepo(db).recordIntent({
        kind: 'pix:create-due-date',
        identity: randomUUID(),
        payload: {},
        summary: {
          amountCents: 1_000,
          label: 'Interrompido',
          dated: { meaning: 'due-date', date: today },
        },
      });
      db.close();
      await first.close();

      const second = await startApp({ userDataDir });
      try {
        expect(await second.value('outbox:list', {})).toEqual([
          expect.objectContaining({
            id: entry.id,
            state: 'unknown',
            lastError: expect.objectContaining({
              code: 'unknown_outcome',
              key: 'error.unknown_outcome',
            }),
          }),
        ]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});
