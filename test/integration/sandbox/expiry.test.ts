import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

describe('expiry of pending boletos (dueDate + 30 days, São Paulo date)', () => {
  it('stays Pending through dueDate + 30 and turns Expired the next São Paulo day, persisted', async () => {
    t.setNow(TEST_NOW);
    const created = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ dueDate: '2026-03-20' }),
    });
    const paidOne = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ dueDate: '2026-03-20' }),
    });
    await t.call('POST', `/baas/v1/charges/${paidOne.json.digitableLine}/simulate-conclude`, {
      body: { type: 'BANKSLIP' },
    });
    const id = created.json.correlationId;

    // 2026-04-19 (dueDate + 30) at 23:59 in São Paulo is 02:59 UTC on the 20th: still payable.
    t.setNow(new Date('2026-04-20T02:59:00.000Z'));
    expect((await t.call('GET', `/baas/v1/charges/${id}`)).json.status).toBe('Pending');

    const expiredAt = new Date('2026-04-20T03:00:00.000Z');
    t.setNow(expiredAt);
    const read = await t.call('GET', `/baas/v1/charges/${id}`);
    expect(read.json.status).toBe('Expired');
    expect(read.json.updatedAt).toBe(expiredAt.toISOString());
    // Paid boletos never expire.
    expect(
      (await t.call('GET', `/baas/v1/charges/${paidOne.json.correlationId}`)).json.status,
    ).toBe('Paid');

    // Listed as Expired too, and it stays so even if the clock goes back (persisted).
    const listed = await t.call('GET', '/baas/v1/charges?startDate=2026-03-10&endDate=2026-03-10');
    expect(
      listed.json.find((item: { correlationId: string }) => item.correlationId === id).status,
    ).toBe('Expired');
    t.setNow(TEST_NOW);
    expect((await t.call('GET', `/baas/v1/charges/${id}`)).json.status).toBe('Expired');
  });

  it('an expired boleto can be neither paid nor rescheduled', async () => {
    t.setNow(TEST_NOW);
    const created = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ dueDate: '2026-03-11' }),
    });
    t.setNow(new Date('2026-04-12T15:00:00.000Z'));
    const pay = await t.call('POST', `/baas/v1/charges/${created.json.barCode}/simulate-conclude`, {
      body: { type: 'BANKSLIP' },
    });
    expect(pay.status).toBe(422);
    expect(pay.json.detail).toMatch(/Expired/);
    const patch = await t.call('PATCH', `/baas/v1/charges/${created.json.correlationId}`, {
      body: { dueDate: '2026-05-01' },
    });
    expect(patch.status).toBe(422);
    t.setNow(TEST_NOW);
  });
});
