import { reaisToCents } from '../../domain/money.ts';
import { dueDatePaymentOf } from '../../domain/wire/pix.ts';
import type { CacheDb } from '../db/database.ts';
import type { ReceivedRecord } from './received-record.ts';

/**
 * The Pix payments the cached charges carry: a due-date code's payment once paid, and the
 * payments of a boleto that carry an end-to-end id (paid by Pix). Read from the records as
 * the service sent them; amounts from reais without floats (`reaisToCents`).
 */
export function receivedFromCharges(db: CacheDb): ReceivedRecord[] {
  const found: ReceivedRecord[] = [];
  const codes = db
    .prepare<[], { correlation_id: string; kind: string; record_json: string }>(
      `SELECT correlation_id, kind, record_json FROM pix_codes WHERE paid_at IS NOT NULL`,
    )
    .all();
  for (const code of codes) {
    const record = parse(code.record_json);
    // `payments` (an array) or `payment` (one object), whichever the bank answered.
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

/** A positive amount in cents, or null for one the cache cannot count exactly. */
function centsOrNull(reais: number): number | null {
  try {
    const cents = reaisToCents(reais);
    return cents > 0 ? cents : null;
  } catch {
    return null;
  }
}
