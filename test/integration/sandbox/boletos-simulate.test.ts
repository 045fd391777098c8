import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boletoRecordSchema,
  simulateBoletoPaymentResultSchema,
} from '../../../main/domain/wire/boletos.ts';
import { simulationProblemSchema } from '../../../main/domain/wire/problems.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

async function createBoleto(
  type: 'BANKSLIP' | 'BANKSLIP_PIX' = 'BANKSLIP',
): Promise<Record<string, string>> {
  const response = await t.call('POST', '/baas/v1/charges', {
    body: boletoRequest({ type, Amount: 321.09 }),
  });
  expect(response.status).toBe(200);
  return response.json;
}

const simulate = (id: string, body: unknown) =>
  t.call('POST', `/baas/v1/charges/${encodeURIComponent(id)}/simulate-conclude`, { body });

describe('POST /baas/v1/charges/{id}/simulate-conclude', () => {
  it('pays by digitable line: 202 with the 2.10 result; the boleto becomes Paid with a payment', async () => {
    const boleto = await createBoleto();
    const paidAt = new Date(TEST_NOW.getTime() + 3_600_000);
    t.setNow(paidAt);
    const response = await simulate(boleto.digitableLine!, { type: 'BANKSLIP' });
    t.setNow(TEST_NOW);
    expect(response.status).toBe(202);
    const result = simulateBoletoPaymentResultSchema.parse(response.json);
    expect(result).toMatchObject({
      correlationId: boleto.correlationId,
      amount: 321.09,
      source: 'BANKSLIP',
      date: paidAt.toISOString(),
      paymentDate: paidAt.toISOString(),
      additionalData: {
        bankAccount: t.sandbox.accountId,
        correlationId: boleto.correlationId,
        ourNumber: boleto.ourNumber,
        barCode: boleto.barCode,
        digitableLine: boleto.digitableLine,
      },
    });
    expect(Object.keys(result.issuer).sort()).toEqual(
      ['agency', 'branch', 'code', 'document', 'fantasyName', 'ispb', 'name', 'type'].sort(),
    );
    expect(result.additionalData.simulator).toEqual(expect.any(String));
    expect(result.additionalData.message).toEqual(expect.any(String));

    const read = boletoRecordSchema.parse(
      (await t.call('GET', `/baas/v1/charges/${boleto.correlationId}`)).json,
    );
    expect(read.status).toBe('Paid');
    expect(read.updatedAt).toBe(paidAt.toISOString());
    expect(read.payments).toEqual([
      { id: result.referenceId, amount: 321.09, paidAt: paidAt.toISOString(), source: 'BANKSLIP' },
    ]);
  });

  it('pays by bar code, and by a digitable line typed with dots and spaces', async () => {
    const byBarCode = await createBoleto();
    expect((await simulate(byBarCode.barCode!, { type: 'BANKSLIP' })).status).toBe(202);
    const formatted = await createBoleto();
    const line = formatted.digitableLine!;
    const typed = `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21)}`;
    expect((await simulate(typed, { type: 'BANKSLIP' })).status).toBe(202);
  });

  it('pays a BANKSLIP_PIX by Pix with its correlationId, recording an endToEndId', async () => {
    const boleto = await createBoleto('BANKSLIP_PIX');
    const response = await simulate(boleto.correlationId!, { type: 'PIX' });
    expect(response.status).toBe(202);
    expect(response.json.source).toBe('PIX');
    const read = await t.call('GET', `/baas/v1/charges/${boleto.correlationId}`);
    expect(read.json.status).toBe('Paid');
    expect(read.json.payments[0]).toMatchObject({ source: 'PIX', amount: 321.09 });
    expect(read.json.payments[0].endToEndId).toMatch(/^E\d{8}\d{12}[0-9a-zA-Z]{11}$/);
  });

  it('refuses Pix on a plain BANKSLIP with 422', async () => {
    const boleto = await createBoleto('BANKSLIP');
    const response = await simulate(boleto.correlationId!, { type: 'PIX' });
    expect(response.status).toBe(422);
  });

  it('answers an invalid type with the array-shaped 400', async () => {
    const boleto = await createBoleto();
    for (const body of [{ type: 'TED' }, {}, { type: 1 }]) {
      const response = await simulate(boleto.digitableLine!, body);
      expect(response.status).toBe(400);
      const problem = simulationProblemSchema.parse(response.json);
      expect(problem.title).toBe('Please refer to the errors property for additional details.');
      expect(problem.errors).toHaveLength(1);
      expect(Array.isArray(response.json.errors)).toBe(true);
    }
  });

  it('answers 404 when nothing matches the id', async () => {
    const unknownLine = await simulate('9'.repeat(47), { type: 'BANKSLIP' });
    expect(unknownLine.status).toBe(404);
    expect(unknownLine.json.title).toBe('Not Found');
    expect((await simulate('12345', { type: 'BANKSLIP' })).status).toBe(404);
    expect((await simulate('7b0e1c0e-1111-4222-8333-444455556666', { type: 'PIX' })).status).toBe(
      404,
    );
    // A correlationId is not a BANKSLIP id.
    const boleto = await createBoleto();
    expect((await simulate(boleto.correlationId!, { type: 'BANKSLIP' })).status).toBe(404);
  });

  it('refuses to pay twice with 422', async () => {
    const boleto = await createBoleto();
    expect((await simulate(boleto.digitableLine!, { type: 'BANKSLIP' })).status).toBe(202);
    const again = await simulate(boleto.barCode!, { type: 'BANKSLIP' });
    expect(again.status).toBe(422);
    expect(again.json.detail).toMatch(/Paid/);
    const read = await t.call('GET', `/baas/v1/charges/${boleto.correlationId}`);
    expect(read.json.payments).toHaveLength(1);
  });
});
