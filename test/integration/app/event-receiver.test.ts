import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../../preload/contract/index.ts';
import { startEventReceiver } from '../../../main/app/events/event-receiver.ts';
import { profileDir } from '../../../main/app/profiles/profiles.ts';
import { LOCAL_SANDBOX_PROFILE_ID } from '../../../main/app/profiles/settings-store.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../main/domain/wire/webhooks.ts';
import type { Logger } from '../../../main/ipc/registry.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';

// The app's event receiver over real HTTP, on a real app core (local sandbox profile): every
// request gets an answer (503 "try later" when the event cannot be kept, and the app lives
// on), and an event that fails the sanity checks is refused with a 4xx naming the field and
// its rule, and reaches neither the journal nor the cache.

let app: TestApp;
let account: string;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
  await app.core.journal.registered();
  account = (await app.core.localSandbox.connection()).accountId;
});
afterAll(async () => app?.close());

const receiver = () => {
  const info = app.core.journal.receiver;
  if (!info) throw new Error('no receiver');
  return info;
};

function post(body: unknown) {
  return fetch(receiver().url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${receiver().token}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let sequence = 0;
/** A Pix end-to-end id shaped like the sandbox's: E, an ISPB, a minute stamp, 11 characters. */
function endToEndId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
  return `E99999999${stamp}T${String(++sequence).padStart(10, '0')}`;
}

/** A good PIX_RECEIVED event (a Pix transfer to a key of the account). */
function pixReceived() {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    eventType: 'PIX_RECEIVED',
    occurredAt: now,
    accountNumber: account,
    data: {
      endToEndId: endToEndId(),
      amount: 12.34,
      paidAt: now,
      origin: 'TRANSFER',
      correlationId: null,
      transactionId: null,
      payer: { name: 'Joana Prado', document: '***.982.247-**' },
    },
  };
}

type Event = ReturnType<typeof pixReceived>;

/** The event with one field (a dotted path) set to `value`. */
function withField(event: Event, path: string, value: unknown): Event {
  const copy = structuredClone(event) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let here = copy;
  for (const key of keys.slice(0, -1)) here = here[key] as Record<string, unknown>;
  here[keys.at(-1)!] = value;
  return copy as unknown as Event;
}

/** The names of the events sent to the renderer while `during` runs. */
async function eventsDuring(during: () => Promise<void>): Promise<EventName[]> {
  const seen: EventName[] = [];
  const stop = app.core.events.subscribe((name) => seen.push(name));
  try {
    await during();
  } finally {
    stop();
  }
  return seen;
}

/** The received Pix known here, without `syncedAt` (restamped each time the list is built). */
async function receivedHere() {
  const list = await app.value('received:list', {});
  return list.map(({ syncedAt: _, ...rest }) => rest);
}

interface Problem {
  status: number;
  detail: string;
  errors: Record<string, string[]>;
}

