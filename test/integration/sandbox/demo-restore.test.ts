import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxQrCodesSchema } from '../../../main/domain/wire/pix.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

// The local sandbox's own tools for its demo data: every QR code listed as the API answers
// for it, and the restore that erases what the account tried.

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW, demoData: true });
});
afterAll(() => t.stop());

async function listCodes() {
  const response = await t.call('GET', '/_sandbox/pix/qrcodes');
  expect(response.status).toBe(200);
  return sandboxQrCodesSchema.parse(response.json).items;
}

describe('GET /_sandbox/pix/qrcodes', () => {
  it('lists every demo code with its payer, documents masked, immediate ones with their charge', async () => {
    const items = await listCodes();
    expect(items.filter((i) => i.kind === 'IMMEDIATE')).toHaveLength(5);
    expect(items.filter((i) => i.kind === 'DUE_DATE')).toHaveLength(5);
    for (const item of items) {
      expect(item.record.payer?.name).toBeTruthy();
      expect(item.record.payer?.document).toMatch(/\*/);
      if (item.kind === 'IMMEDIATE') expect(item.charge.id).toBe(item.record.transactionId);
    }
    const statuses = items.map((i) => `${i.kind}:${i.record.status}`).sort();
    expect(statuses).toEqual([
      'DUE_DATE:ACTIVE',
      'DUE_DATE:ACTIVE',
      'DUE_DATE:CANCELLED',
      'DUE_DATE:CONCLUDED',
      'DUE_DATE:CONCLUDED',
      'IMMEDIATE:ACTIVE',
      'IMMEDIATE:ACTIVE',
      'IMMEDIATE:CONCLUDED',
      'IMMEDIATE:CONCLUDED',
      'IMMEDIATE:EXPIRED',
    ]);
  });

  it('needs the credentials like every other path', async () => {
    const response = await t.call('GET', '/_sandbox/pix/qrcodes', { credentials: false });
    expect(response.status).toBe(401);
  });
});

describe('POST /_sandbox/demo/restore', () => {
  it('erases what was tried and puts the demo data back', async () => {
    const created = await t.call('POST', '/baas/v1/charges', { body: boletoRequest() });
    expect(created.status).toBe(200);
    const id = (created.json as { correlationId: string }).correlationId;

    const restored = await t.call('POST', '/_sandbox/demo/restore', { body: {} });
    expect(restored.status).toBe(200);
    expect(restored.json).toEqual({ boletos: 40, pixCodes: 10 });
    expect((await t.call('GET', `/baas/v1/charges/${id}`)).status).toBe(404);
    expect(await listCodes()).toHaveLength(10);
  });
});
