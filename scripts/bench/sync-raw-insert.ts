/**
 * The sync benchmark's write baseline: the rows the app's sync stores for a list of boletos,
 * written with plain INSERTs into every table the sync writes, on a cache opened by
 * the app's own migrations (so every index and trigger of the real schema is there and fires).
 *
 * Each table's rows of a batch are written in one statement, as the app writes them.
 *
 * What the sync writes for a new boleto (`main/cache/sync/boleto-sync.ts` →
 * `boletosRepo.upsertBoletos`):
 *   - `boletos`: its row (record JSON and hash included);
 *   - `charges` and `charges_fts`: its row of the charges list and the row's searched text
 *     (`chargesWriter`);
 *   - `received_pix`: the payments it carries by Pix (`receivedWriter.fromCharge`);
 *   - `customers`: its payer (`customersRepo.remember`), one row per document;
 *   - `sync_state`: the resumable cursor in each batch's transaction, and `lastSyncedAt`.
 * Triggers of the schema write further tables from these (the statement's lines of a paid
 * boleto or a received Pix, a charge's refunded total); they fire here as they do for the app.
 *
 * What the baseline leaves out, being the app's own choices rather than the rows' cost: the
 * lookup of each row before writing it (change detection), `ON CONFLICT … RETURNING`, the
 * merge read of a known customer, validation, and `PRAGMA optimize` at the end. Deriving the
 * columns (the record's JSON and hash, the charge's state, the search text) stays in: those
 * are the rows' contents.
 */
import { boletoColumns, type BoletoColumns } from '../../main/cache/boletos/boleto-columns.ts';
import {
  boletoChargeColumns,
  CHARGE_COLUMN_NAMES,
  CHARGE_SEARCH_COLUMNS,
  chargeSearchText,
  sortableInstant,
  type ChargeColumns,
} from '../../main/cache/charges/charge-columns.ts';
import {
  CUSTOMER_FIELDS,
  customerOfBoleto,
  customerSearchText,
  mergeCustomer,
  type CustomerData,
} from '../../main/cache/customers/customer-data.ts';
import type { CacheDb } from '../../main/cache/db/database.ts';
import { receivedOfBoleto } from '../../main/cache/received/received-of-charges.ts';
import type { ReceivedRecord } from '../../main/cache/received/received-record.ts';
import {
  chargeFieldsOf,
  RECEIVED_INSERT_COLUMNS,
  RECEIVED_ROW_FIELDS,
} from '../../main/cache/received/received-writer.ts';
import { BOLETO_SYNC_RESOURCE } from '../../main/cache/sync/boleto-sync.ts';
import { jsonRows, selectJsonRows } from '../../main/cache/sql/json-rows.ts';
import { boletoBulkInsert } from './bulk-boletos.ts';
import type { BoletoRecord } from '../../main/domain/wire/boletos.ts';

/**
 * Boletos per transaction: more than the sync's 5,000 (kept small so that an interrupted sync
 * resumes close to where it stopped), so the limit pays for no commit the rows do not need.
 */
const BATCH = 10_000;

/** A boleto's rows in every table the sync writes for it. */
interface BoletoRows {
  boleto: BoletoColumns;
  charge: ChargeColumns;
  received: ReceivedRecord[];
}

export interface RawSyncInsert {
  /** Deriving every row's columns from the records, in ms. */
  deriveMs: number;
  /** The INSERTs and commits, in ms. */
  insertMs: number;
  /** Rows written per table (triggers' tables not included). */
  rows: Record<string, number>;
}

