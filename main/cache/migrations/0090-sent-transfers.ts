import type { Migration } from './migration.ts';
import { sentPaymentsTable } from './sent-payments-table.ts';

/**
 * Transfers to a Pix key join the payments made in `sent_payments` (one Sent list). A transfer
 * has no idempotency key: the client identity kept with it is its stored intent id, so
 * `idempotency_key` becomes `client_identity`; a failed transfer keeps the bank's reason.
 * SQLite cannot change a CHECK, so the table is rebuilt with its rows.
 */
export const migration0090SentTransfers: Migration = {
  version: 90,
  name: 'sent-transfers',
  up(db) {
    const table = sentPaymentsTable('sent_payments_next', 90);
    db.exec(`
      ${table}
      INSERT INTO sent_payments_next (id, kind, client_identity, end_to_end_id, status,
        amount_cents, receiver_name, receiver_document, receiver_bank, receiver_key, description,
        failure_reason, created_at, synced_at)
      SELECT id, kind, idempotency_key, end_to_end_id, status, amount_cents, receiver_name,
        receiver_document, receiver_bank, receiver_key, description, NULL, created_at, synced_at
      FROM sent_payments;
      DROP TABLE sent_payments;
      ALTER TABLE sent_payments_next RENAME TO sent_payments;
      CREATE INDEX sent_payments_by_created ON sent_payments (created_at DESC, id);
    `);
  },
};
