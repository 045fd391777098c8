import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// The exact wire of money out, refunds and Pix keys: bodies, problem shapes and headers as
// another client than Balcão's would see them.

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());
beforeEach(() => t.setNow(TEST_NOW));

const PAYER = { name: 'João Pedro Oliveira', document: '39053344705' };

async function receive(amount: number) {
  const response = await t.call('POST', '/_sandbox/pix/receive', {
    body: { amount, payer: PAYER },
  });
  expect(response.status).toBe(200);
  return response.json as { endToEndId: string; amount: number; paidAt: string };
}

describe('money out on the wire', () => {
  it('answers a refund with exactly the first object of 2.7', async () => {
    const pix = await receive(20);
    const key = randomUUID();
    const response = await t.call('PUT', `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`, {
      body: { amount: 20, externalId: 'ext-1', description: 'Troca' },
      headers: { IdempotencyKey: key },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      ['createdAt', 'endToEndId', 'externalId', 'idempotencyKey', 'status'].sort(),
    );
    expect(response.json).toMatchObject({
      idempotencyKey: key,
      externalId: 'ext-1',
      status: 'PIX_PROCESSING',
      createdAt: TEST_NOW.toISOString(),
    });
    const read = await t.call('GET', `/v1/pix/refunds/${response.json.endToEndId}`);
    expect(read.json).toEqual({
      id: response.json.endToEndId,
      transaction_id: pix.endToEndId,
      amount: 20,
      status: 'processing',
      created_at: TEST_NOW.toISOString(),
    });
  });

  it('names the IdempotencyKey header in the 400 validation problem', async () => {
    const pix = await receive(5);
    const response = await t.call('PUT', `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`, {
      body: { amount: 5 },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { IdempotencyKey: ['The IdempotencyKey header is required.'] },
    });
    expect(response.json.traceId).toBeTruthy();
  });

  it('refuses a broken BR Code on $.payload, and a refund of an unknown Pix with 404', async () => {
    const decode = await t.call('POST', '/baas/api/v2/pix/qrcode/payment-initialization', {
      body: { payload: '000201010212' },
    });
    expect(decode.status).toBe(400);
    expect(Object.keys(decode.json.errors)).toEqual(['$.payload']);
    const notPix = await t.call('POST', '/baas/api/v2/pix/qrcode/payment-initialization', {
      body: { payload: 'hello' },
    });
    expect(notPix.status).toBe(400);

    const unknown = await t.call(
      'PUT',
      '/baas/api/v1/transactions/pix/E99999999202603101500abcdefghijk/refund',
      { body: { amount: 1 }, headers: { IdempotencyKey: randomUUID() } },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ title: 'Not Found', status: 404 });
  });

  it('asks for the client certificate on /v1/pix/transfers and /v1/pix/refunds', async () => {
    for (const [method, path] of [
      ['POST', '/v1/pix/transfers'],
      ['GET', '/v1/pix/refunds/D99999999202603101500abcdefghijk'],
    ] as const) {
      const response = await t.call(method, path, {
        agent: t.agentWithoutCertificate,
        ...(method === 'POST' ? { body: { key: '52998224725', amount: 1 } } : {}),
      });
      expect(response.status).toBe(401);
      expect(response.json.detail).toMatch(/client certificate/);
    }
  });

  it('answers a transfer to a key with exactly 2.6', async () => {
    const response = await t.call('POST', '/v1/pix/transfers', {
      body: { key: '+5511987654321', amount: 99.9, description: 'Frete' },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(
      ['amount', 'created_at', 'end_to_end_id', 'id', 'status'].sort(),
    );
    expect(response.json).toMatchObject({ amount: 99.9, status: 'processing' });
  });

  it('lists the demo receivers and the received Pix with what is left to refund', async () => {
    const receivers = await t.call('GET', '/_sandbox/pix/demo-receivers');
    expect(receivers.status).toBe(200);
    expect(receivers.json.items).toHaveLength(3);
    for (const item of receivers.json.items) {
      expect(item.staticPayload).toMatch(/^000201/);
      expect(item.dynamicPayload).toMatch(/^000201/);
    }
    const pix = await receive(50);
    await t.call('PUT', `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`, {
      body: { amount: 12.5 },
      headers: { IdempotencyKey: randomUUID() },
    });
    const list = await t.call('GET', '/_sandbox/pix/received');
    const entry = list.json.items.find(
      (i: { endToEndId: string }) => i.endToEndId === pix.endToEndId,
    );
    expect(entry).toMatchObject({ source: 'RECEIVE', amount: 50, refunded: 12.5, left: 37.5 });
  });

  it('keeps money-out state across a restart', async () => {
    const pix = await receive(8);
    const key = randomUUID();
    const first = await t.call('PUT', `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`, {
      body: { amount: 8 },
      headers: { IdempotencyKey: key },
    });
    await t.stop(false);
    t = await startBank({ clock: TEST_NOW, dataDir: t.dataDir });
    const again = await t.call('PUT', `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`, {
      body: { amount: 8 },
      headers: { IdempotencyKey: key },
    });
    expect(again.json).toEqual(first.json);
  });
});
