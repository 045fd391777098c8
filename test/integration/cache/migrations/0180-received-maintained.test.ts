import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo } from '../../../../main/cache/charges/charges-repo.ts';
import { openCache, type CacheDb } from '../../../../main/cache/db/database.ts';
import { markBoletoPaid } from '../../../../main/cache/events/boleto-paid.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0180ReceivedMaintained } from '../../../../main/cache/migrations/0180-received-maintained.ts';
import { migration0270ReceivedCharge } from '../../../../main/cache/migrations/0270-received-charge.ts';
import { pixCodesRepo } from '../../../../main/cache/pix/pix-codes-repo.ts';
import { receivedRepo } from '../../../../main/cache/received/received-repo.ts';
import { remindersRepo } from '../../../../main/cache/reminders/reminders-repo.ts';
import type { BoletoPayment } from '../../../../main/domain/wire/boletos.ts';
import { guid, tempFolder, wireBoleto, wireDueDateQr, wireImmediateQr } from '../fixtures.ts';
import { takeBackTo } from './take-back.ts';
import {
  gatherFromChargesAsBefore,
  OLD_LIST_ORDER,
  receivedFromChargesAsBefore,
} from '../received-oracle.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0180ReceivedMaintained.version);
const SYNCED = '2026-11-20T12:00:00.000Z';
const OPENED = '2026-11-21T12:00:00.000Z';
const e2e = (n: number) => `E${String(n).padStart(31, '0')}`;
const DROPPED = ['boletos_by_due_date', 'boletos_by_created_at', 'boletos_by_amount'];

const pix = (n: number, extra: Partial<BoletoPayment> = {}): BoletoPayment => ({
  id: `pay-${n}`,
  amount: 100 + n,
  paidAt: `2026-11-1${n % 10}T10:00:00-03:00`,
  source: 'PIX',
  endToEndId: e2e(n),
  ...extra,
});

/**
 * A cache as the app left it before this migration: charges cached (some paid by Pix),
 * received Pix from the bank's list and pasted ids, gathered from the charges when Received
 * was last opened, and charges paid since that opening (never gathered).
 */
function cacheOfBefore(): string {
  const file = folder.file();
  // Written by today's writers, then taken back to the schema of before.
  const db = openCache(file);
  boletosRepo(db).upsertBoletos(
    [
      wireBoleto(1, { status: 'Paid', payments: [pix(11)] }),
      wireBoleto(2, { status: 'Paid', payments: [pix(12), pix(13, { paidAt: '' })] }),
      wireBoleto(3, {
        status: 'Paid',
        payments: [{ id: 'b', amount: 10, paidAt: SYNCED, source: 'BANKSLIP' }],
      }),
      wireBoleto(4),
    ],
    SYNCED,
  );
  pixCodesRepo(db).upsertPixCodes(
    [
      wireDueDateQr(5, {
        status: 'CONCLUDED',
        payment: { endToEndId: e2e(15), amount: 200, paidAt: '2026-11-15T10:00:00-03:00' },
      }),
      // The SDK's shape: an array of payments, the instant as createdAt.
      wireDueDateQr(6, {
        status: 'CONCLUDED',
        payments: [{ endToEndId: e2e(16), amount: 180.5, createdAt: '2026-11-16T09:00:00Z' }],
      }),
    ],
    'due-date',
    SYNCED,
  );
  pixCodesRepo(db).upsertPixCodes([wireImmediateQr(7)], 'immediate', SYNCED);
  db.exec(`DELETE FROM received_pix`);
  db.close();
  // The schema of before: no charge_fields, the three boleto indexes still there.
  takeBackTo(file, BEFORE);

  const old = new Database(file);
  try {
    const insert = old.prepare(
      `INSERT INTO received_pix (end_to_end_id, source, amount_cents, payer_name,
         payer_document, paid_at, reference, description, synced_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, '${SYNCED}')`,
    );
    insert.run(
      e2e(21),
      'transfer',
      5_000,
      'Ana',
      '52998224725',
      '2026-11-18T13:00:00.000Z',
      null,
      'Sinal',
    );
    insert.run(e2e(22), 'pasted', null, null, null, null, null, null);
    // Received opened once: what the charges carried then was gathered.
    gatherFromChargesAsBefore(old, OPENED);
    // Since: the bank's list told a boleto's Pix with the Pix's own payer and a description,
    // and that boleto's Pix was pasted again.
    old
      .prepare(
        `UPDATE received_pix SET payer_name = 'Banco X', description = 'Mensalidade'
         WHERE end_to_end_id = ?`,
      )
      .run(e2e(11));
    // And charges were paid since that opening, in shapes old and odd, never gathered.
    const record = (n: number) =>
      JSON.parse(
        old
          .prepare('SELECT record_json FROM boletos WHERE correlation_id = ?')
          .pluck()
          .get(guid(n)) as string,
      ) as Record<string, unknown>;
    const setRecord = (n: number, json: string) =>
      old.prepare('UPDATE boletos SET record_json = ? WHERE correlation_id = ?').run(json, guid(n));
    setRecord(
      3,
      JSON.stringify({
        ...record(3),
        payments: [
          { id: 'b', amount: 10, paidAt: SYNCED, source: 'BANKSLIP' },
          'not a payment',
          { endToEndId: '', amount: 1 },
          { endToEndId: e2e(31), amount: '12.00' },
          { endToEndId: e2e(32), amount: 10.123, paidAt: '2026-11-19T08:00:00Z' },
          { endToEndId: e2e(33), amount: 5 },
          pix(34),
        ],
      }),
    );
    setRecord(4, JSON.stringify({ ...record(4), payments: { endToEndId: e2e(41), amount: 3 } }));
    // A record cut short: it names an end-to-end id, and cannot be read.
    old
      .prepare(
        `INSERT INTO boletos (correlation_id, type, status, amount_cents, due_date, payer_name,
           payer_document, your_number, our_number, digitable_line, created_at, updated_at,
           record_json, record_hash, synced_at)
         SELECT ?, type, status, amount_cents, due_date, payer_name, payer_document,
           your_number, '99999', digitable_line, created_at, updated_at, ?, 'x', synced_at
         FROM boletos WHERE correlation_id = ?`,
      )
      .run(guid(8), `{"payments":[{"endToEndId":"${e2e(81)}","amount":`, guid(1));
  } finally {
    old.close();
  }
  return file;
}

