import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoSupplierBoletoView } from '../../../preload/contract/index.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Paying a supplier's boleto through the bridge, against the real local sandbox over HTTPS: the
// check digits here, the bank's read, the amount typed twice, the one write pipeline, and
// what follows — the Sent list, the receipt, the statement, the activity log and the day's limit.

/** One digit of a line changed: what a slip misread or mistyped looks like. */
function mistyped(line: string, at: number): string {
  return line.slice(0, at) + String((Number(line[at]) + 1) % 10) + line.slice(at + 1);
}

describe.skipIf(keyringMissing)('paying a supplier’s boleto on the local sandbox', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    await app.value('limits:set', { perTransferCents: null, perDayCents: null });
  });

  async function demo(trait: DemoSupplierBoletoView['trait']): Promise<DemoSupplierBoletoView> {
    const suppliers = await app.value('bill-payments:demo-suppliers', {});
    return suppliers.find((s) => s.trait === trait)!;
  }

  it('names the block whose check digit is wrong, before the bank is asked', async () => {
    const { digitableLine } = await demo('discount');
    const cases: [number, string, Record<string, string | number>][] = [
      [2, 'v.boleto_code.block', { block: 1 }],
      [12, 'v.boleto_code.block', { block: 2 }],
      [25, 'v.boleto_code.block', { block: 3 }],
      [40, 'v.boleto_code.general', {}],
    ];
    for (const [at, key, params] of cases) {
      const result = await app.call('bill-payments:read', { code: mistyped(digitableLine, at) });
      expect(!result.ok && result.error.code, key).toBe('validation');
      const message = !result.ok ? result.error.fields?.['code']?.[0] : undefined;
      expect(message?.key, `digit ${at}`).toBe(key);
      expect(message?.params, `digit ${at}`).toMatchObject(params);
    }
    const short = await app.call('bill-payments:read', { code: digitableLine.slice(0, 40) });
    expect(!short.ok && short.error.fields?.['code']?.[0]).toEqual({
      key: 'v.boleto_code.length',
      params: { count: 40 },
    });
  });

  it('reads what the boleto asks today, and pays it once with the amount typed twice', async () => {
    const boleto = await demo('discount');
    const dotted = `${boleto.digitableLine.slice(0, 5)}.${boleto.digitableLine.slice(5, 10)} ${boleto.digitableLine.slice(10)}`;
    const read = await app.value('bill-payments:read', { code: dotted });
    expect(read).toMatchObject({
      digitableLine: boleto.digitableLine,
      beneficiary: {
        name: 'Atacado Bom Preco Ltda',
        tradeName: 'Bom Preco Atacado',
        document: '**.445.566/0001-**',
      },
      charge: {
        dueDate: boleto.dueDate,
        originalAmountCents: 125_000,
        discountCents: 2_500,
        fineCents: 0,
        interestCents: 0,
        totalCents: 122_500,
      },
      otherAmount: null,
      notPayable: null,
    });

    const unconfirmed = await app.call('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 122_500,
      confirmAmountCents: 125_000,
    });
    expect(!unconfirmed.ok && unconfirmed.error.fields?.['confirmAmountCents']?.[0]?.key).toBe(
      'v.bill_payment.confirm_mismatch',
    );
    const face = await app.call('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 125_000,
      confirmAmountCents: 125_000,
    });
    expect(!face.ok && face.error.fields?.['amountCents']?.[0]).toEqual({
      key: 'v.bill_payment.amount_fixed',
      params: { amountCents: 122_500 },
    });
    expect(await app.value('payments:list-sent', {})).toEqual([]);

    const usedBefore = (await app.value('limits:get', {})).usedTodayCents;
    const paid = await app.value('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 122_500,
      confirmAmountCents: 122_500,
      description: 'Nota 4471',
    });
    expect(paid).toMatchObject({
      kind: 'boleto',
      status: 'COMPLETED',
      amountCents: 122_500,
      receiverName: 'Atacado Bom Preco Ltda',
      receiverKey: boleto.digitableLine,
      description: 'Nota 4471',
      endToEndId: '',
    });
    expect((await app.value('limits:get', {})).usedTodayCents - usedBefore).toBe(122_500);

    // Read once, paid once: paying again needs a new read, which says it is paid.
    const twice = await app.call('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 122_500,
      confirmAmountCents: 122_500,
    });
    expect(!twice.ok && twice.error.key).toBe('error.bill_payment.read_again');
    const again = await app.value('bill-payments:read', { code: read.barCode });
    expect(again.notPayable).toBe('paid');
    const refused = await app.call('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 122_500,
      confirmAmountCents: 122_500,
    });
    expect(!refused.ok && refused.error.key).toBe('error.bill_payment.not_payable.paid');

    // In the Sent list (by the line), its receipt, the activity log and the statement.
    const sent = await app.value('payments:list-sent', { search: boleto.digitableLine });
    expect(sent.map((p) => [p.id, p.kind])).toEqual([[paid.id, 'boleto']]);
    const receipt = await app.value('bill-payments:get', { id: paid.id });
    expect(receipt).toMatchObject({
      payment: { id: paid.id, amountCents: 122_500 },
      boleto: {
        digitableLine: boleto.digitableLine,
        barCode: read.barCode,
        beneficiaryTradeName: 'Bom Preco Atacado',
        charge: { discountCents: 2_500, totalCents: 122_500 },
      },
    });
    const activity = await app.value('activity:list', {});
    expect(activity.find((a) => a.amountCents === 122_500)).toMatchObject({
      kind: 'payment:boleto',
      result: 'sent',
      label: 'Atacado Bom Preco Ltda',
    });
    const statement = await app.value('statement:list', {
      filters: { kinds: ['boleto-payment'] },
    });
    expect(statement.lines).toHaveLength(1);
    expect(statement.lines[0]).toMatchObject({
      id: `payment:${paid.id}`,
      direction: 'out',
      amountCents: 122_500,
      effectCents: -122_500,
      status: 'completed',
      origin: 'app',
      counterpartyName: 'Atacado Bom Preco Ltda',
      reference: boleto.digitableLine,
      endToEndId: null,
    });
  });

  it('takes another amount within the range a boleto allows', async () => {
    const boleto = await demo('partial');
    const read = await app.value('bill-payments:read', { code: boleto.digitableLine });
    expect(read.otherAmount).toEqual({ minCents: 5_000, maxCents: 200_000 });
    const below = await app.call('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 4_999,
      confirmAmountCents: 4_999,
    });
    expect(!below.ok && below.error.fields?.['amountCents']?.[0]?.key).toBe(
      'v.bill_payment.amount_range',
    );
    const paid = await app.value('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 30_000,
      confirmAmountCents: 30_000,
    });
    expect(paid).toMatchObject({ status: 'COMPLETED', amountCents: 30_000 });
  });

  it('shows the magic amount’s payment failed, with the bank’s reason, moving nothing', async () => {
    const boleto = await demo('fails');
    const read = await app.value('bill-payments:read', { code: boleto.digitableLine });
    const paid = await app.value('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 1_313,
      confirmAmountCents: 1_313,
    });
    expect(paid).toMatchObject({ kind: 'boleto', status: 'FAILED' });
    expect(paid.failureReason).toMatch(/13,13/);
    const line = (
      await app.value('statement:list', { filters: { kinds: ['boleto-payment'] } })
    ).lines.find((l) => l.id === `payment:${paid.id}`);
    expect(line).toMatchObject({ status: 'failed', effectCents: 0 });
    // The boleto is still open at the bank: it may be paid again.
    expect((await app.value('bill-payments:read', { code: boleto.digitableLine })).notPayable).toBe(
      null,
    );
  });

  it('refuses an amount over the owner’s limit, and any payment while the bank is unreachable', async () => {
    const boleto = await demo('overdue');
    const read = await app.value('bill-payments:read', { code: boleto.digitableLine });
    const total = read.charge.totalCents;
    expect(read.charge.fineCents).toBeGreaterThan(0);
    expect(read.charge.interestCents).toBeGreaterThan(0);

    await app.value('limits:set', { perTransferCents: total - 1, perDayCents: null });
    const over = await app.call('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: total,
      confirmAmountCents: total,
    });
    expect(!over.ok && over.error.key).toBe('error.limit.exceeded');
    expect(!over.ok && over.error.fields?.['amountCents']?.[0]?.key).toBe('v.limit.per_transfer');
    await app.value('limits:set', { perTransferCents: null, perDayCents: null });

    await app.value('sandbox:set-running', { running: false });
    try {
      const offline = await app.call('bill-payments:pay', {
        barCode: read.barCode,
        amountCents: total,
        confirmAmountCents: total,
      });
      expect(!offline.ok && offline.error.code).toBe('offline');
      expect(await app.value('outbox:list', {})).toEqual([]);
    } finally {
      await app.value('sandbox:set-running', { running: true });
    }
    expect((await app.value('bill-payments:read', { code: read.barCode })).notPayable).toBe(null);
  });

  it('pays a boleto the account issued: after a sync the charge is paid', async () => {
    const view = await app.value('boletos:create', validBoleto({ yourNumber: 'NF-PROPRIA' }));
    const read = await app.value('bill-payments:read', { code: view.digitableLine });
    expect(read.charge.totalCents).toBe(25_990);
    await app.value('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 25_990,
      confirmAmountCents: 25_990,
    });
    const finished = app.nextEvent('sync:finished');
    await app.value('sync:start', {});
    await finished;
    // As this computer has it after the sync, not read from the bank now.
    const boleto = await app.value('boletos:get', {
      correlationId: view.correlationId,
      refresh: false,
    });
    expect(boleto.status).toBe('Paid');
  });
});

