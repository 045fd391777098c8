import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBrCode } from '../../../main/domain/brcode.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// A counter QR registered with the local sandbox over real HTTP: registered, read, paid twice
// (a static code is reusable), its payments listed, cancelled once (twice is refused, and so
// is paying it afterwards). A wrong API key is refused and every malformed body is a 4xx.

const STATIC = '/baas/api/v2/pix/qrcode/static';
const PAY_STATIC = '/_sandbox/pix/pay-static';
const PAYER = { name: 'Maria Clara Souza', document: '39053344705' };

let t: TestBank;
let key: string;

beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
  const registered = await t.call('POST', '/baas/api/v1/pix/dict/entries', {
    body: { entryType: 'EVP' },
    headers: { IdempotencyKey: randomUUID() },
  });
  expect(registered.status).toBe(200);
  key = (registered.json as { key: string }).key;
});
afterAll(() => t.stop());

function register(body: Record<string, unknown> = {}) {
  return t.call('POST', STATIC, {
    body: { correlationId: randomUUID(), pixKey: key, source: 'QR_CODE_API', ...body },
  });
}

describe('a registered counter QR at the local sandbox', () => {
  it('registers a static code that names its key, amount, text and txid', async () => {
    const correlationId = randomUUID();
    const created = await register({
      correlationId,
      amount: 12.5,
      additionalInfo: 'Caixa 1',
      formatResponse: 'ONLY_PAYLOAD',
    });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({
      correlationId,
      amount: 12.5,
      pixKey: key,
      additionalInfo: 'Caixa 1',
      createdAt: TEST_NOW.toISOString(),
    });
    expect(created.json.base64Image).toBeUndefined();
    const decoded = decodeBrCode(created.json.payloadPix);
    expect(decoded.ok && decoded.value).toMatchObject({
      kind: 'static',
      pointOfInitiation: 'static',
      key,
      amountCents: 1_250,
      description: 'Caixa 1',
      txid: created.json.transactionId,
    });

    // Read back by either identifier: ACTIVE, the text as the read names it.
    for (const id of [correlationId, created.json.transactionId as string]) {
      const read = await t.call('GET', `${STATIC}/${id}`);
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({
        correlationId,
        transactionId: created.json.transactionId,
        type: 'QR_CODE_STATIC',
        status: 'ACTIVE',
        amount: 12.5,
        staticAdditionalInfo: 'Caixa 1',
        payloadPix: created.json.payloadPix,
        payments: [],
      });
    }
  });

  it('answers the image when asked, and a correlationId used before with 409', async () => {
    const correlationId = randomUUID();
    const first = await register({ correlationId, formatResponse: 'PAYLOAD_AND_QRCODE' });
    expect(first.status).toBe(200);
    expect(first.json.amount).toBeNull();
    expect(typeof first.json.base64Image).toBe('string');
    const again = await register({ correlationId });
    expect(again.status).toBe(409);
    expect(again.json.detail).toContain(correlationId);
  });

  it('is paid twice, each payment listed on the code and received; cancelled once; then never paid', async () => {
    const created = await register({ amount: 7.5, additionalInfo: 'Balcao' });
    const { correlationId, payloadPix } = created.json as {
      correlationId: string;
      payloadPix: string;
    };
    const first = await t.call('POST', PAY_STATIC, { body: { payload: payloadPix, payer: PAYER } });
    const second = await t.call('POST', PAY_STATIC, {
      body: { payload: payloadPix, payer: PAYER, amount: 7.5 },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json.endToEndId).not.toBe(second.json.endToEndId);

    const payments = await t.call('GET', `${STATIC}/${correlationId}/payments`);
    expect(payments.status).toBe(200);
    expect(payments.json).toEqual([
      expect.objectContaining({ endToEndId: first.json.endToEndId, correlationId, amount: 7.5 }),
      expect.objectContaining({ endToEndId: second.json.endToEndId, correlationId, amount: 7.5 }),
    ]);
    // Received as a QR code's Pix, with the code's text.
    const received = (await t.call('GET', '/_sandbox/pix/received')).json as {
      items: { endToEndId: string; source: string; description?: string }[];
    };
    for (const paid of [first, second]) {
      expect(received.items.find((i) => i.endToEndId === paid.json.endToEndId)).toMatchObject({
        source: 'QR_CODE',
        amount: 7.5,
      });
    }

    const cancelled = await t.call('PATCH', `${STATIC}/${correlationId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'CANCELLED', correlationId });
    expect((await t.call('GET', `${STATIC}/${correlationId}`)).json.status).toBe('CANCELLED');

    const twice = await t.call('PATCH', `${STATIC}/${correlationId}/cancel`);
    expect(twice.status).toBe(422);
    expect(twice.json.detail).toBe(
      'This static QR code is already cancelled; it can no longer be paid.',
    );

    const after = await t.call('POST', PAY_STATIC, { body: { payload: payloadPix, payer: PAYER } });
    expect(after.status).toBe(422);
    expect(after.json.detail).toContain('cancelled');
    const still = await t.call('GET', `${STATIC}/${correlationId}/payments`);
    expect(still.json).toHaveLength(2);
  });

  it('takes the amount the payer types when the code has none', async () => {
    const created = await register();
    const paid = await t.call('POST', PAY_STATIC, {
      body: { payload: created.json.payloadPix, payer: PAYER, amount: 3.21 },
    });
    expect(paid.status).toBe(200);
    const payments = await t.call('GET', `${STATIC}/${created.json.transactionId}/payments`);
    expect(payments.json).toEqual([expect.objectContaining({ amount: 3.21 })]);
  });

  it('answers unknown codes with the 404 problem', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', `${STATIC}/${id}`],
      ['GET', `${STATIC}/${id}/payments`],
      ['PATCH', `${STATIC}/${id}/cancel`],
    ] as const) {
      const answer = await t.call(method, path);
      expect(answer.status, path).toBe(404);
      expect(answer.json.detail).toBe('Static QR code not found.');
    }
  });

  it('refuses a wrong API key with 401 on every route, registering nothing', async () => {
    const created = await register();
    const correlationId = randomUUID();
    const wrong = { headers: { 'x-service-api-key': 'sbx_wrong' } };
    const answers = await Promise.all([
      t.call('POST', STATIC, { ...wrong, body: { correlationId, pixKey: key } }),
      t.call('GET', `${STATIC}/${created.json.correlationId}`, wrong),
      t.call('GET', `${STATIC}/${created.json.correlationId}/payments`, wrong),
      t.call('PATCH', `${STATIC}/${created.json.correlationId}/cancel`, wrong),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401]);
    expect((await t.call('GET', `${STATIC}/${correlationId}`)).status).toBe(404);
    expect((await t.call('GET', `${STATIC}/${created.json.correlationId}`)).json.status).toBe(
      'ACTIVE',
    );
  });

  it('answers every malformed body with a 400 naming the field', async () => {
    const good = { correlationId: randomUUID(), pixKey: key };
    const cases: [unknown, string][] = [
      [undefined, '$'],
      [[], '$'],
      ['text', '$'],
      [{}, '$.correlationId'],
      [{ ...good, correlationId: 'abc' }, '$.correlationId'],
      [{ correlationId: randomUUID() }, '$.pixKey'],
      [{ ...good, pixKey: '' }, '$.pixKey'],
      [{ ...good, pixKey: randomUUID() }, '$.pixKey'],
      [{ ...good, amount: 0 }, '$.amount'],
      [{ ...good, amount: -5 }, '$.amount'],
      [{ ...good, amount: 1.234 }, '$.amount'],
      [{ ...good, amount: '10.00' }, '$.amount'],
      [{ ...good, additionalInfo: 'x'.repeat(73) }, '$.additionalInfo'],
      [{ ...good, additionalInfo: 'Pão ☕' }, '$.additionalInfo'],
      [{ ...good, beneficiaryName: 'x'.repeat(26) }, '$.beneficiaryName'],
      [{ ...good, formatResponse: 'PNG' }, '$.formatResponse'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.call('POST', STATIC, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field === '$') continue;
      const errors = (answer.json as { errors?: Record<string, string[]> }).errors ?? {};
      expect(Object.keys(errors), `${JSON.stringify(body)}: ${JSON.stringify(errors)}`).toContain(
        field,
      );
    }
    const raw = await t.call('POST', STATIC, { rawBody: '{"correlationId": ' });
    expect(raw.status).toBe(400);
  });
});
