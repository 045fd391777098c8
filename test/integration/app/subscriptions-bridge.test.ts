import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMonths,
  monthOf,
  todayInSaoPauloIso,
  type SubscriptionInput,
  type SubscriptionRun,
} from '../../../preload/contract/index.ts';
import { SANDBOX_TODAY_ENV } from '../../../main/app/subscriptions/scheduler-today.ts';
import { connectToBank, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { PAULISTA_ADDRESS, validBoleto } from '../../support/builders.ts';
import { keychainServiceFor, tempDir } from '../../support/folders.ts';

// Subscriptions through the bridge, on the real app core over a provider-sandbox profile of
// the local sandbox (real mutual TLS, the real keyring, a real SQLite data folder that a
// restart reopens). The scheduler's day is set with BALCAO_SANDBOX_TODAY (sandbox profiles
// only); what matters is counted in the bank's own database.

const dataDir = tempDir('balcao-subscriptions-');
const keychainService = keychainServiceFor('subscriptions');
const CUSTOMER = '529.982.247-25';
/** Two months from now: its due date is ahead of the real calendar, which the bank checks. */
const START = addMonths(monthOf(todayInSaoPauloIso()), 2);

let bank: TestBank;
let app: TestApp;

function setToday(date: string): void {
  process.env[SANDBOX_TODAY_ENV] = date;
}

/** The charges at the bank whose "your number" is of subscription `number`. */
function boletosAtBank(number: number): { yourNumber: string; dueDate: string }[] {
  return (
    bank.db
      .prepare(`SELECT record FROM boletos WHERE json_extract(record, '$.yourNumber') LIKE ?`)
      .pluck()
      .all(`A${number}-%`) as string[]
  )
    .map((r) => JSON.parse(r) as { yourNumber: string; dueDate: string })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}

function pixCodesAtBank(correlationIds: string[]): number {
  return bank.db
    .prepare(
      `SELECT count(*) FROM pix_qr_codes WHERE correlation_id IN (${correlationIds.map(() => '?').join(',')})`,
    )
    .pluck()
    .get(...correlationIds) as number;
}

function plan(overrides: Partial<SubscriptionInput> = {}): SubscriptionInput {
  return {
    customerDocument: CUSTOMER,
    kind: 'boleto',
    amountCents: 12_990,
    dayOfMonth: 10,
    leadDays: 5,
    startMonth: START,
    count: 12,
    ...overrides,
  };
}

/** Waits for the run of the app's opening to finish, as the subscriptions page reads it. */
async function startRunOf(running: TestApp): Promise<SubscriptionRun> {
  for (let i = 0; i < 600; i++) {
    const list = await running.value('subscriptions:list');
    if (list.startRun) return list.startRun;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('The run of the opening did not finish');
}

beforeAll(async () => {
  bank = await startBank();
  app = await startApp({ userDataDir: dataDir, keychainService });
  await untilSynced(app);
  await connectToBank(app, bank, { name: 'Banco de teste' });
  // A boleto with a payer saves the customer the subscriptions charge.
  await app.value(
    'boletos:create',
    validBoleto({
      yourNumber: 'CLI-1',
      payer: { name: 'Lurdes Costura', document: CUSTOMER, address: PAULISTA_ADDRESS },
    }),
  );
});

afterAll(async () => {
  delete process.env[SANDBOX_TODAY_ENV];
  await app?.close();
  await bank?.stop();
});

describe('a subscription', () => {
  let id = '';
  let number = 0;

  it('issues nothing before its first issue date', async () => {
    setToday(`${START}-04`);
    const created = await app.value('subscriptions:create', plan());
    id = created.subscription.id;
    number = created.subscription.number;
    expect(created.months).toEqual([]);
    expect(created.subscription.next).toEqual({
      month: START,
      dueDate: `${START}-10`,
      issueDate: `${START}-05`,
    });
    expect(boletosAtBank(number)).toEqual([]);
  });

  it('issues its due month once on its issue date; a second run issues nothing', async () => {
    setToday(`${START}-05`);
    const first = await app.value('subscriptions:check', {});
    expect(first.issued.map((m) => m.month)).toEqual([START]);
    const second = await app.value('subscriptions:check', {});
    expect(second.issued).toEqual([]);
    expect(second.notIssued).toEqual([]);

    const detail = await app.value('subscriptions:get', { id });
    expect(detail.months).toHaveLength(1);
    const month = detail.months[0]!;
    expect(month).toMatchObject({ month: START, state: 'issued', late: false, onStart: false });
    // Each month an ordinary boleto, with its own identity, found by it.
    const boleto = await app.value('boletos:get', { correlationId: month.chargeId! });
    expect(boleto).toMatchObject({ amountCents: 12_990, dueDate: `${START}-10` });
    expect(boleto.yourNumber).toBe(`A${number}-${START.slice(5)}/${START.slice(0, 4)}`);
    expect(boletosAtBank(number)).toHaveLength(1);
    expect(detail.subscription.next?.month).toBe(addMonths(START, 1));
  });

  it('issues on a restart, on the same folder, both months missed while it was closed, and says so', async () => {
    await app.close();
    const later = addMonths(START, 2);
    setToday(`${later}-06`);
    app = await startApp({ userDataDir: dataDir, keychainService });

    const run = await startRunOf(app);
    expect(run.onStart).toBe(true);
    expect(run.issued.map((m) => [m.month, m.late])).toEqual([
      [addMonths(START, 1), true],
      [later, true],
    ]);
    const detail = await app.value('subscriptions:get', { id });
    // Both told as issued when the app opened; the first also as due on that day.
    expect(detail.months.map((m) => [m.month, m.state, m.onStart, m.late])).toEqual([
      [later, 'issued', true, false],
      [addMonths(START, 1), 'issued', true, true],
      [START, 'issued', false, false],
    ]);
    // The month whose due date passed while closed is due today; the other keeps its own.
    expect(boletosAtBank(number).map((b) => b.dueDate)).toEqual([
      `${START}-10`,
      `${later}-06`,
      `${later}-10`,
    ]);
    // And nothing more on the next run.
    expect((await app.value('subscriptions:check', {})).issued).toEqual([]);
    expect(boletosAtBank(number)).toHaveLength(3);
  });

  it('skips the months whose issue date fell while paused, and never issues past its end', async () => {
    const paused = addMonths(START, 3);
    setToday(`${paused}-01`);
    await app.value('subscriptions:set-status', { id, status: 'paused' });
    setToday(`${addMonths(START, 5)}-01`);
    expect((await app.value('subscriptions:check', {})).issued).toEqual([]);
    const resumed = await app.value('subscriptions:set-status', { id, status: 'active' });
    expect(resumed.subscription.status).toBe('active');
    expect(resumed.months.filter((m) => m.state === 'skipped').map((m) => m.month)).toEqual([
      addMonths(START, 4),
      paused,
    ]);
    expect(boletosAtBank(number)).toHaveLength(3);

    const ended = await app.value('subscriptions:set-status', { id, status: 'ended' });
    expect(ended.subscription.next).toBeNull();
    setToday(`${addMonths(START, 6)}-20`);
    expect((await app.value('subscriptions:check', {})).issued).toEqual([]);
    expect(boletosAtBank(number)).toHaveLength(3);
    const again = await app.call('subscriptions:set-status', { id, status: 'active' });
    expect(again.ok ? null : again.error.key).toBe('error.subscription.ended');
  });

  it('issues a due-date Pix code each month, up to its count and no further', async () => {
    setToday(`${START}-05`);
    const created = await app.value(
      'subscriptions:create',
      plan({ kind: 'pix-due', count: 2, description: 'Mensalidade' }),
    );
    expect(created.months.map((m) => [m.month, m.state])).toEqual([[START, 'issued']]);
    setToday(`${addMonths(START, 9)}-05`);
    await app.value('subscriptions:check', {});
    const detail = await app.value('subscriptions:get', { id: created.subscription.id });
    expect(detail.months.map((m) => m.month)).toEqual([addMonths(START, 1), START]);
    expect(detail.subscription.next).toBeNull();
    const ids = detail.months.map((m) => m.chargeId!);
    expect(pixCodesAtBank(ids)).toBe(2);
    const code = await app.value('pix:get', { correlationId: ids[1]! });
    expect(code).toMatchObject({ kind: 'due-date', originalAmountCents: 12_990 });
    expect(code.description).toContain('Mensalidade');
  });

  it('names the field of what it refuses, and saves nothing', async () => {
    const before = (await app.value('subscriptions:list')).items.length;
    const past = await app.call('subscriptions:create', {
      ...plan(),
      startMonth: addMonths(monthOf(todayInSaoPauloIso()), -1),
    });
    const unknown = await app.call(
      'subscriptions:create',
      plan({ customerDocument: '39053344705' }),
    );
    for (const [result, field, key] of [
      [past, 'startMonth', 'v.subscription.start_past'],
      [unknown, 'customerDocument', 'v.subscription.customer'],
    ] as const) {
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.fields?.[field]?.[0]?.key).toBe(key);
    }
    expect((await app.value('subscriptions:list')).items).toHaveLength(before);
  });
});
