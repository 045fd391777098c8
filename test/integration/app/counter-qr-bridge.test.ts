import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBrCode } from '../../../main/domain/brcode.ts';
import type { RunningWebTransport } from '../../../main/ipc/web-transport.ts';
import { serveWeb, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { PAULISTA_ADDRESS } from '../../support/builders.ts';
import { webClient, type WebClient } from '../../support/web-client.ts';

// The counter QR through the web transport, on the local sandbox profile with its real bank,
// SQLite cache and keyring: a key registered here, a static code built from it with no call to
// the bank (the bank stopped meanwhile), then paid by a test payer and found in Received.

let app: TestApp;
let web: RunningWebTransport;
let client: WebClient;
let key: string;

/** 37 characters once its accents are dropped: all a random key leaves room for. */
const LONGEST = 'Pão de queijo e café - balcão da loja';

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
  web = await serveWeb(app);
  client = webClient(web.url);
});
afterAll(async () => {
  await web?.close();
  await app?.close();
});

describe('the counter QR through the bridge', () => {
  it('offers no key before one is registered here, and refuses a key typed in', async () => {
    expect(await client.value('counter-qr:read-setup')).toEqual({
      keys: [],
      merchant: { name: 'BALCAO SANDBOX LTDA', city: 'SAO PAULO', fromSettings: false },
    });
    const refused = await client.call('counter-qr:build', { key: randomUUID() });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { key: [{ key: 'v.counter_qr.key_not_registered' }] } },
    });
  });

  it('builds from a registered key with the bank out of reach, and the code reads back', async () => {
    key = (await client.value('pix-keys:create', { entryType: 'EVP' })).key;
    expect((await client.value('counter-qr:read-setup')).keys.map((k) => k.key)).toEqual([key]);

    await client.value('sandbox:set-running', { running: false });
    try {
      const code = await client.value('counter-qr:build', {
        key,
        amountCents: 2_590,
        description: LONGEST,
      });
      expect(code).toMatchObject({
        key,
        amountCents: 2_590,
        description: 'Pao de queijo e cafe - balcao da loja',
        merchant: { name: 'BALCAO SANDBOX LTDA', city: 'SAO PAULO', fromSettings: false },
      });
      const decoded = decodeBrCode(code.payload);
      expect(decoded.ok && decoded.value).toMatchObject({
        kind: 'static',
        key,
        amountCents: 2_590,
        description: 'Pao de queijo e cafe - balcao da loja',
        merchantName: 'BALCAO SANDBOX LTDA',
        txid: '***',
      });

      // One character more: refused on the description, with the room there is.
      const refused = await client.call('counter-qr:build', {
        key,
        description: `${LONGEST}!`,
      });
      expect(refused).toMatchObject({
        ok: false,
        error: {
          code: 'validation',
          fields: {
            description: [
              { key: 'v.counter_qr.description_too_long', params: { max: 37, length: 38 } },
            ],
          },
        },
      });
      const noAmount = await client.call('counter-qr:build', { key, amountCents: 0 });
      expect(noAmount).toMatchObject({
        ok: false,
        error: { fields: { amountCents: [{ key: 'v.money.positive' }] } },
      });
    } finally {
      await client.value('sandbox:set-running', { running: true });
    }
  });

  it('is paid by a test payer, as often as one comes, and each Pix shows in Received', async () => {
    const code = await client.value('counter-qr:build', {
      key,
      amountCents: 2_590,
      description: LONGEST,
    });
    const first = await client.value('counter-qr:simulate-payment', { payload: code.payload });
    const second = await client.value('counter-qr:simulate-payment', { payload: code.payload });
    expect(first).toMatchObject({
      source: 'transfer',
      amountCents: 2_590,
      leftCents: 2_590,
      payerName: 'Cliente do balcão',
      description: 'Pao de queijo e cafe - balcao da loja',
    });
    expect(second.endToEndId).not.toBe(first.endToEndId);

    const received = await client.value('received:list', { search: 'balcao da loja' });
    expect(received.map((r) => r.endToEndId).sort()).toEqual(
      [first.endToEndId, second.endToEndId].sort(),
    );
  });

  it('takes the amount the payer types when the code has none, and asks for it first', async () => {
    const code = await client.value('counter-qr:build', { key });
    expect(code.amountCents).toBeNull();
    const asked = await client.call('counter-qr:simulate-payment', { payload: code.payload });
    expect(asked).toMatchObject({
      ok: false,
      error: { fields: { amountCents: [{ key: 'v.money.required' }] } },
    });
    const paid = await client.value('counter-qr:simulate-payment', {
      payload: code.payload,
      amountCents: 777,
    });
    expect(paid.amountCents).toBe(777);
    expect(await client.value('received:get', { endToEndId: paid.endToEndId })).toMatchObject({
      amountCents: 777,
    });
  });

  it('refuses to simulate a code that is not a counter QR', async () => {
    const refused = await client.call('counter-qr:simulate-payment', { payload: 'not a code' });
    expect(refused).toMatchObject({
      ok: false,
      error: { fields: { payload: [{ key: 'v.counter_qr.not_a_counter_qr' }] } },
    });
  });

  it('names the business from its details: trade name and city, upper case without accents', async () => {
    await client.value('business:set', {
      tradeName: 'Panificadora Estrela d’Alva & Filhos',
      legalName: 'Estrela Alimentos Ltda',
      document: '11.222.333/0001-81',
      address: { ...PAULISTA_ADDRESS, city: 'São José dos Campos' },
    });
    const setup = await client.value('counter-qr:read-setup');
    expect(setup.merchant).toEqual({
      name: 'PANIFICADORA ESTRELA DALV',
      city: 'SAO JOSE DOS CA',
      fromSettings: true,
    });
    const code = await client.value('counter-qr:build', { key, amountCents: 500 });
    const decoded = decodeBrCode(code.payload);
    expect(decoded.ok && [decoded.value.merchantName, decoded.value.merchantCity]).toEqual([
      'PANIFICADORA ESTRELA DALV',
      'SAO JOSE DOS CA',
    ]);
  });
});
