import {
  REFUND_WINDOW_DAYS,
  type ReceivedPixView,
  type ReceivedSource,
  type RefundStatus,
  type RefundView,
} from '../../../preload/contract/schemas/refunds.ts';
import { sortableInstant } from '../charges/charge-columns.ts';
import type { CacheDb } from '../db/database.ts';
import { receivedFromCharges } from './received-from-charges.ts';
import type { ReceivedRecord } from './received-record.ts';

export type { ReceivedRecord } from './received-record.ts';

const DAY_MS = 86_400_000;

/** A refund as kept: with the key it was sent with, so a resend matches it. */
export interface RefundRecord extends RefundView {
  idempotencyKey: string;
}

interface ReceivedRow {
  end_to_end_id: string;
  source: ReceivedSource;
  amount_cents: number | null;
  payer_name: string | null;
  payer_document: string | null;
  paid_at: string | null;
  reference: string | null;
  description: string | null;
  synced_at: string;
}

/** The columns of a refund under the names the app knows them by. */
const REFUND = `id, original_end_to_end_id AS originalEndToEndId, amount_cents AS amountCents, status,
  failure_reason AS failureReason, description, created_at AS createdAt, synced_at AS syncedAt`;

/** The last instant a refund is accepted: 90 × 24 hours after the receipt (README). */
export function refundableUntil(paidAt: string | null): string | null {
  if (paidAt === null) return null;
  const at = Date.parse(paidAt);
  return Number.isNaN(at) ? null : new Date(at + REFUND_WINDOW_DAYS * DAY_MS).toISOString();
}

function viewOf(row: ReceivedRow, refunds: RefundView[]): ReceivedPixView {
  // A failed refund gave its amount back: only the others count.
  const refundedCents = refunds
    .filter((r) => r.status !== 'failed')
    .reduce((sum, r) => sum + r.amountCents, 0);
  return {
    endToEndId: row.end_to_end_id,
    source: row.source,
    amountCents: row.amount_cents,
    refundedCents,
    leftCents: row.amount_cents === null ? null : Math.max(0, row.amount_cents - refundedCents),
    payerName: row.payer_name,
    payerDocument: row.payer_document,
    paidAt: row.paid_at,
    refundableUntil: refundableUntil(row.paid_at),
    reference: row.reference,
    description: row.description,
    refunds,
    syncedAt: row.synced_at,
  };
}

/** Escapes LIKE's wildcards so a search for "50%" finds that text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Received Pix and their refunds. Get one with `receivedRepo(db)`. */
export interface ReceivedRepo {
  /**
   * Records what sources tell of received Pix, in one transaction. A known Pix keeps the most
   * specific source (a charge of the cache over the bank's list over a pasted id) and gains
   * every field the new record knows.
   */
  upsertReceived(records: readonly ReceivedRecord[], syncedAt: string): void;
  /**
   * A Pix the owner pasted the id of (or refunded by its id): known by its id alone until a
   * source tells more; a Pix already known keeps what it has.
   */
  addPasted(endToEndId: string, syncedAt: string): void;
  /** Gathers the Pix payments of cached due-date codes and boletos. */
  collectFromCharges(syncedAt: string): void;
  getReceived(endToEndId: string): ReceivedPixView | undefined;
  /** Newest first (unknown instants last); `search` matches payer, document, id, reference. */
  list(search: string, limit?: number): ReceivedPixView[];
  /** Inserts a refund, or updates the one with the same id (status, synced time). */
  upsertRefund(record: RefundRecord): void;
  setRefundStatus(
    id: string,
    status: RefundStatus,
    failureReason: string | null,
    syncedAt: string,
  ): void;
  getRefund(id: string): RefundView | undefined;
  /** The cached Pix code a QR-code payment paid, by the code's transactionId. */
  codeOfTransaction(
    transactionId: string,
  ): { correlationId: string; kind: 'immediate' | 'due-date' } | undefined;
}