describe('sanity checks: one bad field each is refused with a 4xx and kept nowhere', () => {
  const cases: [string, string, unknown, RegExp][] = [
    ['a negative amount', 'data.amount', -12.34, /greater than zero/],
    ['a zero amount', 'data.amount', 0, /greater than zero/],
    ['an amount with a fraction of a cent', 'data.amount', 12.345, /two decimal/],
    ['an amount that is not a number', 'data.amount', '12.34', /number/i],
    ['a paidAt that is a Brazilian date', 'data.paidAt', '31/01/2025 10:00', /ISO 8601 instant/],
    ['a paidAt without its offset', 'data.paidAt', '2025-01-31T10:00:00', /ISO 8601 instant/],
    ['a paidAt on a day that does not exist', 'data.paidAt', '2025-02-30T10:00:00Z', /ISO 8601/],
    ['an occurredAt that is not an instant', 'occurredAt', 'yesterday', /ISO 8601 instant/],
    ['an empty endToEndId', 'data.endToEndId', '', /1 to 100 characters/],
    ['an oversized endToEndId', 'data.endToEndId', 'E'.repeat(101), /1 to 100 characters/],
    ['an empty correlationId', 'data.correlationId', '', /1 to 100 characters/],
    ['an oversized transactionId', 'data.transactionId', 'T'.repeat(101), /1 to 100/],
    ['another account', 'accountNumber', 'someone-else', /this profile’s account/],
    ['a payer name beyond 100 characters', 'data.payer.name', 'J'.repeat(101), /1 to 100/],
    ['an empty payer name', 'data.payer.name', '', /1 to 100 characters/],
  ];

  it.each(cases)('%s: 422 naming $.%s', async (_, path, value, rule) => {
    const before = await receivedHere();
    const event = withField(pixReceived(), path, value);
    let response: Response | undefined;
    const seen = await eventsDuring(async () => {
      response = await post(event);
    });
    expect(response!.status).toBe(422);
    expect(response!.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response!.json()) as Problem;
    expect(problem.status).toBe(422);
    expect(Object.keys(problem.errors)).toEqual([`$.${path}`]);
    expect(problem.errors[`$.${path}`]!.join(' ')).toMatch(rule);
    expect(problem.detail).toContain(`$.${path}`);
    // Not journaled, not applied, nothing told to the renderer.
    expect(await app.value('journal:list', { search: event.id })).toEqual([]);
    expect(await receivedHere()).toEqual(before);
    expect(seen).not.toContain('journal:received');
    expect(seen).not.toContain('data:changed');
  });

  it.each([
    ['empty', ''],
    ['oversized', 'x'.repeat(101)],
  ])('an %s event id: 400 naming $.id, not journaled', async (_, id) => {
    const response = await post({ ...pixReceived(), id });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(Object.keys(problem.errors)).toEqual(['$.id']);
    expect(problem.errors['$.id']!.join(' ')).toMatch(/1 to 100 characters/);
  });

  it('a transfer whose counterparty name is beyond 100 characters: 422', async () => {
    const now = new Date().toISOString();
    const id = crypto.randomUUID();
    const response = await post({
      id,
      eventType: 'TRANSFER_EXTERNAL_CREDITED',
      occurredAt: now,
      accountNumber: account,
      data: {
        transferId: crypto.randomUUID(),
        amount: 10,
        status: 'completed',
        transferredAt: now,
        counterparty: {
          name: 'F'.repeat(101),
          document: null,
          participantIspb: null,
          branch: null,
          number: null,
        },
        split: null,
      },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as Problem).errors)).toEqual([
      '$.data.counterparty.name',
    ]);
    expect(await app.value('journal:list', { search: id })).toEqual([]);
  });

  it('a CHARGE_PAID with a bad paidAt or a zero paidAmount leaves its boleto Pending', async () => {
    const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'SAN-1' }));
    const now = new Date().toISOString();
    const chargePaid = (data: Record<string, unknown>) => ({
      id: crypto.randomUUID(),
      eventType: 'CHARGE_PAID',
      occurredAt: now,
      accountNumber: account,
      data: {
        correlationId: boleto.correlationId,
        ourNumber: boleto.ourNumber,
        amount: 259.9,
        paidAmount: 259.9,
        paidAt: now,
        source: 'BANKSLIP',
        endToEndId: null,
        status: 'Paid',
        ...data,
      },
    });
    const badDate = await post(chargePaid({ paidAt: '2025-13-01T00:00:00Z' }));
    expect(badDate.status).toBe(422);
    expect(Object.keys(((await badDate.json()) as Problem).errors)).toEqual(['$.data.paidAt']);
    const zero = await post(chargePaid({ paidAmount: 0 }));
    expect(zero.status).toBe(422);
    expect(Object.keys(((await zero.json()) as Problem).errors)).toEqual(['$.data.paidAmount']);
    const cached = await app.value('boletos:get', { correlationId: boleto.correlationId });
    expect(cached.status).toBe('Pending');
  });

  it('a good event still applies: 200, journaled as applied, in the cache', async () => {
    const event = pixReceived();
    const response = await post(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false });
    const [entry] = await app.value('journal:list', { search: event.id });
    expect(entry).toMatchObject({ eventId: event.id, outcome: 'applied' });
    const received = await app.value('received:list', {});
    expect(received.find((r) => r.endToEndId === event.data.endToEndId)).toMatchObject({
      amountCents: 1234,
      payerName: 'Joana Prado',
    });
  });

  it('the sandbox’s own events of all 12 types pass the checks and are journaled', async () => {
    const ids: string[] = [];
    for (const eventType of WEBHOOK_EVENT_TYPES) {
      ids.push((await app.value('webhooks:send-test', { eventType })).eventId);
    }
    for (const id of ids) {
      let entries = await app.value('journal:list', { search: id });
      for (let i = 0; i < 200 && entries.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 50));
        entries = await app.value('journal:list', { search: id });
      }
      expect(entries, `event ${id} never reached the journal`).toHaveLength(1);
      expect(entries[0]!.outcome).not.toBe('failed');
    }
  });

  it('a payer name of exactly 100 characters and a +03:00 instant are fine', async () => {
    const event = withField(
      withField(pixReceived(), 'data.payer.name', 'N'.repeat(100)),
      'data.paidAt',
      '2025-01-31T10:00:00.123+03:00',
    );
    expect((await post(event)).status).toBe(200);
  });
});

