/**
 * A benchmark's bulk writer: boletos' rows (`boletoColumns`) into their table, a chunk in one
 * statement (the rows as JSON), as the app writes a batch (`json-rows.ts` says why a chunk's
 * rows are one statement).
 */
import {
  BOLETO_COLUMN_NAMES,
  type BoletoColumns,
} from '../../main/cache/boletos/boleto-columns.ts';
import type { CacheDb } from '../../main/cache/db/database.ts';
import { jsonRows, selectJsonRows } from '../../main/cache/sql/json-rows.ts';

/** The boletos of one chunk, in one statement (call inside the chunk's transaction). */
export function boletoBulkInsert(
  db: CacheDb,
  syncedAt: string,
): (rows: readonly BoletoColumns[]) => void {
  const insert = db.prepare<[{ rows: string; syncedAt: string }]>(
    `INSERT INTO boletos (${BOLETO_COLUMN_NAMES.join(', ')}, synced_at)
     ${selectJsonRows(BOLETO_COLUMN_NAMES, ['@syncedAt'])}`,
  );
  return (rows) => void insert.run({ rows: jsonRows(rows), syncedAt });
}
