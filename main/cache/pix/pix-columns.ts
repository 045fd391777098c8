import type { PixKind } from '../../../preload/contract/schemas/pix.ts';
import { reaisToCents } from '../../domain/money.ts';
import {
  dueDatePaymentOf,
  type DueDateQrCode,
  type ImmediateQrCode,
} from '../../domain/wire/pix.ts';
import { hashRecordJson } from '../sql/record-hash.ts';
import { pixChargeState, sortableInstant, type ChargeColumns } from '../charges/charge-columns.ts';

/** A Pix QR code record of either kind, as the service sent it. */
export type PixCodeRecord = ImmediateQrCode | DueDateQrCode;

/** A record with its kind. */
export type PixCode =
  { kind: 'immediate'; record: ImmediateQrCode } | { kind: 'due-date'; record: DueDateQrCode };

/** The typed, indexed columns of one `pix_codes` row. */
export interface PixCodeColumns {
  correlation_id: string;
  kind: PixKind;
  transaction_id: string;
  status: string;
  amount_cents: number;
  original_amount_cents: number;
  due_date: string | null;
  expires_at: string;
  payer_name: string | null;
  payer_document: string | null;
  paid_at: string | null;
  paid_amount_cents: number | null;
  record_json: string;
  record_hash: string;
  created_at: string;
  updated_at: string;
}

/**
 * The record as cached: everything the service sent except `qrCodeImageBase64`. The renderer
 * draws the QR from `payloadPix`, and a PNG per row would be most of the cache file. The hash
 * is taken without it too, so a create answer with the image and a later read without it are
 * the same content.
 */
export function storedPixRecord<T extends PixCodeRecord>(record: T): T {
  if (record.qrCodeImageBase64 === undefined) return record;
  const copy = { ...record };
  delete copy.qrCodeImageBase64;
  return copy;
}

/**
 * Derives the row from a record. Amounts go through `reaisToCents` (a third decimal is
 * refused, not rounded). `amount_cents` is what the code charges now (a due-date code's
 * amount after rebate); an immediate code's original amount is its amount.
 */
export function pixCodeColumns(code: PixCode): PixCodeColumns {
  const { kind, record } = code;
  const stored = storedPixRecord(record);
  const json = JSON.stringify(stored);
  const amountCents = reaisToCents(record.amount);
  const dueDate = code.kind === 'due-date' ? code.record.dueDate.slice(0, 10) : null;
  const original =
    code.kind === 'due-date' ? reaisToCents(code.record.originalAmount) : amountCents;
  const payment = paymentOf(record);
  return {
    correlation_id: record.correlationId,
    kind,
    transaction_id: record.transactionId,
    status: record.status,
    amount_cents: amountCents,
    original_amount_cents: original,
    due_date: dueDate,
    expires_at: record.expiresAt,
    payer_name: record.payer?.name ?? null,
    payer_document: record.payer?.document ?? null,
    paid_at: payment?.paidAt ?? null,
    paid_amount_cents: payment?.amountCents ?? null,
    record_json: json,
    record_hash: hashRecordJson(json),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/**
 * The payment a record carries (a due-date code's read once paid), in whichever shape the bank
 * sent it: `payments` (an array) or `payment` (one object). Null when none can be read.
 */
export function paymentOf(
  record: PixCodeRecord,
): { endToEndId: string; amountCents: number; paidAt: string; payerName: string | null } | null {
  const payment = dueDatePaymentOf(record as { payment?: unknown; payments?: unknown });
  if (payment === null) return null;
  const { endToEndId, amountCents, paidAt, payerName } = payment;
  return { endToEndId, amountCents, paidAt, payerName };
}

/** The charge row of a Pix code; its reference is the code's description. */
export function pixChargeColumns(
  columns: PixCodeColumns,
  description: string | null,
): ChargeColumns {
  return {
    kind: columns.kind === 'immediate' ? 'pix-immediate' : 'pix-due-date',
    correlation_id: columns.correlation_id,
    state: pixChargeState(columns.status),
    service_status: columns.status,
    amount_cents: columns.amount_cents,
    paid_amount_cents: columns.paid_amount_cents,
    payer_name: columns.payer_name,
    payer_document: columns.payer_document,
    reference: description,
    due_date: columns.due_date,
    expires_at: columns.expires_at,
    paid_at: columns.paid_at,
    created_at: sortableInstant(columns.created_at),
  };
}
