import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { END_TO_END_ID_PATTERN } from '../../../main/domain/wire/refunds.ts';
import { simulateBoletoPayment } from '../../../main/service/boletos.ts';
import { receiveSandboxPix } from '../../../main/service/payments.ts';
import { simulatePixPayment } from '../../../main/service/pix.ts';
import { getRefund } from '../../../main/service/refunds.ts';
import { createRefund } from '../../../main/service/writes/refunds.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { PAYER, TEST_NOW } from '../../support/builders.ts';

const DAY_MS = 86_400_000;

let env: TestBank;
beforeAll(async () => {
  env = await startBank({ clock: TEST_NOW });
});
afterAll(() => env.stop());
beforeEach(() => env.setNow(TEST_NOW));

async function received(amountCents: number, paidAt?: Date) {
  return receiveSandboxPix(env.client, {
    amountCents,
    payer: PAYER,
    ...(paidAt ? { paidAt: paidAt.toISOString() } : {}),
  });
}

function refund(endToEndIdOriginal: string, amountCents: number, extra: object = {}) {
  return createRefund(env.client, {
    endToEndIdOriginal,
    amountCents,
    idempotencyKey: randomUUID(),
    ...extra,
  });
}

describe('Pix refunds through the service client over HTTPS and mutual TLS', () => {
  it('refunds half, then the rest; a third refund is refused naming R$ 0.00 left', async () => {
    const pix = await received(10_000);
    expect(pix.endToEndId).toMatch(END_TO_END_ID_PATTERN);
    expect(pix.endToEndId).toMatch(/^E/);

    const first = await refund(pix.endToEndId, 5_000, { externalId: 'devolucao-pedido-1042' });
    expect(first.id).toMatch(/^D/);
    expect(first.id).toHaveLength(32);
    expect(first.id).toMatch(END_TO_END_ID_PATTERN);
    expect(first.id).not.toBe(pix.endToEndId);
    expect(first).toMatchObject({ status: 'PIX_PROCESSING', externalId: 'devolucao-pedido-1042' });

    const second = await refund(pix.endToEndId, 5_000);
    expect(second.id).not.toBe(first.id);

    const third = await failureOf(() => refund(pix.endToEndId, 1));
    expect(third.code).toBe('rejected');
    expect(third.params?.['text']).toContain('0.00 left to refund');
  });

  it('refuses a refund above what is left and names the remaining amount', async () => {
    const pix = await received(7_550);
    await refund(pix.endToEndId, 2_550);
    const error = await failureOf(() => refund(pix.endToEndId, 5_001));
    expect(error.code).toBe('rejected');
    expect(error.params?.['text']).toContain('50.00 left to refund');
    // Exactly what is left still goes through.
    await expect(refund(pix.endToEndId, 5_000)).resolves.toMatchObject({
      status: 'PIX_PROCESSING',
    });
  });

  it('answers the first refund again for the same IdempotencyKey and body, and makes no second one', async () => {
    const pix = await received(3_000);
    const idempotencyKey = randomUUID();
    const input = { endToEndIdOriginal: pix.endToEndId, amountCents: 3_000, idempotencyKey };
    const first = await createRefund(env.client, input);
    const again = await createRefund(env.client, input);
    expect(again).toEqual(first);
    expect(again.idempotencyKey).toBe(idempotencyKey);
    // Had the second call refunded, nothing would be left; R$ 30,00 was refunded once.
    const more = await failureOf(() => refund(pix.endToEndId, 1));
    expect(more.params?.['text']).toContain('30.00 already refunded');
  });

  it('refuses the same IdempotencyKey with another body (409)', async () => {
    const pix = await received(3_000);
    const idempotencyKey = randomUUID();
    await createRefund(env.client, {
      endToEndIdOriginal: pix.endToEndId,
      amountCents: 1_000,
      idempotencyKey,
    });
    const error = await failureOf(() =>
      createRefund(env.client, {
        endToEndIdOriginal: pix.endToEndId,
        amountCents: 2_000,
        idempotencyKey,
      }),
    );
    expect(error.code).toBe('conflict');
  });

  it('requires an IdempotencyKey that is a UUID v4', async () => {
    const pix = await received(1_000);
    const path = `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`;
    for (const headers of [
      {},
      { IdempotencyKey: 'not-a-uuid' },
      { IdempotencyKey: '6ba7b810-9dad-11d1-80b4-00c04fd430c8' },
    ] as Record<string, string>[]) {
      const error = await failureOf(() =>
        env.client.request({ method: 'PUT', path, body: { amount: 1 }, headers }),
      );
      expect(error.code).toBe('validation');
    }
  });

  it('refunds within 90 days of receipt, not after', async () => {
    const old = await received(2_000, new Date(TEST_NOW.getTime() - 91 * DAY_MS));
    const late = await failureOf(() => refund(old.endToEndId, 2_000));
    expect(late.code).toBe('rejected');
    expect(late.params?.['text']).toContain('within 90 days');

    const recent = await received(2_000, new Date(TEST_NOW.getTime() - 89 * DAY_MS));
    await expect(refund(recent.endToEndId, 2_000)).resolves.toMatchObject({
      status: 'PIX_PROCESSING',
    });
  });

  it('refuses an externalId longer than 40 characters, an unknown endToEndId and a bad amount', async () => {
    const pix = await received(1_000);
    const long = await failureOf(() => refund(pix.endToEndId, 500, { externalId: 'x'.repeat(41) }));
    expect(long.code).toBe('validation');
    await expect(refund(pix.endToEndId, 500, { externalId: 'x'.repeat(40) })).resolves.toBeTruthy();

    const unknown = await failureOf(() => refund('E99999999202603101500abcdefghijk', 100));
    expect(unknown.code).toBe('not_found');

    const cents = await failureOf(() =>
      env.client.request({
        method: 'PUT',
        path: `/baas/api/v1/transactions/pix/${pix.endToEndId}/refund`,
        body: { amount: 1.005 },
        headers: { IdempotencyKey: randomUUID() },
      }),
    );
    expect(cents.code).toBe('validation');
  });

  it('reads a refund by its D… id: processing, then completed', async () => {
    const pix = await received(4_000);
    const created = await refund(pix.endToEndId, 1_500);
    const reading = await getRefund(env.client, created.id);
    expect(reading).toEqual({
      id: created.id,
      originalEndToEndId: pix.endToEndId,
      amountCents: 1_500,
      status: 'processing',
      createdAt: created.createdAt,
    });
    env.advance(10_000);
    expect((await getRefund(env.client, created.id)).status).toBe('completed');
    expect(
      (await failureOf(() => getRefund(env.client, 'D99999999202603101500abcdefghijk'))).code,
    ).toBe('not_found');
    // /v1/pix needs the client certificate.
    const noCertificate = env.newClient({ clientCertificate: undefined });
    expect((await failureOf(() => getRefund(noCertificate, created.id))).code).toBe('certificate');
  });

  it('ends a refund of the magic amount R$ 13,13 failed, with its reason, and gives the amount back', async () => {
    const pix = await received(1_313);
    const created = await refund(pix.endToEndId, 1_313);
    env.advance(10_000);
    const failed = await getRefund(env.client, created.id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(/no longer accepts credits/);
    // A failed refund returned nothing: the whole amount can still be refunded.
    await expect(refund(pix.endToEndId, 1_000)).resolves.toBeTruthy();
  });

  it('refunds a Pix received for a QR code and a boleto paid by Pix', async () => {
    const code = (
      await env.client.request<{ transactionId: string }>({
        method: 'POST',
        path: '/baas/api/v2/pix/qrcode/dynamic',
        body: { correlationId: randomUUID(), amount: 25 },
      })
    ).value;
    const paid = await simulatePixPayment(env.client, {
      transactionId: code.transactionId,
      amount: 25,
      payer: PAYER,
    });
    await expect(refund(paid.endToEndId, 2_500)).resolves.toMatchObject({
      status: 'PIX_PROCESSING',
    });

    const boleto = (
      await env.client.request<{ correlationId: string }>({
        method: 'POST',
        path: '/baas/v1/charges',
        body: {
          type: 'BANKSLIP_PIX',
          correlationId: randomUUID(),
          yourNumber: 'NF-77',
          dueDate: '2026-03-30',
          Amount: 80,
          payer: { name: 'Maria da Silva', document: '52998224725' },
        },
      })
    ).value;
    const simulated = await simulateBoletoPayment(env.client, boleto.correlationId, 'PIX');
    const endToEndId = (
      await env.client.request<{ payments: { endToEndId: string }[] }>({
        method: 'GET',
        path: `/baas/v1/charges/${boleto.correlationId}`,
      })
    ).value.payments[0]!.endToEndId;
    expect(simulated).toBeTruthy();
    const partial = await refund(endToEndId, 3_000);
    expect(partial.status).toBe('PIX_PROCESSING');
    const over = await failureOf(() => refund(endToEndId, 5_001));
    expect(over.params?.['text']).toContain('50.00 left to refund');
  });
});
