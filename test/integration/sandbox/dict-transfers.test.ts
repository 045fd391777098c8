import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_LOOKUP_VALID_MS } from '../../../main/domain/wire/dict.ts';
import { lookUpPixKey } from '../../../main/service/dict.ts';
import { payKeyLookup } from '../../../main/service/writes/key-transfers.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// Paying a Pix key at the local sandbox, over HTTPS, as the operator's SDK does it: the DICT
// payment initialization (`POST /baas/api/v2/pix/dict/payment-initialization`) says who holds
// the key and hands out a single-use endToEndId; the v2 transfer (`POST /baas/api/v2/transfers`,
// initiationType DICT, an `IdempotencyKey`) pays it once. Every malformed request is a 4xx,
// counted at the bank's own database.

const LOOKUP = '/baas/api/v2/pix/dict/payment-initialization';
const TRANSFERS = '/baas/api/v2/transfers';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW, settleMs: 1_000 });
});
afterAll(() => t.stop());

async function lookUp(key: string): Promise<string> {
  const answer = await t.call('POST', LOOKUP, { body: { key } });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { endToEndId: string }).endToEndId;
}

const transferBody = (endToEndId: string, amount = 12.34) => ({
  amount,
  type: 'Pix',
  endToEndId,
  initiationType: 'DICT',
});

function pay(body: unknown, idempotencyKey: string = randomUUID()) {
  return t.call('POST', TRANSFERS, { body, headers: { IdempotencyKey: idempotencyKey } });
}

const transfersOf = (endToEndId: string) =>
  t.db.prepare('SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?').pluck().get(endToEndId);

