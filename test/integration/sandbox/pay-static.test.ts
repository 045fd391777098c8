import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaticBrCode } from '../../../main/domain/brcode-static.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// A payer's bank paying a counter QR (a static code the app built itself, no bank involved) to
// the local sandbox: the key must be the account's, the amount the code's (or the payer's when
// the code has none), and the Pix arrives like any Pix sent to a key. Every malformed request
// is a 4xx, never a 5xx.

const PAY_STATIC = '/_sandbox/pix/pay-static';
const PAYER = { name: 'João Pedro Oliveira', document: '39053344705' };

let t: TestBank;
let key: string;

function staticCode(options: { key?: string; amountCents?: number; description?: string } = {}) {
  const built = buildStaticBrCode({
    key: options.key ?? key,
    merchantName: 'Padaria Pão Quente',
    merchantCity: 'São Paulo',
    ...(options.amountCents === undefined ? {} : { amountCents: options.amountCents }),
    ...(options.description === undefined ? {} : { description: options.description }),
  });
  if (!built.ok) throw new Error(JSON.stringify(built.problem));
  return built.value.payload;
}

function pay(body: unknown) {
  return t.call('POST', PAY_STATIC, { body });
}

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

describe('POST /_sandbox/pix/pay-static', () => {
  it('pays a code with an amount: the Pix is received, with the code’s description', async () => {
    const payload = staticCode({ amountCents: 1_250, description: 'Balcão da frente' });
    const paid = await pay({ payload, payer: PAYER });
    expect(paid.status).toBe(200);
    expect(paid.json).toMatchObject({ amount: 12.5, paidAt: TEST_NOW.toISOString() });
    const { endToEndId } = paid.json as { endToEndId: string };
    expect(endToEndId).toMatch(/^E\d{20}[A-Za-z0-9]{11}$/);

    const received = await t.call('GET', '/_sandbox/pix/received');
    const items = (received.json as { items: Record<string, unknown>[] }).items;
    expect(items.find((i) => i.endToEndId === endToEndId)).toMatchObject({
      source: 'RECEIVE',
      amount: 12.5,
      left: 12.5,
      payer: PAYER,
      description: 'Balcao da frente',
    });
    const events = (await t.call('GET', '/_sandbox/events')).json as {
      eventType: string;
      data: Record<string, unknown>;
    }[];
    expect(events.find((e) => e.data.endToEndId === endToEndId)).toMatchObject({
      eventType: 'PIX_RECEIVED',
      data: { amount: 12.5, origin: 'TRANSFER', payer: PAYER },
    });
  });

  it('pays the same code again: a static code is paid as often as customers come', async () => {
    const payload = staticCode({ amountCents: 300 });
    const first = await pay({ payload, payer: PAYER });
    const second = await pay({ payload, payer: PAYER, amount: 3 });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.json.endToEndId).not.toBe(second.json.endToEndId);
  });

  it('takes the amount the payer types when the code has none, and asks for it otherwise', async () => {
    const payload = staticCode();
    const paid = await pay({ payload, payer: PAYER, amount: 7.77 });
    expect(paid.status).toBe(200);
    expect(paid.json.amount).toBe(7.77);

    const missing = await pay({ payload, payer: PAYER });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual({
      '$.amount': ['The code has no amount: send the amount the payer pays.'],
    });
  });

  it('refuses another amount than the code’s (422)', async () => {
    const refused = await pay({
      payload: staticCode({ amountCents: 1_000 }),
      payer: PAYER,
      amount: 9.99,
    });
    expect(refused.status).toBe(422);
    expect(refused.json.detail).toContain('must be 10.00');
  });

  it('refuses a key that is not the account’s (404)', async () => {
    const refused = await pay({
      payload: staticCode({ key: randomUUID(), amountCents: 100 }),
      payer: PAYER,
    });
    expect(refused.status).toBe(404);
  });

  it('refuses a dynamic code (422): the sandbox pays those by /_sandbox/pix/pay', async () => {
    const created = await t.call('POST', '/baas/api/v2/pix/qrcode/dynamic', {
      body: { correlationId: randomUUID(), amount: 10 },
    });
    const refused = await pay({ payload: created.json.payloadPix, payer: PAYER });
    expect(refused.status).toBe(422);
  });

  it('answers every malformed request with a 4xx, naming the field', async () => {
    const good = staticCode({ amountCents: 100 });
    const broken = `${good.slice(0, -4)}${good.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const cases: [unknown, string][] = [
      [undefined, '$'],
      [{}, '$.payload'],
      [[], '$'],
      ['text', '$'],
      [{ payload: '', payer: PAYER }, '$.payload'],
      [{ payload: broken, payer: PAYER }, '$.payload'],
      [{ payload: 'x'.repeat(600), payer: PAYER }, '$.payload'],
      [{ payload: good }, '$.payer'],
      [{ payload: good, payer: { ...PAYER, document: '39053344700' } }, '$.payer.document'],
      [{ payload: good, payer: PAYER, amount: -1 }, '$.amount'],
      [{ payload: good, payer: PAYER, amount: 1.234 }, '$.amount'],
      [{ payload: good, payer: PAYER, amount: '1.00' }, '$.amount'],
      [{ payload: good, payer: PAYER, paidAt: 'yesterday' }, '$.paidAt'],
      [{ payload: 42, payer: PAYER }, '$.payload'],
    ];
    for (const [body, field] of cases) {
      const answer = await pay(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field === '$') continue;
      const errors = (answer.json as { errors?: Record<string, string[]> }).errors ?? {};
      expect(
        Object.keys(errors).filter((path) => path === field || path.startsWith(`${field}.`)),
        `${JSON.stringify(body)}: ${JSON.stringify(errors)}`,
      ).not.toEqual([]);
    }
    const raw = await t.call('POST', PAY_STATIC, { rawBody: '{"payload": ' });
    expect(raw.status).toBe(400);
  });

  it('answers a payload changed anywhere, with any amount, with a 2xx or a 4xx', async () => {
    const good = staticCode({ amountCents: 4_321, description: 'Caixa 2' });
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: good.length - 1 }),
        fc.string({ minLength: 0, maxLength: 3 }),
        fc.option(fc.double({ min: -10, max: 1e12, noNaN: true }), { nil: undefined }),
        async (at, insert, amount) => {
          const payload = good.slice(0, at) + insert + good.slice(at + 1);
          const answer = await pay({ payload, payer: PAYER, amount });
          expect(
            answer.status === 200 || (answer.status >= 400 && answer.status < 500),
            `${answer.status} for ${payload} ${amount}`,
          ).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
