/**
 * A benchmark's setup writer: boletos' rows (`boletoColumns`) into their table, a chunk in one
 * statement (the rows as JSON). Row by row, every insert's triggers (the statement's lines and
 * their words) open a savepoint at which FTS5 writes what it holds as a segment: a segment per
 * row, merged again and again, which made a load of a million rows slower with every chunk
 * (stack samples: fts5IndexMergeLevel under fts5FlushOneHash) and one at 1M take more than 48
 * minutes. One statement per chunk writes its words once. Setup only: what a benchmark
 * compares the app's writes with stays row by row, as the app writes.
 */
import type { BoletoColumns } from '../../main/cache/boletos/boleto-columns.ts';
import type { CacheDb } from '../../main/cache/db/database.ts';

const COLUMNS: readonly (keyof BoletoColumns)[] = [
  'correlation_id',
  'type',
  'status',
  'amount_cents',
  'due_date',
  'payer_name',
  'payer_document',
  'your_number',
  'our_number',
  'digitable_line',
  'created_at',
  'updated_at',
  'paid_at',
  'record_json',
  'record_hash',
];

/** The boletos of one chunk, in one statement (call inside the chunk's transaction). */
export function boletoBulkInsert(
  db: CacheDb,
  syncedAt: string,
): (rows: readonly BoletoColumns[]) => void {
  const insert = db.prepare<[string, string]>(
    `INSERT INTO boletos (${COLUMNS.join(', ')}, synced_at)
     SELECT ${COLUMNS.map((c) => `j.value ->> '$.${c}'`).join(', ')}, ?
     FROM json_each(?) AS j`,
  );
  return (rows) => void insert.run(syncedAt, JSON.stringify(rows));
}
