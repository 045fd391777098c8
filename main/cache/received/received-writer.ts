import type Database from 'better-sqlite3';
import { sortableInstant } from '../charges/charge-columns.ts';
import type { ReceivedRecord } from './received-record.ts';
import { jsonRows, selectJsonRows } from '../sql/json-rows.ts';

/**
 * Writes what a source tells of received Pix into `received_pix`, inside the caller's
 * transaction: the charge writers' (a boleto or Pix code just stored), or the received
 * repository's own (the bank's list, an event, a pasted id).
 *
 * A Pix a cached charge carries is shown as that charge tells it, whatever another source
 * said since: the fields a charge gave are marked in `charge_fields` (migration 0180) and no
 * other source overwrites them. Every other field takes the newest value that is known, and
 * a Pix keeps its most specific source (a charge of the cache over the bank's list over a
 * pasted id).
 */
export interface ReceivedWriter {
  /** What a cached charge says of the Pix that paid it. */
  fromCharge(records: readonly ReceivedRecord[], syncedAt: string): void;
  /** What another source says: the bank's list, an event, an id pasted from the statement. */
  fromSource(records: readonly ReceivedRecord[], syncedAt: string): void;
}

/** One bit per field of `received_pix` a charge can tell (`charge_fields`). */
export const CHARGE_FIELD_BITS = {
  source: 1,
  amount_cents: 2,
  payer_name: 4,
  payer_document: 8,
  paid_at: 16,
  reference: 32,
  description: 64,
} as const;

type Field = keyof typeof CHARGE_FIELD_BITS;

/** The fields a charge's record gives (not null), as `charge_fields` bits. */
export function chargeFieldsOf(record: ReceivedRecord): number {
  const values: Record<Field, unknown> = {
    source: record.source,
    amount_cents: record.amountCents,
    payer_name: record.payerName,
    payer_document: record.payerDocument,
    paid_at: record.paidAt,
    reference: record.reference,
    description: record.description,
  };
  let bits = 0;
  for (const field of Object.keys(CHARGE_FIELD_BITS) as Field[]) {
    if (values[field] !== null) bits |= CHARGE_FIELD_BITS[field];
  }
  return bits;
}

const rank = (column: string) => `CASE ${column}
    WHEN 'pasted' THEN 0 WHEN 'qr-code' THEN 1 WHEN 'transfer' THEN 1 ELSE 2 END`;

/** A field a charge gave stays as it gave it when another source writes (no bits of its own). */
const kept = (field: Field, otherwise: string) =>
  `CASE WHEN excluded.charge_fields = 0
       AND (received_pix.charge_fields & ${CHARGE_FIELD_BITS[field]}) <> 0
     THEN received_pix.${field} ELSE ${otherwise} END`;

const newest = (field: Field) => kept(field, `coalesce(excluded.${field}, received_pix.${field})`);

/**
 * A received Pix row as the writer passes it (a `ReceivedRecord`, its instant sortable, and
 * its `charge_fields`): the fields, in the order of `RECEIVED_INSERT_COLUMNS`.
 */
export const RECEIVED_ROW_FIELDS = [
  'endToEndId',
  'source',
  'amountCents',
  'payerName',
  'payerDocument',
  'paidAt',
  'reference',
  'description',
  'chargeFields',
] as const;

/** The columns of `received_pix` that `RECEIVED_ROW_FIELDS` fill, then `synced_at`. */
export const RECEIVED_INSERT_COLUMNS = `end_to_end_id, source, amount_cents, payer_name,
  payer_document, paid_at, reference, description, charge_fields, synced_at`;

/** A batch's received Pix in one statement (`json-rows.ts` says why), in the order given. */
const UPSERT_RECEIVED_SQL = `
  INSERT INTO received_pix (${RECEIVED_INSERT_COLUMNS})
  ${selectJsonRows(RECEIVED_ROW_FIELDS, ['@syncedAt'])}
  WHERE true
  ON CONFLICT (end_to_end_id) DO UPDATE SET
    source = ${kept(
      'source',
      `CASE WHEN ${rank('excluded.source')} >= ${rank('received_pix.source')}
        THEN excluded.source ELSE received_pix.source END`,
    )},
    amount_cents = ${newest('amount_cents')},
    payer_name = ${newest('payer_name')},
    payer_document = ${newest('payer_document')},
    paid_at = ${newest('paid_at')},
    reference = ${newest('reference')},
    description = ${newest('description')},
    charge_fields = received_pix.charge_fields | excluded.charge_fields,
    synced_at = excluded.synced_at`;

const writers = new WeakMap<Database.Database, ReceivedWriter>();

/** The writer over `db`; one per connection, so its statement is prepared once. */
export function receivedWriter(db: Database.Database): ReceivedWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createReceivedWriter(db);
    writers.set(db, writer);
  }
  return writer;
}

function createReceivedWriter(db: Database.Database): ReceivedWriter {
  // Prepared on first use: most charges written carry no Pix payment.
  let upsert: Database.Statement<[{ rows: string; syncedAt: string }]> | undefined;
  const write = (records: readonly ReceivedRecord[], syncedAt: string, charge: boolean) => {
    if (records.length === 0) return;
    upsert ??= db.prepare<[{ rows: string; syncedAt: string }]>(UPSERT_RECEIVED_SQL);
    const rows = records.map((record) => ({
      ...record,
      // Instants of every source in one form (UTC), so that they sort together.
      paidAt: record.paidAt === null ? null : sortableInstant(record.paidAt),
      chargeFields: charge ? chargeFieldsOf(record) : 0,
    }));
    upsert.run({ rows: jsonRows(rows), syncedAt });
  };
  return {
    fromCharge: (records, syncedAt) => write(records, syncedAt, true),
    fromSource: (records, syncedAt) => write(records, syncedAt, false),
  };
}
