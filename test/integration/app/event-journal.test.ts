import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../../preload/contract/index.ts';
import { isOwnReceiver } from '../../../main/app/events/event-journal.ts';
import { simulateBoletoPayment } from '../../../main/service/boletos.ts';
import { simulatePixPayment } from '../../../main/service/pix.ts';
import { listWebhooks } from '../../../main/service/webhooks.ts';
import type { ServiceClient } from '../../../main/service/http-client.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../main/domain/wire/webhooks.ts';
import { localBankClient, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { validBoleto } from '../../support/builders.ts';

// The app's side of webhooks on the local sandbox, over real HTTP: the sandbox (HTTPS, the
// bank) delivers every event to the app's loopback receiver, which keeps it in the journal
// once per event id and applies it to the cache at once — no sync involved.

let app: TestApp;

beforeAll(async () => {
  app = await startApp();
  await untilSynced(app);
  await app.core.journal.registered();
});
afterAll(async () => app?.close());

const receiver = () => {
  const info = app.core.journal.receiver;
  if (!info) throw new Error('no receiver');
  return info;
};

function post(body: string, headers: Record<string, string> = {}, method = 'POST') {
  return fetch(receiver().url, {
    method,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${receiver().token}`,
      ...headers,
    },
    ...(method === 'GET' ? {} : { body }),
  });
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

function journalHas(eventType: string, match: (json: string) => boolean) {
  return async () => {
    for (let i = 0; i < 200; i++) {
      const entries = await app.value('journal:list', { eventType: eventType as never });
      const found = entries.find((e) => match(e.json));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${eventType} in the journal`);
  };
}

describe('the event receiver', () => {
  it('is registered at the sandbox for all 12 types, once, with its token', async () => {
    const ours = (await listWebhooks(await bank(app))).filter((w) => isOwnReceiver(w.url));
    expect(ours.map((w) => w.eventType).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(ours.every((w) => w.authorizationScheme === 'BEARER')).toBe(true);
    expect(ours.every((w) => w.authorization === receiver().token)).toBe(true);
    const status = await app.value('journal:status', {});
    expect(status).toMatchObject({ receiving: true, registeredTypes: 12, problem: null });
    // A webhooks page opened before the registrations settled is told to read them again.
    expect(app.sentToRenderer()).toContain(
      JSON.stringify({ name: 'data:changed', payload: { resource: 'webhooks' } }),
    );
  });

  it('a boleto paid at the bank is Paid in the cache from its event, before any sync', async () => {
    const boleto = await app.value('boletos:create', validBoleto({ yourNumber: 'EV-1' }));
    const syncedBefore = (await app.value('sync:status', {})).lastSyncedAt;
    let found: Awaited<ReturnType<ReturnType<typeof journalHas>>> | undefined;
    const seen = await eventsDuring(async () => {
      await simulateBoletoPayment(await bank(app), boleto.digitableLine, 'BANKSLIP');
      found = await journalHas('CHARGE_PAID', (json) => json.includes(boleto.correlationId))();
    });
    expect(found).toMatchObject({ outcome: 'applied' });
    expect(found!.headers['authorization']).toBe('Bearer …');
    expect(seen).toContain('journal:received');
    expect(seen).not.toContain('sync:progress');
    expect((await app.value('sync:status', {})).lastSyncedAt).toBe(syncedBefore);
    const cached = await app.value('boletos:get', { correlationId: boleto.correlationId });
    expect(cached.status).toBe('Paid');
  });

  it('a paid immediate Pix code is CONCLUDED and its Pix known as received, from the event', async () => {
    const code = await app.value('pix:create-immediate', {
      amountCents: 15_000,
      description: 'Bolo de aniversário',
    });
    const notices: unknown[] = [];
    const stop = app.core.events.subscribe((name, payload) => {
      if (name === 'journal:received') notices.push((payload as { notice: unknown }).notice);
    });
    try {
      await simulatePixPayment(await bank(app), {
        transactionId: code.transactionId,
        amount: 150,
        payer: { name: 'Maria', document: '52998224725' },
      });
      await journalHas('PIX_RECEIVED', (json) => json.includes(code.transactionId))();
    } finally {
      stop();
    }
    expect(notices).toContainEqual({ kind: 'pix', amountCents: 15_000, payerName: 'Maria' });
    const cached = await app.value('pix:get', { correlationId: code.correlationId });
    expect(cached.status).toBe('CONCLUDED');
    // The code's page shows who paid, how much and when, from the event: an immediate code's
    // record never carries its payment, so no read of the bank would tell it.
    const entry = await journalHas('PIX_RECEIVED', (json) => json.includes(code.transactionId))();
    const endToEndId = (JSON.parse(entry.json) as { data: { endToEndId: string } }).data.endToEndId;
    expect(cached.payment).toMatchObject({
      endToEndId,
      amountCents: 15_000,
      payerName: 'Maria',
    });
    expect(cached.payment?.paidAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const received = await app.value('received:list', {});
    expect(received.some((r) => r.payerName === 'Maria' && r.amountCents === 15_000)).toBe(true);
  });

  it('journals an event once when it is delivered twice (same id), and applies it once', async () => {
    const id = crypto.randomUUID();
    const { accountId } = await app.core.localSandbox.connection();
    const body = JSON.stringify({
      id,
      eventType: 'TRANSFER_INTERNAL_CREDITED',
      occurredAt: new Date().toISOString(),
      accountNumber: accountId,
      data: {
        transferId: 'T1',
        amount: 10,
        status: 'completed',
        transferredAt: new Date().toISOString(),
        counterparty: {
          name: 'Ana',
          document: null,
          participantIspb: null,
          branch: null,
          number: null,
        },
        split: null,
      },
    });
    const first = await post(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const again = await post(body, { 'x-webhook-attempt': '2' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    const entries = await app.value('journal:list', { search: id });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ eventId: id, outcome: 'recorded' });
  });

  it('refuses requests without its token', async () => {
    const body = JSON.stringify({ id: crypto.randomUUID(), eventType: 'CHARGE_PAID' });
    expect((await post(body, { authorization: '' })).status).toBe(401);
    expect((await post(body, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await post(body, { authorization: receiver().token })).status).toBe(401);
    const entries = await app.value('journal:list', { search: JSON.parse(body).id });
    expect(entries).toHaveLength(0);
  });

  it('survives malformed requests with a 4xx and keeps receiving', async () => {
    expect((await post('{not json')).status).toBe(400);
    expect((await post('[]')).status).toBe(400);
    expect((await post('{"id": 5, "eventType": "X"}')).status).toBe(400);
    expect((await post('{}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('', {}, 'GET')).status).toBe(405);
    expect((await fetch(new URL('/elsewhere', receiver().url))).status).toBe(404);
    expect((await post(Buffer.from([0xff, 0xfe, 0x7b]).toString('latin1'))).status).toBe(400);
    const big = JSON.stringify({ id: 'x', eventType: 'X', pad: 'a'.repeat(2 * 1024 * 1024) });
    expect((await post(big)).status).toBe(413);
    // An unknown shape with an id and a type is kept as received, and not applied.
    const odd = await post(JSON.stringify({ id: crypto.randomUUID(), eventType: 'SOMETHING_NEW' }));
    expect(odd.status).toBe(200);
    const oddEntry = (await app.value('journal:list', { search: 'SOMETHING_NEW' }))[0];
    expect(oddEntry).toMatchObject({ outcome: 'failed' });
  });

  it('never sends the receiver’s token to the renderer', () => {
    expect(app.sentToRenderer()).not.toContain(receiver().token);
  });
});

describe('across restarts', () => {
  it('keeps one registration per type (updated to the new address), and the journal', async () => {
    const dir = app.userDataDir;
    const before = (await app.value('journal:list', {})).length;
    const second = await startApp({ userDataDir: dir });
    try {
      // With rows cached, the receiver starts after the settle, just before the catch-up sync.
      await second.nextEvent('sync:finished');
      await second.core.journal.registered();
      const ours = (await listWebhooks(await bank(second))).filter((w) => isOwnReceiver(w.url));
      expect(ours).toHaveLength(12);
      expect(new Set(ours.map((w) => w.url))).toEqual(new Set([second.core.journal.receiver!.url]));
      expect((await second.value('journal:list', {})).length).toBeGreaterThanOrEqual(before);
    } finally {
      await second.close();
    }
  });
});

const clients: ServiceClient[] = [];
afterAll(async () => {
  for (const client of clients) await client.close();
});

/** A client of the local sandbox's bank, as its other customers (the payers) reach it. */
async function bank(which: TestApp): Promise<ServiceClient> {
  const client = await localBankClient(which);
  clients.push(client);
  return client;
}
