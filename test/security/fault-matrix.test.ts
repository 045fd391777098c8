import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '../../main/domain/dates.ts';
import { FaultPlan, type Fault } from '../../main/sandbox/http/faults.ts';
import { startSandbox, type RunningSandbox } from '../../main/sandbox/http/server.ts';
import type { Result } from '../../preload/contract/index.ts';
import {
  startTestApp,
  untilSynced,
  validBoleto,
  type TestApp,
} from '../integration/app/harness.ts';
import { keyringMissing } from '../integration/vault/keyring-session.ts';
import { recordFigures } from './figures.ts';

// A flaky bank: the local sandbox with a test-only fault plan (main/sandbox/http/faults.ts),
// behind a provider-sandbox profile of the real app core (API key in the real keyring, client
// certificate imported), over real mutual TLS. Every write operation meets every fault on its
// own route; afterwards the faults stop, the outbox is resolved, and the bank's own database
// is counted. Whatever happened: 0 duplicates at the bank, 0 lost intents (what the bank did,
// the app either answered or kept in the outbox as "check with the bank"), and the app's view
// reconciled with the bank's. A new write operation joins the matrix as one more row below.

const today = todayInSaoPaulo();

interface Bank {
  sandbox: RunningSandbox;
  db: Database.Database;
  plan: FaultPlan;
}

interface Prepared {
  correlationId?: string;
  /** A decoded code's single-use id, for a payment. */
  endToEndId?: string;
}

/** One write operation of the app, as the matrix drives and checks it. */
interface WriteRow {
  name: string;
  /** The bank route the write goes to (where the fault is put). */
  route: { method: string; path: RegExp };
  /** What the write acts on, made with no fault (a boleto to pay, …). */
  prepare?(app: TestApp, marker: string): Promise<Prepared>;
  call(app: TestApp, marker: string, prepared: Prepared): Promise<Result<unknown>>;
  /** How many times the write took effect at the bank, from the bank's own database. */
  atBank(bank: Bank, marker: string, prepared: Prepared): number;
  /** Creates are kept in the outbox when their outcome is unknown. */
  outbox: boolean;
  /** After the faults stop: does the app, reading again, show what the bank has? */
  reconciled(app: TestApp, bank: Bank, marker: string, prepared: Prepared): Promise<boolean>;
}

const countRecords = (bank: Bank, table: string, marker: string) =>
  (
    bank.db
      .prepare(`SELECT count(*) AS n FROM ${table} WHERE record LIKE ?`)
      .get(`%${marker}%`) as {
      n: number;
    }
  ).n;

async function cachedBoletos(app: TestApp, marker: string) {
  const page = await app.value('charges:list', {
    filters: { search: marker, kinds: ['boleto'] },
  });
  return page.items.filter((charge) => charge.reference === marker);
}

async function newBoleto(app: TestApp, marker: string): Promise<Prepared> {
  const view = await app.value(
    'boletos:create',
    validBoleto({ yourNumber: marker, type: 'BANKSLIP_PIX' }),
  );
  return { correlationId: view.correlationId };
}

function boletoAtBank(bank: Bank, correlationId: string) {
  return bank.db
    .prepare('SELECT id, due_date AS dueDate, status FROM boletos WHERE correlation_id = ?')
    .get(correlationId) as { id: number; dueDate: string; status: string };
}

const newDueDate = addDays(today, 45);

