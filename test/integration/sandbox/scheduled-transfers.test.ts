import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../main/domain/dates.ts';
import { transferAtOf } from '../../../main/domain/scheduled-transfer.ts';
import { SANDBOX_TODAY_ENV } from '../../../main/sandbox/payments/scheduled-transfers.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW, TEST_TODAY } from '../../support/builders.ts';

// A transfer to a Pix key scheduled for a later day at the local sandbox, over HTTPS, as the
// operator's SDK sends it (`POST /baas/api/v2/transfers` with `transferAt` and every other
// field of its `CreateTransferRequest`): answered SCHEDULED, nothing moves until the bank's day
// reaches it, then it runs and settles like any transfer; until then
// `DELETE /baas/api/v2/transfers/{id}` cancels it. What the bank did is read from its own
// database and its events.

const LOOKUP = '/baas/api/v2/pix/dict/payment-initialization';
const TRANSFERS = '/baas/api/v2/transfers';
const DAY_MS = 86_400_000;

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW, settleMs: 1_000 });
});
afterAll(() => t.stop());
afterEach(() => {
  t.setNow(TEST_NOW);
  delete process.env[SANDBOX_TODAY_ENV];
});

async function lookUp(key = 'ana@exemplo.com.br'): Promise<string> {
  const answer = await t.call('POST', LOOKUP, { body: { key } });
  expect(answer.status, answer.text).toBe(200);
  return (answer.json as { endToEndId: string }).endToEndId;
}

/** Every field the SDK's `createTransfer` sends (nulls filtered out, as it does). */
const sdkBody = (endToEndId: string, transferAt: string, amount = 45.67) => ({
  amount,
  description: 'Aluguel de dezembro',
  endToEndId,
  initiationType: 'DICT',
  saveFavorite: false,
  type: 'Pix',
  transferAt,
  tags: [],
  externalId: randomUUID(),
  splitInstructions: [],
});

const post = (body: unknown, idempotencyKey: string = randomUUID()) =>
  t.call('POST', TRANSFERS, { body, headers: { IdempotencyKey: idempotencyKey } });

const read = (id: string) => t.call('GET', `${TRANSFERS}/${id}`);
const cancel = (id: string) => t.call('DELETE', `${TRANSFERS}/${id}`);

const settlementsOf = (id: string) =>
  t.db.prepare('SELECT count(*) FROM sent_settlements WHERE id = ?').pluck().get(id) as number;

const receivedFrom = (endToEndId: string) =>
  t.db.prepare('SELECT count(*) FROM pix_ledger WHERE end_to_end_id = ?').pluck().get(endToEndId);

async function schedule(day: string, amount = 45.67) {
  const answer = await post(sdkBody(await lookUp(), transferAtOf(day), amount));
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { id: string; status: string; endToEndId: string; transferAt: string };
}

/** Noon in São Paulo of `day`: the bank's clock on that day. */
const noonOf = (day: string) => new Date(`${day}T15:00:00.000Z`);

