/**
 * Received-Pix benchmark: `node scripts/bench/received-lookup-bench.ts [--rows 200000]`.
 *
 * 1. A paid immediate Pix code's details find the Pix that paid it in `received_pix` by the
 *    code's reference (`receivedPaymentOfCodeSql`, migration 0140's index). With N received Pix
 *    (a quarter without a reference: pasted ids and transfers), compares in the same run and on
 *    the same file the query as the app runs it with the same query told to scan
 *    (`NOT INDEXED`), what every detail read cost before the index.
 * 2. The Received list opening (`scripts/bench/received-open.ts`): its first page as the app
 *    reads it, against the limit, its indexed page (the bare statement), on a cache of N/2
 *    received Pix and N/2 boletos, then of 5.5 × N boletos and no received Pix (at the default
 *    N: 100k + 100k, and 1.1M). Also timed, for the record: what the opening read before the
 *    list was kept (migration 0180), the JSON of every boleto naming an end-to-end id.
 *
 * Prints a table and one JSON line per part.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCache } from '../../main/cache/db/database.ts';
import { receivedPaymentOfCodeSql } from '../../main/cache/pix/pix-codes-repo.ts';
import { benchReceivedOpen } from './received-open.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '200000' } },
  strict: false,
});
const ROWS = Number(values.rows);
const LOOKUPS = 200;

const folder = mkdtempSync(join(tmpdir(), 'balcao-received-bench-'));
const db = openCache(join(folder, 'cache.sqlite'));
try {
  const insert = db.prepare(
    `INSERT INTO received_pix (end_to_end_id, source, amount_cents, payer_name, paid_at,
       reference, synced_at)
     VALUES (?, 'immediate', ?, 'Pagador', ?, ?, '2026-11-25T12:00:00.000Z')`,
  );
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const paidAt = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      insert.run(
        `E${String(i).padStart(31, '0')}`,
        100 + (i % 9_000),
        paidAt,
        i % 4 ? `ref-${i}` : null,
      );
    }
  })();
  db.exec('ANALYZE');

  const scanSql = receivedPaymentOfCodeSql.replace(
    'FROM received_pix',
    'FROM received_pix NOT INDEXED',
  );
  const seek = db.prepare(receivedPaymentOfCodeSql);
  const scan = db.prepare(scanSql);
  const p95 = (query: typeof seek): number => {
    const samples: number[] = [];
    for (let n = 0; n < LOOKUPS; n++) {
      const reference = `ref-${((n * 7_919) % ROWS) | 1}`;
      const started = performance.now();
      if (query.get(reference) === undefined) throw new Error(`${reference} not found`);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length * 0.95)] ?? Number.NaN;
  };
  scan.get('warm-up');
  seek.get('warm-up');
  const scanMs = p95(scan);
  const seekMs = p95(seek);
  const round = (n: number) => Math.round(n * 1_000) / 1_000;
  const result = {
    rows: ROWS,
    seekP95Ms: round(seekMs),
    scanP95Ms: round(scanMs),
    ratio: round(seekMs / scanMs),
  };

  console.log(`received Pix by reference, ${ROWS.toLocaleString('en')} rows, p95 of ${LOOKUPS}`);
  console.log(`${'index seek (the app)'.padEnd(28)}${result.seekP95Ms} ms`);
  console.log(`${'scan (before 0140)'.padEnd(28)}${result.scanP95Ms} ms`);
  console.log(`${'ratio seek / scan'.padEnd(28)}${result.ratio}`);
  console.log(JSON.stringify(result));
} finally {
  db.close();
  rmSync(folder, { recursive: true, force: true });
}

benchReceivedOpen(ROWS);
