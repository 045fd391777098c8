import type { ChargeKind, ChargeState } from '../../../preload/contract/schemas/charges.ts';
import {
  CHARGE_COLUMN_NAMES,
  CHARGE_SEARCH_COLUMNS,
  chargeSearchText,
  type ChargeColumns,
  type ChargeSearchText,
} from './charge-columns.ts';
import type { CacheDb } from '../db/database.ts';
import { jsonRows, selectJsonRows } from '../sql/json-rows.ts';

/**
 * Keeps `charges` and `charges_fts` in step with the kinds' own tables. Called by the boleto
 * and Pix repositories inside their write transactions, for new and changed rows only, so an
 * unchanged record still costs no write.
 */
export interface ChargesWriter {
  /**
   * The charges of a batch's records: rows one by one, then the batch's searched text in one
   * statement (`json-rows.ts` says why). A charge listed twice is written as last listed.
   */
  write(batch: ChargeBatch, syncedAt: string): void;
  /** A status change alone (the Pix charge view): the searched text is untouched. */
  updateStatus(change: ChargeStatusChange, syncedAt: string): void;
}

export interface ChargeBatch {
  /** Charges of records just inserted into their kind's table (updated if already there). */
  inserted: readonly ChargeColumns[];
  /** Charges of changed records (inserted when missing). */
  changed: readonly ChargeColumns[];
}

export interface ChargeStatusChange {
  kind: ChargeKind;
  correlation_id: string;
  state: ChargeState;
  service_status: string;
  paid_at: string | null;
  paid_amount_cents: number | null;
}

interface ExistingCharge {
  id: number;
  payer_name: string | null;
  payer_document: string | null;
  reference: string | null;
}

const writers = new WeakMap<CacheDb, ChargesWriter>();

/** The writer over `db`; one per connection, so its statements are prepared once. */
export function chargesWriter(db: CacheDb): ChargesWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createChargesWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

function createChargesWriter(db: CacheDb): ChargesWriter {
  // DO NOTHING on a conflict: then nothing is returned and the row is updated instead.
  const insertRow = db.prepare<[ChargeColumns & { synced_at: string }], { id: number }>(
    `INSERT INTO charges (${CHARGE_COLUMN_NAMES.join(', ')}, synced_at)
     VALUES (${CHARGE_COLUMN_NAMES.map((c) => `@${c}`).join(', ')}, @synced_at)
     ON CONFLICT (kind, correlation_id) DO NOTHING
     RETURNING id`,
  );
  const findExisting = db.prepare<[string, string], ExistingCharge>(
    `SELECT id, payer_name, payer_document, reference FROM charges
     WHERE kind = ? AND correlation_id = ?`,
  );
  const updateRow = db.prepare(
    `UPDATE charges SET state = @state, service_status = @service_status,
       amount_cents = @amount_cents, paid_amount_cents = @paid_amount_cents,
       payer_name = @payer_name, payer_document = @payer_document, reference = @reference,
       due_date = @due_date, expires_at = @expires_at, paid_at = @paid_at,
       created_at = @created_at, synced_at = @synced_at
     WHERE id = @id`,
  );
  const updateStatusRow = db.prepare(
    `UPDATE charges SET state = @state, service_status = @service_status, paid_at = @paid_at,
       paid_amount_cents = @paid_amount_cents, synced_at = @synced_at
     WHERE kind = @kind AND correlation_id = @correlation_id`,
  );
  const searchColumns = ['rowid', ...CHARGE_SEARCH_COLUMNS];
  const deleteSearch = db.prepare<[{ rows: string }]>(
    'DELETE FROM charges_fts WHERE rowid IN (SELECT j.value FROM json_each(@rows) AS j)',
  );
  const insertSearch = db.prepare<[{ rows: string }]>(
    `INSERT INTO charges_fts (${searchColumns.join(', ')}) ${selectJsonRows(searchColumns)}`,
  );

  /** One batch's search rows: the words to write by rowid, and the indexed rows they replace. */
  const batchWords = () => {
    const words = new Map<number, ChargeSearchText & { rowid: number }>();
    const stale: number[] = [];
    return {
      added(id: number, row: ChargeColumns) {
        words.set(id, { rowid: id, ...chargeSearchText(row) });
      },
      reworded(id: number, row: ChargeColumns) {
        // A charge added earlier in this batch has no indexed row yet: its words are replaced.
        if (!words.has(id)) stale.push(id);
        words.set(id, { rowid: id, ...chargeSearchText(row) });
      },
      write() {
        if (stale.length > 0) deleteSearch.run({ rows: jsonRows(stale) });
        if (words.size > 0) insertSearch.run({ rows: jsonRows([...words.values()]) });
      },
    };
  };

  type Words = ReturnType<typeof batchWords>;

  const update = (row: ChargeColumns, syncedAt: string, words: Words): void => {
    const existing = findExisting.get(row.kind, row.correlation_id);
    if (existing === undefined) {
      insert(row, syncedAt, words);
      return;
    }
    updateRow.run({ ...row, synced_at: syncedAt, id: existing.id });
    // Most changes are a status change: the search row is rewritten only when its text is.
    if (
      existing.payer_name !== row.payer_name ||
      existing.payer_document !== row.payer_document ||
      existing.reference !== row.reference
    ) {
      words.reworded(existing.id, row);
    }
  };

  const insert = (row: ChargeColumns, syncedAt: string, words: Words): void => {
    const inserted = insertRow.get({ ...row, synced_at: syncedAt });
    if (inserted === undefined) {
      update(row, syncedAt, words);
      return;
    }
    words.added(inserted.id, row);
  };

  return {
    write(batch, syncedAt) {
      const words = batchWords();
      for (const row of batch.inserted) insert(row, syncedAt, words);
      for (const row of batch.changed) update(row, syncedAt, words);
      words.write();
    },
    updateStatus(change, syncedAt) {
      updateStatusRow.run({ ...change, synced_at: syncedAt });
    },
  };
}
