import type { Migration } from './migration.ts';

/**
 * Payments the app made (money out), as the bank answered them, with who received the money
 * as the decoding showed it before the owner confirmed: the Sent list and the receipts read
 * this, also offline. `id` is the bank's payment id; `idempotency_key` the key it was sent with.
 */
export const migration0060SentPayments: Migration = {
  version: 60,
  name: 'sent-payments',
  up(db) {
    db.exec(`
      CREATE TABLE sent_payments (
        id                TEXT    PRIMARY KEY,
        kind              TEXT    NOT NULL CHECK (kind IN ('qr-code')),
        idempotency_key   TEXT    NOT NULL UNIQUE,
        end_to_end_id     TEXT    NOT NULL,
        status            TEXT    NOT NULL,
        amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
        receiver_name     TEXT    NOT NULL,
        receiver_document TEXT    NOT NULL,
        receiver_bank     TEXT    NOT NULL,
        receiver_key      TEXT    NOT NULL,
        description       TEXT,
        created_at        TEXT    NOT NULL,
        synced_at         TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX sent_payments_by_created ON sent_payments (created_at DESC, id);
    `);
  },
};
