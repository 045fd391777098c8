/**
 * Cache benchmark: `node scripts/bench/cache-bench.ts [--rows 1000000] [--iterations 200]`.
 *
 * Loads N synthetic boletos (and Pix codes) into a fresh cache with raw bulk INSERTs, then
 * compares, in the same run and on the same file:
 *   - a page of the boletos view (the charges list limited to boletos: open, a due period,
 *     LIMIT 100, keyset) through `listCharges` vs the bare SQL;
 *   - a full-text search page of the boletos view through `listCharges` vs the bare SQL;
 *   - 100k records through `upsertBoletos` vs a raw bulk INSERT of the same rows (each with its
 *     row of the charges list and its words), one statement per table per chunk;
 *   - a charges list page (boletos and Pix codes in one list: filters, search, every sort)
 *     and the charges totals through `chargesRepo`, p95 only;
 * and prints a table and one JSON line. The ratios are what matter: they show the repo's own
 * cost (SQL assembly, plan choice, statement cache, hashing, change detection) over SQLite's.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { boletoColumns, type BoletoColumns } from '../../main/cache/boletos/boleto-columns.ts';
import { boletosRepo } from '../../main/cache/boletos/boletos-repo.ts';
import { jsonRows, selectJsonRows } from '../../main/cache/sql/json-rows.ts';
import {
  boletoChargeColumns,
  CHARGE_COLUMN_NAMES,
  CHARGE_SEARCH_COLUMNS,
  chargeSearchText,
  type ChargeColumns,
} from '../../main/cache/charges/charge-columns.ts';
import {
  chargesRepo,
  ROW_COLUMNS,
  type ChargeListQuery,
} from '../../main/cache/charges/charges-repo.ts';
import { openCache, type CacheDb } from '../../main/cache/db/database.ts';
import { buildSearchMatch } from '../../main/cache/sql/search-match.ts';
import { FIRST_NAMES, SURNAMES } from '../../main/sandbox/demo/people-names.ts';
import type { BoletoRecord } from '../../main/domain/wire/boletos.ts';
import { alternately } from './alternately.ts';
import { boletoBulkInsert } from './bulk-boletos.ts';
import { reportRow } from './bench-row.ts';
import { boundLimit } from '../../main/cache/sql/bound-limit.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    upsert: { type: 'string', default: '100000' },
    iterations: { type: 'string', default: '200' },
    /** Pix codes in the charges list, half immediate (no due date), half due-date. */
    pix: { type: 'string', default: '100000' },
  },
});
const ROWS = Number(values.rows);
const UPSERT_ROWS = Number(values.upsert);
const ITERATIONS = Number(values.iterations);
const PIX_ROWS = Number(values.pix);
const SYNCED_AT = '2025-06-01T00:00:00.000Z';

// ---------------------------------------------------------------------------------------------
// Synthetic data: seeded, so runs compare.

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const STATUS_WEIGHTS: [BoletoRecord['status'], number][] = [
  ['Paid', 0.5],
  ['Pending', 0.75],
  ['Expired', 0.9],
  ['Cancelled', 1],
];
const DAY = 86_400_000;
const EPOCH = Date.UTC(2019, 0, 1);

