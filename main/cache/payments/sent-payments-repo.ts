import type { SentPayment } from '../../../preload/contract/schemas/payments.ts';
import type { CacheDb } from '../db/database.ts';

interface SentPaymentRow {
  id: string;
  kind: SentPayment['kind'];
  end_to_end_id: string;
  status: SentPayment['status'];
  amount_cents: number;
  receiver_name: string;
  receiver_document: string;
  receiver_bank: string;
  receiver_key: string;
  description: string | null;
  failure_reason: string | null;
  created_at: string;
  synced_at: string;
}

/**
 * What the payment was sent with: the client identity (a QR payment's idempotency key, a
 * transfer's stored intent id) is kept so the record can be matched to its outbox entry.
 */
export interface SentPaymentRecord extends SentPayment {
  clientIdentity: string;
}

function viewOf(row: SentPaymentRow): SentPayment {
  return {
    id: row.id,
    kind: row.kind,
    endToEndId: row.end_to_end_id,
    status: row.status,
    amountCents: row.amount_cents,
    receiverName: row.receiver_name,
    receiverDocument: row.receiver_document,
    receiverBank: row.receiver_bank,
    receiverKey: row.receiver_key,
    description: row.description,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    syncedAt: row.synced_at,
  };
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
  const byId = db.prepare<[string], SentPaymentRow>(`SELECT * FROM sent_payments WHERE id = ?`);
  const listAll = db.prepare<[number], SentPaymentRow>(
    `SELECT * FROM sent_payments ORDER BY created_at DESC, id LIMIT ?`,
  );
  const listMatching = db.prepare<[string, string, string, number], SentPaymentRow>(`
    SELECT * FROM sent_payments
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
      const row = byId.get(id);
      return row ? viewOf(row) : undefined;
    },
    list(search, limit = 500) {
      const rows =
        search === ''
          ? listAll.all(limit)
          : listMatching.all(likePattern(search), likePattern(search), likePattern(search), limit);
      return rows.map(viewOf);
    },
  };
}
