import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateBoletoRequest } from '../../../main/domain/wire/boletos.ts';
import type { RunningWebTransport } from '../../../main/ipc/web-transport.ts';
import { connectToBank, serveWeb, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, dueInDays, PAULISTA_ADDRESS } from '../../support/builders.ts';
import { keychainServiceFor, tempDir } from '../../support/folders.ts';
import { webClient, type WebClient } from '../../support/web-client.ts';

// Reminders through the web transport, against the sandbox bank over mutual TLS and the real
// SQLite cache: three customers with charges due soon and overdue, one reminded, then the app
// opened again on the same data folder.

const DAY = 86_400_000;
const keychainService = keychainServiceFor('reminders');
const dataDir = tempDir('balcao-reminders-');

const ANA = {
  name: 'Ana Souza Lima',
  document: '529.982.247-25',
  email: 'ana@example.com',
  phone: { prefix: '11', number: '912345678' },
  address: PAULISTA_ADDRESS,
};
const BRUNO = {
  name: 'Oficina Dois Irmãos Ltda',
  document: '11.222.333/0001-81',
  email: 'oficina@example.com',
};
const CARLA = {
  name: 'Carla Dias',
  document: '390.533.447-05',
  phone: { prefix: '21', number: '998877665' },
};
const WIRE_ADDRESS = { ...PAULISTA_ADDRESS, zipCode: '01310100' };

let bank: TestBank;
let app: TestApp;
let web: RunningWebTransport;
let client: WebClient;

async function open(): Promise<void> {
  app = await startApp({ userDataDir: dataDir, keychainService });
  web = await serveWeb(app);
  client = webClient(web.url);
}

async function close(): Promise<void> {
  await web?.close();
  await app?.close();
}

/** A boleto issued at the bank ten days ago (its clock then), due `days` from today. */
async function issuedEarlier(
  payer: Omit<CreateBoletoRequest['payer'], 'address'>,
  days: number,
  amount: number,
): Promise<void> {
  const created = await bank.call('POST', '/baas/v1/charges', {
    body: boletoRequest({
      yourNumber: `ATRASO${-days}`,
      dueDate: dueInDays(days),
      Amount: amount,
      payer: { ...payer, address: WIRE_ADDRESS },
    }),
  });
  expect(created.status).toBe(200);
}

beforeAll(async () => {
  bank = await startBank({ clock: new Date(Date.now() - 10 * DAY) });
  // Overdue now, issued when they were still ahead.
  await issuedEarlier(
    { name: BRUNO.name, document: '11222333000181', email: BRUNO.email },
    -4,
    180,
  );
  await issuedEarlier({ name: CARLA.name, document: '39053344705', phone: CARLA.phone }, -1, 45.5);
  bank.setNow(new Date());

  await open();
  await untilSynced(app);
  await connectToBank(app, bank, { name: 'Banco' });

  const carne = await client.value('installments:create', {
    count: 3,
    totalCents: 30_000,
    firstDueDate: dueInDays(2),
    yourNumber: 'CARNE',
    payer: ANA,
  });
  expect(carne.items.map((i) => i.outcome)).toEqual(['created', 'created', 'created']);
  await client.value('boletos:create', {
    type: 'BANKSLIP',
    yourNumber: 'NF-10',
    dueDate: dueInDays(0),
    amountCents: 25_000,
    payer: BRUNO,
  });
  await client.value('boletos:create', {
    type: 'BANKSLIP',
    yourNumber: 'NF-11',
    dueDate: dueInDays(1),
    amountCents: 9_900,
    payer: CARLA,
  });
});

