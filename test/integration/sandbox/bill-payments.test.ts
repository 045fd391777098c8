import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  barCodeFromDigitableLine,
  buildBarCode,
  digitableLineFromBarCode,
} from '../../../main/domain/boleto.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW, boletoRequest } from '../../support/builders.ts';

// Paying a supplier's boleto at the local sandbox, on the wire as another client than Balcão's
// would see it: the read and the payment of the operator's SDK (`getPaymentInfo`,
// `makePayment`), the demo suppliers, the magic amount, idempotency, and a 4xx for every
// malformed request. Counted in the bank's own database.

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());
beforeEach(() => t.setNow(TEST_NOW));

const BILLS = '/baas/api/v1/bill-payments';

interface DemoBoleto {
  supplierId: string;
  name: string;
  digitableLine: string;
  amount: number;
  dueDate: string;
  trait: 'discount' | 'overdue' | 'partial' | 'fails';
}

async function demoBoleto(trait: DemoBoleto['trait']): Promise<DemoBoleto> {
  const list = await t.call('GET', '/_sandbox/bill-payments/demo-suppliers');
  expect(list.status).toBe(200);
  return (list.json.items as DemoBoleto[]).find((item) => item.trait === trait)!;
}

function pay(body: unknown, key: string = randomUUID()) {
  return t.call('POST', BILLS, { body, headers: { IdempotencyKey: key } });
}

const paymentsOf = (barCode: string) =>
  t.db.prepare('SELECT count(*) FROM bill_payments WHERE bar_code = ?').pluck().get(barCode);

describe('reading a boleto to pay', () => {
  it('reads a demo supplier’s boleto by its line, punctuated or not, or by its bar code', async () => {
    const demo = await demoBoleto('overdue');
    expect(demo.digitableLine).toMatch(/^999\d{44}$/);
    const barCode = barCodeFromDigitableLine(demo.digitableLine);
    const dotted = `${demo.digitableLine.slice(0, 5)}.${demo.digitableLine.slice(5, 10)} ${demo.digitableLine.slice(10)}`;
    for (const identifier of [demo.digitableLine, encodeURIComponent(dotted), barCode]) {
      const read = await t.call('GET', `${BILLS}/${identifier}`);
      expect(read.status, identifier).toBe(200);
      expect(read.json).toMatchObject({
        barCode,
        digitableLine: demo.digitableLine,
        status: 'OPEN',
        amount: 480,
        dueDate: '2026-03-07',
        isAllowPartialPayment: false,
        beneficiary: { name: 'Grafica Ponto Final Ltda', document: '**.667.788/0001-**' },
        payer: { name: 'Balcao Sandbox Ltda' },
        issuer: { ispb: '99999999' },
      });
    }
    // Three days late: a 2 % fine and 1 % a month of interest, pro rata.
    const read = await t.call('GET', `${BILLS}/${demo.digitableLine}`);
    expect(read.json.paymentCalculation).toEqual({
      rebateAmount: 0,
      interestAmount: 0.48,
      fineAmount: 9.6,
      discountAmount: 0,
      chargedAmount: 490.08,
      minimumPaymentAmount: 490.08,
      maximumPaymentAmount: 490.08,
    });
  });

  it('tells a wrong check digit (400) from a boleto it does not know (404)', async () => {
    const demo = await demoBoleto('discount');
    const line = demo.digitableLine;
    const wrong = line.slice(0, 3) + String((Number(line[3]) + 1) % 10) + line.slice(4);
    const refused = await t.call('GET', `${BILLS}/${wrong}`);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.errors)).toEqual(['paymentIdentifier']);
    for (const junk of ['123', 'abc', '0'.repeat(60)]) {
      expect((await t.call('GET', `${BILLS}/${junk}`)).status, junk).toBe(400);
    }
    // A valid line of another bank (001): not this bank's to know.
    const otherBank = buildBarCode({
      bankCode: '001',
      dueDate: '2026-03-20',
      amountCents: 10_000,
      freeField: '0'.repeat(6) + '1234567' + '0'.repeat(12),
    });
    const other = await t.call('GET', `${BILLS}/${digitableLineFromBarCode(otherBank)}`);
    expect(other.status).toBe(404);
  });

  it('refuses a wrong API key like every other route', async () => {
    const demo = await demoBoleto('discount');
    const read = await t.call('GET', `${BILLS}/${demo.digitableLine}`, { credentials: false });
    expect(read.status).toBe(401);
    const paid = await t.call('POST', BILLS, {
      credentials: false,
      body: { amount: 1, digitableLine: demo.digitableLine },
      headers: { IdempotencyKey: randomUUID() },
    });
    expect(paid.status).toBe(401);
  });
});