describe('a transfer scheduled for a later day', () => {
  it('is answered SCHEDULED with every SDK field taken, and moves nothing before its day', async () => {
    const day = addDays(TEST_TODAY, 3);
    const scheduled = await schedule(day);
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', transferAt: '2026-03-13T03:00:00Z' });
    expect((await read(scheduled.id)).json.status).toBe('SCHEDULED');
    // The day before its day, at its last minute: still scheduled, never announced as settled.
    t.setNow(new Date('2026-03-13T02:59:00.000Z'));
    expect((await read(scheduled.id)).json.status).toBe('SCHEDULED');
    expect(settlementsOf(scheduled.id)).toBe(0);
  });

  it('runs when the bank’s day reaches it, then settles and is announced once', async () => {
    const day = addDays(TEST_TODAY, 2);
    const scheduled = await schedule(day);
    t.setNow(noonOf(day));
    const ran = await read(scheduled.id);
    expect(ran.json).toMatchObject({ status: 'PROCESSING', ranAt: noonOf(day).toISOString() });
    t.advance(1_000);
    expect((await read(scheduled.id)).json.status).toBe('COMPLETED');
    expect(settlementsOf(scheduled.id)).toBe(1);
    // A transfer that ran can no longer be cancelled: the bank's 409, in its problem body.
    const refused = await cancel(scheduled.id);
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toMatch(/already ran on 2026-03-12/);
    expect((await read(scheduled.id)).json.status).toBe('COMPLETED');
  });

  it('runs on the day BALCAO_SANDBOX_TODAY names, whatever the clock says', async () => {
    const day = addDays(TEST_TODAY, 30);
    const scheduled = await schedule(day);
    process.env[SANDBOX_TODAY_ENV] = day;
    expect((await read(scheduled.id)).json.status).toBe('PROCESSING');
  });

  it('to one of the account’s own keys comes back as a received Pix on its day only', async () => {
    const registered = await t.call('POST', '/baas/api/v1/pix/dict/entries', {
      body: { entryType: 'EVP' },
      headers: { IdempotencyKey: randomUUID() },
    });
    const key = (registered.json as { key: string }).key;
    const day = addDays(TEST_TODAY, 1);
    const answer = await post(sdkBody(await lookUp(key), transferAtOf(day), 5));
    const endToEndId = answer.json.endToEndId as string;
    expect(receivedFrom(endToEndId)).toBe(0);
    t.setNow(noonOf(day));
    await read(answer.json.id as string);
    expect(receivedFrom(endToEndId)).toBe(1);
  });

  it('with a transferAt of now (the SDK’s default) is paid at once', async () => {
    const answer = await post(sdkBody(await lookUp(), TEST_NOW.toISOString()));
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe('PROCESSING');
  });

  it('is refused beyond a year ahead (422), and a malformed transferAt or body is a 400', async () => {
    const endToEndId = await lookUp();
    const tooFar = new Date(TEST_NOW.getTime() + 400 * DAY_MS).toISOString();
    const far = await post(sdkBody(endToEndId, tooFar));
    expect(far.status).toBe(422);
    expect(far.json.detail).toMatch(/more than 365 days ahead/);
    expect((await post(sdkBody(endToEndId, '2026-03-20'))).status).toBe(400);
    const raw = await t.call('POST', TRANSFERS, {
      rawBody: '{"amount": 1, "transferAt":',
      headers: { IdempotencyKey: randomUUID() },
    });
    expect(raw.status).toBe(400);
  });

  it('the same IdempotencyKey and body schedule it once', async () => {
    const key = randomUUID();
    const body = sdkBody(await lookUp(), transferAtOf(addDays(TEST_TODAY, 5)));
    const first = await post(body, key);
    const again = await post(body, key);
    expect(again.json.id).toBe(first.json.id);
    const rows = t.db
      .prepare('SELECT count(*) FROM qr_payments WHERE end_to_end_id = ?')
      .pluck()
      .get(body.endToEndId);
    expect(rows).toBe(1);
  });
});

describe('DELETE /baas/api/v2/transfers/{id}', () => {
  it('cancels a scheduled transfer, says so again when asked twice, and it never runs', async () => {
    const day = addDays(TEST_TODAY, 4);
    const scheduled = await schedule(day);
    const first = await cancel(scheduled.id);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ id: scheduled.id, status: 'CANCELLED' });
    const second = await cancel(scheduled.id);
    expect(second.json.status).toBe('CANCELLED');
    t.setNow(noonOf(addDays(day, 1)));
    expect((await read(scheduled.id)).json.status).toBe('CANCELLED');
    expect(settlementsOf(scheduled.id)).toBe(0);
  });

  it('refuses a transfer paid at once (409) and an id it does not know (404)', async () => {
    const paid = await post(sdkBody(await lookUp(), TEST_NOW.toISOString()));
    expect((await cancel(paid.json.id as string)).status).toBe(409);
    const unknown = await cancel(randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.contentType).toMatch(/problem\+json|json/);
  });

  it('refuses a wrong API key like every other route, and cancels nothing', async () => {
    const scheduled = await schedule(addDays(TEST_TODAY, 6));
    const wrong = await t.call('DELETE', `${TRANSFERS}/${scheduled.id}`, {
      credentials: false,
      headers: { 'x-service-api-key': 'not-the-key', 'x-service-account-id': t.accountId },
    });
    expect(wrong.status).toBe(401);
    const schedulingWithout = await t.call('POST', TRANSFERS, {
      credentials: false,
      body: sdkBody(await lookUp(), transferAtOf(addDays(TEST_TODAY, 6))),
      headers: { IdempotencyKey: randomUUID(), 'x-service-api-key': 'not-the-key' },
    });
    expect(schedulingWithout.status).toBe(401);
    expect((await read(scheduled.id)).json.status).toBe('SCHEDULED');
  });
});