describe.skipIf(keyringMissing)('a boleto payment whose answer is lost', () => {
  let running: AppOnFaultyBank | undefined;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
  });
  afterAll(async () => {
    await running?.close();
  });
  afterEach(() => running?.network.heal());

  it('is kept with its key, and checking it sends the same request: paid exactly once', async () => {
    const { app, network, bankDb, cacheFile } = running!;
    const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'NF-PERDIDA' }));
    const read = await app.value('bill-payments:read', { code: boleto.digitableLine });
    // The bank pays, the answer is lost, and the network stays down: the app's own same-key
    // resend cannot get through either.
    network.failNext({
      method: 'POST',
      path: '/baas/api/v1/bill-payments',
      fault: 'lose-response',
      thenOffline: true,
    });
    const lost = await app.call('bill-payments:pay', {
      barCode: read.barCode,
      amountCents: 25_990,
      confirmAmountCents: 25_990,
    });
    expect(!lost.ok && lost.error.code).toBe('unknown_outcome');
    expect(!lost.ok && lost.error.key).toBe('error.bill_payment.unknown_outcome');
    const [entry] = await app.value('outbox:list', {});
    expect(entry).toMatchObject({
      kind: 'payment:boleto',
      state: 'unknown',
      presentation: { words: 'bill-payment', opens: { screen: 'sent' } },
      actions: { check: true, discard: false },
    });
    const paidAtBank = () =>
      bankDb
        .prepare('SELECT count(*) FROM bill_payments WHERE bar_code = ?')
        .pluck()
        .get(read.barCode);
    expect(paidAtBank()).toBe(1);
    // Money that may have left counts against the day while the outcome is open.
    expect((await app.value('limits:get', {})).usedTodayCents).toBeGreaterThanOrEqual(25_990);

    await network.heal();
    await app.value('outbox:resolve', { id: entry!.id });
    expect(await app.value('outbox:list', {})).toEqual([]);

    const posts = network.requests.filter(
      (r) => r.method === 'POST' && r.path === '/baas/api/v1/bill-payments',
    );
    // Sent twice with one key: the bank paid once and answered the second with that payment.
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toBe(posts[1]!.body);
    expect(posts[0]!.idempotencyKey).toBe(entry!.identity);
    expect(posts[1]!.idempotencyKey).toBe(entry!.identity);
    expect(paidAtBank()).toBe(1);

    const sent = await app.value('payments:list-sent', { search: read.digitableLine });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'boleto', status: 'COMPLETED', amountCents: 25_990 });
    const cache = new Database(cacheFile, { readonly: true });
    try {
      expect(cache.prepare('SELECT count(*) FROM sent_boletos').pluck().get()).toBe(1);
    } finally {
      cache.close();
    }
  });
});
