import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../main/domain/wire/webhooks.ts';
import { sandboxRoutes } from '../../main/sandbox/routes.ts';
import { recordFigures } from './figures.ts';
import { fuzzRuns } from './fuzz-inputs.ts';
import {
  exchange,
  startListeners,
  type Listeners,
  type RawAnswer,
  type Target,
} from './listeners.ts';

// Every byte sequence a local process can send to our listeners: the local sandbox (HTTPS,
// every route, with and without credentials), the web transport (with and without the
// right Host and token) and the app's webhook receiver (with and without its token). Malformed request lines and targets, bad UTF-8, odd and duplicate
// headers, wrong lengths, chunked garbage, huge and slow bodies. Never a 5xx; after every
// batch the process is alive and still answers a well-formed request.

/** Raw requests per listener: half the bridge's count (each is a connection of its own). */
const requestsPerListener = Math.max(200, Math.round(fuzzRuns / 2));
const BATCH = 100;
const CONCURRENCY = 6;

let listeners: Listeners;
const figures: Record<
  string,
  { requests: number; died: boolean; statuses: Record<string, number>; ms: number }
> = {};

const bytes = (text: string) => Buffer.from(text, 'latin1');

const badUtf8 = fc.constantFrom(
  Buffer.from([0xff, 0xfe]),
  Buffer.from([0xc3, 0x28]),
  Buffer.from([0xed, 0xa0, 0x80]), // an encoded lone surrogate
  Buffer.from([0xf4, 0x90, 0x80, 0x80]), // above U+10FFFF
  Buffer.from([0xe2, 0x82]), // truncated
  Buffer.from([0xc0, 0xaf]), // overlong '/'
);

const segment = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('%', '%ff', '%E0%A4%A', '%00', '..', '%2e%2e', '%2F', '\u00e9', ' ', '%uD800'),
  fc.uuid(),
);

function routeTarget(pattern: string, parts: string[]): string {
  let i = 0;
  return pattern.replace(/\{\w+\}/g, () => parts[i++ % parts.length] ?? 'x');
}

const sandboxTarget = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...sandboxRoutes.map((r) => r.pattern)),
      fc.array(segment, { minLength: 1, maxLength: 3 }),
    )
    .map(([pattern, parts]) => routeTarget(pattern, parts)),
  fc
    .tuple(fc.constantFrom(...sandboxRoutes.map((r) => r.pattern)), fc.string({ maxLength: 30 }))
    .map(([pattern, query]) => `${routeTarget(pattern, ['x'])}?${query}`),
);

const webTarget = fc.oneof(
  fc.constantFrom('/', '/api/invoke', '/api/events', '/index.html', '/api/events?token=x'),
  segment.map((s) => `/${s}`),
  segment.map((s) => `/assets/${s}`),
);

const receiverTarget = fc.oneof(
  fc.constantFrom('/balcao-events', '/balcao-events?x=1', '/', '/balcao-events/', '/BALCAO-EVENTS'),
  segment.map((s) => `/balcao-events/${s}`),
  segment.map((s) => `/${s}`),
);

/** Targets Node's parser accepts but naive URL handling does not (issue 11), and worse. */
const nastyTarget = fc.oneof(
  fc.constantFrom(
    '//[',
    'http://a:b:c/',
    '//a:99999/',
    'http://[::1/',
    '*',
    'http://127.0.0.1/',
    '//',
    '/%',
    '/..%2f..%2fetc/passwd',
    '/\\..\\..\\',
    `/${'a'.repeat(20_000)}`,
    '',
    ' ',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).filter((s) => !/[\r\n ]/.test(s)),
);

const method = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH') },
  fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'CONNECT', 'TRACE'),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 10 }).filter((s) => !/[\s]/.test(s)),
);
const version = fc.constantFrom(
  'HTTP/1.1',
  'HTTP/1.0',
  'HTTP/1.1',
  'HTTP/2.0',
  'HTTP/9.9',
  'HTTP/1.',
  'FOO',
  '',
);

