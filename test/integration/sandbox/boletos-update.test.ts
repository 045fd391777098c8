import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

async function createBoleto(): Promise<Record<string, string>> {
  const response = await t.call('POST', '/baas/v1/charges', { body: boletoRequest() });
  expect(response.status).toBe(200);
  return response.json;
}

describe('PATCH /baas/v1/charges/{correlationId}', () => {
  it('changes dueDate: 200 with an empty text/plain body; barCode and digitableLine unchanged', async () => {
    const boleto = await createBoleto();
    t.setNow(new Date(TEST_NOW.getTime() + 60_000));
    const response = await t.call('PATCH', `/baas/v1/charges/${boleto.correlationId}`, {
      body: { dueDate: '2026-04-15' },
    });
    expect(response.status).toBe(200);
    expect(response.contentType).toMatch(/^text\/plain/);
    expect(response.text).toBe('');

    const read = await t.call('GET', `/baas/v1/charges/${boleto.correlationId}`);
    expect(read.json).toMatchObject({
      dueDate: '2026-04-15',
      correlationId: boleto.correlationId,
      barCode: boleto.barCode,
      digitableLine: boleto.digitableLine,
      status: 'Pending',
      createdAt: boleto.createdAt,
      updatedAt: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
    });
    t.setNow(TEST_NOW);
  });

  it('answers an unparsable dueDate with 400 at $.dueDate', async () => {
    const boleto = await createBoleto();
    for (const dueDate of ['2026-13-01', 'amanhã', 20260401]) {
      const response = await t.call('PATCH', `/baas/v1/charges/${boleto.correlationId}`, {
        body: { dueDate },
      });
      expect(response.status).toBe(400);
      expect(response.json.title).toBe('One or more validation errors occurred.');
      expect(Object.keys(response.json.errors)).toEqual(['$.dueDate']);
    }
    const missing = await t.call('PATCH', `/baas/v1/charges/${boleto.correlationId}`, { body: {} });
    expect(missing.json.errors).toEqual({ '$.dueDate': ['The dueDate field is required.'] });
    const past = await t.call('PATCH', `/baas/v1/charges/${boleto.correlationId}`, {
      body: { dueDate: '2026-03-01' },
    });
    expect(past.json.errors).toEqual({ '$.dueDate': ['dueDate must not be in the past.'] });
  });

  it('refuses any field other than dueDate', async () => {
    const boleto = await createBoleto();
    const response = await t.call('PATCH', `/baas/v1/charges/${boleto.correlationId}`, {
      body: { dueDate: '2026-04-15', Amount: 1 },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual(['$.Amount']);
    const read = await t.call('GET', `/baas/v1/charges/${boleto.correlationId}`);
    expect(read.json.dueDate).toBe(boleto.dueDate);
  });

  it('refuses a boleto that is not Pending with 422', async () => {
    const boleto = await createBoleto();
    const paid = await t.call(
      'POST',
      `/baas/v1/charges/${boleto.digitableLine}/simulate-conclude`,
      {
        body: { type: 'BANKSLIP' },
      },
    );
    expect(paid.status).toBe(202);
    const response = await t.call('PATCH', `/baas/v1/charges/${boleto.correlationId}`, {
      body: { dueDate: '2026-04-15' },
    });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({ status: 422, title: 'Unprocessable Entity' });
    expect(response.json.detail).toMatch(/Paid/);
  });

  it('answers an unknown boleto with 404', async () => {
    const response = await t.call(
      'PATCH',
      '/baas/v1/charges/6c1b0a3e-1111-4222-8333-444455556666',
      {
        body: { dueDate: '2026-04-15' },
      },
    );
    expect(response.status).toBe(404);
    expect(response.json.title).toBe('Not Found');
  });
});
