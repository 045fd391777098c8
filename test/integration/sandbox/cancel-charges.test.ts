import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

// The cancel routes the spec does not show and the operator's SDK does (README, "Assumptions
// about the service"): a boleto's void, an immediate and a due-date code's cancel, and the
// immediate code's read that settles a cancel whose answer was lost.

const CHARGES = '/baas/v1/charges';
const IMMEDIATE = '/baas/api/v2/pix/qrcode/dynamic';
const DUE_DATE = '/baas/api/v2/pix/qrcode/due-date';
const PAYER = { name: 'João Pedro Oliveira', document: '39053344705' };

const voidPath = (id: string) => `${CHARGES}/${id}/void`;
const cancelImmediatePath = (id: string) => `${IMMEDIATE}/immediate-payment/${id}/cancel`;
const cancelDueDatePath = (id: string) => `${IMMEDIATE}/due-date/${id}/cancel`;

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

async function newBoleto(): Promise<{ correlationId: string; digitableLine: string }> {
  const response = await t.call('POST', CHARGES, { body: boletoRequest() });
  expect(response.status).toBe(200);
  return response.json;
}

async function newImmediate(): Promise<{ correlationId: string; transactionId: string }> {
  const response = await t.call('POST', IMMEDIATE, {
    body: { correlationId: randomUUID(), amount: 150.75 },
  });
  expect(response.status).toBe(200);
  return response.json;
}

async function newDueDate(): Promise<{ correlationId: string; transactionId: string }> {
  const response = await t.call('POST', DUE_DATE, {
    body: {
      correlationId: randomUUID(),
      amount: 1000,
      dueDate: '2026-03-20',
      payer: { name: 'Maria da Silva', document: '52998224725' },
      address: { cityName: 'São Paulo', zipCode: '01310100', state: 'SP' },
    },
  });
  expect(response.status).toBe(200);
  return response.json;
}

const boletoStatus = async (id: string) =>
  (await t.call('GET', `${CHARGES}/${id}`)).json.status as string;

describe('POST /baas/v1/charges/{correlationId}/void', () => {
  it('cancels a pending boleto: 200 with an empty body, then Cancelled', async () => {
    const boleto = await newBoleto();
    const response = await t.call('POST', voidPath(boleto.correlationId));
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(await boletoStatus(boleto.correlationId)).toBe('Cancelled');
  });

  it('answers a void sent again the same, leaving the boleto as it was', async () => {
    const boleto = await newBoleto();
    await t.call('POST', voidPath(boleto.correlationId));
    const first = (await t.call('GET', `${CHARGES}/${boleto.correlationId}`)).json;
    t.advance(60_000);
    const again = await t.call('POST', voidPath(boleto.correlationId));
    expect(again.status).toBe(200);
    expect((await t.call('GET', `${CHARGES}/${boleto.correlationId}`)).json).toEqual(first);
  });

  it('refuses to void a paid boleto (422 problem), and a cancelled one cannot be paid', async () => {
    const paid = await newBoleto();
    const payment = await t.call('POST', `${CHARGES}/${paid.digitableLine}/simulate-conclude`, {
      body: { type: 'BANKSLIP' },
    });
    expect(payment.status).toBe(202);
    const refused = await t.call('POST', voidPath(paid.correlationId));
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ status: 422, traceId: expect.any(String) });
    expect(await boletoStatus(paid.correlationId)).toBe('Paid');

    const cancelled = await newBoleto();
    await t.call('POST', voidPath(cancelled.correlationId));
    const late = await t.call('POST', `${CHARGES}/${cancelled.digitableLine}/simulate-conclude`, {
      body: { type: 'BANKSLIP' },
    });
    expect(late.status).toBeGreaterThanOrEqual(400);
    expect(await boletoStatus(cancelled.correlationId)).toBe('Cancelled');
  });

  it('answers an unknown boleto with the 404 problem, and a wrong API key with 401', async () => {
    const unknown = await t.call('POST', voidPath(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ title: 'Not Found', status: 404 });

    const boleto = await newBoleto();
    const stranger = await t.call('POST', voidPath(boleto.correlationId), {
      headers: { 'x-service-api-key': 'sbx_wrong' },
    });
    expect(stranger.status).toBe(401);
    expect(await boletoStatus(boleto.correlationId)).toBe('Pending');
  });
});

