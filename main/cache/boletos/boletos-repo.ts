import type { BoletoView } from '../../../preload/contract/schemas/boleto.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { boletoRecordSchema, type BoletoRecord } from '../../domain/wire/boletos.ts';
import { fromWireBoleto } from './boleto-view.ts';
import { BOLETO_COLUMN_NAMES, boletoColumns, type BoletoColumns } from './boleto-columns.ts';
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
import { jsonRows, selectJsonRows } from '../sql/json-rows.ts';

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
  // A batch's new and changed boletos in one statement: their triggers write the statement's
  // lines and words (`json-rows.ts` says why not row by row).
  const writeRows = db.prepare<[{ rows: string; syncedAt: string }]>(
    `INSERT INTO boletos (${BOLETO_COLUMN_NAMES.join(', ')}, synced_at)
     ${selectJsonRows(BOLETO_COLUMN_NAMES, ['@syncedAt'])}
     WHERE true
     ON CONFLICT (correlation_id) DO UPDATE SET
       ${BOLETO_COLUMN_NAMES.filter((c) => c !== 'correlation_id')
         .map((c) => `${c} = excluded.${c}`)
         .join(', ')},
       synced_at = excluded.synced_at`,
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
    // A boleto listed twice in a batch (a page boundary that moved during a sync) is written
    // once, as last listed, and counted as if written twice.
    const written = new Map<
      string,
      { record: BoletoRecord; columns: BoletoColumns; isNew: boolean }
    >();
    for (const record of records) {
      const columns = checked(record, () => boletoColumns(record));
      const earlier = written.get(columns.correlation_id);
      const known = earlier?.columns ?? findExisting.get(columns.correlation_id);
      if (known?.record_hash === columns.record_hash) {
        counts.unchanged++;
        continue;
      }
      if (known === undefined) counts.inserted++;
      else counts.updated++;
      written.set(columns.correlation_id, {
        record,
        columns,
        isNew: earlier?.isNew ?? known === undefined,
      });
    }
    const newCharges: ChargeColumns[] = [];
    const changedCharges: ChargeColumns[] = [];
    const receivedPix: ReceivedRecord[] = [];
    const payers: CustomerData[] = [];
    for (const { record, columns, isNew } of written.values()) {
      (isNew ? newCharges : changedCharges).push(chargeOf(record, columns));
      receivedPix.push(...receivedOf(record, columns));
      payers.push(...payerOf(record));
    }
    // Every payer seen, whether the boleto was issued here or came with a sync. Row by row and
    // first: nothing of this batch's words is held yet.
    customers.remember(payers);
    charges.write({ inserted: newCharges, changed: changedCharges }, syncedAt);
    if (written.size > 0) {
      writeRows.run({ rows: jsonRows([...written.values()].map((w) => w.columns)), syncedAt });
    }
    received.fromCharge(receivedPix, syncedAt);
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