const headerName = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/) },
  fc.constantFrom(
    'content-type',
    'content-length',
    'transfer-encoding',
    'host',
    'origin',
    'x-balcao-token',
    'x-service-api-key',
    'x-service-account-id',
    'expect',
    'connection',
    'cookie',
  ),
  fc
    .string({ unit: 'binary-ascii', minLength: 1, maxLength: 20 })
    .filter((s) => !/[\r\n:]/.test(s)),
);
const headerValue = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)) },
  fc.constantFrom(
    'application/json',
    'chunked',
    '0',
    '-1',
    '99999999999',
    '100-continue',
    'close',
    '',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).filter((s) => !/[\r\n]/.test(s)),
  fc.string({ maxLength: 8_000 }).filter((s) => !/[\r\n]/.test(s)),
);

const body = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v) ?? 'null')),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  badUtf8.map((b) => Buffer.concat([bytes('{"correlationId":"'), b, bytes('"}')])),
  fc.constantFrom(bytes('0\r\n\r\n'), bytes('zz\r\nabc\r\n'), bytes('5\r\nab')),
  // Shaped like the bank's events: an id and a type, and any data.
  fc
    .record({
      id: fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })),
      eventType: fc.oneof(fc.constantFrom('CHARGE_PAID', 'PIX_RECEIVED'), fc.string()),
      data: fc.jsonValue(),
    })
    .map((v) => Buffer.from(JSON.stringify(v))),
);

interface Plan {
  request: Buffer;
}

function plan(target: Target) {
  const { sandbox, web, receiver } = listeners.info;
  const webHost = new URL(web.origin).host;
  const token = new URL(web.url).searchParams.get('token') ?? '';
  const credentials = (withThem: boolean) =>
    target === 'receiver'
      ? `host: ${new URL(receiver.url).host}\r\n${withThem ? `authorization: Bearer ${receiver.token}\r\ncontent-type: application/json\r\n` : ''}`
      : target === 'sandbox'
        ? `host: localhost\r\n${withThem ? `x-service-api-key: ${sandbox.apiKey}\r\nx-service-account-id: ${sandbox.accountId}\r\ncontent-type: application/json\r\n` : ''}`
        : withThem
          ? `host: ${webHost}\r\nx-balcao-token: ${token}\r\ncontent-type: application/json\r\n`
          : 'host: localhost\r\n';
  return fc
    .record({
      method,
      target: fc.oneof(
        {
          weight: 3,
          arbitrary:
            target === 'sandbox'
              ? sandboxTarget
              : target === 'receiver'
                ? receiverTarget
                : webTarget,
        },
        { weight: 1, arbitrary: nastyTarget },
      ),
      version,
      credentials: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)),
      headers: fc.array(fc.tuple(headerName, headerValue), { maxLength: 6 }),
      contentLength: fc.oneof(
        fc.constant('exact'),
        fc.constant('none'),
        fc.integer({ min: -5, max: 5_000 }),
      ),
      body,
      badTarget: fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, badUtf8),
    })
    .map((r): Plan => {
      const length =
        r.contentLength === 'exact'
          ? `content-length: ${r.body.length}\r\n`
          : r.contentLength === 'none'
            ? ''
            : `content-length: ${r.contentLength}\r\n`;
      const head = Buffer.concat([
        bytes(`${r.method} ${r.target}`),
        r.badTarget ?? Buffer.alloc(0),
        bytes(
          ` ${r.version}\r\n${credentials(r.credentials)}${r.headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}${length}connection: close\r\n\r\n`,
        ),
      ]);
      return { request: Buffer.concat([head, r.body]) };
    });
}

/** A well-formed request that must still get its normal answer. */
async function stillAnswers(target: Target): Promise<RawAnswer> {
  const { sandbox, web, receiver } = listeners.info;
  const event = JSON.stringify({ id: crypto.randomUUID(), eventType: 'LIVENESS_CHECK' });
  const request =
    target === 'sandbox'
      ? `GET /baas/v1/charges/liveness-check HTTP/1.1\r\nhost: localhost\r\nx-service-api-key: ${sandbox.apiKey}\r\nx-service-account-id: ${sandbox.accountId}\r\nconnection: close\r\n\r\n`
      : target === 'receiver'
        ? `POST /balcao-events HTTP/1.1\r\nhost: ${new URL(receiver.url).host}\r\nauthorization: Bearer ${receiver.token}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(event)}\r\nconnection: close\r\n\r\n${event}`
        : `GET / HTTP/1.1\r\nhost: ${new URL(web.origin).host}\r\nconnection: close\r\n\r\n`;
  return exchange(listeners.info, target, [bytes(request)], { timeoutMs: 5_000 });
}