describe.each([
  // `amount`: what each code asks today (the due-date one has no charges before its date).
  {
    kind: 'immediate',
    create: newImmediate,
    cancel: cancelImmediatePath,
    other: newDueDate,
    amount: 150.75,
  },
  {
    kind: 'due-date',
    create: newDueDate,
    cancel: cancelDueDatePath,
    other: newImmediate,
    amount: 1000,
  },
])('PATCH …/dynamic/$kind/{id}/cancel', ({ create, cancel, other, amount }) => {
  const statusAtBank = (correlationId: string) =>
    t.db
      .prepare('SELECT status FROM pix_qr_codes WHERE correlation_id = ?')
      .pluck()
      .get(correlationId);

  it('cancels an active code by its correlationId: 200 with the record, CANCELLED', async () => {
    const code = await create();
    const response = await t.call('PATCH', cancel(code.correlationId));
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ correlationId: code.correlationId, status: 'CANCELLED' });
    expect(statusAtBank(code.correlationId)).toBe('CANCELLED');
  });

  it('answers a cancel sent again the same (idempotent), by transactionId too', async () => {
    const code = await create();
    await t.call('PATCH', cancel(code.correlationId));
    const again = await t.call('PATCH', cancel(code.transactionId));
    expect(again.status).toBe(200);
    expect(again.json.status).toBe('CANCELLED');
  });

  it('refuses a paid code (422 problem); a cancelled code can no longer be paid', async () => {
    const paid = await create();
    const payment = await t.call('POST', '/_sandbox/pix/pay', {
      body: { transactionId: paid.transactionId, amount, payer: PAYER },
    });
    expect(payment.status).toBe(200);
    const refused = await t.call('PATCH', cancel(paid.correlationId));
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ status: 422 });
    expect(statusAtBank(paid.correlationId)).toBe('CONCLUDED');

    const cancelled = await create();
    await t.call('PATCH', cancel(cancelled.correlationId));
    const late = await t.call('POST', '/_sandbox/pix/pay', {
      body: { transactionId: cancelled.transactionId, amount, payer: PAYER },
    });
    expect(late.status).toBe(422);
    expect(statusAtBank(cancelled.correlationId)).toBe('CANCELLED');
  });

  it('answers an unknown code, or one of the other kind, with a 404 problem', async () => {
    expect((await t.call('PATCH', cancel(randomUUID()))).status).toBe(404);
    const wrongKind = await other();
    const response = await t.call('PATCH', cancel(wrongKind.correlationId));
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 404 });
    expect(statusAtBank(wrongKind.correlationId)).toBe('ACTIVE');
  });

  it('refuses a wrong API key with 401, changing nothing', async () => {
    const code = await create();
    const response = await t.call('PATCH', cancel(code.correlationId), {
      headers: { 'x-service-api-key': 'sbx_wrong' },
    });
    expect(response.status).toBe(401);
    expect(statusAtBank(code.correlationId)).toBe('ACTIVE');
  });
});

describe('GET /baas/api/v2/pix/qrcode/dynamic/{id}', () => {
  it('reads an immediate code by correlationId or transactionId, with its status', async () => {
    const code = await newImmediate();
    for (const id of [code.correlationId, code.transactionId]) {
      const read = await t.call('GET', `${IMMEDIATE}/${id}`);
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ correlationId: code.correlationId, status: 'ACTIVE' });
    }
    await t.call('PATCH', cancelImmediatePath(code.correlationId));
    expect((await t.call('GET', `${IMMEDIATE}/${code.correlationId}`)).json.status).toBe(
      'CANCELLED',
    );
  });

  it('answers a due-date code or an unknown id with a 404 problem', async () => {
    const dueDate = await newDueDate();
    expect((await t.call('GET', `${IMMEDIATE}/${dueDate.correlationId}`)).status).toBe(404);
    expect((await t.call('GET', `${IMMEDIATE}/${randomUUID()}`)).status).toBe(404);
  });
});