function makeRecords(from: number, count: number, seed: number): BoletoRecord[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const out: BoletoRecord[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const n = from + i;
    const created = EPOCH + Math.floor(rand() * 7 * 365) * DAY + Math.floor(rand() * DAY);
    const due = created + (5 + Math.floor(rand() * 60)) * DAY;
    const r = rand();
    const status = STATUS_WEIGHTS.find(([, w]) => r < w)![0];
    const cents = 1000 + Math.floor(rand() * 499_000);
    const createdAt = new Date(created).toISOString();
    out[i] = {
      type: rand() < 0.4 ? 'BANKSLIP_PIX' : 'BANKSLIP',
      correlationId: `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${Math.floor(
        rand() * 2 ** 48,
      )
        .toString(16)
        .padStart(12, '0')}`,
      amount: cents / 100,
      walletNumber: '112',
      yourNumber: `NF-${n}`,
      ourNumber: String(10_000_000 + n),
      dueDate: new Date(due).toISOString().slice(0, 10),
      barCode: '23791' + String(n).padStart(39, '0'),
      digitableLine: '23790' + String(n).padStart(42, '0'),
      payer: {
        name: `${pick(FIRST_NAMES)} ${pick(SURNAMES)} ${pick(SURNAMES)}`,
        document: String(Math.floor(rand() * 1e11)).padStart(11, '0'),
        email: `cliente${n}@example.com`,
      },
      status,
      payments:
        status === 'Paid'
          ? [
              {
                id: `p${n}`,
                amount: cents / 100,
                paidAt: new Date(due - DAY).toISOString(),
                source: 'BANKSLIP',
              },
            ]
          : [],
      createdAt,
      updatedAt: createdAt,
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Raw SQL, the baseline.

/** A boleto's rows as the repo writes them: its own and its row of the charges list. */
interface BoletoRows {
  columns: BoletoColumns;
  charge: ChargeColumns;
}
const boletoRows = (record: BoletoRecord): BoletoRows => {
  const columns = boletoColumns(record);
  return { columns, charge: boletoChargeColumns(record, columns) };
};

/**
 * The load's writer, and the upsert's baseline: each table's rows of a chunk in one
 * statement, so that FTS5 writes each chunk's words once (`json-rows.ts` says why), as the
 * app writes a batch.
 */
function bulkLoader(db: CacheDb) {
  const field = (name: string) => `j.value ->> '$.${name}'`;
  const boletos = boletoBulkInsert(db, SYNCED_AT);
  const charges = db.prepare<[{ rows: string }]>(
    `INSERT INTO charges (${CHARGE_COLUMN_NAMES.join(', ')}, synced_at)
     ${selectJsonRows(CHARGE_COLUMN_NAMES, [`'${SYNCED_AT}'`])}`,
  );
  const words = db.prepare<[{ rows: string }]>(
    `INSERT INTO charges_fts (rowid, ${CHARGE_SEARCH_COLUMNS.join(', ')})
     SELECT c.id, ${CHARGE_SEARCH_COLUMNS.map((name) => `j.value ->> '$.search.${name}'`).join(', ')}
     FROM json_each(@rows) AS j
     JOIN charges AS c ON c.kind = ${field('kind')} AND c.correlation_id = ${field('correlation_id')}`,
  );
  const writeCharges = (rows: ChargeColumns[]) => {
    charges.run({ rows: jsonRows(rows) });
    words.run({ rows: jsonRows(rows.map((c) => ({ ...c, search: chargeSearchText(c) }))) });
  };
  return {
    boletos: db.transaction((rows: BoletoRows[]) => {
      boletos(rows.map((r) => r.columns));
      writeCharges(rows.map((r) => r.charge));
    }),
    charges: db.transaction(writeCharges),
  };
}

/**
 * Pix codes as charges rows only (the list reads nothing else): created over the last two
 * years, half immediate (no due date), states in the service's proportions.
 */
function makePixCharges(count: number, seed: number): ChargeColumns[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const out: ChargeColumns[] = new Array(count);
  const since = EPOCH + 5 * 365 * DAY;
  for (let i = 0; i < count; i++) {
    const immediate = i % 2 === 0;
    const created = since + Math.floor(rand() * 2 * 365) * DAY + Math.floor(rand() * DAY);
    const r = rand();
    const state = r < 0.6 ? 'paid' : r < 0.8 ? 'open' : r < 0.95 ? 'expired' : 'cancelled';
    const cents = 500 + Math.floor(rand() * 99_500);
    const due = new Date(created + (3 + Math.floor(rand() * 30)) * DAY).toISOString();
    out[i] = {
      kind: immediate ? 'pix-immediate' : 'pix-due-date',
      correlation_id: `p${i.toString(16).padStart(7, '0')}-0000-4000-8000-000000000000`,
      state,
      service_status: state === 'paid' ? 'CONCLUDED' : state === 'open' ? 'ACTIVE' : 'EXPIRED',
      amount_cents: cents,
      paid_amount_cents: state === 'paid' ? cents : null,
      payer_name: `${pick(FIRST_NAMES)} ${pick(SURNAMES)} ${pick(SURNAMES)}`,
      payer_document: String(Math.floor(rand() * 1e11)).padStart(11, '0'),
      reference: `Pedido ${i}`,
      due_date: immediate ? null : due.slice(0, 10),
      expires_at: immediate ? new Date(created + DAY).toISOString() : due,
      paid_at: state === 'paid' ? new Date(created + 3600_000).toISOString() : null,
      created_at: new Date(created).toISOString(),
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Timing

function time(fn: () => void): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

// ---------------------------------------------------------------------------------------------

const dir = mkdtempSync(join(tmpdir(), 'balcao-cache-bench-'));
const file = join(dir, 'cache.sqlite');
const db = openCache(file);
const repo = boletosRepo(db);
const charges = chargesRepo(db);
const started = Date.now();
/** A phase's end on stderr, with the time since the start: where a long run is. */
const phaseDone = (name: string) =>
  process.stderr.write(`${name} done at ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

// 1. Load.
const load = bulkLoader(db);
const CHUNK = 50_000;
// Setup only, not measured: no per-commit fsync, a large page cache, and the secondary
// indexes built once at the end (a sort) instead of row by row.
db.pragma('synchronous = OFF');
db.pragma('cache_size = -1048576');
const indexSql = db
  .prepare(
    `SELECT name, sql FROM sqlite_schema
     WHERE type = 'index' AND tbl_name IN ('boletos', 'charges') AND sql IS NOT NULL`,
  )
  .all() as { name: string; sql: string }[];
for (const index of indexSql) db.exec(`DROP INDEX ${index.name}`);
const loadMs = time(() => {
  for (let from = 0; from < ROWS; from += CHUNK) {
    const count = Math.min(CHUNK, ROWS - from);
    load.boletos(makeRecords(from, count, from + 1).map(boletoRows));
    if ((from + count) % 250_000 === 0) phaseDone(`${from + count} rows inserted`);
  }
  load.charges(makePixCharges(PIX_ROWS, 4242));
  phaseDone('Pix codes inserted');
  for (const index of indexSql) db.exec(index.sql);
  phaseDone('indexes built');
  db.exec(`INSERT INTO charges_fts (charges_fts) VALUES ('optimize')`);
  db.pragma('analysis_limit = 1000');
  db.exec('ANALYZE');
  db.pragma('wal_checkpoint(TRUNCATE)');
});
db.pragma('cache_size = -32768');
db.pragma('synchronous = FULL');
process.stderr.write(`loaded ${ROWS} rows in ${(loadMs / 1000).toFixed(1)} s\n`);

// 2. Boletos view page: open boletos, due in a 12-month range, due date descending, 100 per
//    page, walking 5 pages by cursor from varying start months. The bare SQL seeks the same
//    (state, kind, due_date, id) index from the last row.
const listSamples = { repo: [] as number[], bare: [] as number[] };
const bareFirst = db.prepare(
  `SELECT ${ROW_COLUMNS} FROM charges AS c INDEXED BY charges_by_due_date
   WHERE c.state = 'open' AND c.kind = 'boleto' AND c.due_date >= ? AND c.due_date <= ?
   ORDER BY c.due_date DESC, c.id DESC ${boundLimit()}`,
);
const bareNext = db.prepare(
  `SELECT ${ROW_COLUMNS} FROM charges AS c INDEXED BY charges_by_due_date
   WHERE c.state = 'open' AND c.kind = 'boleto' AND c.due_date >= ? AND c.due_date <= ?
     AND (c.due_date, c.id) < (?, ?)
   ORDER BY c.due_date DESC, c.id DESC ${boundLimit()}`,
);
for (let i = 0; i < ITERATIONS / 5; i++) {
  const month = 1 + (i % 12);
  const dueFrom = `202${2 + (i % 3)}-${String(month).padStart(2, '0')}-01`;
  const dueTo = `202${3 + (i % 3)}-${String(month).padStart(2, '0')}-01`;
  const query: ChargeListQuery = {
    filters: { kinds: ['boleto'], states: ['open'], dueFrom, dueTo },
    sort: { key: 'dueDate', direction: 'desc' },
    limit: 100,
  };
  let cursor: string | null = null;
  let last: { dueDate: string; rowId: number } | undefined;
  for (let page = 0; page < 5; page++) {
    const viaRepo = () =>
      listSamples.repo.push(
        time(() => {
          const result = charges.listCharges({ ...query, cursor });
          cursor = result.nextCursor;
        }),
      );
    const viaBare = () =>
      listSamples.bare.push(
        time(() => {
          const rows = (
            last
              ? bareNext.all(dueFrom, dueTo, last.dueDate, last.rowId, 101)
              : bareFirst.all(dueFrom, dueTo, 101)
          ) as { dueDate: string; rowId: number }[];
          last = rows[99];
        }),
      );
    // Whichever runs second finds the pages cached: alternate, so neither side always wins.
    if ((i + page) % 2 === 0) {
      viaRepo();
      viaBare();
    } else {
      viaBare();
      viaRepo();
    }
  }
}

phaseDone('boletos view pages');

// 3. Full-text search page of the boletos view, newest first: broad name prefixes (tens of
//    percent of the rows), narrower ones, a document digit prefix and a your number. The
//    bare SQL is the one plain statement (matches, then sorted); the repo's time includes
//    choosing its plan (matches sorted when few, the index walked when many).
const searches = [
  'mar',
  'joão si',
  'ana sou',
  'fern',
  'pedro alm',
  '123456',
  'NF-4242',
  'carv',
  'bea ro',
  'lar',
];
const bareSearch = db.prepare(
  `SELECT ${ROW_COLUMNS} FROM charges AS c
   WHERE c.kind = 'boleto' AND c.id IN (SELECT rowid FROM charges_fts WHERE charges_fts MATCH ?)
   ORDER BY c.created_at DESC, c.id DESC ${boundLimit()}`,
);
const countMatches = db
  .prepare('SELECT count(*) FROM (SELECT 1 FROM charges_fts WHERE charges_fts MATCH ? LIMIT 2000)')
  .pluck();
const bareFor = new Map(
  searches.map((text) => {
    const match = buildSearchMatch(text)!;
    return [text, { match, broad: (countMatches.get(match) as number) >= 2_000 }];
  }),
);
const searchSamples = { repo: [] as number[], bare: [] as number[] };
const perTerm = new Map<string, number[]>();
const perTermBare = new Map<string, number[]>();
for (let i = 0; i < ITERATIONS; i++) {
  const text = searches[i % searches.length]!;
  const bare = bareFor.get(text)!;
  const viaBare = () => {
    const ms = time(() => bareSearch.all(bare.match, 101));
    searchSamples.bare.push(ms);
    perTermBare.set(text, [...(perTermBare.get(text) ?? []), ms]);
  };
  if (i % 2 === 1) viaBare();
  const ms = time(() =>
    charges.listCharges({ filters: { kinds: ['boleto'], search: text }, limit: 100 }),
  );
  searchSamples.repo.push(ms);
  perTerm.set(text, [...(perTerm.get(text) ?? []), ms]);
  if (i % 2 === 0) viaBare();
}

phaseDone('search pages');

// 5. Charges list: boletos and Pix codes in one list. Each query walks 3 pages of 100 by
//    cursor; the totals run once per query. p95 over all pages, and per query.
const chargeQueries: [string, ChargeListQuery][] = [
  ['all, newest first', {}],
  ['Pix only', { filters: { kinds: ['pix-immediate', 'pix-due-date'] } }],
  [
    'immediate, oldest first',
    { filters: { kinds: ['pix-immediate'] }, sort: { key: 'createdAt', direction: 'asc' } },
  ],
  [
    'open due-date codes by due date',
    {
      filters: { kinds: ['pix-due-date'], states: ['open'] },
      sort: { key: 'dueDate', direction: 'asc' },
    },
  ],
  [
    'open, due in one month',
    { filters: { states: ['open'], dueFrom: '2023-05-01', dueTo: '2023-05-31' } },
  ],
  ['all by due date (NULLs last)', { sort: { key: 'dueDate', direction: 'asc' } }],
  [
    'expired by due date desc',
    { filters: { states: ['expired'] }, sort: { key: 'dueDate', direction: 'desc' } },
  ],
  [
    'amount band, largest first',
    {
      filters: { amountMinCents: 100_000, amountMaxCents: 200_000 },
      sort: { key: 'amount', direction: 'desc' },
    },
  ],
  ['search broad "mar"', { filters: { search: 'mar' } }],
  ['search narrow "pedido 4242"', { filters: { search: 'pedido 4242' } }],
  ['search name + Pix', { filters: { search: 'ana sou', kinds: ['pix-immediate'] } }],
  // An amount (words, and the charges of exactly R$ 1.234,56) and a nosso número with its
  // leading zeros (words, amount, and the boleto 10004242); a plain number is all three.
  ['search amount "R$ 1.234,56"', { filters: { search: 'R$ 1.234,56' } }],
  ['search nosso número "0010004242"', { filters: { search: '0010004242' } }],
  ['search plain number "2024"', { filters: { search: '2024' } }],
];
const chargeSamples: number[] = [];
const chargeTotalsSamples: number[] = [];
const perChargeQuery = new Map<string, number[]>();
for (let i = 0; i < ITERATIONS / 3; i++) {
  const [name, query] = chargeQueries[i % chargeQueries.length]!;
  let cursor: string | null = null;
  for (let page = 0; page < 3; page++) {
    const ms = time(() => {
      cursor = charges.listCharges({ ...query, cursor, limit: 100 }).nextCursor;
    });
    chargeSamples.push(ms);
    perChargeQuery.set(name, [...(perChargeQuery.get(name) ?? []), ms]);
    if (cursor === null) break;
  }
  chargeTotalsSamples.push(time(() => charges.chargeTotals(query.filters)));
}

phaseDone('charges list pages and totals');

// 5b. The totals of every charge (the list opened with no filter) against the same sums as
//     one bare GROUP BY over the covering amount index: the limit of any totals.
const bareTotals = db.prepare(
  `SELECT state, kind, count(*), coalesce(sum(amount_cents), 0) FROM charges
   GROUP BY state, kind`,
);
const totalsSamples = { repo: [] as number[], bare: [] as number[] };
alternately(
  200,
  () => totalsSamples.repo.push(time(() => charges.chargeTotals({}))),
  () => totalsSamples.bare.push(time(() => bareTotals.all())),
);

phaseDone('totals of every charge');

// 4. Bulk upsert of new records vs the raw INSERT of the same rows (both committed).
const fresh = makeRecords(ROWS, UPSERT_ROWS, 987_654);
const freshRows = fresh.map(boletoRows);
const rawInsertMs = time(() => load.boletos(freshRows));
phaseDone('raw insert');
const maxId = db.prepare('SELECT max(id) FROM boletos').pluck().get() as number;
const maxChargeId = db.prepare('SELECT max(id) FROM charges').pluck().get() as number;
db.transaction(() => {
  db.prepare('DELETE FROM boletos WHERE id > ?').run(maxId - UPSERT_ROWS);
  db.prepare('DELETE FROM charges_fts WHERE rowid > ?').run(maxChargeId - UPSERT_ROWS);
  db.prepare('DELETE FROM charges WHERE id > ?').run(maxChargeId - UPSERT_ROWS);
})();
phaseDone('raw rows deleted');
let insertCounts = {};
const upsertInsertMs = time(() => (insertCounts = repo.upsertBoletos(fresh, SYNCED_AT)));
phaseDone('upsert of new rows');
let unchangedCounts = {};
const upsertUnchangedMs = time(() => (unchangedCounts = repo.upsertBoletos(fresh, SYNCED_AT)));
phaseDone('upsert of unchanged rows');
const changed = fresh.map((r) => ({ ...r, status: 'Expired' as const, updatedAt: SYNCED_AT }));
let updateCounts = {};
const upsertUpdateMs = time(() => (updateCounts = repo.upsertBoletos(changed, SYNCED_AT)));

const totalSeconds = (Date.now() - started) / 1000;
const sizeMb =
  (statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)) / 2 ** 20;
db.close();
rmSync(dir, { recursive: true, force: true });

const result = {
  rows: ROWS,
  loadSeconds: round(loadMs / 1000, 1),
  listPageP95Ms: {
    repo: round(p95(listSamples.repo)),
    bare: round(p95(listSamples.bare)),
    ratio: round(p95(listSamples.repo) / p95(listSamples.bare)),
  },
  searchPageP95Ms: {
    repo: round(p95(searchSamples.repo)),
    bare: round(p95(searchSamples.bare)),
    ratio: round(p95(searchSamples.repo) / p95(searchSamples.bare)),
  },
  upsert: {
    rows: UPSERT_ROWS,
    rawInsertMs: round(rawInsertMs, 0),
    upsertInsertMs: round(upsertInsertMs, 0),
    ratio: round(upsertInsertMs / rawInsertMs),
    upsertUnchangedMs: round(upsertUnchangedMs, 0),
    upsertUpdateMs: round(upsertUpdateMs, 0),
    counts: { insert: insertCounts, unchanged: unchangedCounts, update: updateCounts },
  },
  chargesListPageP95Ms: round(p95(chargeSamples)),
  chargesTotalsP95Ms: round(p95(chargeTotalsSamples)),
  chargesP95ByQueryMs: Object.fromEntries(
    [...perChargeQuery].map(([name, samples]) => [name, round(p95(samples))]),
  ),
  searchP95ByTermMs: Object.fromEntries(
    [...perTerm].map(([text, samples]) => [
      `${text}${bareFor.get(text)!.broad ? ' (broad)' : ''}`,
      round(p95(samples)),
    ]),
  ),
  fileMb: round(sizeMb, 0),
  totalSeconds: round(totalSeconds, 1),
};

const table = [
  ['measure', 'repo', 'bare SQL', 'ratio'],
  [
    'boletos page p95 (ms)',
    result.listPageP95Ms.repo,
    result.listPageP95Ms.bare,
    result.listPageP95Ms.ratio,
  ],
  [
    'boletos search p95 (ms)',
    result.searchPageP95Ms.repo,
    result.searchPageP95Ms.bare,
    result.searchPageP95Ms.ratio,
  ],
  [
    `upsert ${UPSERT_ROWS} new (ms)`,
    result.upsert.upsertInsertMs,
    result.upsert.rawInsertMs,
    result.upsert.ratio,
  ],
  [`upsert ${UPSERT_ROWS} unchanged (ms)`, result.upsert.upsertUnchangedMs, '', ''],
  ['charges list page p95 (ms)', result.chargesListPageP95Ms, '', ''],
  ['charges totals p95 (ms)', result.chargesTotalsP95Ms, '', ''],
  [`upsert ${UPSERT_ROWS} changed (ms)`, result.upsert.upsertUpdateMs, '', ''],
];
console.log(
  `cache bench: ${ROWS} rows, loaded in ${result.loadSeconds} s, file ${result.fileMb} MB, total ${result.totalSeconds} s`,
);
for (const row of table)
  console.log(row.map((c, i) => String(c).padEnd(i === 0 ? 30 : 10)).join(' '));
console.log(JSON.stringify(result));

// The table's rows.
const size = `${Math.round(ROWS / 1000)}k boletos`;
reportRow({
  work: `boletos page (open, a due period, 100 by cursor), ${size}`,
  limit: 'the bare SQL (p95)',
  limitMs: result.listPageP95Ms.bare,
  balcaoMs: result.listPageP95Ms.repo,
  target: 2,
});
reportRow({
  work: `boletos search page, 10 terms, ${size}`,
  limit: 'matches then sort, bare (p95)',
  limitMs: result.searchPageP95Ms.bare,
  balcaoMs: result.searchPageP95Ms.repo,
  target: 2,
});
for (const text of ['joão si', 'mar']) {
  reportRow({
    work: `search "${text}", ${size}`,
    limit: 'matches then sort, bare (p95)',
    limitMs: p95(perTermBare.get(text)!),
    balcaoMs: p95(perTerm.get(text)!),
    target: 2,
  });
}
reportRow({
  work: `charges totals, no filter, ${size} and ${Math.round(PIX_ROWS / 1000)}k Pix codes`,
  limit: 'the same sums, one bare GROUP BY on the covering index (p95)',
  limitMs: round(p95(totalsSamples.bare)),
  balcaoMs: round(p95(totalsSamples.repo)),
  target: 2,
  note: 'p95 of 200, alternated',
});
reportRow({
  work: `repo.upsertBoletos of ${Math.round(UPSERT_ROWS / 1000)}k new, no network`,
  limit: 'bulk insert into boletos + charges + FTS',
  limitMs: result.upsert.rawInsertMs,
  balcaoMs: result.upsert.upsertInsertMs,
  target: 1.5,
});
