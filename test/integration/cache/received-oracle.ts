import { sortableInstant } from '../../../main/cache/charges/charge-columns.ts';
import type { CacheDb } from '../../../main/cache/db/database.ts';
import type { ReceivedRecord } from '../../../main/cache/received/received-record.ts';
import { reaisToCents } from '../../../main/domain/money.ts';
import { dueDatePaymentOf } from '../../../main/domain/wire/pix.ts';

/**
 * The oracle of the maintained received list: how the app found the Pix of cached charges
 * before migration 0180, kept here only to check against. Every opening of Received read
 * every paid Pix code and every boleto whose JSON names an end-to-end id, and wrote what
 * they carried into `received_pix` (`gatherFromCharges`); the list was then one statement
 * (`OLD_LIST_ORDER`).
 */
export function receivedFromChargesAsBefore(db: CacheDb): ReceivedRecord[] {
  const found: ReceivedRecord[] = [];
  const codes = db
    .prepare<[], { correlation_id: string; kind: string; record_json: string }>(
      `SELECT correlation_id, kind, record_json FROM pix_codes WHERE paid_at IS NOT NULL`,
    )
    .all();
  for (const code of codes) {
    const record = parse(code.record_json);
    const payment = record === null ? null : dueDatePaymentOf(record);
    if (payment === null) continue;
    found.push({
      endToEndId: payment.endToEndId,
      source: code.kind === 'immediate' ? 'immediate' : 'due-date',
      amountCents: payment.amountCents > 0 ? payment.amountCents : null,
      payerName: payment.payerName,
      payerDocument: payment.payerDocument,
      paidAt: payment.paidAt,
      reference: code.correlation_id,
      description: stringAt(record, 'description'),
    });
  }
  const boletos = db
    .prepare<
      [],
      { correlation_id: string; record_json: string; payer_name: string; payer_document: string }
    >(
      `SELECT correlation_id, record_json, payer_name, payer_document FROM boletos
       WHERE record_json LIKE '%"endToEndId":"%'`,
    )
    .all();
  for (const boleto of boletos) {
    const payments = parse(boleto.record_json)?.['payments'];
    if (!Array.isArray(payments)) continue;
    for (const item of payments as unknown[]) {
      const payment = isObject(item) ? item : null;
      const endToEndId = stringAt(payment, 'endToEndId');
      const amount = payment?.['amount'];
      if (endToEndId === null || typeof amount !== 'number') continue;
      found.push({
        endToEndId,
        source: 'boleto',
        amountCents: centsOrNull(amount),
        payerName: boleto.payer_name,
        payerDocument: boleto.payer_document,
        paidAt: stringAt(payment, 'paidAt'),
        reference: boleto.correlation_id,
        description: null,
      });
    }
  }
  return found;
}

/** What every opening of Received did with them: written over what `received_pix` held. */
export function gatherFromChargesAsBefore(db: CacheDb, syncedAt: string): void {
  const rank = (column: string) => `CASE ${column}
      WHEN 'pasted' THEN 0 WHEN 'qr-code' THEN 1 WHEN 'transfer' THEN 1 ELSE 2 END`;
  const upsert = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO received_pix (end_to_end_id, source, amount_cents, payer_name, payer_document,
      paid_at, reference, description, synced_at)
    VALUES (@endToEndId, @source, @amountCents, @payerName, @payerDocument, @paidAt, @reference,
      @description, @syncedAt)
    ON CONFLICT (end_to_end_id) DO UPDATE SET
      source = CASE WHEN ${rank('excluded.source')} >= ${rank('received_pix.source')}
               THEN excluded.source ELSE received_pix.source END,
      amount_cents = coalesce(excluded.amount_cents, received_pix.amount_cents),
      payer_name = coalesce(excluded.payer_name, received_pix.payer_name),
      payer_document = coalesce(excluded.payer_document, received_pix.payer_document),
      paid_at = coalesce(excluded.paid_at, received_pix.paid_at),
      reference = coalesce(excluded.reference, received_pix.reference),
      description = coalesce(excluded.description, received_pix.description),
      synced_at = excluded.synced_at
  `);
  db.transaction(() => {
    for (const record of receivedFromChargesAsBefore(db)) {
      const paidAt = record.paidAt === null ? null : sortableInstant(record.paidAt);
      upsert.run({ ...record, paidAt, syncedAt });
    }
  })();
}

/** The list's one statement before it was paged (it stopped at 500 rows). */
export const OLD_LIST_ORDER = `SELECT end_to_end_id FROM received_pix
  ORDER BY paid_at IS NULL, paid_at DESC, end_to_end_id LIMIT 500`;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parse(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

function stringAt(value: Json | null, key: string): string | null {
  const inner = value?.[key];
  return typeof inner === 'string' && inner !== '' ? inner : null;
}

function centsOrNull(reais: number): number | null {
  try {
    const cents = reaisToCents(reais);
    return cents > 0 ? cents : null;
  } catch {
    return null;
  }
}
