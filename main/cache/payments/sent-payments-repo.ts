import type { SentPayment } from '../../../preload/contract/schemas/payments.ts';
import type { CacheDb } from '../db/database.ts';
import { boundLimit } from '../sql/bound-limit.ts';

/** The columns of a sent payment under the names the app knows them by. */
export const SENT_PAYMENT = `id, kind, end_to_end_id AS endToEndId, status, amount_cents AS amountCents,
  receiver_name AS receiverName, receiver_document AS receiverDocument,
  receiver_bank AS receiverBank, receiver_key AS receiverKey, description,
  failure_reason AS failureReason, created_at AS createdAt, synced_at AS syncedAt,
  scheduled_for AS scheduledFor`;

/**
 * What the payment was sent with: the client identity (a QR payment's idempotency key, a
 * transfer's stored intent id) is kept so the record can be matched to its outbox entry.
 */
export interface SentPaymentRecord extends SentPayment {
  clientIdentity: string;
}

/** A row as the app knows it: `scheduledFor` only on a transfer scheduled for a later day. */
export function shownSentPayment(row: SentPayment): SentPayment {
  if (row.scheduledFor !== null) return row;
  const { scheduledFor: _none, ...sentAtOnce } = row;
  return sentAtOnce;
}

/** Escapes LIKE's wildcards so a search for "50%" finds that text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The payments the app made. Get one with `sentPaymentsRepo(db)`. */
export interface SentPaymentsRepo {
  /** Inserts a payment, or updates the one with the same bank id (status, synced time). */
  upsert(record: SentPaymentRecord): void;
  /** A later status read from the bank (with its reason when it failed). */
  setStatus(
    id: string,
    status: SentPayment['status'],
    syncedAt: string,
    failureReason?: string | null,
  ): void;
  get(id: string): SentPayment | undefined;
  /**
   * Scheduled transfers whose day has come (on or before `today`, São Paulo), oldest day
   * first: what a sync reads back to learn they ran.
   */
  dueScheduled(today: string, limit: number): SentPayment[];
  /** The amount of the scheduled transfers for `day` that were cancelled before they ran. */
  cancelledScheduledCents(day: string): number;
  /**
   * Those still processing, oldest first: what a sync reads back from the bank. A boleto payment
   * is not among them: the bank offers no read of one (its answer is final).
   */
  open(limit: number): SentPayment[];
  /** Newest first; `search` matches the receiver's name, key and the end-to-end id. */
  list(search: string, limit?: number): SentPayment[];
}

/**
 * Whether the table has `scheduled_for` (cache version 240). The app always opens a cache
 * migrated to the end; only a migration's own test opens an older one with this repo, where a
 * payment simply has no scheduled day.
 */
function knowsScheduledDays(db: CacheDb): boolean {
  const columns = db.prepare(`SELECT name FROM pragma_table_info('sent_payments')`).pluck().all();
  return columns.includes('scheduled_for');
}

export function sentPaymentsRepo(db: CacheDb): SentPaymentsRepo {
  const scheduledDays = knowsScheduledDays(db);
  const columns = scheduledDays
    ? SENT_PAYMENT
    : SENT_PAYMENT.replace('scheduled_for AS scheduledFor', 'NULL AS scheduledFor');
  const upsert = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO sent_payments (id, kind, client_identity, end_to_end_id, status, amount_cents,
      receiver_name, receiver_document, receiver_bank, receiver_key, description, failure_reason,
      created_at, synced_at${scheduledDays ? ', scheduled_for' : ''})
    VALUES (@id, @kind, @clientIdentity, @endToEndId, @status, @amountCents, @receiverName,
      @receiverDocument, @receiverBank, @receiverKey, @description, @failureReason, @createdAt,
      @syncedAt${scheduledDays ? ', @scheduledFor' : ''})
    ON CONFLICT (id) DO UPDATE SET status = excluded.status, synced_at = excluded.synced_at,
      failure_reason = excluded.failure_reason${
        scheduledDays
          ? `,
      scheduled_for = coalesce(excluded.scheduled_for, sent_payments.scheduled_for)`
          : ''
      }
  `);
  const dueScheduled = scheduledDays
    ? db.prepare<[string, number], SentPayment>(
        `SELECT ${SENT_PAYMENT} FROM sent_payments
         WHERE status = 'SCHEDULED' AND scheduled_for <= ? ORDER BY scheduled_for, id ${boundLimit()}`,
      )
    : null;
  const cancelledOn = scheduledDays
    ? db.prepare<[string], number>(
        `SELECT coalesce(sum(amount_cents), 0) FROM sent_payments
         WHERE status = 'CANCELLED' AND scheduled_for = ?`,
      )
    : null;
  const setStatus = db.prepare<[string, string, string | null, string]>(
    `UPDATE sent_payments SET status = ?, synced_at = ?, failure_reason = ? WHERE id = ?`,
  );
  const byId = db.prepare<[string], SentPayment>(
    `SELECT ${columns} FROM sent_payments WHERE id = ?`,
  );
  const open = db.prepare<[number], SentPayment>(
    `SELECT ${columns} FROM sent_payments WHERE status = 'PROCESSING' AND kind <> 'boleto'
     ORDER BY created_at, id ${boundLimit()}`,
  );
  const listAll = db.prepare<[number], SentPayment>(
    `SELECT ${columns} FROM sent_payments ORDER BY created_at DESC, id ${boundLimit()}`,
  );
  const listMatching = db.prepare<[string, string, string, number], SentPayment>(`
    SELECT ${columns} FROM sent_payments
    WHERE receiver_name LIKE ? ESCAPE '\\' OR receiver_key LIKE ? ESCAPE '\\'
       OR end_to_end_id LIKE ? ESCAPE '\\'
    ORDER BY created_at DESC, id ${boundLimit()}
  `);
  return {
    upsert(record) {
      const { scheduledFor = null, ...rest } = record;
      upsert.run(scheduledDays ? { ...rest, scheduledFor } : rest);
    },
    setStatus(id, status, syncedAt, failureReason = null) {
      setStatus.run(status, syncedAt, failureReason, id);
    },
    get(id) {
      const row = byId.get(id);
      return row && shownSentPayment(row);
    },
    open(limit) {
      return open.all(limit).map(shownSentPayment);
    },
    dueScheduled(today, limit) {
      return dueScheduled?.all(today, limit).map(shownSentPayment) ?? [];
    },
    cancelledScheduledCents(day) {
      return cancelledOn?.pluck().get(day) ?? 0;
    },
    list(search, limit = 500) {
      const rows =
        search === ''
          ? listAll.all(limit)
          : listMatching.all(likePattern(search), likePattern(search), likePattern(search), limit);
      return rows.map(shownSentPayment);
    },
  };
}
