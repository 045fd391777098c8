import type Database from 'better-sqlite3';
import type { SandboxStore } from '../store.ts';

/**
 * The counter QRs the sandbox bank registered (static codes it issues and lists the payments
 * of) and the Pix that paid them: a static code is paid as often as customers come, so its
 * payments are rows of their own, never a status of the code. Their tables: `static-qr-schema.ts`.
 */

/** What the bank keeps of a registered code: the create's fields, with its status. */
export interface StaticQrRecord {
  transactionId: string;
  correlationId: string;
  /** Reais, or null: the payer types the amount. */
  amount: number | null;
  pixKey: string;
  beneficiaryName: string;
  beneficiaryIspb: string;
  additionalInfo: string | null;
  ispbPss: string | null;
  createdAt: string;
  updatedAt: string;
  payloadPix: string;
  status: 'ACTIVE' | 'CANCELLED';
}

export interface StoredStaticQr {
  rowId: number;
  record: StaticQrRecord;
}

/** A Pix that paid a registered code; cents, payer document in clear. */
export interface StaticQrPaymentRow {
  endToEndId: string;
  correlationId: string;
  amountCents: number;
  payer: { name: string; document: string };
  paidAt: string;
}

interface CodeRow {
  id: number;
  status: 'ACTIVE' | 'CANCELLED';
  record: string;
}

/** Queries on the registered static codes; one per store, sharing its connection. */
export class StaticQrStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** Inserts a code; false when the account already used its correlationId. */
  insert(accountId: string, record: StaticQrRecord): boolean {
    return (
      this.#db
        .prepare(
          `INSERT INTO static_qr_codes (account_id, correlation_id, transaction_id, pix_key, status,
                                        created_at, record)
           VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (account_id, correlation_id) DO NOTHING`,
        )
        .run(
          accountId,
          record.correlationId,
          record.transactionId,
          record.pixKey,
          record.status,
          record.createdAt,
          JSON.stringify(record),
        ).changes === 1
    );
  }

  /** The account's code with this correlationId or transactionId. */
  find(accountId: string, identifier: string): StoredStaticQr | undefined {
    const row = this.#db
      .prepare(
        `SELECT id, status, record FROM static_qr_codes
         WHERE account_id = ? AND (correlation_id = ? OR transaction_id = ?) LIMIT 1`,
      )
      .get(accountId, identifier, identifier) as CodeRow | undefined;
    return row && storedOf(row);
  }

  /** The account's code whose payload carries this txid. */
  findByTransactionId(accountId: string, transactionId: string): StoredStaticQr | undefined {
    const row = this.#db
      .prepare(
        'SELECT id, status, record FROM static_qr_codes WHERE account_id = ? AND transaction_id = ?',
      )
      .get(accountId, transactionId) as CodeRow | undefined;
    return row && storedOf(row);
  }

  /**
   * Cancels an `ACTIVE` code. False (nothing written) when it is not `ACTIVE` any more, so two
   * cancels of one code cannot both land.
   */
  cancel(rowId: number, at: string): boolean {
    return (
      this.#db
        .prepare(
          `UPDATE static_qr_codes
           SET status = 'CANCELLED', cancelled_at = ?,
               record = json_set(record, '$.status', 'CANCELLED', '$.updatedAt', ?)
           WHERE id = ? AND status = 'ACTIVE'`,
        )
        .run(at, at, rowId).changes === 1
    );
  }

  /**
   * Records a payment of an `ACTIVE` code. False (nothing written) when the code is cancelled,
   * so a payment and a cancel of one code cannot both land.
   */
  recordPayment(accountId: string, rowId: number, payment: StaticQrPaymentRow): boolean {
    return this.#db.transaction(() => {
      const active = this.#db
        .prepare(`SELECT 1 FROM static_qr_codes WHERE id = ? AND status = 'ACTIVE'`)
        .get(rowId);
      if (!active) return false;
      this.#db
        .prepare(
          `INSERT INTO static_qr_payments (end_to_end_id, account_id, code_id, amount_cents,
                                           payer_name, payer_document, paid_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          payment.endToEndId,
          accountId,
          rowId,
          payment.amountCents,
          payment.payer.name,
          payment.payer.document,
          payment.paidAt,
        );
      return true;
    })();
  }

  /** The payments of a code, oldest first. */
  payments(rowId: number, correlationId: string): StaticQrPaymentRow[] {
    const rows = this.#db
      .prepare(
        `SELECT end_to_end_id AS endToEndId, amount_cents AS amountCents, payer_name AS name,
                payer_document AS document, paid_at AS paidAt
         FROM static_qr_payments WHERE code_id = ? ORDER BY paid_at, rowid`,
      )
      .all(rowId) as {
      endToEndId: string;
      amountCents: number;
      name: string;
      document: string;
      paidAt: string;
    }[];
    return rows.map((row) => ({
      endToEndId: row.endToEndId,
      correlationId,
      amountCents: row.amountCents,
      payer: { name: row.name, document: row.document },
      paidAt: row.paidAt,
    }));
  }
}

function storedOf(row: CodeRow): StoredStaticQr {
  const record = JSON.parse(row.record) as StaticQrRecord;
  return { rowId: row.id, record: { ...record, status: row.status } };
}

const stores = new WeakMap<SandboxStore, StaticQrStore>();

/** The registered static codes of `store`; one per store. */
export function staticQrStore(store: SandboxStore): StaticQrStore {
  let found = stores.get(store);
  if (!found) {
    found = new StaticQrStore(store.db);
    stores.set(store, found);
  }
  return found;
}
