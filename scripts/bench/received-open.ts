/**
 * The Received list's opening, a part of `received-lookup-bench.ts` (run there).
 *
 * On a fresh cache, through the app's own writers where they decide what is kept (boletos paid
 * by Pix are written by `upsertBoletos`, which keeps their Pix in the received list), it times
 * the first page the list reads when opened (`receivedRepo(db).page`, the renderer's page of
 * 100, with the refunds of its rows) against its limit: the indexed page, the bare statement
 * reading the same 100 rows and columns from `received_pix_by_paid_at`. Then, for the record, what an
 * opening read before migration 0180: every boleto's JSON that names an end-to-end id, parsed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { boletosRepo } from '../../main/cache/boletos/boletos-repo.ts';
import { boletoColumns } from '../../main/cache/boletos/boleto-columns.ts';
import { openCache, type CacheDb } from '../../main/cache/db/database.ts';
import { receivedStepSql } from '../../main/cache/received/received-page.ts';
import { receivedRepo, type ReceivedRecord } from '../../main/cache/received/received-repo.ts';
import type { BoletoRecord } from '../../main/domain/wire/boletos.ts';
import { alternately } from './alternately.ts';
import { boletoBulkInsert } from './bulk-boletos.ts';
import { reportRow } from './bench-row.ts';

const PAGE = 100;
const ITERATIONS = 1_000;
const SYNCED_AT = '2026-11-25T12:00:00.000Z';
const DAY = 86_400_000;
const EPOCH = Date.UTC(2020, 0, 1);

/**
 * A boleto of the account, half of them paid; unless `pix` is false, one in five paid by Pix
 * (its payment names an end-to-end id).
 */
