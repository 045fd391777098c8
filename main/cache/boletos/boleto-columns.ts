import { reaisToCents } from '../../domain/money.ts';
import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import { hashRecordJson } from '../sql/record-hash.ts';

/** The typed, indexed columns of one `boletos` row, derived from the service's record. */
export interface BoletoColumns {
  correlation_id: string;
  type: string;
  status: string;
  amount_cents: number;
  due_date: string;
  payer_name: string;
  payer_document: string;
  your_number: string;
  our_number: string;
  digitable_line: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  record_json: string;
  record_hash: string;
}

/** The columns of `BoletoColumns`, in the table's order. */
export const BOLETO_COLUMN_NAMES: readonly (keyof BoletoColumns)[] = [
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

/**
 * Derives the row from a record. `record_json` is the record's JSON text (loose schemas keep
 * fields we do not know yet, so nothing the service sent is lost) and `record_hash` its
 * SHA-256, which is how an unchanged record is recognised without comparing fields.
 * Amounts go through `reaisToCents`, which refuses a third decimal rather than rounding.
 */
export function boletoColumns(record: BoletoRecord): BoletoColumns {
  const json = JSON.stringify(record);
  return {
    correlation_id: record.correlationId,
    type: record.type,
    status: record.status,
    amount_cents: reaisToCents(record.amount),
    // dueDate is "ISO 8601": a date-time is tolerated, the calendar date is what sorts.
    due_date: record.dueDate.slice(0, 10),
    payer_name: record.payer.name,
    payer_document: record.payer.document,
    your_number: record.yourNumber,
    our_number: record.ourNumber,
    digitable_line: record.digitableLine,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    paid_at: latestPaidAt(record),
    record_json: json,
    record_hash: hashRecordJson(json),
  };
}

/** The instant of the most recent registered payment, or null when none was registered. */
function latestPaidAt(record: BoletoRecord): string | null {
  let latest: string | null = null;
  for (const payment of record.payments) {
    if (latest === null || payment.paidAt > latest) latest = payment.paidAt;
  }
  return latest;
}