describe('paying a boleto', () => {
  it('pays a demo supplier’s boleto once: the same key and body answer the first payment', async () => {
    const demo = await demoBoleto('discount');
    const barCode = barCodeFromDigitableLine(demo.digitableLine);
    const read = await t.call('GET', `${BILLS}/${demo.digitableLine}`);
    // Paid seven days early: R$ 25,00 off.
    expect(read.json.paymentCalculation).toMatchObject({
      discountAmount: 25,
      chargedAmount: 1225,
    });
    const key = randomUUID();
    const first = await pay({ amount: 1225, digitableLine: demo.digitableLine }, key);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      status: 'COMPLETED',
      paidAmount: 1225,
      originalAmount: 1250,
      barCode,
      digitableLine: demo.digitableLine,
      createdAt: TEST_NOW.toISOString(),
      beneficiary: { name: 'Atacado Bom Preco Ltda' },
      error: null,
    });
    const again = await pay({ amount: 1225, digitableLine: demo.digitableLine }, key);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(paymentsOf(barCode)).toBe(1);

    // Another body under the same key is a conflict; another key is a second payment, refused.
    const conflict = await pay({ amount: 1225, barCode }, key);
    expect(conflict.status).toBe(409);
    const second = await pay({ amount: 1225, barCode });
    expect(second.status).toBe(422);
    expect(second.json.detail).toMatch(/already paid/);
    expect(paymentsOf(barCode)).toBe(1);

    // The read says it is paid; the demo list offers that supplier's next boleto.
    expect((await t.call('GET', `${BILLS}/${barCode}`)).json.status).toBe('PAID');
    const next = await demoBoleto('discount');
    expect(next.digitableLine).not.toBe(demo.digitableLine);
  });

  it('takes only what the boleto asks, or an amount in its range when it allows another', async () => {
    const fixed = await demoBoleto('overdue');
    const refused = await pay({ amount: 480, digitableLine: fixed.digitableLine });
    expect(refused.status).toBe(422);
    expect(refused.json.detail).toMatch(/490\.08/);

    const partial = await demoBoleto('partial');
    const read = await t.call('GET', `${BILLS}/${partial.digitableLine}`);
    expect(read.json).toMatchObject({
      isAllowPartialPayment: true,
      paymentCalculation: { minimumPaymentAmount: 50, maximumPaymentAmount: 2000 },
    });
    expect((await pay({ amount: 49.99, digitableLine: partial.digitableLine })).status).toBe(422);
    expect((await pay({ amount: 2000.01, digitableLine: partial.digitableLine })).status).toBe(422);
    const some = await pay({ amount: 300, digitableLine: partial.digitableLine });
    expect(some.status).toBe(200);
    expect(some.json).toMatchObject({ status: 'COMPLETED', paidAmount: 300 });
  });

  it('answers the magic amount R$ 13,13 failed, with its reason, and leaves the boleto open', async () => {
    const demo = await demoBoleto('fails');
    expect(demo.amount).toBe(13.13);
    const failed = await pay({ amount: 13.13, digitableLine: demo.digitableLine });
    expect(failed.status).toBe(200);
    expect(failed.json).toMatchObject({
      status: 'FAILED',
      error: { code: 'BENEFICIARY_BANK_REFUSED', message: expect.stringMatching(/13,13/) },
    });
    const read = await t.call('GET', `${BILLS}/${demo.digitableLine}`);
    expect(read.json.status).toBe('OPEN');
  });

  it('pays a boleto the account issued: it settles as paid by bar code', async () => {
    const created = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({
        Amount: 200,
        dueDate: '2026-03-20',
        lateFine: { type: 'FIXED', amount: 5 },
        latePayment: { type: 'FIXED_PER_DAY', amount: 0.5 },
      }),
    });
    expect(created.status).toBe(200);
    const { barCode, correlationId } = created.json as { barCode: string; correlationId: string };
    t.setNow(new Date('2026-03-25T15:00:00.000Z'));
    const read = await t.call('GET', `${BILLS}/${barCode}`);
    expect(read.json).toMatchObject({
      status: 'OPEN',
      beneficiary: { name: 'Balcao Sandbox Ltda' },
      payer: { name: 'Maria da Silva', document: '***.982.247-**' },
      // Five days late: R$ 5,00 of fine and R$ 0,50 a day.
      paymentCalculation: { fineAmount: 5, interestAmount: 2.5, chargedAmount: 207.5 },
    });
    const paid = await pay({ amount: 207.5, barCode });
    expect(paid.status).toBe(200);
    const boleto = await t.call('GET', `/baas/v1/charges/${correlationId}`);
    expect(boleto.json).toMatchObject({
      status: 'Paid',
      payments: [{ id: paid.json.id, amount: 207.5, source: 'BANKSLIP' }],
    });
    expect((await t.call('GET', `${BILLS}/${barCode}`)).json.status).toBe('PAID');
    expect((await pay({ amount: 207.5, barCode })).status).toBe(422);
  });

  it('answers every malformed request with a 4xx naming what is wrong', async () => {
    const demo = await demoBoleto('overdue');
    const line = demo.digitableLine;
    const barCode = barCodeFromDigitableLine(line);
    const cases: {
      name: string;
      body?: unknown;
      raw?: string;
      headers?: Record<string, string>;
    }[] = [
      { name: 'no body', body: undefined },
      { name: 'not JSON', raw: '{"amount": ' },
      { name: 'an array', body: [] },
      { name: 'no boleto', body: { amount: 10 } },
      { name: 'no amount', body: { digitableLine: line } },
      { name: 'a zero amount', body: { amount: 0, digitableLine: line } },
      { name: 'a negative amount', body: { amount: -5, digitableLine: line } },
      { name: 'three decimals', body: { amount: 1.001, digitableLine: line } },
      { name: 'an amount as text', body: { amount: '490.08', digitableLine: line } },
      { name: 'a huge amount', body: { amount: 1e12, digitableLine: line } },
      { name: 'a short line', body: { amount: 1, digitableLine: line.slice(1) } },
      { name: 'a line with letters', body: { amount: 1, digitableLine: `A${line.slice(1)}` } },
      {
        name: 'a wrong check digit',
        body: {
          amount: 1,
          barCode: barCode.slice(0, 4) + ((Number(barCode[4]) + 1) % 10) + barCode.slice(5),
        },
      },
      {
        name: 'two different boletos',
        body: { amount: 1, barCode: '9'.repeat(44), digitableLine: line },
      },
      { name: 'a number for the line', body: { amount: 1, digitableLine: 1234 } },
      { name: 'no IdempotencyKey', body: { amount: 490.08, digitableLine: line }, headers: {} },
      {
        name: 'a key that is no UUID v4',
        body: { amount: 490.08, digitableLine: line },
        headers: { IdempotencyKey: 'abc' },
      },
    ];
    for (const c of cases) {
      const response = await t.call('POST', BILLS, {
        ...(c.raw === undefined ? { body: c.body } : { rawBody: c.raw }),
        headers: c.headers ?? { IdempotencyKey: randomUUID() },
      });
      expect(response.status, c.name).toBeGreaterThanOrEqual(400);
      expect(response.status, c.name).toBeLessThan(500);
      expect(response.json?.status, c.name).toBe(response.status);
    }
    expect((await t.call('GET', BILLS)).status).toBe(405);
    expect(paymentsOf(barCode)).toBe(0);
  });
});
