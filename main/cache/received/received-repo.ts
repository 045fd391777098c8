import type Database from 'better-sqlite3';
import {
  REFUND_WINDOW_DAYS,
  type ReceivedCharge,
  type ReceivedPixView,
  type RefundStatus,
  type RefundView,
} from '../../../preload/contract/schemas/refunds.ts';
import { chargeMoneyOf } from '../../domain/charge-money.ts';
import type { CacheDb } from '../db/database.ts';
import {
  RECEIVED_WITH_CHARGE,
  receivedPager,
  type ReceivedPageQuery,
  type ReceivedRow,
} from './received-page.ts';
import type { ReceivedRecord } from './received-record.ts';
import { receivedWriter } from './received-writer.ts';
import { writeTransaction } from '../db/write-transaction.ts';

export type { ReceivedRecord } from './received-record.ts';
export type { ReceivedPageQuery } from './received-page.ts';

const DAY_MS = 86_400_000;

/** A refund as kept: with the key it was sent with, so a resend matches it. */
export interface RefundRecord extends RefundView {
  idempotencyKey: string;
}

/** The columns of a refund under the names the app knows them by. */
const REFUND = `id, original_end_to_end_id AS originalEndToEndId, amount_cents AS amountCents, status,
  failure_reason AS failureReason, description, created_at AS createdAt, synced_at AS syncedAt`;

/** An instant as `toISOString` writes it (what the writers keep), with a valid time of day. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3}Z$/;
/** The day a refund window ends, by the day of the receipt: a page's Pix share few days. */
const windowEndDays = new Map<string, string>();

function windowEndDay(day: string): string | null {
  let end = windowEndDays.get(day);
  if (end === undefined) {
    const at = Date.parse(`${day}T00:00:00.000Z`);
    if (Number.isNaN(at)) return null;
    end = new Date(at + REFUND_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
    if (windowEndDays.size >= 4_096) windowEndDays.clear();
    windowEndDays.set(day, end);
  }
  return end;
}

/** The last instant a refund is accepted: 90 × 24 hours after the receipt (README). */
export function refundableUntil(paidAt: string | null): string | null {
  if (paidAt === null) return null;
  // Whole days move the date alone: a list page reads its day's end instead of parsing and
  // writing every instant (the two took as long as reading the page).
  const day = ISO_INSTANT.test(paidAt) ? windowEndDay(paidAt.slice(0, 10)) : null;
  if (day !== null) return day + paidAt.slice(10);
  const at = Date.parse(paidAt);
  return Number.isNaN(at) ? null : new Date(at + REFUND_WINDOW_DAYS * DAY_MS).toISOString();
}

/** The charge a row's Pix paid, read with it (null when none is cached). */
function chargeOf(row: ReceivedRow): ReceivedCharge | null {
  return row.charge_kind === null || row.charge_created_at === null
    ? null
    : { kind: row.charge_kind, label: row.charge_label, createdAt: row.charge_created_at };
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
    // The same rule as a charge's: received, refunded, kept (`domain/charge-money.ts`).
    money:
      row.amount_cents === null ? null : chargeMoneyOf('paid', row.amount_cents, refundedCents),
    payerName: row.payer_name,
    payerDocument: row.payer_document,
    paidAt: row.paid_at,
    refundableUntil: refundableUntil(row.paid_at),
    reference: row.reference,
    charge: chargeOf(row),
    description: row.description,
    refunds,
    syncedAt: row.synced_at,
  };
}

/** Received Pix and their refunds. Get one with `receivedRepo(db)`. */
export interface ReceivedRepo {
  /**
   * Records what the bank's list, an event or the owner tells of received Pix, in one
   * transaction. A known Pix keeps the most specific source (a charge of the cache over the
   * bank's list over a pasted id), what its charge told, and gains every other field the new
   * record knows. (What cached charges carry is written by their own writers.)
   */
  upsertReceived(records: readonly ReceivedRecord[], syncedAt: string): void;
  /**
   * A Pix the owner pasted the id of (or refunded by its id): known by its id alone until a
   * source tells more; a Pix already known keeps what it has.
   */
  addPasted(endToEndId: string, syncedAt: string): void;
  getReceived(endToEndId: string): ReceivedPixView | undefined;
  /**
   * A page of the received Pix, newest first (unknown instants last, ties by end-to-end id):
   * the rows after `after`, by keyset — a few index seeks on `received_pix`, one read of
   * their refunds and one of the charges they paid, however many Pix and charges the cache
   * holds. `search` matches payer, document, end-to-end id, charge and description. A page
   * shorter than `limit` is the last.
   */
  page(query?: ReceivedPageQuery): ReceivedPixView[];
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

/** The refunds of the Pix of one page, in one read (seeks on `refunds_by_original`). */
export const REFUNDS_OF_PAGE_SQL = `SELECT ${REFUND} FROM refunds
  WHERE original_end_to_end_id IN (SELECT value FROM json_each(?))
  ORDER BY original_end_to_end_id, created_at, id`;

export function receivedRepo(db: CacheDb): ReceivedRepo {
  const writer = receivedWriter(db);
  const pageOf = receivedPager(db);
  // Reads are prepared on first use, like the pager's: the writes below then also work on a
  // cache of an earlier schema, which is how the migration tests make one.
  let byId: Database.Statement<[string], ReceivedRow> | undefined;
  const refundsOf = db.prepare<[string], RefundView>(
    `SELECT ${REFUND} FROM refunds WHERE original_end_to_end_id = ? ORDER BY created_at, id`,
  );
  const refundsOfPage = db.prepare<[string], RefundView>(REFUNDS_OF_PAGE_SQL);
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

  const upsertAll = writeTransaction(db, (records: readonly ReceivedRecord[], syncedAt: string) =>
    writer.fromSource(records, syncedAt),
  );

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
    getReceived(endToEndId) {
      byId ??= db.prepare<[string], ReceivedRow>(
        `SELECT ${RECEIVED_WITH_CHARGE} WHERE r.end_to_end_id = ?`,
      );
      const row = byId.get(endToEndId);
      if (!row) return undefined;
      return viewOf(row, refundsOf.all(row.end_to_end_id));
    },
    page(query = {}) {
      const rows = pageOf(query);
      const refunds = new Map<string, RefundView[]>();
      if (rows.length > 0) {
        for (const refund of refundsOfPage.all(JSON.stringify(rows.map((r) => r.end_to_end_id)))) {
          const list = refunds.get(refund.originalEndToEndId);
          if (list) list.push(refund);
          else refunds.set(refund.originalEndToEndId, [refund]);
        }
      }
      return rows.map((row) => viewOf(row, refunds.get(row.end_to_end_id) ?? []));
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
