/**
 * The statement's opening and a change of its filters: `node scripts/bench/statement-open.ts
 * [--rows 100000]`.
 *
 * A fresh cache is filled through the app's own writers (the statement's lines are made by
 * their triggers, as in the app): received Pix, boletos paid by bar code, payments and
 * refunds sent, and the bank's events (split shares, transfers). Then each of what the owner
 * does is timed against the bare SQL of the same page in the same run — the 100 lines read
 * from the table in the list's order with the same filter, by whatever plan SQLite picks:
 * - opening: the first page, each of its days' sums and the period's sums (`statement:list`);
 * - a filter changed: a kind and a month, money out only, a name searched.
 * For the record: what summing every line would cost (what the days' table saves), and what
 * the triggers add to a bulk write of received Pix (against a cache of the version before).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { boletosRepo } from '../../main/cache/boletos/boletos-repo.ts';
import { openCache, type CacheDb } from '../../main/cache/db/database.ts';
import { journalRepo } from '../../main/cache/events/journal-repo.ts';
import { cacheMigrations } from '../../main/cache/migrations/index.ts';
import { sentPaymentsRepo } from '../../main/cache/payments/sent-payments-repo.ts';
import { receivedRepo, type ReceivedRecord } from '../../main/cache/received/received-repo.ts';
import { LINE_SELECT, NEWEST_FIRST } from '../../main/cache/statement/statement-page.ts';
import { statementRepo } from '../../main/cache/statement/statement-repo.ts';
import { centsToReais } from '../../main/domain/money.ts';
import type { BoletoRecord } from '../../main/domain/wire/boletos.ts';
import type { StatementFilters } from '../../preload/contract/index.ts';
import { reportRow } from './bench-row.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' } },
  strict: false,
});
const ROWS = Number(values.rows);
const PAGE = 100;
const ITERATIONS = 500;
const SYNCED_AT = '2026-11-25T12:00:00.000Z';
const EPOCH = Date.UTC(2023, 0, 1);
const MINUTE = 60_000;

/** Three years of movements, a few an hour apart; ties on the instant are common. */
const at = (n: number) => new Date(EPOCH + Math.floor(n * 15.7) * MINUTE).toISOString();
const cents = (n: number) => 500 + ((n * 7_919) % 300_000);
const e2e = (n: number) =>
  `E${String(n).padStart(20, '0')}BENCHSTMT${String(n % 100).padStart(2, '0')}`;

function receivedPix(n: number): ReceivedRecord {
  return {
    endToEndId: e2e(n),
    source: 'transfer',
    amountCents: cents(n),
    payerName: `Cliente ${n % 997}`,
    payerDocument: '52998224725',
    paidAt: at(n),
    reference: null,
    description: n % 7 === 0 ? `Pedido ${n}` : null,
  };
}

