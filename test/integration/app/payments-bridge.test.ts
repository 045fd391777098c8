import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DecodedCodeView } from '../../../preload/contract/index.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Paying a Pix QR code through the bridge, against the real local sandbox over HTTPS: the
// local check, the bank's decoding, the deliberate confirmation, the one write pipeline.

/** Flips one character before the CRC: what a mistyped or damaged code looks like. */
function damaged(payload: string): string {
  const i = 20;
  const swapped = payload[i] === 'A' ? 'B' : 'A';
  return payload.slice(0, i) + swapped + payload.slice(i + 1);
}

describe.skipIf(keyringMissing)('paying a Pix QR code on the local sandbox', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function demoDynamicCode(): Promise<{ payload: string; amountCents: number }> {
    const [receiver] = await app.value('payments:demo-receivers', {});
    const code = receiver!.codes.find((c) => c.kind === 'dynamic')!;
    return { payload: code.payload, amountCents: code.amountCents! };
  }

  it('shows who gets the money before anything is paid', async () => {
    const receivers = await app.value('payments:demo-receivers', {});
    expect(receivers.length).toBeGreaterThan(0);
    const { payload, amountCents } = await demoDynamicCode();
    const view = await app.value('payments:decode', { payload: `  ${payload}\n` });
    expect(view).toMatchObject({
      kind: 'dynamic-immediate',
      status: 'ACTIVE',
      amountCents,
      allowChangeAmount: false,
      notPayable: null,
      receiver: { name: receivers[0]!.name, bank: receivers[0]!.bank },
    });
    expect(view.receiver.document).toMatch(/\*/);
    expect(Date.parse(view.payableUntil ?? '')).toBeGreaterThan(Date.now());
    expect(await app.value('payments:list-sent', {})).toEqual([]);
  });

  it('refuses a damaged code here, naming the field, without asking the bank', async () => {
    const { payload } = await demoDynamicCode();
    const result = await app.call('payments:decode', { payload: damaged(payload) });
    expect(!result.ok && result.error.code).toBe('validation');
    expect(!result.ok && result.error.fields?.['payload']?.[0]?.key).toBe('v.payment.code_damaged');
    const text = await app.call('payments:decode', { payload: 'not a code' });
    expect(!text.ok && text.error.fields?.['payload']?.[0]?.key).toMatch(/^v\.payment\.code_/);
  });

  it('pays only when the amount is typed again, and only the code’s amount', async () => {
    const { payload, amountCents } = await demoDynamicCode();
    const view = await app.value('payments:decode', { payload });

    const unconfirmed = await app.call('payments:pay-qr', {
      endToEndId: view.endToEndId,
      amountCents,
      confirmAmountCents: amountCents + 1,
    });
    expect(!unconfirmed.ok && unconfirmed.error.fields?.['confirmAmountCents']?.[0]?.key).toBe(
      'v.payment.confirm_mismatch',
    );

    const otherAmount = await app.call('payments:pay-qr', {
      endToEndId: view.endToEndId,
      amountCents: amountCents - 100,
      confirmAmountCents: amountCents - 100,
    });
    expect(!otherAmount.ok && otherAmount.error.fields?.['amountCents']?.[0]?.key).toBe(
      'v.payment.amount_fixed',
    );
    expect(await app.value('payments:list-sent', {})).toEqual([]);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('pays once; the code then decodes as paid and cannot be paid again', async () => {
    const { payload, amountCents } = await demoDynamicCode();
    const view: DecodedCodeView = await app.value('payments:decode', { payload });
    const paid = await app.value('payments:pay-qr', {
      endToEndId: view.endToEndId,
      amountCents,
      confirmAmountCents: amountCents,
      description: 'Fornecedor',
    });
    expect(paid).toMatchObject({
      kind: 'qr-code',
      endToEndId: view.endToEndId,
      amountCents,
      receiverName: view.receiver.name,
      description: 'Fornecedor',
    });
    expect(['PROCESSING', 'COMPLETED']).toContain(paid.status);

    // The same decoding is single use, here as at the bank.
    const twice = await app.call('payments:pay-qr', {
      endToEndId: view.endToEndId,
      amountCents,
      confirmAmountCents: amountCents,
    });
    expect(!twice.ok && twice.error.key).toBe('error.payment.decode_again');

    const again = await app.value('payments:decode', { payload });
    expect(again).toMatchObject({ status: 'CONCLUDED', notPayable: 'concluded' });
    const refused = await app.call('payments:pay-qr', {
      endToEndId: again.endToEndId,
      amountCents,
      confirmAmountCents: amountCents,
    });
    expect(!refused.ok && refused.error.key).toBe('error.payment.not_payable.concluded');

    const sent = await app.value('payments:list-sent', {});
    expect(sent.map((p) => p.id)).toEqual([paid.id]);
    expect(
      await app.value('payments:list-sent', { search: view.receiver.name.slice(0, 5) }),
    ).toHaveLength(1);
    expect(await app.value('payments:list-sent', { search: 'nobody like this' })).toEqual([]);
    const read = await app.value('payments:get-sent', { id: paid.id, refresh: true });
    expect(read.id).toBe(paid.id);
  });

  it('pays the account’s own immediate code, which then concludes', async () => {
    const own = await app.value('pix:create-immediate', {
      amountCents: 4_321,
      description: 'Próprio',
    });
    const view = await app.value('payments:decode', { payload: own.payloadPix });
    expect(view.amountCents).toBe(4_321);
    await app.value('payments:pay-qr', {
      endToEndId: view.endToEndId,
      amountCents: 4_321,
      confirmAmountCents: 4_321,
    });
    const code = await app.value('pix:get', { correlationId: own.correlationId, refresh: true });
    expect(code.status).toBe('CONCLUDED');
  });

  it('refuses to pay while the bank is unreachable, and keeps nothing to send later', async () => {
    const { payload, amountCents } = await demoDynamicCode();
    const view = await app.value('payments:decode', { payload });
    await app.value('sandbox:set-running', { running: false });
    try {
      const result = await app.call('payments:pay-qr', {
        endToEndId: view.endToEndId,
        amountCents,
        confirmAmountCents: amountCents,
      });
      expect(!result.ok && result.error.code).toBe('offline');
      expect(await app.value('outbox:list', {})).toEqual([]);
    } finally {
      await app.value('sandbox:set-running', { running: true });
    }
  });
});

describe.skipIf(keyringMissing)('a payment whose answer is lost', () => {
  let running: AppOnFaultyBank | undefined;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
  });
  afterAll(async () => {
    await running?.close();
  });
  afterEach(() => running?.network.heal());

  /** Payments the bank made of this decoding, and the idempotency keys it was sent with. */
  function atTheBank(endToEndId: string): { payments: number; keys: number } {
    const db = running!.bankDb;
    return {
      payments: db
        .prepare(`SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?`)
        .pluck()
        .get(endToEndId) as number,
      keys: db
        .prepare(`SELECT count(*) FROM idempotent_answers WHERE answer LIKE ?`)
        .pluck()
        .get(`%${endToEndId}%`) as number,
    };
  }

  it('is kept with its key, and checking it sends the same request: paid exactly once', async () => {
    const { app, network, cacheFile } = running!;
    const own = await app.value('pix:create-immediate', { amountCents: 1_500 });
    const view = await app.value('payments:decode', { payload: own.payloadPix });
    // The bank pays, the answer is lost, and the network stays down: the app's own same-key
    // retry cannot get through either.
    network.failNext({
      method: 'POST',
      path: '/baas/api/v2/transfers',
      fault: 'lose-response',
      thenOffline: true,
    });
    const lost = await app.call('payments:pay-qr', {
      endToEndId: view.endToEndId,
      amountCents: 1_500,
      confirmAmountCents: 1_500,
    });
    expect(!lost.ok && lost.error.code).toBe('unknown_outcome');
    const [entry] = await app.value('outbox:list', {});
    expect(entry).toMatchObject({ kind: 'payment:qr-code', state: 'unknown' });
    expect(entry!.actions.check).toBe(true);
    expect(atTheBank(view.endToEndId).payments).toBe(1);

    await network.heal();
    await app.value('outbox:resolve', { id: entry!.id });
    expect(await app.value('outbox:list', {})).toEqual([]);

    const posts = network.requests.filter(
      (r) => r.method === 'POST' && r.path === '/baas/api/v2/transfers',
    );
    // Sent twice with one key: the bank made one payment and answered the second with it.
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toBe(posts[1]!.body);
    expect(atTheBank(view.endToEndId)).toEqual({ payments: 1, keys: 1 });

    const cache = new Database(cacheFile, { readonly: true });
    try {
      expect(cache.prepare('SELECT count(*) FROM sent_payments').pluck().get()).toBe(1);
    } finally {
      cache.close();
    }
  });
});
