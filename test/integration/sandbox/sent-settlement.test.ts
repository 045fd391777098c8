import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookEventSchema } from '../../../main/domain/wire/webhook-events.ts';
import {
  QR_PAYMENT_FAILURE_REASON,
  TRANSFER_FAILURE_REASON,
} from '../../../main/sandbox/payments/settlement.ts';
import { decodePixCode } from '../../../main/service/payments.ts';
import { payDecodedCode } from '../../../main/service/writes/payments.ts';
import { FAST_SCHEDULE, startReceiver, type Receiver } from '../service/webhook-receiver.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// The sandbox bank settles what its client sends — a payment of a decoded code, a transfer to
// a key — after its delay on its own clock, and tells of it with PIX_PAYMENT_UPDATED.

const SETTLE_MS = 2_000;

let t: TestBank;
let receiver: Receiver;

beforeAll(async () => {
  t = await startBank({
    clock: TEST_NOW,
    settleMs: SETTLE_MS,
    webhooks: { schedule: FAST_SCHEDULE },
  });
  receiver = await startReceiver();
  const registered = await t.call('POST', '/baas/api/v1/webhooks', {
    body: { eventType: 'PIX_PAYMENT_UPDATED', url: receiver.url },
  });
  expect(registered.status).toBe(200);
});
afterAll(async () => {
  await receiver?.close();
  await t?.stop();
});
beforeEach(() => t.setNow(new Date(t.now().getTime() + 60_000)));

interface Emitted {
  id: string;
  eventType: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/** The PIX_PAYMENT_UPDATED events about one payment (any request sweeps first). */
async function updatesOf(paymentId: string): Promise<Emitted[]> {
  const events = (await t.call('GET', '/_sandbox/events')).json as Emitted[];
  return events.filter(
    (e) => e.eventType === 'PIX_PAYMENT_UPDATED' && e.data['paymentId'] === paymentId,
  );
}

async function transfer(amount: number) {
  const response = await t.call('POST', '/v1/pix/transfers', {
    body: { key: '+5511987654321', amount, description: 'Frete' },
  });
  expect(response.status).toBe(200);
  return response.json as { id: string; end_to_end_id: string; created_at: string };
}

async function payDemoCode(kind: 'dynamicPayload' | 'staticPayload', amountCents?: number) {
  const receivers = await t.call('GET', '/_sandbox/pix/demo-receivers');
  const payload = (receivers.json.items as Record<string, string>[])[0]![kind]!;
  const decoded = await decodePixCode(t.client, payload);
  const paid = await payDecodedCode(t.client, {
    amountCents: amountCents ?? decoded.amountCents,
    endToEndId: decoded.endToEndId,
    initiationType: decoded.initiationType,
    transactionId: decoded.transactionId,
    idempotencyKey: randomUUID(),
  });
  return paid;
}

describe('money out settled by the sandbox', () => {
  it('tells of a transfer once its delay is over, completed, with the spec’s fields', async () => {
    const sent = await transfer(25);
    t.advance(SETTLE_MS - 1);
    expect(await updatesOf(sent.id)).toEqual([]);
    expect((await t.call('GET', `/v1/pix/transfers/${sent.id}`)).json.status).toBe('processing');

    t.advance(1);
    const [event, ...more] = await updatesOf(sent.id);
    expect(more).toEqual([]);
    expect(webhookEventSchema.safeParse(event).success).toBe(true);
    expect(event).toMatchObject({
      occurredAt: new Date(Date.parse(sent.created_at) + SETTLE_MS).toISOString(),
      data: {
        paymentId: sent.id,
        endToEndId: sent.end_to_end_id,
        amount: 25,
        status: 'completed',
        reason: null,
        split: null,
      },
    });
    expect((await t.call('GET', `/v1/pix/transfers/${sent.id}`)).json.status).toBe('completed');

    // Delivered to the registered receiver, and told once however often the bank is called.
    const delivered = await receiver.waitFor(1);
    expect(delivered.some((r) => r.body.data.paymentId === sent.id)).toBe(true);
    t.advance(60_000);
    expect(await updatesOf(sent.id)).toHaveLength(1);
  });

  it('fails a transfer of R$ 13,13 with the reason', async () => {
    const sent = await transfer(13.13);
    t.advance(SETTLE_MS);
    const [event] = await updatesOf(sent.id);
    expect(event?.data).toMatchObject({ status: 'failed', reason: TRANSFER_FAILURE_REASON });
    const read = await t.call('GET', `/v1/pix/transfers/${sent.id}`);
    expect(read.json).toMatchObject({ status: 'failed', failure_reason: TRANSFER_FAILURE_REASON });
  });

  it('settles the payment of a QR code, and fails one of R$ 13,13', async () => {
    const paid = await payDemoCode('dynamicPayload');
    const failing = await payDemoCode('staticPayload', 1_313);
    expect(await updatesOf(paid.id)).toEqual([]);
    t.advance(SETTLE_MS);

    const [completed] = await updatesOf(paid.id);
    expect(completed?.data).toMatchObject({
      paymentId: paid.id,
      endToEndId: paid.endToEndId,
      status: 'completed',
      reason: null,
      counterparty: { name: expect.any(String) },
    });
    const [failed] = await updatesOf(failing.id);
    expect(failed?.data).toMatchObject({
      amount: 13.13,
      status: 'failed',
      reason: QR_PAYMENT_FAILURE_REASON,
    });
    const read = await t.call('GET', `/baas/api/v2/transfers/${failing.id}`);
    expect(read.json).toMatchObject({
      status: 'FAILED',
      error: { message: QR_PAYMENT_FAILURE_REASON },
    });
  });
});
