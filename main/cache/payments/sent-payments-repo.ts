import type { SentPayment } from '../../../preload/contract/schemas/payments.ts';
import type { CacheDb } from '../db/database.ts';

/** The columns of a sent payment under the names the app knows them by. */
const SENT_PAYMENT = `id, kind, end_to_end_id AS endToEndId, status, amount_cents AS amountCents,
  receiver_name AS receiverName, receiver_document AS receiverDocument,
  receiver_bank AS receiverBank, receiver_key AS receiverKey, description,
  failure_reason AS failureReason, created_at AS createdAt, synced_at AS syncedAt`;

/**
 * What the payment was sent with: the client identity (a QR payment's idempotency key, a
 * transfer's stored intent id) is kept so the record can be matched to its outbox entry.
 */
export interface SentPaymentRecord extends SentPayment {
  clientIdentity: string;
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
   * Those still processing, oldest first: what a sync reads back from the bank. A boleto payment
   * is not among them: the bank offers no read of one (its answer is final).
   */
  open(limit: number): SentPayment[];
  /** Newest first; `search` matches the receiver's name, key and the end-to-end id. */
  list(search: string, limit?: number): SentPayment[];
}

export function sentPaymentsRepo(db: CacheDb): SentPaymentsRepo {
  const upsert = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO sent_payments (id, kind, client_identity, end_to_end_id, status, amount_cents,
      receiver_name, receiver_document, receiver_bank, receiver_key, description, failure_reason,
      created_at, synced_at)
    VALUES (@id, @kind, @clientIdentity, @endToEndId, @status, @amountCents, @receiverName,
      @receiverDocument, @receiverBank, @receiverKey, @description, @failureReason, @createdAt,
      @syncedAt)
    ON CONFLICT (id) DO UPDATE SET status = excluded.status, synced_at = excluded.synced_at,
      failure_reason = excluded.failure_reason
  `);
  const setStatus = db.prepare<[string, string, string | null, string]>(
    `UPDATE sent_payments SET status = ?, synced_at = ?, failure_reason = ? WHERE id = ?`,
  );
  const byId = db.prepare<[string], SentPayment>(
    `SELECT ${SENT_PAYMENT} FROM sent_payments WHERE id = ?`,
  );
  const open = db.prepare<[number], SentPayment>(
    `SELECT ${SENT_PAYMENT} FROM sent_payments WHERE status = 'PROCESSING' AND kind <> 'boleto'
     ORDER BY created_at, id LIMIT ?`,
  );
  const listAll = db.prepare<[number], SentPayment>(
    `SELECT ${SENT_PAYMENT} FROM sent_payments ORDER BY created_at DESC, id LIMIT ?`,
  );
  const listMatching = db.prepare<[string, string, string, number], SentPayment>(`
    SELECT ${SENT_PAYMENT} FROM sent_payments
    WHERE receiver_name LIKE ? ESCAPE '\\' OR receiver_key LIKE ? ESCAPE '\\'
       OR end_to_end_id LIKE ? ESCAPE '\\'
    ORDER BY created_at DESC, id LIMIT ?
  `);
  return {
    upsert(record) {
      upsert.run({ ...record });
    },
    setStatus(id, status, syncedAt, failureReason = null) {
      setStatus.run(status, syncedAt, failureReason, id);
    },
    get(id) {
      return byId.get(id);
    },
    open(limit) {
      return open.all(limit);
    },
    list(search, limit = 500) {
      return search === ''
        ? listAll.all(limit)
        : listMatching.all(likePattern(search), likePattern(search), likePattern(search), limit);
    },
  };
}