describe('every request gets an answer', () => {
  /** Runs `during` with the journal's table refusing one kind of write, like a failing disk. */
  async function withJournalRefusing<T>(
    operation: 'INSERT' | 'UPDATE',
    during: () => Promise<T>,
  ): Promise<T> {
    const file = join(profileDir(app.userDataDir, LOCAL_SANDBOX_PROFILE_ID), 'cache.sqlite');
    const db = new Database(file);
    db.exec(
      `CREATE TRIGGER test_journal_refuses BEFORE ${operation} ON event_journal
       BEGIN SELECT RAISE(ABORT, 'disk I/O error (test)'); END`,
    );
    try {
      return await during();
    } finally {
      db.exec('DROP TRIGGER test_journal_refuses');
      db.close();
    }
  }

  it('the journal cannot be written: 503 "try later", the app lives, and the retry is kept', async () => {
    const event = pixReceived();
    const refused = await withJournalRefusing('INSERT', async () => {
      const response = await post(event);
      return { status: response.status, body: (await response.json()) as Problem };
    });
    expect(refused.status).toBe(503);
    expect(refused.body.detail).toMatch(/try again later/);
    expect(await app.value('journal:list', { search: event.id })).toEqual([]);
    // The same delivery, retried once the journal can be written: kept and applied once.
    const retried = await post(event);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, duplicate: false });
    const [entry] = await app.value('journal:list', { search: event.id });
    expect(entry).toMatchObject({ outcome: 'applied' });
  });

  it('kept, but its outcome cannot be recorded: 503, and the retry applies it', async () => {
    const event = pixReceived();
    const status = await withJournalRefusing('UPDATE', async () => (await post(event)).status);
    expect(status).toBe(503);
    const [kept] = await app.value('journal:list', { search: event.id });
    expect(kept).toMatchObject({ outcome: 'recorded' });
    const retried = await post(event);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ received: true, duplicate: true });
    const [entry] = await app.value('journal:list', { search: event.id });
    expect(entry).toMatchObject({ outcome: 'applied' });
    const received = await app.value('received:list', {});
    expect(received.filter((r) => r.endToEndId === event.data.endToEndId)).toHaveLength(1);
  });

  it('onEvent throwing after the body was read is answered 503 and logged', async () => {
    const logged: unknown[][] = [];
    const log: Logger = {
      error: (...args: unknown[]) => logged.push(args),
      warn: () => {},
      info: () => {},
    };
    let fail = true;
    const running = await startEventReceiver({
      onEvent: () => {
        if (fail) throw new Error('SQLITE_FULL: database or disk is full');
        return { kept: true, duplicate: false };
      },
      now: () => new Date(),
      log,
    });
    try {
      const send = (body: string) =>
        fetch(running.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${running.token}`,
          },
          body,
          signal: AbortSignal.timeout(5_000),
        });
      const body = JSON.stringify({ id: 'e-1', eventType: 'CHARGE_PAID' });
      const failed = await send(body);
      expect(failed.status).toBe(503);
      expect(failed.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(logged.map((args) => String(args[0]))).toEqual([
        'The event receiver could not keep event e-1',
      ]);
      expect(String(logged[0]![1])).toMatch(/SQLITE_FULL/);
      // A malformed request is still a 4xx, and the receiver keeps receiving.
      expect((await send('{"id": ""}')).status).toBe(400);
      fail = false;
      expect((await send(body)).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
