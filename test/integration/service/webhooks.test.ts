import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventSchema } from '../../../main/domain/wire/webhook-events.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../main/domain/wire/webhooks.ts';
import {
  fireSandboxEvent,
  getWebhook,
  listSandboxDeliveries,
  listWebhooks,
} from '../../../main/service/webhooks.ts';
import {
  deleteWebhook,
  registerWebhook,
  updateWebhook,
} from '../../../main/service/writes/webhooks.ts';
import {
  eventually,
  FAST_SCHEDULE,
  startGarbageServer,
  startReceiver,
  type Received,
} from './webhook-receiver.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';

let env: TestBank;

beforeAll(async () => {
  env = await startBank({ webhooks: { schedule: FAST_SCHEDULE } });
});
afterAll(() => env.stop());

describe('webhook registrations (4.16) through the service client', () => {
  it('registers, lists, reads, updates and deletes', async () => {
    const { client } = env;
    const first = await registerWebhook(client, {
      eventType: 'CHARGE_PAID',
      url: 'https://loja.example.com/hooks/boletos',
      authorizationScheme: 'BEARER',
      authorization: 'tok-123',
    });
    expect(first).toEqual({
      id: expect.any(String),
      eventType: 'CHARGE_PAID',
      url: 'https://loja.example.com/hooks/boletos',
      authorizationScheme: 'BEARER',
      authorization: 'tok-123',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Several webhooks may listen to the same type; a scheme is optional.
    const second = await registerWebhook(client, {
      eventType: 'CHARGE_PAID',
      url: 'http://127.0.0.1:9/hooks',
    });
    expect(second).toMatchObject({ authorizationScheme: null, authorization: null });

    const list = await listWebhooks(client);
    expect(list.map((webhook) => webhook.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(await getWebhook(client, first.id)).toEqual(first);

    const updated = await updateWebhook(client, first.id, {
      eventType: 'PIX_RECEIVED',
      url: 'https://loja.example.com/hooks/pix',
      authorizationScheme: 'HEADER',
      authorization: 'ApiKey abc',
    });
    expect(updated).toMatchObject({
      id: first.id,
      eventType: 'PIX_RECEIVED',
      url: 'https://loja.example.com/hooks/pix',
      authorizationScheme: 'HEADER',
      authorization: 'ApiKey abc',
      createdAt: first.createdAt,
    });
    expect(await getWebhook(client, first.id)).toEqual(updated);

    await deleteWebhook(client, first.id);
    expect((await failureOf(() => getWebhook(client, first.id))).code).toBe('not_found');
    expect((await failureOf(() => deleteWebhook(client, first.id))).code).toBe('not_found');
    expect((await listWebhooks(client)).some((webhook) => webhook.id === first.id)).toBe(false);
    await deleteWebhook(client, second.id);
  });

  it('answers 404 for an unknown id on read, update and delete', async () => {
    const id = randomUUID();
    const input = { eventType: 'CHARGE_PAID' as const, url: 'https://example.com/h' };
    expect((await failureOf(() => getWebhook(env.client, id))).code).toBe('not_found');
    expect((await failureOf(() => updateWebhook(env.client, id, input))).code).toBe('not_found');
    expect((await failureOf(() => deleteWebhook(env.client, id))).code).toBe('not_found');
  });

  it('accepts the 12 event types of section 6 and no other', async () => {
    for (const eventType of WEBHOOK_EVENT_TYPES) {
      const webhook = await registerWebhook(env.client, {
        eventType,
        url: 'https://example.com/h',
      });
      await deleteWebhook(env.client, webhook.id);
    }
    const error = await failureOf(() =>
      registerWebhook(env.client, {
        eventType: 'BOLETO_CREATED' as never,
        url: 'https://example.com/h',
      }),
    );
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {})).toEqual(['eventType']);
  });

  it.each([
    ['a relative path', '/hooks'],
    ['an ftp URL', 'ftp://example.com/hooks'],
    ['no scheme', 'example.com/hooks'],
    ['credentials in the URL', 'https://user:pw@example.com/hooks'],
    ['an empty text', ''],
  ])('refuses a url that is %s', async (_, url) => {
    const error = await failureOf(() =>
      registerWebhook(env.client, { eventType: 'PIX_RECEIVED', url }),
    );
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {})).toEqual(['url']);
  });

  it('accepts http and https URLs, loopback included', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'https://example.com:8443/a?b=c',
      'http://localhost/x',
    ]) {
      const webhook = await registerWebhook(env.client, { eventType: 'PIX_RECEIVED', url });
      expect(webhook.url).toBe(url);
      await deleteWebhook(env.client, webhook.id);
    }
  });

  it('refuses an unknown scheme, a scheme without a value and a value without a scheme', async () => {
    const base = { eventType: 'PIX_RECEIVED' as const, url: 'https://example.com/h' };
    const unknown = await failureOf(() =>
      registerWebhook(env.client, {
        ...base,
        authorizationScheme: 'DIGEST' as never,
        authorization: 'x',
      }),
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual(['authorizationScheme']);
    const noValue = await failureOf(() =>
      registerWebhook(env.client, { ...base, authorizationScheme: 'BEARER' }),
    );
    expect(Object.keys(noValue.fields ?? {})).toEqual(['authorization']);
    const noScheme = await failureOf(() =>
      registerWebhook(env.client, { ...base, authorization: 'tok' }),
    );
    expect(Object.keys(noScheme.fields ?? {})).toEqual(['authorizationScheme']);
    const twoLines = await failureOf(() =>
      registerWebhook(env.client, {
        ...base,
        authorizationScheme: 'HEADER',
        authorization: 'a\r\nX-Evil: 1',
      }),
    );
    expect(Object.keys(twoLines.fields ?? {})).toEqual(['authorization']);
    // Nothing was written.
    expect(await listWebhooks(env.client)).toEqual([]);
  });
});

