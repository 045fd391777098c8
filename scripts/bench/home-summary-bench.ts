/**
 * The home screen's figures (`home:summary`) against the same SQL run bare:
 * `node scripts/bench/home-summary-bench.ts [--rows 200000] [--later 17000]`.
 *
 * A fresh cache gets `--rows` paid charges by raw INSERT (as `cache-bench.ts` loads its
 * cache), one every few minutes, their instants written as the bank writes them — half with
 * São Paulo's offset, half in UTC — plus open ones due around them. Then `summary(now)` is
 * timed against its statements run bare with their bounds already computed, on three days:
 * the day with `--later` payments after it (the issue's case), the newest day, and the
 * oldest (every payment after it). Each side is timed alternately, medians of many calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DATED_KINDS,
  homeSummaryReader,
  PAID_IN_SQL,
  paidBounds,
  weekStartOf,
} from '../../main/cache/charges/home-summary.ts';
import { ROW_COLUMNS } from '../../main/cache/charges/charges-repo.ts';
import { openCache } from '../../main/cache/db/database.ts';
import { addDays, todayInSaoPaulo } from '../../main/domain/dates.ts';
import { alternately } from './alternately.ts';
import { reportRow } from './bench-row.ts';
import { boundLimit } from '../../main/cache/sql/bound-limit.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '200000' },
    later: { type: 'string', default: '17000' },
    iterations: { type: 'string', default: '200' },
  },
  strict: false,
});
const ROWS = Number(values.rows);
const ITERATIONS = Number(values.iterations);
const MINUTE = 60_000;
const EPOCH = Date.UTC(2024, 0, 1, 12);
/** A payment every 5 minutes: 17k later payments are some two months of them. */
const paidMs = (n: number) => EPOCH + n * 5 * MINUTE;
/** The bank's text of an instant: São Paulo's offset on even rows, UTC on odd ones. */
function bankText(ms: number, n: number): string {
  if (n % 2 === 1) return new Date(ms).toISOString().replace('.000Z', 'Z');
  return new Date(ms - 3 * 60 * MINUTE).toISOString().replace('.000Z', '-03:00');
}

const dir = mkdtempSync(join(tmpdir(), 'balcao-home-bench-'));
const db = openCache(join(dir, 'cache.sqlite'));
db.pragma('synchronous = OFF');
const insert = db.prepare(
  `INSERT INTO charges (kind, correlation_id, state, service_status, amount_cents,
     paid_amount_cents, payer_name, payer_document, reference, due_date, expires_at, paid_at,
     created_at, synced_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, NULL, ?, ?, ?)`,
);
const loadStarted = Date.now();
db.transaction(() => {
  for (let n = 0; n < ROWS; n++) {
    const ms = paidMs(n);
    const created = new Date(ms - 10 * 24 * 60 * MINUTE).toISOString();
    const paid = n % 4 !== 3;
    const cents = 1_000 + ((n * 7_919) % 400_000);
    insert.run(
      n % 3 === 0 ? 'pix-immediate' : 'boleto',
      `c${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`,
      paid ? 'paid' : 'open',
      paid ? 'Paid' : 'Pending',
      cents,
      paid ? cents : null,
      `Cliente ${n % 997}`,
      `NF-${n}`,
      n % 3 === 0 ? null : new Date(ms + 5 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
      paid ? bankText(ms, n) : null,
      created,
      created,
    );
  }
})();
db.exec('ANALYZE');
db.pragma('synchronous = FULL');
const paidCount = db.prepare('SELECT count(*) FROM charges WHERE paid_at IS NOT NULL').pluck();
const PAID = paidCount.get() as number;
/** A small cache has fewer later payments than asked: then the day before its last tenth. */
const LATER = Math.min(Number(values.later), Math.floor(PAID * 0.9));
process.stderr.write(
  `home bench: ${ROWS} charges (${PAID} paid) in ${Date.now() - loadStarted} ms\n`,
);

// The bare side: the reader's own statements, prepared once, their bounds computed outside.
const bare = {
  paidIn: db.prepare(PAID_IN_SQL),
  outByDay: db.prepare(
    `SELECT day, kind, -sum(effect_cents) AS cents FROM statement_days
      WHERE day >= ? AND day <= ? AND kind IN ('refund-sent', 'split-share') AND direction = 'out'
      GROUP BY day, kind`,
  ),
  tally: db.prepare(
    `SELECT count(*) AS count, coalesce(sum(amount_cents), 0) AS amountCents FROM charges
      WHERE state = 'open' AND kind IN ${DATED_KINDS} AND due_date >= ? AND due_date <= ?`,
  ),
  latest: db.prepare(
    `SELECT ${ROW_COLUMNS.replace(
      'c.payer_name AS payerName',
      `coalesce(c.payer_name, (SELECT p.payer_name FROM received_pix AS p
          WHERE p.reference = c.correlation_id AND p.payer_name IS NOT NULL
          ORDER BY p.paid_at DESC LIMIT 1)) AS payerName`,
    )} FROM charges AS c
      WHERE c.paid_at IS NOT NULL ORDER BY c.paid_at DESC, c.id DESC ${boundLimit()}`,
  ),
  any: db.prepare('SELECT EXISTS (SELECT 1 FROM charges)').pluck(),
};
const reader = homeSummaryReader(db);

function time(fn: () => unknown): number {
  const start = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `summary(now)` and its bare SQL, alternately; medians in milliseconds. */
function measure(now: Date): { balcao: number; bare: number; later: number } {
  const today = todayInSaoPaulo(now);
  const weekStart = weekStartOf(today);
  const bounds = paidBounds(weekStart, today);
  const next7 = addDays(today, 6);
  const yesterday = addDays(today, -1);
  const runBare = () => {
    bare.paidIn.get(bounds);
    bare.outByDay.all(weekStart, today);
    bare.tally.get(today, next7);
    bare.tally.get('0', yesterday);
    bare.latest.all(8);
    bare.any.get();
  };
  // Untimed first: statements prepared, code compiled, the day's pages in the cache.
  for (let i = 0; i < 10; i++) {
    reader.summary(now);
    runBare();
  }
  const samples = { balcao: [] as number[], bare: [] as number[] };
  alternately(
    ITERATIONS,
    () => samples.balcao.push(time(() => reader.summary(now))),
    () => samples.bare.push(time(runBare)),
  );
  const later = db
    .prepare('SELECT count(*) FROM charges WHERE paid_at IS NOT NULL AND paid_at >= ?')
    .pluck()
    .get(bounds.end) as number;
  return { balcao: median(samples.balcao), bare: median(samples.bare), later };
}

const latestPaid = () =>
  db
    .prepare(
      'SELECT paid_at FROM charges WHERE paid_at IS NOT NULL ORDER BY paid_at DESC LIMIT 1 OFFSET ?',
    )
    .pluck()
    .get(LATER) as string;
const days: [string, Date][] = [
  [`a day with ${Math.round(LATER / 1000)}k later payments`, new Date(Date.parse(latestPaid()))],
  ['the newest day', new Date(paidMs(ROWS - 1))],
  [`the oldest day (every payment later)`, new Date(paidMs(0))],
];
for (const [name, now] of days) {
  const m = measure(now);
  reportRow({
    work: `home:summary on ${name}, ${Math.round(ROWS / 1000)}k charges`,
    limit: 'the same SQL run bare',
    limitMs: m.bare,
    balcaoMs: m.balcao,
    target: 1.5,
    note: `median of ${ITERATIONS}; ${m.later} payments after the day`,
  });
}

db.close();
rmSync(dir, { recursive: true, force: true });
