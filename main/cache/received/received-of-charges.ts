import type { PixKind } from '../../../preload/contract/schemas/pix.ts';
import { reaisToCents } from '../../domain/money.ts';
import { dueDatePaymentOf } from '../../domain/wire/pix.ts';
import type { ReceivedRecord } from './received-record.ts';

/**
 * The Pix payments a charge's record carries, derived from that one record as the service
 * sent it (read leniently: a payment of a shape this code does not know is skipped, never
 * a reason to refuse the charge). The charge writers call these for each record they store,
 * so the received list is kept as charges are written and never gathered by reading them all.
 */

/** A Pix code's payment once paid (`payments` or `payment`, whichever the bank answered). */
export function receivedOfPixCode(
  kind: PixKind,
  correlationId: string,
  record: unknown,
): ReceivedRecord | null {
  const json = isObject(record) ? record : null;
  const payment = json === null ? null : dueDatePaymentOf(json);
  if (payment === null) return null;
  return {
    endToEndId: payment.endToEndId,
    source: kind === 'immediate' ? 'immediate' : 'due-date',
    amountCents: payment.amountCents > 0 ? payment.amountCents : null,
    payerName: payment.payerName,
    payerDocument: payment.payerDocument,
    paidAt: payment.paidAt,
    reference: correlationId,
    description: stringAt(json, 'description'),
  };
}

/** What a boleto's row says of it: who it was issued to is who paid it by Pix. */
export interface BoletoOfRecord {
  correlationId: string;
  payerName: string;
  payerDocument: string;
}

/** The payments of a boleto that carry an end-to-end id: those paid by Pix. */
export function receivedOfBoleto(boleto: BoletoOfRecord, record: unknown): ReceivedRecord[] {
  const payments = isObject(record) ? record['payments'] : undefined;
  if (!Array.isArray(payments)) return [];
  const found: ReceivedRecord[] = [];
  for (const item of payments as unknown[]) {
    const payment = isObject(item) ? item : null;
    const endToEndId = stringAt(payment, 'endToEndId');
    const amount = payment?.['amount'];
    if (endToEndId === null || typeof amount !== 'number') continue;
    found.push({
      endToEndId,
      source: 'boleto',
      amountCents: centsOrNull(amount),
      payerName: boleto.payerName,
      payerDocument: boleto.payerDocument,
      paidAt: stringAt(payment, 'paidAt'),
      reference: boleto.correlationId,
      description: null,
    });
  }
  return found;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringAt(value: Json | null, key: string): string | null {
  const inner = value?.[key];
  return typeof inner === 'string' && inner !== '' ? inner : null;
}

/** A positive amount in cents, or null for one the cache cannot count exactly. */
export function centsOrNull(reais: number): number | null {
  try {
    const cents = reaisToCents(reais);
    return cents > 0 ? cents : null;
  } catch {
    return null;
  }
}
