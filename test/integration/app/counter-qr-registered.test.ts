import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBrCode } from '../../../main/domain/brcode.ts';
import type { RunningWebTransport } from '../../../main/ipc/web-transport.ts';
import { serveWeb, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { webClient, type WebClient } from '../../support/web-client.ts';

// A counter QR registered with the bank, through the web transport on the local sandbox
// profile (the real bank over HTTP, the real SQLite cache): registered from a key of the
// account, listed, paid twice by a test payer, its payments read from the bank and in
// Received, cancelled once (the second time is already done), then refused to a payer and
// never printed as payable.

let app: TestApp;
let web: RunningWebTransport;
let client: WebClient;
let key: string;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
  web = await serveWeb(app);
  client = webClient(web.url);
  key = (await client.value('pix-keys:create', { entryType: 'EVP' })).key;
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

describe('a counter QR registered with the bank, through the bridge', () => {
  let correlationId: string;
  let payload: string;

  it('registers a code of the key with the bank: a static code naming itself by its txid', async () => {
    const code = await client.value('counter-qr:register', {
      key,
      amountCents: 1_590,
      description: 'Pão na chapa',
    });
    ({ correlationId, payload } = code);
    expect(code).toMatchObject({
      key,
      amountCents: 1_590,
      description: 'Pao na chapa',
      status: 'ACTIVE',
      payments: [],
      cancelledAt: null,
      merchant: { name: 'BALCAO SANDBOX LTDA', city: 'SAO PAULO' },
    });
    const decoded = decodeBrCode(payload);
    expect(decoded.ok && decoded.value).toMatchObject({
      kind: 'static',
      key,
      amountCents: 1_590,
      description: 'Pao na chapa',
      txid: code.transactionId,
    });
    // Nothing is left waiting in the outbox.
    expect(await client.value('outbox:list', {})).toEqual([]);

    const listed = await client.value('counter-qr:list-registered', {});
    expect(listed.map((c) => c.correlationId)).toEqual([correlationId]);
  });

  it('refuses a key this computer does not know, and a description the code has no room for', async () => {
    const unknown = await client.call('counter-qr:register', { key: randomUUID() });
    expect(unknown).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { key: [{ key: 'v.counter_qr.key_not_registered' }] } },
    });
    const long = await client.call('counter-qr:register', { key, description: 'x'.repeat(38) });
    expect(long).toMatchObject({
      ok: false,
      error: { fields: { description: [{ key: 'v.counter_qr.description_too_long' }] } },
    });
    expect(await client.value('counter-qr:list-registered', {})).toHaveLength(1);
  });

  it('is paid twice: both payments on the code (read from the bank) and in Received', async () => {
    const first = await client.value('counter-qr:simulate-payment', { payload });
    const second = await client.value('counter-qr:simulate-payment', { payload });
    expect(second.endToEndId).not.toBe(first.endToEndId);
    for (const paid of [first, second]) {
      expect(paid).toMatchObject({ source: 'qr-code', amountCents: 1_590 });
    }

    const code = await client.value('counter-qr:get-registered', { correlationId, refresh: true });
    expect(code.payments.map((p) => p.endToEndId).sort()).toEqual(
      [first.endToEndId, second.endToEndId].sort(),
    );
    expect(code.payments.every((p) => p.amountCents === 1_590)).toBe(true);
    expect(code.paymentsSyncedAt).not.toBeNull();

    const received = await client.value('received:list', {});
    const ours = received.filter((r) =>
      [first.endToEndId, second.endToEndId].includes(r.endToEndId),
    );
    expect(ours).toHaveLength(2);
  });

  it('is cancelled once; a second cancel is already done; a payer is then refused', async () => {
    const cancelled = await client.value('counter-qr:cancel-registered', { correlationId });
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.payments).toHaveLength(2);

    const again = await client.value('counter-qr:cancel-registered', { correlationId });
    expect(again.status).toBe('CANCELLED');

    const refused = await client.call('counter-qr:simulate-payment', { payload });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'rejected', key: 'error.counter_qr.cancelled_not_payable' },
    });
    const read = await client.value('counter-qr:get-registered', { correlationId, refresh: true });
    expect(read.status).toBe('CANCELLED');
    expect(read.payments).toHaveLength(2);
  });

  it('tells a code unknown to this computer by name', async () => {
    const missing = await client.call('counter-qr:get-registered', {
      correlationId: randomUUID(),
    });
    expect(missing).toMatchObject({
      ok: false,
      error: { code: 'not_found', key: 'error.counter_qr.registered_not_found' },
    });
  });
});
