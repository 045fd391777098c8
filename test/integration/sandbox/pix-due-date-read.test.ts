import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDateQrCodeSchema } from '../../../main/domain/wire/pix.ts';
import { problemSchema } from '../../../main/domain/wire/problems.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

const PATH = '/baas/api/v2/pix/qrcode/due-date';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

async function payAt(sandbox: TestBank, transactionId: string) {
  const paid = await sandbox.call('POST', '/_sandbox/pix/pay', {
    body: {
      transactionId,
      amount: 80,
      payer: { name: 'Bruno Carvalho Gomes', document: '11222333000181' },
    },
  });
  expect(paid.status).toBe(200);
  return paid;
}

async function create(sandbox: TestBank = t) {
  const response = await sandbox.call('POST', PATH, {
    body: {
      correlationId: randomUUID(),
      amount: 80,
      dueDate: '2026-03-25',
      payer: { name: 'Bruno Carvalho Gomes', document: '11222333000181' },
      address: { cityName: 'Curitiba', zipCode: '80020010', state: 'PR', street: 'Rua XV' },
      formatResponse: 'PAYLOAD_AND_QRCODE',
      additionalInfos: [{ name: 'Parcela', value: '3/10' }],
    },
  });
  expect(response.status).toBe(200);
  return response.json;
}

describe('GET /baas/api/v2/pix/qrcode/due-date/{transactionIdentifier}', () => {
  it('reads by transactionId and by correlationId: the record with additionalInfos, no image', async () => {
    const created = await create();
    const { qrCodeImageBase64, ...withoutImage } = created;
    expect(qrCodeImageBase64).toEqual(expect.any(String));
    for (const id of [created.transactionId, created.correlationId]) {
      const read = await t.call('GET', `${PATH}/${id}`);
      expect(read.status).toBe(200);
      const code = dueDateQrCodeSchema.parse(read.json);
      expect(code).toEqual(withoutImage);
      expect(code.additionalInfos).toEqual([{ name: 'Parcela', value: '3/10' }]);
      expect(code.payer.document).toBe('**.222.333/0001-**');
      expect(code).not.toHaveProperty('payment');
    }
  });

  it('includes the payment once paid: `payments`, an array, as the SDK reads it', async () => {
    const created = await create();
    expect(created.payments).toEqual([]);
    const paid = await payAt(t, created.transactionId);
    const read = await t.call('GET', `${PATH}/${created.correlationId}`);
    const code = dueDateQrCodeSchema.parse(read.json);
    expect(code.status).toBe('CONCLUDED');
    expect(code).not.toHaveProperty('payment');
    expect(code.payments).toEqual([
      {
        endToEndId: paid.json.endToEndId,
        correlationId: created.correlationId,
        amount: 80,
        createdAt: paid.json.paidAt,
        payer: { name: 'Bruno Carvalho Gomes', document: '**.222.333/0001-**' },
        breakdown: { original: 80, rebate: 0, discount: 0, fine: 0, interest: 0 },
      },
    ]);
  });

  it('in the legacy shapes: one `payment` object once paid, none before', async () => {
    const legacy = await startBank({ clock: TEST_NOW, shapes: 'legacy' });
    try {
      const created = await create(legacy);
      expect(created).not.toHaveProperty('payments');
      expect(created).not.toHaveProperty('payment');
      const paid = await payAt(legacy, created.transactionId);
      const read = await legacy.call('GET', `${PATH}/${created.correlationId}`);
      const code = dueDateQrCodeSchema.parse(read.json);
      expect(code.status).toBe('CONCLUDED');
      expect(code).not.toHaveProperty('payments');
      expect(code.payment).toEqual({
        endToEndId: paid.json.endToEndId,
        amount: 80,
        paidAt: paid.json.paidAt,
        payer: { name: 'Bruno Carvalho Gomes', document: '**.222.333/0001-**' },
        breakdown: { original: 80, rebate: 0, discount: 0, fine: 0, interest: 0 },
      });
    } finally {
      await legacy.stop();
    }
  });

  it('answers 404 to an unknown id and to an immediate code', async () => {
    const unknown = await t.call('GET', `${PATH}/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(problemSchema.parse(unknown.json)).toMatchObject({ title: 'Not Found', status: 404 });

    const immediate = await t.call('POST', '/baas/api/v2/pix/qrcode/dynamic', {
      body: { correlationId: randomUUID(), amount: 10 },
    });
    expect((await t.call('GET', `${PATH}/${immediate.json.transactionId}`)).status).toBe(404);
    expect((await t.call('GET', `${PATH}/${immediate.json.correlationId}`)).status).toBe(404);
  });
});
