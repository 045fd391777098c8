import type { Migration } from './migration.ts';

/**
 * Counter QRs registered with the bank: `counter_qr_codes`, one row per code by its
 * correlationId (Balcão's identity for it at the bank), with the bank's record as JSON beside
 * the columns the screens list by; and `counter_qr_payments`, every Pix the bank listed as
 * paying one (a static code is paid as often as customers come). The same Pix is in
 * `received_pix` too, where Received and the statement read it.
 */
export const migration0250CounterQrRegistered: Migration = {
  version: 250,
  name: 'counter-qr-registered',
  up(db) {
    db.exec(`
      CREATE TABLE counter_qr_codes (
        correlation_id     TEXT    PRIMARY KEY,
        transaction_id     TEXT    NOT NULL,
        pix_key            TEXT    NOT NULL,
        amount_cents       INTEGER CHECK (amount_cents IS NULL OR amount_cents > 0),
        description        TEXT,
        payload            TEXT    NOT NULL,
        status             TEXT    NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED')),
        created_at         TEXT    NOT NULL,
        cancelled_at       TEXT,
        record_json        TEXT    NOT NULL,
        synced_at          TEXT    NOT NULL,
        payments_synced_at TEXT
      ) STRICT;
      -- The list, newest first.
      CREATE INDEX counter_qr_codes_by_created ON counter_qr_codes (created_at);
      -- A Pix paid by scanning one: found by the txid its payload carries.
      CREATE INDEX counter_qr_codes_by_transaction ON counter_qr_codes (transaction_id);

      CREATE TABLE counter_qr_payments (
        end_to_end_id  TEXT    PRIMARY KEY,
        correlation_id TEXT    NOT NULL REFERENCES counter_qr_codes (correlation_id),
        amount_cents   INTEGER NOT NULL CHECK (amount_cents > 0),
        paid_at        TEXT    NOT NULL,
        payer_name     TEXT,
        synced_at      TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX counter_qr_payments_by_code ON counter_qr_payments (correlation_id, paid_at);
    `);
  },
};