function boleto(n: number, pix = true): BoletoRecord {
  const created = EPOCH + (n % 2_000) * DAY + (n % 86_400) * 1_000;
  const paid = n % 2 === 0;
  const byPix = pix && n % 5 === 0;
  const cents = 1_000 + ((n * 7_919) % 400_000);
  return {
    type: byPix ? 'BANKSLIP_PIX' : 'BANKSLIP',
    correlationId: `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
    amount: cents / 100,
    walletNumber: '112',
    yourNumber: `NF-${n}`,
    ourNumber: String(10_000_000 + n),
    dueDate: new Date(created + 30 * DAY).toISOString().slice(0, 10),
    barCode: '23791' + String(n).padStart(39, '0'),
    digitableLine: '23790' + String(n).padStart(42, '0'),
    payer: { name: `Cliente ${n % 997}`, document: String(10_000_000_000 + n).slice(0, 11) },
    status: paid || byPix ? 'Paid' : 'Pending',
    payments:
      paid || byPix
        ? [
            {
              id: `p${n}`,
              amount: cents / 100,
              paidAt: new Date(created + 20 * DAY).toISOString(),
              source: byPix ? 'PIX' : 'BANKSLIP',
              ...(byPix ? { endToEndId: `E${String(n).padStart(31, '0')}` } : {}),
            },
          ]
        : [],
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(created).toISOString(),
  };
}

/** A Pix received by transfer, or pasted from the statement (one in 50: no instant). */
function transfer(n: number): ReceivedRecord {
  const pasted = n % 50 === 0;
  return {
    endToEndId: `E${String(n).padStart(20, '0')}TRANSFER${String(n % 1_000).padStart(3, '0')}`,
    source: pasted ? 'pasted' : 'transfer',
    amountCents: pasted ? null : 500 + (n % 90_000),
    payerName: pasted ? null : `Pagador ${n % 991}`,
    payerDocument: pasted ? null : '52998224725',
    // Many Pix share an instant: ties on paid_at are common.
    paidAt: pasted ? null : new Date(EPOCH + Math.floor(n / 3) * 60_000).toISOString(),
    reference: null,
    description: n % 7 === 0 ? `Pedido ${n}` : null,
  };
}

/** Boletos through the app's writer (which keeps the Pix they carry in the received list). */
function writeBoletos(db: CacheDb, count: number): void {
  const repo = boletosRepo(db);
  for (let from = 0; from < count; from += 5_000) {
    const batch: BoletoRecord[] = [];
    for (let n = from; n < Math.min(count, from + 5_000); n++) batch.push(boleto(n));
    repo.upsertBoletos(batch, SYNCED_AT);
  }
}

/** Boletos not paid by Pix, straight into their table: what Received never lists. */
function insertBoletosRaw(db: CacheDb, count: number): void {
  const insert = boletoBulkInsert(db, SYNCED_AT);
  const chunk = db.transaction((from: number, to: number) => {
    const rows = [];
    for (let n = from; n < to; n++) rows.push(boletoColumns(boleto(n, false)));
    insert(rows);
  });
  for (let from = 0; from < count; from += 50_000) chunk(from, Math.min(count, from + 50_000));
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

interface OpenResult {
  case: string;
  received: number;
  boletos: number;
  loadSeconds: number;
  openP50Ms: number;
  indexedPageP50Ms: number;
  openP95Ms: number;
  indexedPageP95Ms: number;
  /** p95 over p95: what the owner waits at worst, against the limit. */
  ratio: number;
  gatherBeforeMs: number;
}

function measure(name: string, db: CacheDb, loadMs: number): OpenResult {
  db.exec('ANALYZE');
  const repo = receivedRepo(db);
  // The first step's own statement, bare: the same rows and columns (the charge each Pix paid
  // is on its row), none of the app's work around it (the page's refunds, the views).
  const bare = db.prepare(receivedStepSql('first', false));
  repo.page({ limit: PAGE });
  bare.all({ limit: PAGE });
  const open: number[] = [];
  const indexed: number[] = [];
  alternately(
    ITERATIONS,
    () => open.push(time(() => repo.page({ limit: PAGE }))),
    () => indexed.push(time(() => bare.all({ limit: PAGE }))),
  );
  // What every opening read before 0180 (reads and parsing only; it then wrote each Pix too).
  const scan = db.prepare<[], { record_json: string }>(
    `SELECT correlation_id, record_json, payer_name, payer_document FROM boletos
     WHERE record_json LIKE '%"endToEndId":"%'`,
  );
  const gatherBeforeMs = time(() => {
    for (const row of scan.iterate()) JSON.parse(row.record_json);
  });
  const count = (table: string) =>
    db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  const openP95Ms = quantile(open, 0.95);
  const indexedPageP95Ms = quantile(indexed, 0.95);
  return {
    case: name,
    received: count('received_pix'),
    boletos: count('boletos'),
    loadSeconds: Math.round(loadMs / 100) / 10,
    openP50Ms: round(quantile(open, 0.5)),
    indexedPageP50Ms: round(quantile(indexed, 0.5)),
    openP95Ms: round(openP95Ms),
    indexedPageP95Ms: round(indexedPageP95Ms),
    ratio: round(openP95Ms / indexedPageP95Ms),
    gatherBeforeMs: Math.round(gatherBeforeMs),
  };
}

function onFreshCache(name: string, load: (db: CacheDb) => void): OpenResult {
  const folder = mkdtempSync(join(tmpdir(), 'balcao-received-open-bench-'));
  const db = openCache(join(folder, 'cache.sqlite'));
  try {
    db.pragma('synchronous = OFF');
    const loadMs = time(() => load(db));
    db.pragma('synchronous = FULL');
    return measure(name, db, loadMs);
  } finally {
    db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Both cases of the opening for N (`--rows`): N/2 + N/2, then 5.5 × N boletos alone. */
export function benchReceivedOpen(rows: number): OpenResult[] {
  const half = Math.max(1, Math.floor(rows / 2));
  const many = Math.max(1, Math.floor(rows * 5.5));
  const results = [
    onFreshCache(`Received opens, ${half} received + ${half} boletos`, (db) => {
      writeBoletos(db, half);
      const kept = db.prepare('SELECT count(*) FROM received_pix').pluck().get() as number;
      const repo = receivedRepo(db);
      for (let from = 0; from < half - kept; from += 10_000) {
        const batch: ReceivedRecord[] = [];
        for (let n = from; n < Math.min(half - kept, from + 10_000); n++) batch.push(transfer(n));
        repo.upsertReceived(batch, SYNCED_AT);
      }
    }),
    onFreshCache(`Received opens, ${many} boletos, 0 received`, (db) => insertBoletosRaw(db, many)),
  ];
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  console.log(
    `\nReceived list opening, p50 / p95 of ${ITERATIONS}; load average ${one} ${five} ${fifteen}`,
  );
  const columns = ['opens (the app)', 'its indexed page', 'ratio p95', 'read before 0180'];
  console.log(['case'.padEnd(48), ...columns.map((c) => c.padEnd(18))].join(' '));
  for (const r of results) {
    const cells = [
      `${r.openP50Ms} / ${r.openP95Ms} ms`,
      `${r.indexedPageP50Ms} / ${r.indexedPageP95Ms} ms`,
      String(r.ratio),
      `${r.gatherBeforeMs} ms`,
    ];
    console.log([r.case.padEnd(48), ...cells.map((c) => c.padEnd(18))].join(' '));
  }
  console.log(JSON.stringify({ receivedOpen: results, loadAverage: loadavg() }));
  for (const r of results) {
    reportRow({
      work: r.case,
      limit: 'its indexed page, bare (p95)',
      limitMs: r.indexedPageP95Ms,
      balcaoMs: r.openP95Ms,
      target: 2,
      note: `p95 of ${ITERATIONS}`,
    });
  }
  return results;
}