type Row = Record<string, unknown>;

/** The received list as the app of before showed it after one more opening (the oracle). */
function listedAsBefore(file: string): Row[] {
  const copy = folder.file();
  copyFileSync(file, copy);
  const db = new Database(copy);
  try {
    gatherFromChargesAsBefore(db, OPENED);
    // The charge each Pix paid, on its row as today's repository reads it: 0270's backfill is
    // the join the app of before ran (its own test holds it to that join).
    migration0270ReceivedCharge.up(db);
    const repo = receivedRepo(db);
    const ids = db.prepare(OLD_LIST_ORDER).pluck().all() as string[];
    return ids.map((id) => withoutSyncedAt(repo.getReceived(id)!));
  } finally {
    db.close();
  }
}

function withoutSyncedAt<T extends { syncedAt: string }>(row: T): Omit<T, 'syncedAt'> {
  const { syncedAt: _, ...rest } = row;
  return rest;
}

function planOf(db: CacheDb, sql: string): string {
  const positional = (sql.match(/\?/g) ?? []).length;
  const named = Object.fromEntries([...sql.matchAll(/@([A-Za-z_]\w*)/g)].map((m) => [m[1], 'x']));
  const statement = db.prepare(`EXPLAIN QUERY PLAN ${sql}`);
  const rows = (
    Object.keys(named).length > 0
      ? statement.all(named)
      : statement.all(...Array<string>(positional).fill('x'))
  ) as { detail: string }[];
  return rows.map((r) => r.detail).join(' | ');
}

/** The steps of a plan that read `boletos` (by name, or as `b`). */
function boletoSteps(plan: string): string[] {
  return plan.split(' | ').filter((step) => /^(SCAN|SEARCH) (b|boletos)\b/.test(step));
}

/** Every statement the cache's repositories prepare that names `boletos`, as they prepare it. */
function boletoStatements(db: CacheDb): string[] {
  const seen: string[] = [];
  const prepare = db.prepare.bind(db);
  (db as unknown as { prepare: (sql: string) => unknown }).prepare = (sql: string) => {
    seen.push(sql);
    return prepare(sql);
  };
  try {
    const boletos = boletosRepo(db);
    boletos.oldestPendingCreatedAt();
    boletos.getBoleto(guid(1));
    markBoletoPaid(
      db,
      {
        correlationId: 'none',
        paymentId: 'p',
        amount: 1,
        paidAt: SYNCED,
        source: 'PIX',
        endToEndId: null,
      },
      SYNCED,
    );
    // A nosso número in the charges search (the boletos_by_our_number seek).
    chargesRepo(db).listCharges({ filters: { search: '0010004242' } });
    remindersRepo(db);
  } finally {
    delete (db as unknown as { prepare?: unknown }).prepare;
  }
  return [...new Set(seen)].filter((sql) => /\bboletos\b/.test(sql));
}

