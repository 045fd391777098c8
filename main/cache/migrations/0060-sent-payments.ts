import type { Migration } from './migration.ts';
import { sentPaymentsTable } from './sent-payments-table.ts';

/**
 * Payments the app made (money out), as the bank answered them, with who received the money
 * as the decoding showed it before the owner confirmed: the Sent list and the receipts read
 * this, also offline. `id` is the bank's payment id; `idempotency_key` the key it was sent with.
 */
export const migration0060SentPayments: Migration = {
  version: 60,
  name: 'sent-payments',
  up(db) {
    const table = sentPaymentsTable('sent_payments', 60);
    db.exec(`
      ${table}
      CREATE INDEX sent_payments_by_created ON sent_payments (created_at DESC, id);
    `);
  },
};
