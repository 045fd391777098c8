import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pixChargeSchema } from '../../../main/domain/wire/pix.ts';
import { problemSchema } from '../../../main/domain/wire/problems.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

const PAYER = { name: 'Ana Beatriz Souza', document: '52998224725' };

async function createImmediate(amount = 42.1, expiresIn?: number) {
  const response = await t.call('POST', '/baas/api/v2/pix/qrcode/dynamic', {
    body: { correlationId: randomUUID(), amount, ...(expiresIn ? { expiresIn } : {}) },
  });
  return response.json as { transactionId: string; correlationId: string; payloadPix: string };
}

async function createDueDate(maxDaysOverdue = 30) {
  const response = await t.call('POST', '/baas/api/v2/pix/qrcode/due-date', {
    body: {
      correlationId: randomUUID(),
      amount: 300,
      dueDate: '2026-03-15',
      maxDaysOverdue,
      payer: PAYER,
      address: { cityName: 'Salvador', zipCode: '40020000', state: 'BA' },
      taxes: { rebateType: 'FIXED_AMOUNT', rebateAmount: 30 },
    },
  });
  return response.json as { transactionId: string; correlationId: string; payloadPix: string };
}

describe('GET /v1/pix/charges/{charge_id}', () => {
  it('requires the client certificate (mutual TLS)', async () => {
    const code = await createImmediate();
    const refused = await t.call('GET', `/v1/pix/charges/${code.transactionId}`, {
      agent: t.agentWithoutCertificate,
    });
    expect(refused.status).toBe(401);
    expect(problemSchema.parse(refused.json).detail).toMatch(/client certificate/);
  });

  it('answers a pending immediate code in snake_case, without paid_at', async () => {
    const code = await createImmediate();
    const response = await t.call('GET', `/v1/pix/charges/${code.transactionId}`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      ['amount', 'copia_e_cola', 'created_at', 'id', 'status', 'txid'].sort(),
    );
    expect(pixChargeSchema.parse(response.json)).toEqual({
      id: code.transactionId,
      txid: code.transactionId,
      copia_e_cola: code.payloadPix,
      amount: 42.1,
      status: 'pending',
      created_at: TEST_NOW.toISOString(),
    });
  });

  it('answers a due-date code with its original amount, and paid_at once paid', async () => {
    const code = await createDueDate();
    const pending = await t.call('GET', `/v1/pix/charges/${code.transactionId}`);
    expect(pending.json).toMatchObject({ amount: 300, status: 'pending' });
    expect(pending.json).not.toHaveProperty('paid_at');

    const paid = await t.call('POST', '/_sandbox/pix/pay', {
      body: { payload: code.payloadPix, amount: 270, payer: PAYER },
    });
    expect(paid.status).toBe(200);
    const after = pixChargeSchema.parse(
      (await t.call('GET', `/v1/pix/charges/${code.transactionId}`)).json,
    );
    expect(after).toMatchObject({ status: 'paid', paid_at: paid.json.paidAt, amount: 300 });
  });

  it('answers expired for an expired immediate code and a cancelled due-date code', async () => {
    const immediate = await createImmediate(10, 60);
    const dueDate = await createDueDate(0);
    t.setNow(new Date('2026-03-16T12:00:00.000Z'));
    try {
      for (const code of [immediate, dueDate]) {
        const response = await t.call('GET', `/v1/pix/charges/${code.transactionId}`);
        expect(response.json.status).toBe('expired');
        expect(response.json).not.toHaveProperty('paid_at');
      }
    } finally {
      t.setNow(TEST_NOW);
    }
  });

  it('answers 404 to an unknown id, and to a correlationId (the charge id is the transactionId)', async () => {
    const code = await createImmediate();
    expect((await t.call('GET', `/v1/pix/charges/${'Z'.repeat(32)}`)).status).toBe(404);
    expect((await t.call('GET', `/v1/pix/charges/${code.correlationId}`)).status).toBe(404);
  });
});