export const writeRows: WriteRow[] = [
  {
    name: 'boleto create',
    route: { method: 'POST', path: /^\/baas\/v1\/charges$/ },
    call: (app, marker) => app.call('boletos:create', validBoleto({ yourNumber: marker })),
    atBank: (bank, marker) => countRecords(bank, 'boletos', marker),
    outbox: true,
    reconciled: async (app, bank, marker) =>
      (await cachedBoletos(app, marker)).length === countRecords(bank, 'boletos', marker),
  },
  {
    name: 'immediate Pix create',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/pix\/qrcode\/dynamic$/ },
    call: (app, marker) =>
      app.call('pix:create-immediate', { amountCents: 4_321, description: marker }),
    atBank: (bank, marker) => countRecords(bank, 'pix_qr_codes', marker),
    outbox: true,
    reconciled: async (app, bank, marker) => {
      const page = await app.value('charges:list', { filters: { search: marker } });
      return page.items.length === countRecords(bank, 'pix_qr_codes', marker);
    },
  },
  {
    name: 'due-date Pix create',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/pix\/qrcode\/due-date$/ },
    call: (app, marker) =>
      app.call('pix:create-due-date', {
        amountCents: 12_345,
        dueDate: addDays(today, 10),
        description: marker,
        payer: { name: 'Oficina Mecânica Silva', document: '529.982.247-25' },
        address: { cityName: 'Campinas', zipCode: '13010-000', state: 'SP' },
      }),
    atBank: (bank, marker) => countRecords(bank, 'pix_qr_codes', marker),
    outbox: true,
    reconciled: async (app, bank, marker) => {
      const page = await app.value('charges:list', { filters: { search: marker } });
      return page.items.length === countRecords(bank, 'pix_qr_codes', marker);
    },
  },
  {
    name: 'boleto due-date change',
    route: { method: 'PATCH', path: /^\/baas\/v1\/charges\/[^/]+$/ },
    prepare: newBoleto,
    call: (app, _marker, { correlationId }) =>
      app.call('boletos:update-due-date', { correlationId: correlationId!, dueDate: newDueDate }),
    // An update cannot be doubled: it took effect (1) or not (0).
    atBank: (bank, _marker, { correlationId }) =>
      boletoAtBank(bank, correlationId!).dueDate === newDueDate ? 1 : 0,
    outbox: false,
    reconciled: async (app, bank, _marker, { correlationId }) => {
      const view = await app.value('boletos:get', { correlationId: correlationId!, refresh: true });
      return view.dueDate === boletoAtBank(bank, correlationId!).dueDate;
    },
  },
  {
    name: 'boleto simulated payment',
    route: { method: 'POST', path: /^\/baas\/v1\/charges\/[^/]+\/simulate-conclude$/ },
    prepare: newBoleto,
    call: (app, _marker, { correlationId }) =>
      app.call('boletos:simulate-payment', { correlationId: correlationId!, method: 'BANKSLIP' }),
    atBank: (bank, _marker, { correlationId }) =>
      (
        bank.db
          .prepare('SELECT count(*) AS n FROM payments WHERE boleto_id = ?')
          .get(boletoAtBank(bank, correlationId!).id) as { n: number }
      ).n,
    outbox: false,
    reconciled: async (app, bank, _marker, { correlationId }) => {
      const view = await app.value('boletos:get', { correlationId: correlationId!, refresh: true });
      return view.status === boletoAtBank(bank, correlationId!).status;
    },
  },
  {
    name: 'Pix simulated payment',
    route: { method: 'POST', path: /^\/_sandbox\/pix\/pay$/ },
    prepare: async (app, marker) => {
      const view = await app.value('pix:create-immediate', {
        amountCents: 2_500,
        description: marker,
      });
      return { correlationId: view.correlationId };
    },
    call: (app, _marker, { correlationId }) =>
      app.call('pix:simulate-payment', { correlationId: correlationId! }),
    atBank: (bank, _marker, { correlationId }) =>
      (
        bank.db
          .prepare('SELECT count(*) AS n FROM received_pix WHERE correlation_id = ?')
          .get(correlationId) as { n: number }
      ).n,
    outbox: false,
    reconciled: async (app, bank, _marker, { correlationId }) => {
      const view = await app.value('pix:get', { correlationId: correlationId!, refresh: true });
      const status = (
        bank.db
          .prepare('SELECT status FROM pix_qr_codes WHERE correlation_id = ?')
          .get(correlationId) as { status: string }
      ).status;
      return view.status === status;
    },
  },
  {
    name: 'QR code payment',
    route: { method: 'POST', path: /^\/baas\/api\/v2\/transfers$/ },
    // The account's own code, decoded with no fault: the payment is what meets the fault.
    prepare: async (app, marker) => {
      const code = await app.value('pix:create-immediate', {
        amountCents: 3_333,
        description: marker,
      });
      const decoded = await app.value('payments:decode', { payload: code.payloadPix });
      return { correlationId: code.correlationId, endToEndId: decoded.endToEndId };
    },
    call: (app, _marker, { endToEndId }) =>
      app.call('payments:pay-qr', {
        endToEndId: endToEndId!,
        amountCents: 3_333,
        confirmAmountCents: 3_333,
      }),
    atBank: (bank, _marker, { endToEndId }) =>
      (
        bank.db
          .prepare('SELECT count(*) AS n FROM qr_payments WHERE end_to_end_id = ?')
          .get(endToEndId) as { n: number }
      ).n,
    outbox: true,
    reconciled: async (app, bank, _marker, { endToEndId }) => {
      const sent = await app.value('payments:list-sent', { search: endToEndId! });
      const paid = (
        bank.db
          .prepare('SELECT count(*) AS n FROM qr_payments WHERE end_to_end_id = ?')
          .get(endToEndId) as { n: number }
      ).n;
      return sent.length === paid;
    },
  },
  {
    name: 'transfer to a key',
    route: { method: 'POST', path: /^\/v1\/pix\/transfers$/ },
    // Money out is refused while the app last saw the bank unreachable (an earlier cell's
    // fault): a sync lets it see the bank again, so the transfer itself meets the fault.
    prepare: async (app) => {
      const finished = app.nextEvent('sync:finished');
      await app.value('sync:start', {});
      await finished;
      return {};
    },
    call: (app, marker) =>
      app.call('transfers:create', {
        key: `${marker.toLowerCase()}@exemplo.com.br`,
        amountCents: 2_222,
        confirmAmountCents: 2_222,
        description: marker,
      }),
    atBank: (bank, marker) => keyTransfersAtBank(bank, marker),
    // Never resent: an unknown outcome stays in the outbox as "check with the bank".
    outbox: true,
    reconciled: async (app, bank, marker) => {
      const sent = await app.value('payments:list-sent', {
        search: `${marker.toLowerCase()}@exemplo`,
      });
      return sent.length === keyTransfersAtBank(bank, marker);
    },
  },
  // Refunds, key transfers, Pix keys, split and webhook writes join here.
];

