import { boletoRecordSchema, type BoletoPayment } from '../../domain/wire/boletos.ts';
import { boletosRepo } from '../boletos/boletos-repo.ts';
import type { CacheDb } from '../db/database.ts';

/** What a `CHARGE_PAID` event tells of a boleto's payment. */
export interface BoletoPaidFact {
  correlationId: string;
  /** The event's id: the payment's id until the bank's own record replaces it at a sync. */
  paymentId: string;
  amount: number;
  paidAt: string;
  source: BoletoPayment['source'];
  endToEndId: string | null;
}

/**
 * Marks a cached boleto Paid from the bank's event, without waiting for a sync: its stored
 * record gains the payment and the status, and is written back through the boletos repository
 * (so the charges list, totals and search change with it). Returns the payer's name, or null
 * when the boleto is not cached (the next sync brings it, paid). A boleto already Paid is
 * left as it is.
 */
export function markBoletoPaid(
  db: CacheDb,
  fact: BoletoPaidFact,
  syncedAt: string,
): { payerName: string; changed: boolean } | null {
  const row = db
    .prepare<[string], { record_json: string }>(
      'SELECT record_json FROM boletos WHERE correlation_id = ?',
    )
    .get(fact.correlationId);
  if (row === undefined) return null;
  const record = boletoRecordSchema.parse(JSON.parse(row.record_json));
  if (record.status === 'Paid') return { payerName: record.payer.name, changed: false };
  const payment: BoletoPayment = {
    id: fact.paymentId,
    amount: fact.amount,
    paidAt: fact.paidAt,
    source: fact.source,
    ...(fact.endToEndId ? { endToEndId: fact.endToEndId } : {}),
  };
  boletosRepo(db).upsertBoletos(
    [
      {
        ...record,
        status: 'Paid',
        payments: [...record.payments, payment],
        updatedAt: fact.paidAt,
      },
    ],
    syncedAt,
  );
  return { payerName: record.payer.name, changed: true };
}