/** The app's files whose SQL reads or writes `boletos` (the local sandbox has its own bank). */
function filesQueryingBoletos(): string[] {
  const root = join(import.meta.dirname, '../../../../main');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (
        name.endsWith('.ts') &&
        /\b(FROM|JOIN|INTO|UPDATE)\s+boletos\b/i.test(readFileSync(path, 'utf8'))
      )
        found.push(relative(root, path));
    }
  };
  walk(root);
  return found
    .filter((p) => !p.startsWith('sandbox/') && !p.startsWith('cache/migrations/'))
    .sort();
}

describe('migration 0180-received-maintained', () => {
  it('writes once what the charges carry: the list equals what the app of before showed, and no opening gathers again', () => {
    const file = cacheOfBefore();
    const expected = listedAsBefore(file);
    expect(expected).toHaveLength(10);

    const db = openCache(file);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(cacheMigrations.at(-1)!.version);
      const repo = receivedRepo(db);
      expect(repo.page().map(withoutSyncedAt)).toEqual(expected);
      // What the charges told is theirs: exactly the Pix of charges are marked.
      const marked = db
        .prepare('SELECT end_to_end_id FROM received_pix WHERE charge_fields <> 0 ORDER BY 1')
        .pluck()
        .all();
      expect(marked).toEqual(
        [...new Set(receivedFromChargesAsBefore(db).map((r) => r.endToEndId))].sort(),
      );
      // The boleto's fields over the bank's list; its description, which it does not tell, kept.
      expect(repo.getReceived(e2e(11))).toMatchObject({
        payerName: 'Payer 1',
        description: 'Mensalidade',
      });
      // Then the bank's list again: the boleto's payer stays.
      repo.upsertReceived(
        [
          {
            endToEndId: e2e(11),
            source: 'qr-code',
            amountCents: 1,
            payerName: 'Banco X',
            payerDocument: null,
            paidAt: SYNCED,
            reference: null,
            description: null,
          },
        ],
        SYNCED,
      );
      expect(repo.getReceived(e2e(11))).toMatchObject({
        source: 'boleto',
        payerName: 'Payer 1',
        amountCents: 11_100,
        paidAt: '2026-11-11T13:00:00.000Z',
      });
    } finally {
      db.close();
    }
  });

  it('drops the three boleto indexes no statement of the app reads, and every plan stays as it was', () => {
    const file = cacheOfBefore();
    // The app's statements as today's code prepares them (on today's schema)…
    const statements: string[] = [];
    const today = openCache(folder.file());
    try {
      statements.push(...boletoStatements(today));
    } finally {
      today.close();
    }
    // …planned on the schema of before.
    const before = new Database(file);
    const plansBefore = new Map<string, string>();
    try {
      for (const sql of statements) plansBefore.set(sql, planOf(before, sql));
    } finally {
      before.close();
    }
    // Every file of the app with SQL on boletos has its statements above: a new one must be
    // added here, so its plan is checked against the indexes dropped.
    expect(filesQueryingBoletos()).toEqual([
      'cache/boletos/boletos-repo.ts',
      'cache/charges/charge-query.ts',
      'cache/events/boleto-paid.ts',
      'cache/reminders/reminders-repo.ts',
    ]);
    expect(statements.length).toBeGreaterThanOrEqual(8);

    const db = openCache(file);
    try {
      const indexes = db
        .prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'boletos'`)
        .pluck()
        .all();
      for (const name of DROPPED) expect(indexes).not.toContain(name);
      expect(indexes).toEqual(
        expect.arrayContaining(['boletos_by_status', 'boletos_by_our_number']),
      );
      for (const sql of statements) {
        const plan = plansBefore.get(sql)!;
        for (const name of DROPPED) expect(plan, sql).not.toContain(name);
        expect(plan, sql).not.toMatch(/SCAN (b|boletos)\b/);
        // How boletos are read is unchanged (the rest of a plan may follow fresh statistics).
        expect(boletoSteps(planOf(db, sql)), sql).toEqual(boletoSteps(plan));
      }
    } finally {
      db.close();
    }
  });
});