function boleto(n: number): BoletoRecord {
  const amount = centsToReais(cents(n));
  return {
    type: 'BANKSLIP',
    correlationId: `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
    amount,
    walletNumber: '112',
    yourNumber: `NF-${n}`,
    ourNumber: String(10_000_000 + n),
    dueDate: at(n).slice(0, 10),
    barCode: '23791' + String(n).padStart(39, '0'),
    digitableLine: '23790' + String(n).padStart(42, '0'),
    payer: { name: `Cliente ${n % 997}`, document: '52998224725' },
    status: 'Paid',
    payments: [{ id: `p${n}`, amount, paidAt: at(n), source: 'BANKSLIP' }],
    createdAt: at(n),
    updatedAt: at(n),
  };
}

function event(n: number) {
  const split = n % 2 === 0;
  const type = split ? 'TRANSFER_INTERNAL_DEBITED' : 'TRANSFER_EXTERNAL_CREDITED';
  const data = {
    transferId: `t-${n}`,
    amount: centsToReais(cents(n)),
    status: 'completed',
    transferredAt: at(n),
    counterparty: {
      name: `Fornecedor ${n % 101}`,
      document: '11444777000161',
      participantIspb: null,
      branch: null,
      number: null,
    },
    split: split
      ? {
          configurationId: 1,
          instructionId: 1,
          type: 'PERCENTAGE',
          rule: 5,
          paymentAmount: 100,
          endToEndId: null,
          correlationId: null,
        }
      : null,
  };
  const id = randomUUID();
  return {
    eventId: id,
    eventType: type,
    receivedAt: at(n),
    headers: {},
    raw: JSON.stringify({ id, eventType: type, occurredAt: at(n), accountNumber: '1', data }),
  };
}

/** `count` movements through the writers, in the mix of a shop's account, in batches. */
function fill(db: CacheDb, count: number): void {
  const received = receivedRepo(db);
  const boletos = boletosRepo(db);
  const sent = sentPaymentsRepo(db);
  const journal = journalRepo(db);
  const batch = (from: number, to: number) => {
    const pix: ReceivedRecord[] = [];
    const paid: BoletoRecord[] = [];
    for (let n = from; n < to; n++) {
      const share = n % 20;
      if (share < 8) pix.push(receivedPix(n));
      else if (share < 12) paid.push(boleto(n));
    }
    received.upsertReceived(pix, SYNCED_AT);
    boletos.upsertBoletos(paid, SYNCED_AT);
    db.transaction(() => {
      for (let n = from; n < to; n++) {
        const share = n % 20;
        if (share >= 12 && share < 15)
          sent.upsert({
            id: `pay-${n}`,
            kind: n % 2 ? 'qr-code' : 'key-transfer',
            endToEndId: e2e(n),
            status: n % 50 === 0 ? 'FAILED' : 'COMPLETED',
            amountCents: cents(n),
            receiverName: `Loja ${n % 89}`,
            receiverDocument: '11444777000161',
            receiverBank: 'Banco',
            receiverKey: `loja${n % 89}@exemplo.com.br`,
            description: null,
            failureReason: null,
            createdAt: at(n),
            syncedAt: SYNCED_AT,
            clientIdentity: `c-${n}`,
          });
        else if (share >= 15 && share < 17)
          received.upsertRefund({
            id: `D${n}`,
            idempotencyKey: `k-${n}`,
            originalEndToEndId: e2e(n - (share - 7)),
            amountCents: 100,
            status: 'completed',
            failureReason: null,
            description: null,
            createdAt: at(n),
            syncedAt: SYNCED_AT,
          });
        else if (share >= 17) journal.append(event(n));
      }
    })();
  };
  for (let from = 0; from < count; from += 5_000) batch(from, Math.min(count, from + 5_000));
}

function time(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
}
const round = (n: number) => Math.round(n * 1_000) / 1_000;

interface Case {
  name: string;
  filters: StatementFilters;
  /** The bare statement of the same page: the table, the filter, the order, 100 rows. */
  bare: string;
  params: (string | number)[];
}

function measure(db: CacheDb, c: Case) {
  const repo = statementRepo(db);
  const bare = db.prepare(
    `SELECT ${LINE_SELECT} FROM statement_lines ${c.bare} ${NEWEST_FIRST} LIMIT ${PAGE}`,
  );
  const app = () => repo.page({ filters: c.filters, limit: PAGE });
  const plain = () => bare.all(...c.params);
  app();
  plain();
  const viaApp: number[] = [];
  const viaBare: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    // Alternated, so neither side always finds the pages the other just read.
    if (i % 2 === 0) {
      viaApp.push(time(app));
      viaBare.push(time(plain));
    } else {
      viaBare.push(time(plain));
      viaApp.push(time(app));
    }
  }
  const p95 = quantile(viaApp, 0.95);
  const bareP95 = quantile(viaBare, 0.95);
  return {
    case: c.name,
    appP50Ms: round(quantile(viaApp, 0.5)),
    appP95Ms: round(p95),
    bareP50Ms: round(quantile(viaBare, 0.5)),
    bareP95Ms: round(bareP95),
    ratio: round(p95 / bareP95),
  };
}

/** What the received Pix writer takes for `count` rows, on a cache with or without the statement. */
function receivedWrite(folder: string, count: number, withStatement: boolean): number {
  const migrations = withStatement
    ? cacheMigrations
    : cacheMigrations.filter((m) => m.version < 200);
  const db = openCache(join(folder, `write-${withStatement}.sqlite`), { migrations });
  try {
    db.pragma('synchronous = OFF');
    const repo = receivedRepo(db);
    return time(() => {
      for (let from = 0; from < count; from += 5_000) {
        const batch: ReceivedRecord[] = [];
        for (let n = from; n < Math.min(count, from + 5_000); n++) batch.push(receivedPix(n));
        repo.upsertReceived(batch, SYNCED_AT);
      }
    });
  } finally {
    db.close();
  }
}

const folder = mkdtempSync(join(tmpdir(), 'balcao-statement-bench-'));
try {
  const db = openCache(join(folder, 'cache.sqlite'));
  db.pragma('synchronous = OFF');
  const loadMs = time(() => fill(db, ROWS));
  db.pragma('synchronous = FULL');
  db.exec('ANALYZE');
  const lines = db.prepare('SELECT count(*) FROM statement_lines').pluck().get() as number;
  const month = { from: '2024-06-01', to: '2024-06-30' };
  const cases: Case[] = [
    { name: 'opens (first page + sums)', filters: {}, bare: '', params: [] },
    {
      name: 'split shares of a month',
      filters: { kinds: ['split-share'], ...month },
      bare: `WHERE kind = 'split-share' AND day BETWEEN ? AND ?`,
      params: [month.from, month.to],
    },
    {
      name: 'money out',
      filters: { direction: 'out' },
      bare: `WHERE direction = 'out'`,
      params: [],
    },
    {
      name: 'a name searched',
      filters: { search: 'Cliente 42' },
      bare: `WHERE counterparty_name = 'Cliente 42'`,
      params: [],
    },
  ];
  const results = cases.map((c) => measure(db, c));
  const sumAll = db.prepare(
    `SELECT sum(CASE WHEN direction = 'in' THEN effect_cents END), sum(effect_cents) FROM statement_lines`,
  );
  const sumEveryLineMs = round(time(() => sumAll.get()));
  db.close();
  const writeRows = Math.max(1_000, Math.floor(ROWS / 5));
  const before = receivedWrite(folder, writeRows, false);
  const after = receivedWrite(folder, writeRows, true);
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  console.log(
    `\nStatement, ${lines} lines (loaded in ${(loadMs / 1000).toFixed(1)} s); p50 / p95 of ${ITERATIONS}; load average ${one} ${five} ${fifteen}`,
  );
  console.log(
    ['case'.padEnd(28), 'the app'.padEnd(20), 'bare page'.padEnd(20), 'ratio p95'].join(' '),
  );
  for (const r of results) {
    console.log(
      [
        r.case.padEnd(28),
        `${r.appP50Ms} / ${r.appP95Ms} ms`.padEnd(20),
        `${r.bareP50Ms} / ${r.bareP95Ms} ms`.padEnd(20),
        String(r.ratio),
      ].join(' '),
    );
  }
  for (const r of results) {
    reportRow({
      work: `statement, ${Math.round(lines / 1000)}k lines: ${r.case}`,
      limit: 'the bare page (p95)',
      limitMs: r.bareP95Ms,
      balcaoMs: r.appP95Ms,
      target: 2,
      note: `p95 of ${ITERATIONS}`,
    });
  }
  console.log(`summing every line instead of the days' table: ${sumEveryLineMs} ms`);
  console.log(
    `${writeRows} received Pix written: ${Math.round(before)} ms before the statement, ${Math.round(after)} ms with it (×${round(after / before)})`,
  );
  console.log(
    JSON.stringify({
      statementOpen: results,
      lines,
      sumEveryLineMs,
      receivedWrite: {
        rows: writeRows,
        beforeMs: Math.round(before),
        withStatementMs: Math.round(after),
      },
      loadAverage: loadavg(),
    }),
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
