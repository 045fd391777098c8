import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

const PAYER = { name: 'Lucas Gabriel Ferreira', document: '52998224725' };

function payAttempt(transactionId: string, amount: number) {
  return t.call('POST', '/_sandbox/pix/pay', { body: { transactionId, amount, payer: PAYER } });
}

describe('expiry of QR codes, with the injected clock', () => {
  it('an immediate code stays payable through expiresAt and is EXPIRED just after, persisted', async () => {
    t.setNow(TEST_NOW);
    const code = (
      await t.call('POST', '/baas/api/v2/pix/qrcode/dynamic', {
        body: { correlationId: randomUUID(), amount: 12, expiresIn: 3_600 },
      })
    ).json;
    expect(code.expiresAt).toBe('2026-03-10T16:00:00.000Z');
    const charge = () => t.call('GET', `/v1/pix/charges/${code.transactionId}`);

    t.setNow(new Date('2026-03-10T16:00:00.000Z'));
    expect((await charge()).json.status).toBe('pending');

    t.setNow(new Date('2026-03-10T16:00:00.001Z'));
    expect((await charge()).json.status).toBe('expired');
    const refused = await payAttempt(code.transactionId, 12);
    expect(refused.status).toBe(422);
    expect(refused.json.detail).toMatch(/it is EXPIRED/);

    // Persisted: the clock going back does not revive it.
    t.setNow(TEST_NOW);
    expect((await charge()).json.status).toBe('expired');
  });

  it('a due-date code is payable through the end of dueDate + maxDaysOverdue (São Paulo) and CANCELLED after', async () => {
    t.setNow(TEST_NOW);
    const created = (
      await t.call('POST', '/baas/api/v2/pix/qrcode/due-date', {
        body: {
          correlationId: randomUUID(),
          amount: 50,
          dueDate: '2026-03-20',
          maxDaysOverdue: 2,
          payer: PAYER,
          address: { cityName: 'Salvador', zipCode: '40020000', state: 'BA' },
        },
      })
    ).json;
    expect(created.expiresAt).toBe('2026-03-23T02:59:59.999Z');
    const read = () => t.call('GET', `/baas/api/v2/pix/qrcode/due-date/${created.correlationId}`);

    t.setNow(new Date('2026-03-23T02:59:59.999Z')); // 2026-03-22 23:59:59.999 in São Paulo
    expect((await read()).json.status).toBe('ACTIVE');

    t.setNow(new Date('2026-03-23T03:00:00.000Z'));
    const cancelled = await read();
    expect(cancelled.json.status).toBe('CANCELLED');
    expect(cancelled.json.updatedAt).toBe('2026-03-23T02:59:59.999Z');
    expect((await payAttempt(created.transactionId, 50)).json.detail).toMatch(/CANCELLED/);

    t.setNow(TEST_NOW);
    expect((await read()).json.status).toBe('CANCELLED');
  });

  it('a paid code never expires', async () => {
    t.setNow(TEST_NOW);
    const code = (
      await t.call('POST', '/baas/api/v2/pix/qrcode/dynamic', {
        body: { correlationId: randomUUID(), amount: 12, expiresIn: 60 },
      })
    ).json;
    expect((await payAttempt(code.transactionId, 12)).status).toBe(200);
    t.setNow(new Date('2026-04-10T15:00:00.000Z'));
    expect((await t.call('GET', `/v1/pix/charges/${code.transactionId}`)).json.status).toBe('paid');
    t.setNow(TEST_NOW);
  });
});
