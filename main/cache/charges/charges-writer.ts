import type { ChargeKind, ChargeState } from '../../../preload/contract/schemas/charges.ts';
import { chargeSearchText, type ChargeColumns } from './charge-columns.ts';
import type { CacheDb } from '../db/database.ts';

/**
 * Keeps `charges` and `charges_fts` in step with the kinds' own tables. Called by the boleto
 * and Pix repositories inside their write transactions, for new and changed rows only, so an
 * unchanged record still costs no write.
 */
export interface ChargesWriter {
  /** The charge of a record just inserted into its kind's table. */
  insert(row: ChargeColumns, syncedAt: string): void;
  /** Rewrites the charge of a changed record (inserting it when it is missing). */
  update(row: ChargeColumns, syncedAt: string): void;
  /** A status change alone (the Pix charge view): the searched text is untouched. */
  updateStatus(change: ChargeStatusChange, syncedAt: string): void;
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
    `INSERT INTO charges (kind, correlation_id, state, service_status, amount_cents,
       paid_amount_cents, payer_name, payer_document, reference, due_date, expires_at, paid_at,
       created_at, synced_at)
     VALUES (@kind, @correlation_id, @state, @service_status, @amount_cents,
       @paid_amount_cents, @payer_name, @payer_document, @reference, @due_date, @expires_at,
       @paid_at, @created_at, @synced_at)
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
  const deleteSearch = db.prepare('DELETE FROM charges_fts WHERE rowid = ?');
  const insertSearch = db.prepare(
    `INSERT INTO charges_fts (rowid, payer_name, payer_document, document_digits, reference)
     VALUES (@rowid, @payer_name, @payer_document, @document_digits, @reference)`,
  );

  const update = (row: ChargeColumns, syncedAt: string): void => {
    const existing = findExisting.get(row.kind, row.correlation_id);
    if (existing === undefined) {
      insert(row, syncedAt);
      return;
    }
    updateRow.run({ ...row, synced_at: syncedAt, id: existing.id });
    // Most changes are a status change: the search row is rewritten only when its text is.
    if (
      existing.payer_name !== row.payer_name ||
      existing.payer_document !== row.payer_document ||
      existing.reference !== row.reference
    ) {
      deleteSearch.run(existing.id);
      insertSearch.run({ rowid: existing.id, ...chargeSearchText(row) });
    }
  };

  const insert = (row: ChargeColumns, syncedAt: string): void => {
    const inserted = insertRow.get({ ...row, synced_at: syncedAt });
    if (inserted === undefined) {
      update(row, syncedAt);
      return;
    }
    insertSearch.run({ rowid: inserted.id, ...chargeSearchText(row) });
  };

  return {
    insert,
    update,
    updateStatus(change, syncedAt) {
      updateStatusRow.run({ ...change, synced_at: syncedAt });
    },
  };
}
