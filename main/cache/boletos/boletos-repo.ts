import type { BoletoView } from '../../../preload/contract/schemas/boleto.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { boletoRecordSchema, type BoletoRecord } from '../../domain/wire/boletos.ts';
import { fromWireBoleto } from './boleto-view.ts';
import { boletoColumns, type BoletoColumns } from './boleto-columns.ts';
import { boletoChargeColumns, type ChargeColumns } from '../charges/charge-columns.ts';
import { chargesWriter } from '../charges/charges-writer.ts';
import { customersRepo } from '../customers/customers-repo.ts';
import { receivedOfBoleto } from '../received/received-of-charges.ts';
import type { ReceivedRecord } from '../received/received-record.ts';
import { receivedWriter } from '../received/received-writer.ts';
import { customerOfBoleto, type CustomerData } from '../customers/customer-data.ts';
import type { CacheDb } from '../db/database.ts';
import type { UpsertCounts } from '../sql/upsert-counts.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/** The boleto part of the cache. Get one with `boletosRepo(db)`. */
export interface BoletosRepo {
  /**
   * Writes service records in ONE transaction: new ones are inserted, changed ones (a
   * different JSON hash) rewritten, unchanged ones skipped without a
   * write — a re-sync of a mostly unchanged history then costs reads, not writes. An
   * unchanged row keeps its `synced_at`: it is when that content was read, and freshness of
   * the whole set is the sync state's `lastSyncedAt`. New and changed boletos also write
   * their row of the charges list (`charges`, `charges_fts`) in the same transaction: that
   * list, filtered by kind, is how boletos are listed, searched and totalled. So do the
   * payments they carry by Pix, in the received list (`received_pix`).
   */
  upsertBoletos(records: readonly BoletoRecord[], syncedAt: string): UpsertCounts;
  /** The full boleto, from its stored record, or null when it is not cached. */
  getBoleto(correlationId: string): BoletoView | null;
  /** `created_at` of the oldest Pending boleto cached, or null when there is none. */
  oldestPendingCreatedAt(): string | null;
}

const repos = new WeakMap<CacheDb, BoletosRepo>();

/** The repository over `db`; one per connection, so its prepared statements are reused. */
export function boletosRepo(db: CacheDb): BoletosRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createBoletosRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

interface ExistingRow {
  id: number;
  record_hash: string;
}

function createBoletosRepo(db: CacheDb): BoletosRepo {
  const findExisting = db.prepare<[string], ExistingRow>(
    'SELECT id, record_hash FROM boletos WHERE correlation_id = ?',
  );
  const insertRow = db.prepare(
    `INSERT INTO boletos (correlation_id, type, status, amount_cents, due_date, payer_name,
       payer_document, your_number, our_number, digitable_line, created_at, updated_at, paid_at,
       record_json, record_hash, synced_at)
     VALUES (@correlation_id, @type, @status, @amount_cents, @due_date, @payer_name,
       @payer_document, @your_number, @our_number, @digitable_line, @created_at, @updated_at,
       @paid_at, @record_json, @record_hash, @synced_at)`,
  );
  const updateRow = db.prepare(
    `UPDATE boletos SET type = @type, status = @status, amount_cents = @amount_cents,
       due_date = @due_date, payer_name = @payer_name, payer_document = @payer_document,
       your_number = @your_number, our_number = @our_number, digitable_line = @digitable_line,
       created_at = @created_at, updated_at = @updated_at, paid_at = @paid_at,
       record_json = @record_json, record_hash = @record_hash, synced_at = @synced_at
     WHERE id = @id`,
  );
  const selectRecord = db.prepare<[string], { record_json: string; synced_at: string }>(
    'SELECT record_json, synced_at FROM boletos WHERE correlation_id = ?',
  );
  const selectOldestPending = db
    .prepare<[], string | null>(`SELECT min(created_at) FROM boletos WHERE status = 'Pending'`)
    .pluck();
  const charges = chargesWriter(db);
  const customers = customersRepo(db);
  const received = receivedWriter(db);

  const upsertAll = writeTransaction(db, (records: readonly BoletoRecord[], syncedAt: string) => {
    const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const payers: CustomerData[] = [];
    for (const record of records) {
      const columns = checked(record, () => boletoColumns(record));
      const existing = findExisting.get(columns.correlation_id);
      if (existing === undefined) {
        insertRow.run({ ...columns, synced_at: syncedAt });
        charges.insert(chargeOf(record, columns), syncedAt);
        received.fromCharge(receivedOf(record, columns), syncedAt);
        payers.push(...payerOf(record));
        counts.inserted++;
      } else if (existing.record_hash === columns.record_hash) {
        counts.unchanged++;
      } else {
        updateRow.run({ ...columns, synced_at: syncedAt, id: existing.id });
        charges.update(chargeOf(record, columns), syncedAt);
        received.fromCharge(receivedOf(record, columns), syncedAt);
        payers.push(...payerOf(record));
        counts.updated++;
      }
    }
    // Every payer seen, whether the boleto was issued here or came with a sync.
    customers.remember(payers);
    return counts;
  });

  return {
    upsertBoletos(records, syncedAt) {
      return upsertAll(records, syncedAt);
    },

    getBoleto(correlationId) {
      const row = selectRecord.get(correlationId);
      if (row === undefined) return null;
      // Re-parsed so that a record cached by an older build is checked against today's shape.
      const record = boletoRecordSchema.parse(JSON.parse(row.record_json));
      return fromWireBoleto(record, row.synced_at);
    },

    oldestPendingCreatedAt() {
      return selectOldestPending.get() ?? null;
    },
  };
}

/** The boleto's row of the charges list; derived only for rows that are written. */
function chargeOf(record: BoletoRecord, columns: BoletoColumns): ChargeColumns {
  return checked(record, () => boletoChargeColumns(record, columns));
}

/** The Pix that paid the boleto, as its record tells them; derived only for rows written. */
function receivedOf(record: BoletoRecord, columns: BoletoColumns): ReceivedRecord[] {
  return receivedOfBoleto(
    {
      correlationId: columns.correlation_id,
      payerName: columns.payer_name,
      payerDocument: columns.payer_document,
    },
    record,
  );
}

function payerOf(record: BoletoRecord): CustomerData[] {
  const payer = customerOfBoleto(record);
  return payer === null ? [] : [payer];
}

function checked<T>(record: BoletoRecord, derive: () => T): T {
  try {
    return derive();
  } catch (error) {
    // One bad record aborts its batch: better a failed sync than a wrong amount cached.
    throw new AppFailure(
      'internal',
      `boleto ${record.correlationId}: ${(error as Error).message}`,
      {
        key: 'error.cache.bad_record',
      },
    );
  }
}