/** Writes the rows of `records` into `db` (a fresh cache) and says how long each part took. */
export function rawSyncInsert(
  db: CacheDb,
  records: readonly BoletoRecord[],
  syncedAt: string,
): RawSyncInsert {
  // One statement per table per batch (`json-rows.ts` says why), the plain way to write many rows.
  const insertBoletos = boletoBulkInsert(db, syncedAt);
  const chargeColumns = ['id', ...CHARGE_COLUMN_NAMES];
  const insertCharges = db.prepare<[{ rows: string; syncedAt: string }]>(
    `INSERT INTO charges (${chargeColumns.join(', ')}, synced_at)
     ${selectJsonRows(chargeColumns, ['@syncedAt'])}`,
  );
  const searchColumns = ['rowid', ...CHARGE_SEARCH_COLUMNS];
  const insertSearch = db.prepare<[{ rows: string }]>(
    `INSERT INTO charges_fts (${searchColumns.join(', ')}) ${selectJsonRows(searchColumns)}`,
  );
  const insertReceived = db.prepare<[{ rows: string; syncedAt: string }]>(
    `INSERT INTO received_pix (${RECEIVED_INSERT_COLUMNS})
     ${selectJsonRows(RECEIVED_ROW_FIELDS, ['@syncedAt'])}`,
  );
  const customerColumns = ['document', ...CUSTOMER_FIELDS, 'as_of', 'search_text'];
  const insertCustomers = db.prepare<[{ rows: string }]>(
    `INSERT INTO customers (${customerColumns.join(', ')}) ${selectJsonRows(customerColumns)}`,
  );
  const writeState = db.prepare(
    'INSERT OR REPLACE INTO sync_state (resource, key, value) VALUES (?, ?, ?)',
  );
  const deleteState = db.prepare('DELETE FROM sync_state WHERE resource = ? AND key = ?');

  // 1. The rows' contents, as the repository derives them.
  const deriveStart = performance.now();
  const rows: BoletoRows[] = new Array(records.length);
  const customers = new Map<string, CustomerData>();
  for (const [i, record] of records.entries()) {
    const boleto = boletoColumns(record);
    rows[i] = {
      boleto,
      charge: boletoChargeColumns(record, boleto),
      received: receivedOfBoleto(
        {
          correlationId: boleto.correlation_id,
          payerName: boleto.payer_name,
          payerDocument: boleto.payer_document,
        },
        record,
      ),
    };
    const payer = customerOfBoleto(record);
    if (payer !== null) {
      // One row per document: what several boletos say of a payer, merged as the app merges.
      const kept = customers.get(payer.document) ?? null;
      customers.set(payer.document, mergeCustomer(kept, payer) ?? kept!);
    }
  }
  const deriveMs = performance.now() - deriveStart;

  // 2. The INSERTs, BATCH boletos (and as many customers) per transaction, each with its
  //    cursor row as the sync keeps one.
  const payers = [...customers.values()];
  let receivedRows = 0;
  const insertStart = performance.now();
  const writeBatch = db.transaction((from: number) => {
    const batch = rows.slice(from, from + BATCH);
    // A fresh cache: the charges' ids are their places in the list, and their words' rowids.
    const charges = batch.map(({ charge }, i) => ({ id: from + i + 1, ...charge }));
    const received = batch.flatMap((row) =>
      row.received.map((payment) => ({
        ...payment,
        paidAt: payment.paidAt === null ? null : sortableInstant(payment.paidAt),
        chargeFields: chargeFieldsOf(payment),
      })),
    );
    const customers = payers
      .slice(from, from + BATCH)
      .map((payer) => ({ ...payer, search_text: customerSearchText(payer) }));
    if (customers.length > 0) insertCustomers.run({ rows: jsonRows(customers) });
    if (batch.length > 0) {
      insertCharges.run({ rows: jsonRows(charges), syncedAt });
      insertSearch.run({
        rows: jsonRows(charges.map((c) => ({ rowid: c.id, ...chargeSearchText(c) }))),
      });
      insertBoletos(batch.map((row) => row.boleto));
    }
    if (received.length > 0) insertReceived.run({ rows: jsonRows(received), syncedAt });
    receivedRows += received.length;
    writeState.run(BOLETO_SYNC_RESOURCE, 'cursor.recent', JSON.stringify({ from }));
  });
  for (let from = 0; from < Math.max(rows.length, payers.length); from += BATCH) {
    writeBatch(from);
  }
  db.transaction(() => {
    deleteState.run(BOLETO_SYNC_RESOURCE, 'cursor.recent');
    writeState.run(BOLETO_SYNC_RESOURCE, 'lastSyncedAt', JSON.stringify(syncedAt));
  })();
  const insertMs = performance.now() - insertStart;

  return {
    deriveMs,
    insertMs,
    rows: {
      boletos: rows.length,
      charges: rows.length,
      charges_fts: rows.length,
      received_pix: receivedRows,
      customers: payers.length,
    },
  };
}

/**
 * Tables whose row counts differ between two caches: after the same records, a table the
 * baseline missed (or wrote twice) shows here.
 */
export function tablesThatDiffer(a: CacheDb, b: CacheDb): string[] {
  // A search index counts its documents; its shadow tables' pages depend on how the words
  // were written (a batch at a time, or merged), not on what they hold.
  const tables = a
    .prepare<[], string>(
      `SELECT t.name FROM sqlite_schema AS t
       WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite_%'
         AND NOT EXISTS (SELECT 1 FROM sqlite_schema AS v
                          WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%'
                            AND t.name LIKE v.name || '\\_%' ESCAPE '\\')
       ORDER BY t.name`,
    )
    .pluck()
    .all();
  const count = (db: CacheDb, table: string) =>
    db.prepare<[], number>(`SELECT count(*) FROM "${table}"`).pluck().get();
  return tables
    .map((table) => ({ table, a: count(a, table), b: count(b, table) }))
    .filter((c) => c.a !== c.b)
    .map((c) => `${c.table} (${c.a} vs ${c.b})`);
}
