import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_SCHEDULE, startReceiver, type Receiver } from '../service/webhook-receiver.ts';
import { receiveAtTheBank, startBank, type TestBank } from '../../support/bank.ts';

// The local sandbox's dispute of a received Pix (`POST /_sandbox/pix/infractions`): the bank
// tells it through its normal deliveries; every malformed body is a 4xx, never a 5xx.

const INFRACTIONS = '/_sandbox/pix/infractions';
const WEBHOOKS = '/baas/api/v1/webhooks';

let bank: TestBank;
let receiver: Receiver;

beforeAll(async () => {
  bank = await startBank({ webhooks: { schedule: FAST_SCHEDULE } });
  receiver = await startReceiver();
  await bank.call('POST', WEBHOOKS, {
    body: { eventType: 'INFRACTION_NOTIFICATION_CREATED', url: receiver.url },
    agent: bank.agentWithoutCertificate,
  });
});
afterAll(async () => {
  await receiver?.close();
  await bank?.stop();
});

describe('a dispute of a received Pix at the local sandbox', () => {
  it('is told with INFRACTION_NOTIFICATION_CREATED, the Pix’s amount, to the webhooks', async () => {
    const pix = await receiveAtTheBank(bank, 12_345);
    const opened = await bank.call('POST', INFRACTIONS, {
      body: { endToEndId: pix.endToEndId, reason: 'REFUND_REQUEST' },
    });
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      eventType: 'INFRACTION_NOTIFICATION_CREATED',
      accountNumber: bank.accountId,
      data: {
        endToEndId: pix.endToEndId,
        amount: 123.45,
        reason: 'REFUND_REQUEST',
        status: 'OPEN',
        infractionId: expect.any(String),
      },
    });
    const [delivered] = await receiver.waitFor(1);
    expect(delivered!.body).toEqual(opened.json);
  });

  it('is 404 for a Pix the account never received', async () => {
    const response = await bank.call('POST', INFRACTIONS, {
      body: { endToEndId: 'E99999999202601011200zzzzzzzzzzz' },
    });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it.each([
    ['no body', undefined],
    ['not JSON', '{nope'],
    ['an array', '[]'],
    ['no endToEndId', '{}'],
    ['an endToEndId of another type', '{"endToEndId": 5}'],
    ['an empty endToEndId', '{"endToEndId": ""}'],
    ['a reason of no kind', '{"endToEndId": "E1", "reason": "BECAUSE"}'],
    ['a field it does not take', '{"endToEndId": "E1", "amount": 10}'],
    ['a huge endToEndId', JSON.stringify({ endToEndId: 'E'.repeat(10_000) })],
  ])('answers %s with a 4xx', async (_, rawBody) => {
    const response = await bank.call('POST', INFRACTIONS, rawBody === undefined ? {} : { rawBody });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
