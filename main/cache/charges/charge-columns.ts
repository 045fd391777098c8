import type { ChargeKind, ChargeState } from '../../../preload/contract/schemas/charges.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { BoletoRecord } from '../../domain/wire/boletos.ts';
import type { BoletoColumns } from '../boletos/boleto-columns.ts';
import { digitsOnly } from '../sql/search-match.ts';

/**
 * One `charges` row: the list index of everything the account is owed, one row per boleto and
 * per Pix QR code. Derived from the kind's own row, never edited on its own.
 */
export interface ChargeColumns {
  kind: ChargeKind;
  correlation_id: string;
  state: ChargeState;
  service_status: string;
  amount_cents: number;
  paid_amount_cents: number | null;
  payer_name: string | null;
  payer_document: string | null;
  reference: string | null;
  due_date: string | null;
  expires_at: string | null;
  paid_at: string | null;
  /** Normalized with `sortableInstant`: kinds sort together by this text. */
  created_at: string;
}

/** The columns of `ChargeColumns`, in the table's order. */
export const CHARGE_COLUMN_NAMES: readonly (keyof ChargeColumns)[] = [
  'kind',
  'correlation_id',
  'state',
  'service_status',
  'amount_cents',
  'paid_amount_cents',
  'payer_name',
  'payer_document',
  'reference',
  'due_date',
  'expires_at',
  'paid_at',
  'created_at',
];

/** The text `charges_fts` holds for one charge. */
export interface ChargeSearchText {
  payer_name: string;
  payer_document: string;
  document_digits: string;
  reference: string;
}

/** The columns of `charges_fts`, as `ChargeSearchText` names them (its rowid is the charge's id). */
export const CHARGE_SEARCH_COLUMNS: readonly (keyof ChargeSearchText)[] = [
  'payer_name',
  'payer_document',
  'document_digits',
  'reference',
];

const BOLETO_STATES: Record<string, ChargeState> = {
  Pending: 'open',
  Paid: 'paid',
  Expired: 'expired',
  Cancelled: 'cancelled',
};

const PIX_STATES: Record<string, ChargeState> = {
  ACTIVE: 'open',
  CONCLUDED: 'paid',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
};

/**
 * The normalized state of a boleto status. A status this code does not know counts as open:
 * the charge stays where the owner looks for what is still owed, never hidden among the
 * finished ones.
 */
export function boletoChargeState(status: string): ChargeState {
  return BOLETO_STATES[status] ?? 'open';
}

/**
 * The normalized state of a Pix QR code status. `REMOVED_BY_THE_RECEIVER` / `REMOVED_BY_PSP`
 * (the decoding result's values) are cancellations; an unknown status counts as open, so the
 * code is re-read by the refresh of open codes rather than taken as finished.
 */
export function pixChargeState(status: string): ChargeState {
  if (status.startsWith('REMOVED_')) return 'cancelled';
  return PIX_STATES[status] ?? 'open';
}

/**
 * An ISO 8601 instant as UTC `toISOString()` text, so instants written with different offsets
 * (`…-03:00`, `…Z`, with or without milliseconds) by different endpoints sort as text in time
 * order. Text that does not parse is kept as it is.
 */
export function sortableInstant(text: string): string {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? text : new Date(ms).toISOString();
}

/** Sum of a boleto's registered payments in cents, or null when none was registered. */
export function boletoPaidCents(record: Pick<BoletoRecord, 'payments'>): number | null {
  if (record.payments.length === 0) return null;
  return record.payments.reduce((sum, payment) => sum + reaisToCents(payment.amount), 0);
}

/** The charge row of a boleto, from its record and its `boletos` columns. */
export function boletoChargeColumns(record: BoletoRecord, columns: BoletoColumns): ChargeColumns {
  return {
    kind: 'boleto',
    correlation_id: columns.correlation_id,
    state: boletoChargeState(columns.status),
    service_status: columns.status,
    amount_cents: columns.amount_cents,
    paid_amount_cents: boletoPaidCents(record),
    payer_name: columns.payer_name,
    payer_document: columns.payer_document,
    reference: columns.your_number,
    due_date: columns.due_date,
    expires_at: null,
    paid_at: columns.paid_at,
    created_at: sortableInstant(columns.created_at),
  };
}

/** What the full-text index stores for a charge (absent text is indexed as empty). */
export function chargeSearchText(row: {
  payer_name: string | null;
  payer_document: string | null;
  reference: string | null;
}): ChargeSearchText {
  return {
    payer_name: row.payer_name ?? '',
    payer_document: row.payer_document ?? '',
    document_digits: digitsOnly(row.payer_document ?? ''),
    reference: row.reference ?? '',
  };
}