afterAll(async () => {
  await close();
  await bank?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('reminders through the bridge', () => {
  it('lists what is due and overdue by customer, with the carnê’s n/N and each contact', async () => {
    const list = await client.value('reminders:list');
    expect(list.rules).toEqual({ daysBefore: 3, onDueDate: true, daysAfter: 1 });
    // The most overdue first.
    expect(list.customers.map((c) => c.name)).toEqual([BRUNO.name, CARLA.name, ANA.name]);
    const [bruno, carla, ana] = list.customers;

    expect(bruno).toMatchObject({
      document: '11222333000181',
      email: BRUNO.email,
      phone: null,
      totalCents: 43_000,
      remindedToday: null,
    });
    expect(bruno!.charges.map((c) => [c.dueDate, c.stage, c.daysToDue, c.amountCents])).toEqual([
      [dueInDays(-4), 'overdue', -4, 18_000],
      [dueInDays(0), 'due-today', 0, 25_000],
    ]);
    expect(bruno!.charges.every((c) => c.digitableLine?.length === 47)).toBe(true);

    expect(carla).toMatchObject({ phone: '21998877665', email: null });
    expect(carla!.charges.map((c) => c.stage)).toEqual(['overdue', 'before']);

    // Only the first installment falls within the three days before.
    expect(ana).toMatchObject({ phone: '11912345678', email: ANA.email });
    expect(ana!.charges).toHaveLength(1);
    expect(ana!.charges[0]).toMatchObject({
      dueDate: dueInDays(2),
      stage: 'before',
      reference: 'CARNE-1/3',
      installment: { number: 1, count: 3 },
      amountCents: 10_000,
    });
  });

  it('counts the overdue charges exactly as the home screen does', async () => {
    const [list, home] = await Promise.all([
      client.value('reminders:list'),
      client.value('home:summary'),
    ]);
    expect(list.overdue).toEqual(home.overdue);
    expect(list.overdue).toEqual({ count: 2, amountCents: 22_550 });
    expect(list.overdueLeftOut).toEqual({ count: 0, amountCents: 0 });
  });

  it('marks every charge of the message reminded today, and the list says so', async () => {
    const before = await client.value('reminders:list');
    const bruno = before.customers[0]!;
    const sent = await client.value('reminders:mark-sent', {
      channel: 'email',
      charges: bruno.charges.map((c) => ({ kind: c.kind, id: c.id })),
    });
    expect(sent.recorded).toBe(2);
    expect(sent.mark).toMatchObject({ day: dueInDays(0), channel: 'email' });

    const after = await client.value('reminders:list');
    const again = after.customers.find((c) => c.key === bruno.key)!;
    expect(again.remindedToday).toEqual(sent.mark);
    expect(again.charges.map((c) => c.lastReminder)).toEqual([sent.mark, sent.mark]);
    expect(after.customers.filter((c) => c.remindedToday !== null)).toHaveLength(1);

    // A second message the same day is the same record, at its new time.
    const second = await client.value('reminders:mark-sent', {
      channel: 'email',
      charges: bruno.charges.map((c) => ({ kind: c.kind, id: c.id })),
    });
    expect(second.mark.day).toBe(sent.mark.day);
    const refused = await client.call('reminders:mark-sent', {
      channel: 'whatsapp',
      charges: [{ kind: 'boleto', id: 'no-such-charge' }],
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.key).toBe('error.reminders.not_found');
  });

  it('keeps the owner’s rules per profile, refusing days out of range by field', async () => {
    const refused = await client.call('reminders:rules-set', {
      daysBefore: 45,
      onDueDate: true,
      daysAfter: 0,
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('validation');
      expect(refused.error.fields?.['daysBefore']?.[0]).toEqual({
        key: 'v.reminders.days_before',
        params: { min: 1, max: 30 },
      });
      expect(refused.error.fields?.['daysAfter']?.[0]?.key).toBe('v.reminders.days_after');
    }

    const rules = { daysBefore: 1, onDueDate: false, daysAfter: 2 };
    expect(await client.value('reminders:rules-set', rules)).toEqual(rules);
    const list = await client.value('reminders:list');
    // Bruno's due today and Carla's one day late are left out; Ana's is two days ahead.
    expect(list.customers.map((c) => [c.name, c.charges.map((x) => x.stage)])).toEqual([
      [BRUNO.name, ['overdue']],
      [CARLA.name, ['before']],
    ]);
    expect(list.overdue.count).toBe(2);
    expect(list.overdueLeftOut).toEqual({ count: 1, amountCents: 4_550 });
  });

  it('keeps "reminded today" and the rules when the app opens again on the same folder', async () => {
    const marked = (await client.value('reminders:list')).customers[0]!.remindedToday;
    expect(marked).not.toBeNull();
    await close();

    await open();
    await untilSynced(app);
    expect(await client.value('reminders:rules-get')).toEqual({
      daysBefore: 1,
      onDueDate: false,
      daysAfter: 2,
    });
    await client.value('reminders:rules-set', { daysBefore: 3, onDueDate: true, daysAfter: 1 });
    const list = await client.value('reminders:list');
    expect(list.customers.map((c) => [c.name, c.remindedToday])).toEqual([
      [BRUNO.name, marked],
      [CARLA.name, null],
      [ANA.name, null],
    ]);
  });
});
