import type {
  RegisteredCounterQr,
  RegisteredCounterQrPayment,
  RegisteredCounterQrStatus,
} from '../../../preload/contract/schemas/counter-qr.ts';
import { decodeBrCode } from '../../domain/brcode.ts';
import type { CacheDb } from '../db/database.ts';
import { writeTransaction } from '../db/write-transaction.ts';

/**
 * The counter QRs registered with the bank (migration 0250) and the Pix that paid them. Get one
 * with `registeredCounterQrRepo(db)`.
 */
export interface RegisteredCounterQrRepo {
  /**
   * Keeps what the bank told of a code. A cancel is final: a code kept as cancelled stays so
   * whatever an older answer says.
   */
  upsertCode(code: RegisteredCodeRow, syncedAt: string): void;
  /**
   * Adds the payments of a code (each once, by end-to-end id). `fromBank`: the bank's own list,
   * read at `syncedAt`, which the page then says it is as fresh as.
   */
  addPayments(
    correlationId: string,
    payments: readonly RegisteredCounterQrPayment[],
    syncedAt: string,
    fromBank: boolean,
  ): void;
  get(correlationId: string): RegisteredCounterQr | undefined;
  /** Newest first. */
  list(): RegisteredCounterQr[];
  /** The code whose payload carries this txid (a Pix paid by scanning it). */
  byTransactionId(transactionId: string): RegisteredCounterQr | undefined;
}

/** A code as the bank told it, in the cache's terms. */
export interface RegisteredCodeRow {
  correlationId: string;
  transactionId: string;
  key: string;
  amountCents: number | null;
  description: string | null;
  payload: string;
  status: RegisteredCounterQrStatus;
  createdAt: string;
  /** The bank's record, as it came. */
  record: unknown;
}

/** A code as the cache keeps it: as the bank told it (its record apart), and when synced. */
interface CodeRow extends Omit<RegisteredCodeRow, 'record'> {
  cancelledAt: string | null;
  syncedAt: string;
  paymentsSyncedAt: string | null;
}

const CODE_COLUMNS = `correlation_id AS correlationId, transaction_id AS transactionId,
  pix_key AS key, amount_cents AS amountCents, description, payload, status,
  created_at AS createdAt, cancelled_at AS cancelledAt, synced_at AS syncedAt,
  payments_synced_at AS paymentsSyncedAt`;

const repos = new WeakMap<CacheDb, RegisteredCounterQrRepo>();

/** The repository over `db`; one per connection, so its prepared statements are reused. */
export function registeredCounterQrRepo(db: CacheDb): RegisteredCounterQrRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

/** Who the payload names as receiver; blank when it cannot be read (never expected). */
function merchantOf(payload: string): { name: string; city: string } {
  const decoded = decodeBrCode(payload);
  return decoded.ok
    ? { name: decoded.value.merchantName, city: decoded.value.merchantCity }
    : { name: '', city: '' };
}

function createRepo(db: CacheDb): RegisteredCounterQrRepo {
  const upsert = db.prepare(
    `INSERT INTO counter_qr_codes (correlation_id, transaction_id, pix_key, amount_cents,
       description, payload, status, created_at, cancelled_at, record_json, synced_at)
     VALUES (@correlationId, @transactionId, @key, @amountCents, @description, @payload, @status,
       @createdAt, CASE WHEN @status = 'CANCELLED' THEN @syncedAt END, @record, @syncedAt)
     ON CONFLICT (correlation_id) DO UPDATE SET
       transaction_id = excluded.transaction_id,
       pix_key = excluded.pix_key,
       amount_cents = excluded.amount_cents,
       description = excluded.description,
       payload = excluded.payload,
       status = CASE WHEN counter_qr_codes.status = 'CANCELLED' THEN 'CANCELLED'
                     ELSE excluded.status END,
       cancelled_at = coalesce(counter_qr_codes.cancelled_at, excluded.cancelled_at),
       record_json = excluded.record_json,
       synced_at = excluded.synced_at`,
  );
  const insertPayment = db.prepare(
    `INSERT INTO counter_qr_payments (end_to_end_id, correlation_id, amount_cents, paid_at,
       payer_name, synced_at)
     VALUES (@endToEndId, @correlationId, @amountCents, @paidAt, @payerName, @syncedAt)
     ON CONFLICT (end_to_end_id) DO UPDATE SET
       amount_cents = excluded.amount_cents,
       paid_at = excluded.paid_at,
       payer_name = coalesce(excluded.payer_name, counter_qr_payments.payer_name),
       synced_at = excluded.synced_at`,
  );
  const markPaymentsSynced = db.prepare(
    'UPDATE counter_qr_codes SET payments_synced_at = ? WHERE correlation_id = ?',
  );
  const one = db.prepare<[string], CodeRow>(
    `SELECT ${CODE_COLUMNS} FROM counter_qr_codes WHERE correlation_id = ?`,
  );
  const all = db.prepare<[], CodeRow>(
    `SELECT ${CODE_COLUMNS} FROM counter_qr_codes ORDER BY created_at DESC, correlation_id`,
  );
  const byTransaction = db
    .prepare<[string], string>(
      'SELECT correlation_id FROM counter_qr_codes WHERE transaction_id = ? LIMIT 1',
    )
    .pluck();
  const paymentsOf = db.prepare<[string], RegisteredCounterQrPayment>(
    `SELECT end_to_end_id AS endToEndId, amount_cents AS amountCents, paid_at AS paidAt,
       payer_name AS payerName
     FROM counter_qr_payments WHERE correlation_id = ? ORDER BY paid_at, end_to_end_id`,
  );

  const viewOf = (row: CodeRow): RegisteredCounterQr => ({
    ...row,
    merchant: merchantOf(row.payload),
    payments: paymentsOf.all(row.correlationId),
  });

  const get = (correlationId: string) => {
    const row = one.get(correlationId);
    return row && viewOf(row);
  };

  return {
    upsertCode: writeTransaction(db, (code: RegisteredCodeRow, syncedAt: string) => {
      upsert.run({
        correlationId: code.correlationId,
        transactionId: code.transactionId,
        key: code.key,
        amountCents: code.amountCents,
        description: code.description,
        payload: code.payload,
        status: code.status,
        createdAt: code.createdAt,
        record: JSON.stringify(code.record),
        syncedAt,
      });
    }),
    addPayments: writeTransaction(
      db,
      (
        correlationId: string,
        payments: readonly RegisteredCounterQrPayment[],
        syncedAt: string,
        fromBank: boolean,
      ) => {
        for (const payment of payments) insertPayment.run({ ...payment, correlationId, syncedAt });
        if (fromBank) markPaymentsSynced.run(syncedAt, correlationId);
      },
    ),
    get,
    list: () => all.all().map(viewOf),
    byTransactionId(transactionId) {
      const correlationId = byTransaction.get(transactionId);
      return correlationId === undefined ? undefined : get(correlationId);
    },
  };
}
