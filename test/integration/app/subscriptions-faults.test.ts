import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  addMonths,
  monthOf,
  todayInSaoPauloIso,
  type SubscriptionInput,
  type SubscriptionRun,
} from '../../../preload/contract/index.ts';
import { monthIdentity } from '../../../main/app/subscriptions/month-identity.ts';
import { SANDBOX_TODAY_ENV } from '../../../main/app/subscriptions/scheduler-today.ts';
import { FaultPlan } from '../../../main/sandbox/http/faults.ts';
import { filesUnder } from '../../../scripts/security/secrets.ts';
import { startApp, type TestApp } from '../../support/app.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { PAULISTA_ADDRESS, validBoleto } from '../../support/builders.ts';
import { keychainServiceFor, tempDir } from '../../support/folders.ts';
import { startAppOnFlakyBank, type AppOnFlakyBank } from '../../security/flaky-bank.ts';

// A subscription's month is issued once, whatever the bank answers and wherever the app stops:
// a bank that commits and then answers something unreadable, or cuts the connection; and the
// app killed with SIGKILL after the charge's intent was recorded and the bank committed it,
// before the month's row said so. Counted in the bank's own database.

const CUSTOMER = '529.982.247-25';
const START = addMonths(monthOf(todayInSaoPauloIso()), 2);
const CHARGES = '/baas/v1/charges';

function plan(overrides: Partial<SubscriptionInput> = {}): SubscriptionInput {
  return {
    customerDocument: CUSTOMER,
    kind: 'boleto-pix',
    amountCents: 8_000,
    dayOfMonth: 10,
    leadDays: 5,
    startMonth: START,
    count: null,
    ...overrides,
  };
}

/** How many charges the bank holds under each identity given (boletos and Pix codes). */
function atBank(bank: TestBank, ids: string[]): number[] {
  return ids.map(
    (id) =>
      (bank.db
        .prepare('SELECT count(*) FROM boletos WHERE correlation_id = ?')
        .pluck()
        .get(id) as number) +
      (bank.db
        .prepare('SELECT count(*) FROM pix_qr_codes WHERE correlation_id = ?')
        .pluck()
        .get(id) as number),
  );
}

afterEach(() => {
  delete process.env[SANDBOX_TODAY_ENV];
});

describe('a subscription on a bank that commits and then fails to answer', () => {
  let running: AppOnFlakyBank;
  afterAll(async () => running?.close());

  it('ends with exactly one charge per month after an unreadable 2xx, and a reset whose read-back a gateway answered', async () => {
    running = await startAppOnFlakyBank();
    const { app, bank } = running;
    await app.value(
      'boletos:create',
      validBoleto({
        yourNumber: 'CLI-F',
        payer: { name: 'Ateliê Agulha Fina', document: CUSTOMER, address: PAULISTA_ADDRESS },
      }),
    );

    // Month 1: the bank commits, then answers a truncated 2xx — read back by its identity.
    process.env[SANDBOX_TODAY_ENV] = `${START}-05`;
    bank.faults.add({
      method: 'POST',
      path: CHARGES,
      fault: { kind: 'answer-after-commit', answer: { shape: 'truncated' } },
    });
    const created = await app.value('subscriptions:create', plan());
    const id = created.subscription.id;
    expect(created.months.map((m) => [m.month, m.state])).toEqual([[START, 'issued']]);

    // Month 2: the bank commits and cuts the connection, and the read-back meets a gateway's
    // bare 404 (which says nothing of the charge): the month stays open, kept under its
    // identity — never issued anew.
    process.env[SANDBOX_TODAY_ENV] = `${addMonths(START, 1)}-05`;
    bank.faults.add({ method: 'POST', path: CHARGES, fault: { kind: 'reset-after-commit' } });
    bank.faults.add({
      method: 'GET',
      path: new RegExp(`^${CHARGES}/[0-9a-f-]+$`),
      fault: { kind: 'answer-before-commit', answer: { shape: 'bare-status', status: 404 } },
    });
    const open = await app.value('subscriptions:check', {});
    expect(open.issued).toEqual([]);
    expect(open.notIssued.map((m) => [m.month, m.state])).toEqual([
      [addMonths(START, 1), 'issuing'],
    ]);
    expect(bank.faults.pending).toBe(0);
    const second = monthIdentity(id, addMonths(START, 1));
    expect((await app.value('outbox:list', {})).map((e) => e.identity)).toContain(second);

    // The next run settles it by that identity: found at the bank, cached, the month issued.
    const settled = await app.value('subscriptions:check', {});
    expect(settled.issued.map((m) => [m.month, m.chargeId])).toEqual([
      [addMonths(START, 1), second],
    ]);
    expect(await app.value('outbox:list', {})).toEqual([]);
    const detail = await app.value('subscriptions:get', { id });
    expect(detail.months.map((m) => m.state)).toEqual(['issued', 'issued']);
    expect(
      atBank(
        bank,
        detail.months.map((m) => m.chargeId!),
      ),
    ).toEqual([1, 1]);
    // Every charge of the account under those identities, and no other: one per month.
    expect(
      bank.db
        .prepare(`SELECT count(*) FROM boletos WHERE json_extract(record, '$.yourNumber') LIKE ?`)
        .pluck()
        .get(`A${created.subscription.number}-%`),
    ).toBe(2);
  });

  it('issues one due-date Pix code when the bank commits it and answers an HTML page', async () => {
    const { app, bank } = running;
    process.env[SANDBOX_TODAY_ENV] = `${START}-05`;
    bank.faults.add({
      method: 'POST',
      path: '/baas/api/v2/pix/qrcode/due-date',
      fault: { kind: 'answer-after-commit', answer: { shape: 'html' } },
    });
    const created = await app.value('subscriptions:create', plan({ kind: 'pix-due' }));
    expect(created.months.map((m) => m.state)).toEqual(['issued']);
    expect((await app.value('subscriptions:check', {})).issued).toEqual([]);
    expect(atBank(bank, [created.months[0]!.chargeId!])).toEqual([1]);
  });
});