async function expectAlive(target: Target): Promise<void> {
  expect(listeners.alive(), `the listeners' process died:\n${listeners.stderr()}`).toBe(true);
  const answer = await stillAnswers(target);
  expect(answer.status, `no answer after the batch: ${answer.head}`).toBe(
    target === 'sandbox' ? 404 : 200,
  );
}

async function fuzz(target: Target): Promise<void> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const samples = fc.sample(plan(target), requestsPerListener);
  const serverErrors: string[] = [];
  let sent = 0;
  try {
    for (let from = 0; from < samples.length; from += BATCH) {
      const batch = samples.slice(from, from + BATCH);
      for (let i = 0; i < batch.length; i += CONCURRENCY) {
        const answers = await Promise.all(
          batch.slice(i, i + CONCURRENCY).map(async (p) => ({
            p,
            answer: await exchange(listeners.info, target, [p.request]).catch(
              (e: Error): RawAnswer => ({ status: null, head: '', error: e.message }),
            ),
          })),
        );
        for (const { p, answer } of answers) {
          sent++;
          const key = answer.status === null ? 'none' : String(answer.status);
          statuses[key] = (statuses[key] ?? 0) + 1;
          if (answer.status !== null && answer.status >= 500) {
            serverErrors.push(
              `${answer.status} for ${JSON.stringify(p.request.subarray(0, 160).toString('latin1'))}`,
            );
          }
        }
        if (!listeners.alive()) break;
      }
      await expectAlive(target);
    }
  } finally {
    figures[target] = {
      requests: sent,
      died: !listeners.alive(),
      statuses,
      ms: Math.round(performance.now() - started),
    };
  }
  expect(serverErrors.slice(0, 5)).toEqual([]);
}

