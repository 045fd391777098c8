import type Database from 'better-sqlite3';

/**
 * The boletos the sandbox account paid (bill payments), in the sandbox's SQLite file: the bar
 * code paid, how much, what became of it, and the answer as the bank gave it. A boleto is paid
 * once: a partial unique index holds at most one completed payment per bar code, so no path
 * through the routes can pay it twice.
 */

/**
 * Schema step of the sandbox database: bill payments. `IF NOT EXISTS`: a database taken back to
 * an earlier version by hand (tests do) may still hold the table.
 */
export const BILL_PAYMENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS bill_payments (
  id           TEXT    PRIMARY KEY,
  account_id   TEXT    NOT NULL,
  bar_code     TEXT    NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  -- COMPLETED, or FAILED (the magic amount): a failed one paid nothing.
  status       TEXT    NOT NULL CHECK (status IN ('COMPLETED', 'FAILED')),
  created_at   TEXT    NOT NULL,
  record       TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS bill_payments_by_bar_code ON bill_payments (account_id, bar_code);
CREATE UNIQUE INDEX IF NOT EXISTS bill_payments_paid_once ON bill_payments (account_id, bar_code)
  WHERE status = 'COMPLETED';
`;

/** One payment as the store keeps it. */
export interface StoredBillPayment {
  id: string;
  barCode: string;
  amountCents: number;
  status: 'COMPLETED' | 'FAILED';
  createdAt: string;
  /** The answer the bank gave, as JSON. */
  record: unknown;
}

/** Queries on `bill_payments`, on the store's connection (`store.db`). */
export function billPaymentStore(db: Database.Database) {
  return {
    /** Whether the boleto with this bar code was already paid by the account. */
    isPaid(accountId: string, barCode: string): boolean {
      return (
        db
          .prepare(
            `SELECT 1 FROM bill_payments
             WHERE account_id = ? AND bar_code = ? AND status = 'COMPLETED'`,
          )
          .get(accountId, barCode) !== undefined
      );
    },

    /** Adds a payment; false when the boleto already has a completed one. */
    add(accountId: string, payment: StoredBillPayment): boolean {
      return (
        db
          .prepare(
            `INSERT INTO bill_payments (id, account_id, bar_code, amount_cents, status, created_at,
                                        record)
             VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          )
          .run(
            payment.id,
            accountId,
            payment.barCode,
            payment.amountCents,
            payment.status,
            payment.createdAt,
            JSON.stringify(payment.record),
          ).changes === 1
      );
    },

    /**
     * How many completed payments of boletos whose free field (bar code digits 20–44) starts
     * with `prefix`: one demo supplier's boletos.
     */
    countPaidWithFreeField(accountId: string, prefix: string): number {
      return db
        .prepare(
          `SELECT count(*) FROM bill_payments
           WHERE account_id = ? AND status = 'COMPLETED' AND substr(bar_code, 20, ?) = ?`,
        )
        .pluck()
        .get(accountId, prefix.length, prefix) as number;
    },
  };
}