export function receivedRepo(db: CacheDb): ReceivedRepo {
  const rank = (column: string) => `CASE ${column}
      WHEN 'pasted' THEN 0 WHEN 'qr-code' THEN 1 WHEN 'transfer' THEN 1 ELSE 2 END`;
  const upsertReceived = db.prepare<[Record<string, unknown>]>(`
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
  const byId = db.prepare<[string], ReceivedRow>(
    `SELECT * FROM received_pix WHERE end_to_end_id = ?`,
  );
  const order = `ORDER BY paid_at IS NULL, paid_at DESC, end_to_end_id`;
  const listAll = db.prepare<[number], ReceivedRow>(`SELECT * FROM received_pix ${order} LIMIT ?`);
  const listMatching = db.prepare<[{ like: string; limit: number }], ReceivedRow>(`
    SELECT * FROM received_pix
    WHERE payer_name LIKE @like ESCAPE '\\' OR payer_document LIKE @like ESCAPE '\\'
       OR end_to_end_id LIKE @like ESCAPE '\\' OR reference LIKE @like ESCAPE '\\'
       OR description LIKE @like ESCAPE '\\'
    ${order} LIMIT @limit
  `);
  const refundsOf = db.prepare<[string], RefundView>(
    `SELECT ${REFUND} FROM refunds WHERE original_end_to_end_id = ? ORDER BY created_at, id`,
  );
  const upsertRefund = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO refunds (id, idempotency_key, original_end_to_end_id, amount_cents, status,
      failure_reason, description, created_at, synced_at)
    VALUES (@id, @idempotencyKey, @originalEndToEndId, @amountCents, @status, @failureReason,
      @description, @createdAt, @syncedAt)
    ON CONFLICT (id) DO UPDATE SET status = excluded.status,
      failure_reason = excluded.failure_reason, synced_at = excluded.synced_at
  `);
  const setRefundStatus = db.prepare<[string, string | null, string, string]>(
    `UPDATE refunds SET status = ?, failure_reason = ?, synced_at = ? WHERE id = ?`,
  );
  const refundById = db.prepare<[string], RefundView>(`SELECT ${REFUND} FROM refunds WHERE id = ?`);
  const codeByTransaction = db.prepare<
    [string],
    { correlationId: string; kind: 'immediate' | 'due-date' }
  >(`SELECT correlation_id AS correlationId, kind FROM pix_codes WHERE transaction_id = ? LIMIT 1`);

  const view = (row: ReceivedRow) => viewOf(row, refundsOf.all(row.end_to_end_id));
  const upsertAll = db.transaction((records: readonly ReceivedRecord[], syncedAt: string) => {
    for (const record of records) {
      // Instants of every source in one form (UTC), so that they sort together.
      const paidAt = record.paidAt === null ? null : sortableInstant(record.paidAt);
      upsertReceived.run({ ...record, paidAt, syncedAt });
    }
  });

  return {
    upsertReceived(records, syncedAt) {
      upsertAll(records, syncedAt);
    },
    addPasted(endToEndId, syncedAt) {
      upsertAll(
        [
          {
            endToEndId,
            source: 'pasted',
            amountCents: null,
            payerName: null,
            payerDocument: null,
            paidAt: null,
            reference: null,
            description: null,
          },
        ],
        syncedAt,
      );
    },
    collectFromCharges(syncedAt) {
      upsertAll(receivedFromCharges(db), syncedAt);
    },
    getReceived(endToEndId) {
      const row = byId.get(endToEndId);
      return row ? view(row) : undefined;
    },
    list(search, limit = 500) {
      const rows =
        search === '' ? listAll.all(limit) : listMatching.all({ like: likePattern(search), limit });
      return rows.map(view);
    },
    upsertRefund(record) {
      upsertRefund.run({ ...record });
    },
    setRefundStatus(id, status, failureReason, syncedAt) {
      setRefundStatus.run(status, failureReason, syncedAt, id);
    },
    getRefund(id) {
      return refundById.get(id);
    },
    codeOfTransaction(transactionId) {
      return codeByTransaction.get(transactionId);
    },
  };
}