function keyTransfersAtBank(bank: Bank, marker: string): number {
  return (
    bank.db
      .prepare('SELECT count(*) AS n FROM key_transfers WHERE description = ?')
      .get(marker) as { n: number }
  ).n;
}

type Column = { name: string; fault: Fault | 'tls-refusal' };

const faults: Column[] = [
  { name: 'latency 300 ms', fault: { kind: 'latency', ms: 300 } },
  { name: '503 before commit', fault: { kind: 'status', status: 503 } },
  { name: '500 before commit', fault: { kind: 'status', status: 500 } },
  { name: 'reset after commit', fault: { kind: 'reset-after-commit' } },
  { name: 'stall then cut after commit', fault: { kind: 'stall-after-commit', ms: 300 } },
  { name: 'stall then cut before commit', fault: { kind: 'stall-before-commit', ms: 300 } },
  { name: 'TLS refused', fault: 'tls-refusal' },
];

interface Cell {
  operation: string;
  fault: string;
  outcome: string;
  atBank: number;
  outboxed: boolean;
  duplicates: number;
  lost: number;
  reconciled: boolean;
  checkWithBank: number;
}

describe.skipIf(keyringMissing)('fault injection: every write against a flaky bank', () => {
  let app: TestApp;
  let bank: Bank;
  let bankDir: string;
  let profileId: string;
  const cells: Cell[] = [];

  beforeAll(async () => {
    bankDir = mkdtempSync(join(tmpdir(), 'balcao-flaky-bank-'));
    const plan = new FaultPlan();
    const sandbox = await startSandbox({ dataDir: bankDir, demoData: false, faults: plan });
    const db = new Database(join(bankDir, 'sandbox.sqlite'), { readonly: true });
    bank = { sandbox, db, plan };

    app = await startTestApp();
    await untilSynced(app);
    const profile = await app.value('profiles:save', {
      name: 'Banco instável',
      kind: 'provider-sandbox',
      baseUrl: sandbox.baseUrl,
      accountId: sandbox.accountId,
      caPem: readFileSync(sandbox.caCert, 'utf8').trim(),
    });
    profileId = profile.id;
    await app.value('credentials:set-api-key', { profileId, apiKey: sandbox.apiKey });
    await app.value('credentials:import-certificate', {
      profileId,
      source: {
        kind: 'pem',
        certPem: readFileSync(sandbox.clientCert, 'utf8'),
        keyPem: readFileSync(sandbox.clientKey, 'utf8'),
      },
    });
    await app.value('profiles:activate', { id: profileId });
    await untilSynced(app);
  });

  afterAll(async () => {
    recordFigures('fault-matrix', {
      operations: writeRows.length,
      faults: faults.length,
      cells: cells.length,
      duplicates: cells.reduce((s, c) => s + c.duplicates, 0),
      lost: cells.reduce((s, c) => s + c.lost, 0),
      unreconciled: cells.filter((c) => !c.reconciled).length,
      outboxed: cells.filter((c) => c.outboxed).length,
      checkWithBank: cells.filter((c) => c.checkWithBank > 0).length,
      cellsDetail: cells,
    });
    await app?.close();
    bank?.db.close();
    await bank?.sandbox.close();
    if (bankDir) rmSync(bankDir, { recursive: true, force: true });
  });

  let cellNumber = 0;
  describe.each(writeRows)('$name', (row) => {
    it.each(faults)('$name', async (column) => {
      const marker = `FLT${++cellNumber}X${Date.now() % 100_000}`;
      // Outbox entries left by an earlier cell are the owner's to discard: start clean.
      for (const entry of await app.value('outbox:list', {})) {
        await app.call('outbox:discard', { id: entry.id });
      }
      const prepared = (await row.prepare?.(app, marker)) ?? {};
      if (column.fault === 'tls-refusal') {
        // A new session opens new connections: the next ones end in their handshake.
        await app.value('profiles:activate', { id: profileId });
        await untilSynced(app).catch(() => {});
        bank.plan.refuseTls(3);
      } else {
        bank.plan.add({ method: row.route.method, path: row.route.path, fault: column.fault });
      }

      const result = await row.call(app, marker, prepared);
      const outcome = result.ok ? 'ok' : result.error.code;
      expect(outcome, JSON.stringify(result)).not.toBe('internal');
      const kept = row.outbox
        ? (await app.value('outbox:list', {})).filter((e) => e.state !== 'done')
        : [];
      const outboxed = kept.length > 0;
      // The write's effect at the bank right after the call: the app must know of it.
      const beforeHeal = row.atBank(bank, marker, prepared);
      const lost = beforeHeal > 0 && !result.ok && !outboxed && row.outbox ? 1 : 0;
      if (!result.ok && outcome === 'unknown_outcome' && row.outbox) {
        expect(outboxed, 'an unknown outcome is kept in the outbox').toBe(true);
      }

      // The bank heals; the owner checks what the outbox shows ("check with the bank").
      bank.plan.clear();
      for (const entry of kept) await app.call('outbox:resolve', { id: entry.id });
      // What is still open is shown to the owner as "check with the bank" (an immediate Pix
      // code cannot be read back by its identity): it must say so, never hang in `sending`.
      const remaining = (await app.value('outbox:list', {})).filter((e) => e.state !== 'done');
      const atBank = row.atBank(bank, marker, prepared);
      if (result.ok) expect(atBank, 'an acknowledged write is at the bank').toBe(1);
      const reconciled = await row.reconciled(app, bank, marker, prepared);
      cells.push({
        operation: row.name,
        fault: column.name,
        outcome,
        atBank,
        outboxed,
        duplicates: Math.max(0, atBank - 1),
        lost,
        reconciled,
        checkWithBank: remaining.length,
      });
      expect(atBank, 'duplicates at the bank').toBeLessThanOrEqual(1);
      expect(lost, 'the bank did it, the app neither answered nor kept it').toBe(0);
      expect(remaining.map((e) => e.state).filter((state) => state === 'sending')).toEqual([]);
      expect(
        reconciled || remaining.length > 0,
        "the app's view matches the bank's, or the outbox says to check with the bank",
      ).toBe(true);
    });
  });
});