describe('POST /baas/api/v2/pix/dict/payment-initialization', () => {
  it('names a demo holder, masked, at their bank, with a new endToEndId each time', async () => {
    const answer = await t.call('POST', LOOKUP, { body: { key: 'ana@exemplo.com.br' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      endToEndId: expect.stringMatching(/^E99999999\d{12}[A-Za-z0-9]{11}$/),
      key: 'ana@exemplo.com.br',
      keyBelongsHolder: false,
      beneficiary: {
        number: '310522',
        branch: '0042',
        type: 'CURRENT',
        participant: { name: 'Banco Imaginario S.A.', ispb: '99999901' },
        holder: { name: 'Ana Paula Ribeiro', document: '***.982.247-**', type: 'NATURAL' },
      },
    });
    expect(await lookUp('ana@exemplo.com.br')).not.toBe(answer.json.endToEndId);
    // The demo businesses of the Pay screen are in the directory too, a CNPJ masked.
    const shop = await t.call('POST', LOOKUP, { body: { key: '12345678000195' } });
    expect(shop.json.beneficiary.holder).toEqual({
      name: 'Padaria Aurora Ltda',
      document: '**.345.678/0001-**',
      type: 'LEGAL',
    });
  });

  it('says when the key is one of the account’s own', async () => {
    const registered = await t.call('POST', '/baas/api/v1/pix/dict/entries', {
      body: { entryType: 'EVP' },
      headers: { IdempotencyKey: randomUUID() },
    });
    const key = (registered.json as { key: string }).key;
    const answer = await t.call('POST', LOOKUP, { body: { key } });
    expect(answer.status).toBe(200);
    expect(answer.json.keyBelongsHolder).toBe(true);
    expect(answer.json.beneficiary.holder.name).toBe('Balcao Sandbox Ltda');
  });

  it('answers a key nobody holds with its 404 problem, and the service client reads it', async () => {
    const answer = await t.call('POST', LOOKUP, { body: { key: 'ninguem@exemplo.com.br' } });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ status: 404, traceId: expect.any(String) });
    const failure = await failureOf(() => lookUpPixKey(t.client, 'ninguem@exemplo.com.br'));
    expect(failure).toMatchObject({ code: 'not_found', params: { problem: 'bank' } });
  });

  it('refuses every malformed body with a 4xx naming the field, and wrong credentials', async () => {
    const bodies: unknown[] = [
      undefined,
      {},
      { key: '' },
      { key: 42 },
      { key: 'not a key' },
      { key: '52998224726' },
      { key: `${'a'.repeat(80)}@exemplo.com` },
      [],
      'ana@exemplo.com.br',
      null,
    ];
    for (const body of bodies) {
      const answer = await t.call('POST', LOOKUP, body === undefined ? {} : { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const keyProblem = await t.call('POST', LOOKUP, { body: { key: 'not a key' } });
    expect(Object.keys(keyProblem.json.errors)).toEqual(['$.key']);
    expect((await t.call('POST', LOOKUP, { rawBody: '{"key":' })).status).toBe(400);
    expect(
      (await t.call('POST', LOOKUP, { body: { key: 'ana@exemplo.com.br' }, credentials: false }))
        .status,
    ).toBe(401);
    const wrongKey = await t.call('POST', LOOKUP, {
      body: { key: 'ana@exemplo.com.br' },
      headers: { 'x-service-api-key': 'sbx_not-the-key' },
    });
    expect(wrongKey.status).toBe(401);
  });
});

describe('POST /baas/api/v2/transfers with initiationType DICT', () => {
  it('pays a lookup once; the same key and body answer the first transfer again', async () => {
    const endToEndId = await lookUp('bia@exemplo.com.br');
    const idempotencyKey = randomUUID();
    const first = await pay(
      { ...transferBody(endToEndId), externalId: 'intent-1' },
      idempotencyKey,
    );
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({
      endToEndId,
      status: 'PROCESSING',
      amount: 12.34,
      type: 'Pix',
      externalId: 'intent-1',
      error: null,
      beneficiary: {
        holder: { name: 'Beatriz Lima Santos', document: '***.444.777-**' },
        participant: { name: 'Cooperativa Ficticia de Credito', ispb: '99999902' },
      },
    });
    const again = await pay(
      { ...transferBody(endToEndId), externalId: 'intent-1' },
      idempotencyKey,
    );
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(transfersOf(endToEndId)).toBe(1);

    // Another body under the same key: 409, nothing moves.
    const changed = await pay(
      { ...transferBody(endToEndId, 99.99), externalId: 'intent-1' },
      idempotencyKey,
    );
    expect(changed.status).toBe(409);
    expect(changed.json).toMatchObject({ status: 409 });
    // The lookup is spent: another key cannot pay it again.
    const spent = await pay(transferBody(endToEndId));
    expect(spent.status).toBe(422);
    expect(spent.json.detail).toMatch(/already used/);
    expect(transfersOf(endToEndId)).toBe(1);

    // It settles like every v2 transfer, and is read back by its id.
    t.advance(1_500);
    const read = await t.call('GET', `${TRANSFERS}/${first.json.id as string}`);
    expect(read.json).toMatchObject({ id: first.json.id, status: 'COMPLETED' });
  });

  it('refuses an unknown, a QR decode’s or an expired endToEndId with a 422 problem', async () => {
    const unknown = await pay(transferBody('E99999999202601011200ABCDEFGHIJK'));
    expect(unknown.status).toBe(422);
    expect(unknown.json.detail).toMatch(/not issued by a Pix key lookup/);

    const expiring = await lookUp('ana@exemplo.com.br');
    t.advance(DICT_LOOKUP_VALID_MS + 1_000);
    const expired = await pay(transferBody(expiring));
    expect(expired.status).toBe(422);
    expect(expired.json.detail).toMatch(/expired/);
    expect(transfersOf(expiring)).toBe(0);

    // A key's lookup paid as a QR code's is refused too.
    const asQr = await pay({
      ...transferBody(await lookUp('ana@exemplo.com.br')),
      initiationType: 'QR_CODE_STATIC',
      transactionId: 'x',
    });
    expect(asQr.status).toBe(422);
  });

  it('refuses every malformed request with a 4xx, moving nothing', async () => {
    const endToEndId = await lookUp('ana@exemplo.com.br');
    const bad: unknown[] = [
      { ...transferBody(endToEndId), amount: 0 },
      { ...transferBody(endToEndId), amount: -1 },
      { ...transferBody(endToEndId), amount: 1.234 },
      { ...transferBody(endToEndId), amount: '12.34' },
      { ...transferBody(endToEndId), type: 'Ted' },
      { ...transferBody(endToEndId), endToEndId: '' },
      { ...transferBody(endToEndId), endToEndId: 7 },
      { ...transferBody(endToEndId), description: 'x'.repeat(141) },
      { ...transferBody(endToEndId), externalId: 'x'.repeat(41) },
      { ...transferBody(endToEndId), transferAt: 'tomorrow' },
      { amount: 10, initiationType: 'DICT' },
    ];
    for (const body of bad) {
      const answer = await pay(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    // No IdempotencyKey, or one that is no UUID v4.
    const noKey = await t.call('POST', TRANSFERS, { body: transferBody(endToEndId) });
    expect(noKey.status).toBe(400);
    expect((await pay(transferBody(endToEndId), 'not-a-uuid')).status).toBe(400);
    // A transfer scheduled beyond a year, or split instructions, are not taken here (one for a
    // later day within a year is scheduled: ./scheduled-transfers.test.ts).
    const tooFar = new Date(t.now().getTime() + 400 * 86_400_000).toISOString();
    expect((await pay({ ...transferBody(endToEndId), transferAt: tooFar })).status).toBe(422);
    expect(
      (await pay({ ...transferBody(endToEndId), splitInstructions: [{ percent: 1 }] })).status,
    ).toBe(422);
    expect(
      (
        await t.call('POST', TRANSFERS, {
          rawBody: '{"amount":',
          headers: { IdempotencyKey: randomUUID() },
        })
      ).status,
    ).toBe(400);
    const wrongKey = await t.call('POST', TRANSFERS, {
      body: transferBody(endToEndId),
      headers: { IdempotencyKey: randomUUID(), 'x-service-api-key': 'sbx_not-the-key' },
    });
    expect(wrongKey.status).toBe(401);
    expect(transfersOf(endToEndId)).toBe(0);
  });

  it('is what the service client sends: a lookup paid, then the same call answered alike', async () => {
    const lookup = await lookUpPixKey(t.client, '+5521987654321');
    expect(lookup.holder).toEqual({
      name: 'Carlos Eduardo Nunes',
      document: '***.533.447-**',
      bank: 'Pagamentos Inventados IP',
    });
    expect(lookup.ownAccount).toBe(false);
    const idempotencyKey = randomUUID();
    const input = {
      endToEndId: lookup.endToEndId,
      amountCents: 4_321,
      idempotencyKey,
      externalId: idempotencyKey,
    };
    const first = await payKeyLookup(t.client, input);
    expect(first).toMatchObject({ amountCents: 4_321, status: 'PROCESSING' });
    expect(first.receiver).toEqual({
      name: 'Carlos Eduardo Nunes',
      document: '***.533.447-**',
      bank: 'Pagamentos Inventados IP',
    });
    expect(await payKeyLookup(t.client, input)).toEqual(first);
    expect(transfersOf(lookup.endToEndId)).toBe(1);
  });
});

describe('the legacy shapes', () => {
  let legacy: TestBank;
  beforeAll(async () => {
    legacy = await startBank({ clock: TEST_NOW, shapes: 'legacy' });
  });
  afterAll(() => legacy.stop());

  it('look a key up the same way and answer the transfer’s short record', async () => {
    const lookup = await lookUpPixKey(legacy.client, 'ana@exemplo.com.br');
    const idempotencyKey = randomUUID();
    const paid = await payKeyLookup(legacy.client, {
      endToEndId: lookup.endToEndId,
      amountCents: 500,
      idempotencyKey,
      externalId: idempotencyKey,
    });
    expect(paid).toMatchObject({ amountCents: 500, status: 'PROCESSING', receiver: null });
  });
});