describe('deliveries', () => {
  it('POSTs the event to every webhook of its type with each authorization scheme, and to no other', async () => {
    const receiver = await startReceiver();
    const other = await startReceiver();
    try {
      const { client } = env;
      await Promise.all([
        registerWebhook(client, {
          eventType: 'TRANSFER_EXTERNAL_CREDITED',
          url: `${receiver.url}/bearer`,
          authorizationScheme: 'BEARER',
          authorization: 'token-abc',
        }),
        registerWebhook(client, {
          eventType: 'TRANSFER_EXTERNAL_CREDITED',
          url: `${receiver.url}/basic`,
          authorizationScheme: 'BASIC',
          authorization: Buffer.from('loja:segredo').toString('base64'),
        }),
        registerWebhook(client, {
          eventType: 'TRANSFER_EXTERNAL_CREDITED',
          url: `${receiver.url}/header`,
          authorizationScheme: 'HEADER',
          authorization: 'ApiKey xyz',
        }),
        registerWebhook(client, {
          eventType: 'TRANSFER_EXTERNAL_CREDITED',
          url: `${receiver.url}/none`,
        }),
        registerWebhook(client, { eventType: 'TRANSFER_EXTERNAL_DEBITED', url: other.url }),
      ]);

      const event = await fireSandboxEvent(client, 'TRANSFER_EXTERNAL_CREDITED', { amount: 321.5 });
      const got = await receiver.waitFor(4);
      const byPath = Object.fromEntries(got.map((r) => [r.path, r]));
      expect(byPath['/hooks/bearer']?.headers.authorization).toBe('Bearer token-abc');
      expect(byPath['/hooks/basic']?.headers.authorization).toBe(
        `Basic ${Buffer.from('loja:segredo').toString('base64')}`,
      );
      expect(byPath['/hooks/header']?.headers.authorization).toBe('ApiKey xyz');
      expect(byPath['/hooks/none']?.headers.authorization).toBeUndefined();
      for (const request of got) {
        expect(request.headers['content-type']).toBe('application/json');
        expect(request.body).toEqual(event);
        expect(request.body).toMatchObject({
          id: event.id,
          eventType: 'TRANSFER_EXTERNAL_CREDITED',
          occurredAt: expect.any(String),
          accountNumber: env.sandbox.accountId,
          data: { amount: 321.5 },
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
      // Delivery is at least once: an answer slower than the sender waits (a busy machine) is
      // sent again, with the same event. Each webhook got it; no other did.
      expect(new Set(receiver.received.map((r) => r.path)).size).toBe(4);
      expect(receiver.received.every((r) => (r.body as { id: string }).id === event.id)).toBe(true);
      expect(other.received).toHaveLength(0);

      const log = await listSandboxDeliveries(client, event.id);
      expect(log).toHaveLength(4);
      for (const entry of log) {
        expect(entry.state).toBe('delivered');
        expect(entry.attempts.at(-1)).toEqual(
          expect.objectContaining({ statusCode: 200, error: null }),
        );
      }
    } finally {
      // Whatever failed above, the next test starts with none of these webhooks.
      for (const hook of await listWebhooks(env.client)) await deleteWebhook(env.client, hook.id);
      await receiver.close();
      await other.close();
    }
  });

  it('retries a failing receiver with the same event id and logs every attempt', async () => {
    // 503, 500, then 204.
    const receiver = await startReceiver((n) => [503, 500][n] ?? 204);
    try {
      const hook = await registerWebhook(env.client, {
        eventType: 'PIX_REFUNDED',
        url: receiver.url,
      });
      const event = await fireSandboxEvent(env.client, 'PIX_REFUNDED');
      const got = await receiver.waitFor(3);
      expect(got.map((r) => r.body.id)).toEqual([event.id, event.id, event.id]);
      expect(got.map((r) => r.headers['x-webhook-attempt'])).toEqual(['1', '2', '3']);
      // The schedule's waits lie between the attempts.
      expect(got[1]!.at - got[0]!.at).toBeGreaterThanOrEqual(FAST_SCHEDULE.delaysMs[0]! - 5);
      expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(FAST_SCHEDULE.delaysMs[1]! - 5);

      const [entry] = await eventually(async () => {
        const log = await listSandboxDeliveries(env.client, event.id);
        return log[0]?.state === 'delivered' ? log : undefined;
      });
      expect(entry!.attempts.map((a) => [a.attempt, a.statusCode])).toEqual([
        [1, 503],
        [2, 500],
        [3, 204],
      ]);
      expect(entry!.attempts[0]!.error).toBe('answered HTTP 503');
      await deleteWebhook(env.client, hook.id);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after the last attempt on a receiver that refuses, hangs or answers garbage', async () => {
    const hanging = await startReceiver(() => 'hang');
    const garbage = await startGarbageServer();
    const refused = await startReceiver();
    const refusedUrl = refused.url;
    await refused.close(); // nothing listens there any more
    try {
      const hooks = await Promise.all(
        [hanging.url, garbage.url, refusedUrl].map((url) =>
          registerWebhook(env.client, { eventType: 'INFRACTION_NOTIFICATION_CREATED', url }),
        ),
      );
      // That the request causing the event is not held up by its receivers is the next test.
      const event = await fireSandboxEvent(env.client, 'INFRACTION_NOTIFICATION_CREATED');

      const attempts = FAST_SCHEDULE.delaysMs.length + 1;
      const log = await eventually(async () => {
        const entries = await listSandboxDeliveries(env.client, event.id);
        return entries.length === 3 && entries.every((e) => e.state === 'failed')
          ? entries
          : undefined;
      }, 10_000);
      const byUrl = Object.fromEntries(log.map((e) => [e.attempts[0]!.url, e]));
      for (const url of [hanging.url, garbage.url, refusedUrl]) {
        expect(byUrl[url]!.attempts).toHaveLength(attempts);
        expect(byUrl[url]!.attempts.every((a) => a.statusCode === null && a.error)).toBe(true);
      }
      expect(byUrl[hanging.url]!.attempts[0]!.error).toBe(
        `no answer within ${FAST_SCHEDULE.timeoutMs} ms`,
      );
      expect(byUrl[refusedUrl]!.attempts[0]!.error).toMatch(/ECONNREFUSED/);
      expect(hanging.received).toHaveLength(attempts);
      expect(garbage.connections()).toBe(attempts);
      // The sandbox still answers.
      expect(await listWebhooks(env.client)).toHaveLength(3);
      for (const hook of hooks) await deleteWebhook(env.client, hook.id);
    } finally {
      await hanging.close();
      await garbage.close();
    }
  });

  it('answers the request that caused an event without waiting for its receivers', async () => {
    // No clock: each attempt may wait ten minutes for an answer, far past this test's own
    // time limit, and the receiver never answers. Had the request that fired the event waited
    // for its delivery, it would not have been answered before the test timed out.
    const slow = await startBank({
      webhooks: { schedule: { delaysMs: [60_000], timeoutMs: 600_000 } },
    });
    const hanging = await startReceiver(() => 'hang');
    try {
      await registerWebhook(slow.client, { eventType: 'PIX_REFUNDED', url: hanging.url });
      const event = await fireSandboxEvent(slow.client, 'PIX_REFUNDED');
      // The delivery is on its way while the receiver holds it: still pending, no attempt
      // logged (an attempt is logged once it has an outcome).
      const [got] = await hanging.waitFor(1);
      expect(got!.body.id).toBe(event.id);
      const [entry] = await listSandboxDeliveries(slow.client, event.id);
      expect(entry).toMatchObject({ state: 'pending', attempts: [] });
    } finally {
      await slow.stop();
      await hanging.close();
    }
  });

  it('sends nothing to a deleted webhook', async () => {
    const receiver = await startReceiver();
    try {
      const kept = await registerWebhook(env.client, {
        eventType: 'WHITELABEL_CUSTOMER_APPROVED',
        url: `${receiver.url}/kept`,
      });
      const deleted = await registerWebhook(env.client, {
        eventType: 'WHITELABEL_CUSTOMER_APPROVED',
        url: `${receiver.url}/deleted`,
      });
      await deleteWebhook(env.client, deleted.id);
      const event = await fireSandboxEvent(env.client, 'WHITELABEL_CUSTOMER_APPROVED');
      await receiver.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(receiver.received.map((r) => r.path)).toEqual(['/hooks/kept']);
      const log = await listSandboxDeliveries(env.client, event.id);
      expect(log.map((e) => e.webhookId)).toEqual([kept.id]);
      await deleteWebhook(env.client, kept.id);
    } finally {
      await receiver.close();
    }
  });

  it('fires every event type with a body that fits its schema', async () => {
    const receiver = await startReceiver();
    try {
      const hooks = await Promise.all(
        WEBHOOK_EVENT_TYPES.map((eventType) =>
          registerWebhook(env.client, { eventType, url: receiver.url }),
        ),
      );
      for (const eventType of WEBHOOK_EVENT_TYPES) await fireSandboxEvent(env.client, eventType);
      // Every type arrives; a slow answer may bring one twice (delivery is at least once).
      const typesOf = (got: readonly Received[]) => new Set(got.map((r) => r.body.eventType));
      const got = await receiver.waitUntil(
        (sofar) => typesOf(sofar).size === WEBHOOK_EVENT_TYPES.length,
      );
      expect(typesOf(got)).toEqual(new Set(WEBHOOK_EVENT_TYPES));
      for (const request of got)
        expect(webhookEventSchema.safeParse(request.body).success).toBe(true);
      for (const hook of hooks) await deleteWebhook(env.client, hook.id);
    } finally {
      await receiver.close();
    }
  });

  it('refuses to fire an unknown type or data that does not fit', async () => {
    const unknown = await failureOf(() => fireSandboxEvent(env.client, 'NOPE' as never));
    expect(unknown.code).toBe('validation');
    const bad = await failureOf(() =>
      fireSandboxEvent(env.client, 'PIX_RECEIVED', { amount: 'lots' }),
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['data.amount']);
  });
});
