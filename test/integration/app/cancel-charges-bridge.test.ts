import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { FaultPlan } from '../../../main/sandbox/http/faults.ts';
import { connectToBank, startApp, type TestApp } from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { validBoleto } from '../../support/builders.ts';
import { keyringMissing } from '../vault/keyring-session.ts';

// Cancelling a charge through the bridge, on a provider-sandbox profile over mutual TLS (the
// keyring holds its API key): an open boleto or code is cancelled at the bank and shown so;
// a paid one is refused in the owner's words before anything is sent; a lost or garbled
// answer is settled by reading the record back, and the bank cancels it exactly once.

const VOID = /^\/baas\/v1\/charges\/[^/]+\/void$/;
const CANCEL_IMMEDIATE =
  /^\/baas\/api\/v2\/pix\/qrcode\/dynamic\/immediate-payment\/[^/]+\/cancel$/;
const CANCEL_DUE_DATE = /^\/baas\/api\/v2\/pix\/qrcode\/dynamic\/due-date\/[^/]+\/cancel$/;

describe.skipIf(keyringMissing)('cancelling a charge through the bridge', () => {
  const faults = new FaultPlan();
  let bank: TestBank;
  let app: TestApp;

  beforeAll(async () => {
    bank = await startBank({ faults });
    app = await startApp();
    await connectToBank(app, bank, { name: 'Banco (cancelamentos)' });
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
  });
  afterEach(() => {
    faults.clear();
    faults.hits.length = 0;
  });

  const boletoAtBank = (correlationId: string) =>
    bank.db
      .prepare('SELECT status FROM boletos WHERE correlation_id = ?')
      .pluck()
      .get(correlationId);
  const codeAtBank = (correlationId: string) =>
    bank.db
      .prepare('SELECT status FROM pix_qr_codes WHERE correlation_id = ?')
      .pluck()
      .get(correlationId);
  const openOutbox = async () =>
    (await app.value('outbox:list', {})).filter((entry) => entry.state !== 'done');

  async function listedState(search: string) {
    const page = await app.value('charges:list', { filters: { search } });
    return page.items.map((item) => item.state);
  }

  it('cancels an open boleto: the bank and every list show it cancelled', async () => {
    const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'CANC-1' }));
    const cancelled = await app.value('boletos:cancel', { correlationId: boleto.correlationId });
    expect(cancelled.status).toBe('Cancelled');
    expect(boletoAtBank(boleto.correlationId)).toBe('Cancelled');
    expect(await listedState('CANC-1')).toEqual(['cancelled']);
    expect(await openOutbox()).toEqual([]);

    // Already cancelled: done, with nothing sent.
    faults.add({ method: 'POST', path: VOID, fault: { kind: 'status', status: 503 } });
    const again = await app.value('boletos:cancel', { correlationId: boleto.correlationId });
    expect(again.status).toBe('Cancelled');
    expect(faults.pending).toBe(1);
  });

  it('refuses a paid boleto in the owner’s words, before anything is sent', async () => {
    const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'CANC-PAID' }));
    await app.value('boletos:simulate-payment', {
      correlationId: boleto.correlationId,
      method: 'BANKSLIP',
    });
    faults.add({ method: 'POST', path: VOID, fault: { kind: 'latency', ms: 1 } });
    const refused = await app.call('boletos:cancel', { correlationId: boleto.correlationId });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'rejected',
      key: 'error.boleto.cancel_paid',
    });
    expect(faults.pending, 'nothing reached the bank').toBe(1);
    expect(boletoAtBank(boleto.correlationId)).toBe('Paid');
    expect(await openOutbox()).toEqual([]);
  });

  it('cancels an immediate and a due-date code; a paid code is refused', async () => {
    const immediate = await app.value('pix:create-immediate', {
      amountCents: 2_500,
      description: 'CANC-PIX-1',
    });
    const dueDate = await app.value('pix:create-due-date', {
      amountCents: 7_000,
      dueDate: addDays(todayInSaoPaulo(), 10),
      description: 'CANC-PIX-2',
      payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
      address: { cityName: 'Campinas', zipCode: '13010-000', state: 'SP' },
    });
    for (const code of [immediate, dueDate]) {
      const cancelled = await app.value('pix:cancel', { correlationId: code.correlationId });
      expect(cancelled.status).toBe('CANCELLED');
      expect(codeAtBank(code.correlationId)).toBe('CANCELLED');
      // A cancelled code can no longer be paid.
      const late = await app.call('pix:simulate-payment', { correlationId: code.correlationId });
      expect(!late.ok && late.error.code).toBe('rejected');
    }
    expect(await listedState('CANC-PIX-1')).toEqual(['cancelled']);
    expect(await listedState('CANC-PIX-2')).toEqual(['cancelled']);

    const paid = await app.value('pix:create-immediate', { amountCents: 1_500 });
    await app.value('pix:simulate-payment', { correlationId: paid.correlationId });
    const refused = await app.call('pix:cancel', { correlationId: paid.correlationId });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'rejected',
      key: 'error.pix.cancel_paid',
    });
    expect(codeAtBank(paid.correlationId)).toBe('CONCLUDED');
  });

  it.each([
    { name: 'the answer lost after the bank cancelled', fault: { kind: 'reset-after-commit' } },
    {
      name: 'an unreadable 2xx after the bank cancelled',
      fault: { kind: 'answer-after-commit', answer: { shape: 'html' } },
    },
    {
      name: 'a load balancer’s bare 404 before the bank saw it',
      fault: { kind: 'answer-before-commit', answer: { shape: 'bare-status', status: 404 } },
    },
    { name: 'a 503 before the bank saw it', fault: { kind: 'status', status: 503 } },
  ] as const)('settles $name by reading the boleto back', async ({ fault }) => {
    const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'CANC-UNK' }));
    faults.add({ method: 'POST', path: VOID, fault });
    const result = await app.call('boletos:cancel', { correlationId: boleto.correlationId });
    expect(faults.pending, 'the fault was met').toBe(0);
    // Never "refused": the boleto ends cancelled at the bank, and the app says so.
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(boletoAtBank(boleto.correlationId)).toBe('Cancelled');
    const view = await app.value('boletos:get', { correlationId: boleto.correlationId });
    expect(view.status).toBe('Cancelled');
    expect(await openOutbox()).toEqual([]);
  });

  it('keeps an unknown outcome in the outbox while the bank cannot be read, then settles it', async () => {
    const code = await app.value('pix:create-immediate', { amountCents: 3_000 });
    // The cancel is lost after the bank did it, and so is every read-back until the bank heals.
    faults.add({ method: 'PATCH', path: CANCEL_IMMEDIATE, fault: { kind: 'reset-after-commit' } });
    faults.add({
      method: 'GET',
      path: /^\/baas\/api\/v2\/pix\/qrcode\/dynamic\/[^/]+$/,
      fault: { kind: 'status', status: 503 },
      times: 20,
    });
    const result = await app.call('pix:cancel', { correlationId: code.correlationId });
    expect(!result.ok && result.error.code).toBe('unknown_outcome');
    expect(!result.ok && result.error.key).toBe('error.pix.cancel_unknown_outcome');
    const [entry] = await openOutbox();
    expect(entry).toMatchObject({ kind: 'pix:cancel-immediate', identity: code.correlationId });

    faults.clear();
    await app.value('outbox:resolve', { id: entry!.id });
    expect(await openOutbox()).toEqual([]);
    expect(codeAtBank(code.correlationId)).toBe('CANCELLED');
    expect((await app.value('pix:get', { correlationId: code.correlationId })).status).toBe(
      'CANCELLED',
    );
  });

  it('settles a due-date cancel whose answer was lost, sending it once', async () => {
    const code = await app.value('pix:create-due-date', {
      amountCents: 4_000,
      dueDate: addDays(todayInSaoPaulo(), 5),
      payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
      address: { cityName: 'Campinas', zipCode: '13010-000', state: 'SP' },
    });
    faults.add({ method: 'PATCH', path: CANCEL_DUE_DATE, fault: { kind: 'reset-after-commit' } });
    const result = await app.call('pix:cancel', { correlationId: code.correlationId });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(faults.hits.filter((hit) => hit.method === 'PATCH')).toHaveLength(1);
    expect(codeAtBank(code.correlationId)).toBe('CANCELLED');
  });
});