describe('a subscription when the app is killed while its month is being issued', () => {
  const dir = tempDir('balcao-subscriptions-crash-');
  const keychainService = keychainServiceFor('subscriptions-crash');
  const faults = new FaultPlan();
  let bank: TestBank;
  let app: TestApp | undefined;

  afterAll(async () => {
    await app?.close();
    await bank?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('after kill -9 between the intent and the month’s row, the restart finds the intent by its identity and issues no second', async () => {
    bank = await startBank({ faults });
    const bankFile = join(dir, 'bank.json');
    writeFileSync(
      bankFile,
      JSON.stringify({
        baseUrl: bank.baseUrl,
        apiKey: bank.apiKey,
        accountId: bank.accountId,
        caPem: bank.caPem,
        clientCertificate: bank.clientCertificate,
      }),
    );
    const today = `${START}-05`;
    const child = spawn(
      process.execPath,
      [join(import.meta.dirname, 'subscriptions-crash-child.ts'), dir, keychainService, bankFile],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, [SANDBOX_TODAY_ENV]: today },
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const lines = createInterface({ input: child.stdout! });
    const said = (word: string) =>
      new Promise<void>((resolve, reject) => {
        lines.on('line', (line) => line === word && resolve());
        void exited.then(() => reject(new Error(`the app exited before "${word}": ${stderr}`)));
      });
    await said('ready');

    // The bank commits the month's boleto and then never answers.
    faults.add({ method: 'POST', path: CHARGES, fault: { kind: 'stall-after-commit' } });
    child.stdin!.write(`go ${JSON.stringify(plan({ kind: 'boleto' }))}\n`);
    const committed = () =>
      bank.db
        .prepare(
          `SELECT correlation_id FROM boletos WHERE json_extract(record, '$.yourNumber') LIKE 'A%'`,
        )
        .pluck()
        .all() as string[];
    while (committed().length === 0) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // What the kill left: the outbox's intent and the month's row, both under the month's
    // identity, the row not yet issued.
    const caches = filesUnder(dir).filter((f) => f.endsWith('cache.sqlite'));
    type Left = { identity: string; state: string; subscription_id: string; outbox: string };
    let left: Left | null = null;
    for (const file of caches) {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const hasTable = db
          .prepare(`SELECT 1 FROM sqlite_master WHERE name = 'subscription_charges'`)
          .get();
        if (!hasTable) continue;
        const row = db
          .prepare(
            `SELECT c.identity, c.state, c.subscription_id,
               (SELECT state FROM outbox WHERE identity = c.identity) AS outbox
             FROM subscription_charges AS c`,
          )
          .get() as Left | undefined;
        if (row) left = row;
      } finally {
        db.close();
      }
    }
    expect(left).not.toBeNull();
    expect(left!.state).toBe('issuing');
    expect(left!.outbox).toBe('sending');
    expect(left!.identity).toBe(monthIdentity(left!.subscription_id, START));
    expect(committed()).toEqual([left!.identity]);

    // The owner opens the app again on the same folder: the run of the opening settles the
    // month by its identity (read back: the bank has it) and sends nothing new.
    process.env[SANDBOX_TODAY_ENV] = today;
    app = await startApp({ userDataDir: dir, keychainService });
    let run: SubscriptionRun | null = null;
    for (let i = 0; i < 600 && run === null; i++) {
      run = (await app.value('subscriptions:list')).startRun;
      if (run === null) await new Promise((r) => setTimeout(r, 50));
    }
    expect(run?.issued.map((m) => [m.month, m.chargeId])).toEqual([[START, left!.identity]]);
    const detail = await app.value('subscriptions:get', { id: left!.subscription_id });
    expect(detail.months.map((m) => m.state)).toEqual(['issued']);
    expect(await app.value('outbox:list', {})).toEqual([]);
    expect((await app.value('subscriptions:check', {})).issued).toEqual([]);
    expect(committed()).toEqual([left!.identity]);
    expect(
      bank.db
        .prepare(
          `SELECT count(*) FROM boletos WHERE json_extract(record, '$.yourNumber') LIKE 'A%'`,
        )
        .pluck()
        .get(),
    ).toBe(1);
  });
});
