/**
 * Run by statement-gc-soak.test.ts as `node --expose-gc statement-gc.soak.ts <file>`.
 *
 * Prepares and lets go of thousands of statements (and half-read iterators, and whole
 * connections with statements still alive) while forcing garbage collection. Older
 * better-sqlite3 builds crashed the process on Node 24 when a statement was finalised by the
 * collector; here a crash is a non-zero exit or a signal, which the test reports.
 */
import { openCache } from '../../../../main/cache/db/database.ts';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { chargesRepo } from '../../../../main/cache/charges/charges-repo.ts';
import { wireBoleto } from '../fixtures.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const file = process.argv[2] ?? '';
if (file === '') throw new Error('usage: statement-gc.soak.ts <cache file>');

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 4000);
let db = openCache(file);
boletosRepo(db).upsertBoletos(
  Array.from({ length: 300 }, (_, i) => wireBoleto(i, { amount: (i % 50) + 1 })),
  '2025-01-01T00:00:00Z',
);

let statements = 0;

/**
 * A connection never closed, left with a half-read iterator (a statement mid-step) and
 * prepared statements: the collector finalises all of it.
 */
function dropUnclosedConnection(): void {
  const scratch = openCache(file);
  const it = scratch.prepare('SELECT correlation_id FROM boletos').iterate();
  it.next();
  for (let i = 0; i < 20; i++) scratch.prepare(`SELECT ${i} FROM boletos LIMIT 1`).get();
  statements += 21;
}
for (let round = 0; round < ROUNDS; round++) {
  // Distinct SQL text every round: a new native statement each time, never reused.
  db.prepare(`SELECT count(*) + ${round} FROM boletos WHERE amount_cents > ?`)
    .pluck()
    .get(round % 5000);
  db.prepare(`SELECT ${round} AS r, correlation_id FROM boletos LIMIT 3`).all();
  // An iterator read half-way and ended early.
  const it = db.prepare(`SELECT correlation_id, ${round} FROM boletos`).iterate();
  it.next();
  it.return?.();
  // Filtered list queries go through the repo's bounded statement cache (64), so most
  // of these are evicted and collected.
  chargesRepo(db).listCharges({
    filters: { kinds: ['boleto'], amountMinCents: round % 5000, search: `payer ${round % 300}` },
    limit: 5,
  });
  statements += 4;

  if (round % 50 === 0) gc();
  if (round % 500 === 499) {
    // A connection closed and dropped while its statements (and its repo) are still referenced
    // only by garbage.
    db.close();
    gc();
    db = openCache(file);
    dropUnclosedConnection();
    gc();
  }
}
gc();
db.close();
gc();
console.log(JSON.stringify({ ok: true, statements }));