describe('listener fuzzing', () => {
  beforeAll(async () => {
    listeners = await startListeners();
  });

  // A test that killed the process (a defect it found) must not fail the ones after it.
  beforeEach(async () => {
    if (listeners.alive()) return;
    await listeners.stop();
    listeners = await startListeners();
  });

  afterAll(async () => {
    await listeners?.stop();
    recordFigures('listener-fuzz', { requestsPerListener, perListener: figures });
  });

  it('the local sandbox: never a 5xx, never a dead process', () => fuzz('sandbox'));

  it('the web transport: never a 5xx, never a dead process', () => fuzz('web'));

  it('the webhook receiver: never a 5xx, never a dead process', () => fuzz('receiver'));

  it('the webhook receiver: events of the 12 types with any field values get a 200 or a 4xx', async () => {
    const { receiver } = listeners.info;
    const now = new Date().toISOString();
    // A plausible event of each type whose fields (envelope and data) are replaced by anything:
    // the sanity checks refuse it (4xx) or it is kept (200); never a 5xx, never a dead process.
    const field = fc.oneof(
      fc.jsonValue(),
      fc.double(),
      fc.constantFrom(0, -1, 1e12, 12.345, '', 'x'.repeat(101), '2025-02-30T00:00:00Z', now),
    );
    const event = fc
      .record({
        eventType: fc.constantFrom(...WEBHOOK_EVENT_TYPES),
        envelope: fc.dictionary(fc.constantFrom('id', 'occurredAt', 'accountNumber'), field),
        data: fc.dictionary(
          fc.constantFrom(
            'amount',
            'paidAmount',
            'paidAt',
            'transferredAt',
            'refundedAt',
            'endToEndId',
            'correlationId',
            'transactionId',
            'refundId',
            'name',
            'payer',
            'counterparty',
            'split',
            'status',
          ),
          field,
        ),
      })
      .map(({ eventType, envelope, data }) =>
        JSON.stringify({
          id: crypto.randomUUID(),
          eventType,
          occurredAt: now,
          accountNumber: 'fuzz',
          ...envelope,
          data: {
            amount: 10,
            paidAt: now,
            endToEndId: 'E1234567820250101000000000000001',
            payer: { name: 'Ana', document: null },
            ...data,
          },
        }),
      );
    const statuses: Record<string, number> = {};
    for (const body of fc.sample(event, Math.max(100, Math.round(requestsPerListener / 4)))) {
      const request = `POST /balcao-events HTTP/1.1\r\nhost: ${new URL(receiver.url).host}\r\nauthorization: Bearer ${receiver.token}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
      const answer = await exchange(listeners.info, 'receiver', [Buffer.from(request)], {
        timeoutMs: 5_000,
      });
      const key = String(answer.status);
      statuses[key] = (statuses[key] ?? 0) + 1;
      expect(answer.status, `${answer.head}\n${body}`).not.toBeNull();
      expect(answer.status! < 500, `${answer.head}\n${body}`).toBe(true);
    }
    expect(listeners.alive(), listeners.stderr()).toBe(true);
    expect(Object.keys(statuses).every((s) => s === '200' || s.startsWith('4'))).toBe(true);
    await expectAlive('receiver');
  });

  it.each<Target>(['sandbox', 'web', 'receiver'])(
    '%s: the malformed targets of issue 11 get a 4xx and the process lives',
    async (target) => {
      for (const nasty of ['//[', 'http://a:b:c/', '//a:99999/', 'http://[::1/']) {
        const answer = await exchange(listeners.info, target, [
          bytes(`GET ${nasty} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`),
        ]);
        expect(listeners.alive(), listeners.stderr()).toBe(true);
        expect(answer.status, `${target} ${nasty}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${target} ${nasty}`).toBeLessThan(500);
      }
      await expectAlive(target);
    },
  );

  it('the local sandbox: a 10 MB body gets its 413, readable by the client', async () => {
    const { apiKey, accountId } = listeners.info.sandbox;
    const huge = Buffer.alloc(10 * 1024 * 1024, 0x20);
    const head = bytes(
      `POST /baas/v1/charges HTTP/1.1\r\nhost: localhost\r\nx-service-api-key: ${apiKey}\r\nx-service-account-id: ${accountId}\r\ncontent-type: application/json\r\ncontent-length: ${huge.length}\r\nconnection: close\r\n\r\n`,
    );
    const answer = await exchange(listeners.info, 'sandbox', [head, huge], { timeoutMs: 10_000 });
    expect(answer.status).toBe(413);
    await expectAlive('sandbox');
  });

  it.each<Target>(['sandbox', 'web', 'receiver'])(
    '%s: slow bodies do not hold up other requests',
    async (target) => {
      const { sandbox, web, receiver } = listeners.info;
      const auth =
        target === 'sandbox'
          ? `x-service-api-key: ${sandbox.apiKey}\r\nx-service-account-id: ${sandbox.accountId}\r\n`
          : target === 'receiver'
            ? `authorization: Bearer ${receiver.token}\r\n`
            : `host: ${new URL(web.origin).host}\r\nx-balcao-token: ${new URL(web.url).searchParams.get('token') ?? ''}\r\n`;
      const path =
        target === 'sandbox'
          ? '/baas/v1/charges'
          : target === 'receiver'
            ? '/balcao-events'
            : '/api/invoke';
      const head = bytes(
        `POST ${path} HTTP/1.1\r\nhost: localhost\r\n${auth}content-type: application/json\r\ncontent-length: 400\r\nconnection: close\r\n\r\n`,
      );
      // Five slow senders, one byte every 100 ms for 1.5 s (bounded), then they stop.
      const slow = Array.from({ length: 5 }, () =>
        exchange(listeners.info, target, [head, ...Array.from({ length: 15 }, () => bytes('{'))], {
          gapMs: 100,
          timeoutMs: 200,
        }).catch((e: Error): RawAnswer => ({ status: null, head: '', error: e.message })),
      );
      const meanwhile = await stillAnswers(target);
      expect(meanwhile.status).toBe(target === 'sandbox' ? 404 : 200);
      for (const answer of await Promise.all(slow)) {
        if (answer.status !== null) expect(answer.status).toBeLessThan(500);
      }
      await expectAlive(target);
    },
  );
});
