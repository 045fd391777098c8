import type { Migration } from './migration.ts';
import { sentPaymentsTable } from './sent-payments-table.ts';

/** A schema object that goes with `sent_payments` when the table is dropped. */
interface Dependent {
  type: 'index' | 'trigger';
  name: string;
  sql: string;
}

/**
 * Supplier boletos the owner paid join the payments made in `sent_payments` (one Sent list, one
 * statement source, one alert rule): `kind` takes `boleto`. For a boleto the row names the
 * beneficiary as the receiver, its issuing bank as the receiver's bank, its digitable line as
 * the key, and keeps `end_to_end_id` empty (a boleto payment has none). What only a boleto has
 * — its line and bar code, due date, the bank's calculation of what it asked — is kept beside it
 * in `sent_boletos`, by the payment's id, for its receipt.
 *
 * SQLite cannot change a CHECK, so the table is rebuilt with its rows the SQLite way: the
 * triggers and indexes on it (the statement's, the alerts') are read from the schema as written,
 * the triggers dropped first so the move writes nothing through them, and all made again on the
 * new table. `legacy_alter_table` keeps the rename from rewriting (or checking) the triggers of
 * other tables that read `sent_payments` by name: the name they read is the same after it.
 */
export const migration0230SentBoletos: Migration = {
  version: 230,
  name: 'sent-boletos',
  up(db) {
    const dependents = db
      .prepare<[], Dependent>(
        `SELECT type, name, sql FROM sqlite_schema
         WHERE tbl_name = 'sent_payments' AND type IN ('index', 'trigger') AND sql IS NOT NULL
         ORDER BY type DESC, rowid`,
      )
      .all();
    for (const trigger of dependents.filter((d) => d.type === 'trigger')) {
      db.exec(`DROP TRIGGER "${trigger.name}"`);
    }
    const table = sentPaymentsTable('sent_payments_next', 230);
    const legacy = db.pragma('legacy_alter_table', { simple: true }) as number;
    db.pragma('legacy_alter_table = ON');
    try {
      db.exec(`
        ${table}
        INSERT INTO sent_payments_next (id, kind, client_identity, end_to_end_id, status,
          amount_cents, receiver_name, receiver_document, receiver_bank, receiver_key,
          description, failure_reason, created_at, synced_at)
        SELECT id, kind, client_identity, end_to_end_id, status, amount_cents, receiver_name,
          receiver_document, receiver_bank, receiver_key, description, failure_reason, created_at,
          synced_at
        FROM sent_payments;
        DROP TABLE sent_payments;
        ALTER TABLE sent_payments_next RENAME TO sent_payments;
      `);
    } finally {
      db.pragma(`legacy_alter_table = ${legacy ? 'ON' : 'OFF'}`);
    }
    for (const dependent of dependents) db.exec(dependent.sql);

    db.exec(`
      CREATE TABLE sent_boletos (
        payment_id             TEXT    PRIMARY KEY,
        digitable_line         TEXT    NOT NULL,
        bar_code               TEXT    NOT NULL,
        due_date               TEXT,
        original_cents         INTEGER NOT NULL CHECK (original_cents >= 0),
        rebate_cents           INTEGER NOT NULL CHECK (rebate_cents >= 0),
        discount_cents         INTEGER NOT NULL CHECK (discount_cents >= 0),
        fine_cents             INTEGER NOT NULL CHECK (fine_cents >= 0),
        interest_cents         INTEGER NOT NULL CHECK (interest_cents >= 0),
        total_cents            INTEGER NOT NULL CHECK (total_cents >= 0),
        beneficiary_trade_name TEXT,
        payer_name             TEXT,
        issuer                 TEXT
      ) STRICT;
    `);
  },
};
