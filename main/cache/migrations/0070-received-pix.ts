import type { Migration } from './migration.ts';

/**
 * Pix the account received, and the refunds the app sent of them.
 *
 * `received_pix` gathers every received Pix the app knows, by its end-to-end id: due-date
 * codes and boletos of the cache paid by Pix, the bank's list of received Pix (the local
 * sandbox), and ids pasted from the bank statement (whose amount and instant stay unknown,
 * NULL, until the bank tells them). `refunds` keeps each refund as the bank answered it, with
 * the `IdempotencyKey` it was sent with (one key, one refund) and its last status (4.10).
 * What is left to refund is computed from them, never stored.
 */
export const migration0070ReceivedPix: Migration = {
  version: 70,
  name: 'received-pix',
  up(db) {
    db.exec(`
      CREATE TABLE received_pix (
        end_to_end_id  TEXT    PRIMARY KEY,
        source         TEXT    NOT NULL
                       CHECK (source IN ('due-date', 'immediate', 'boleto', 'qr-code',
                                         'transfer', 'pasted')),
        amount_cents   INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0),
        payer_name     TEXT,
        payer_document TEXT,
        paid_at        TEXT,
        reference      TEXT,
        description    TEXT,
        synced_at      TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX received_pix_by_paid_at ON received_pix (paid_at DESC, end_to_end_id);

      CREATE TABLE refunds (
        id                     TEXT    PRIMARY KEY,
        idempotency_key        TEXT    NOT NULL UNIQUE,
        original_end_to_end_id TEXT    NOT NULL,
        amount_cents           INTEGER NOT NULL CHECK (amount_cents > 0),
        status                 TEXT    NOT NULL
                               CHECK (status IN ('processing', 'completed', 'failed')),
        failure_reason         TEXT,
        description            TEXT,
        created_at             TEXT    NOT NULL,
        synced_at              TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX refunds_by_original ON refunds (original_end_to_end_id, created_at);
    `);
  },
};
