import type { Migration } from './migration.ts';

/**
 * Pix keys and split configurations the app registered. The bank offers no list or read of
 * either, so this cache keeps every answer it gave: it is the only record the owner has here.
 *
 * - `pix_keys`: one row per key the bank registered, with the `IdempotencyKey` it was sent
 *   with (one registration per key: a resend of the same intent answers the same key).
 * - `split_configurations`: the whole configuration as last answered (`record`, the app's
 *   shape), beside the columns the list needs; `split_instructions`: its instructions, typed,
 *   replaced together with the configuration on every answer.
 */
export const migration0080PixKeysAndSplit: Migration = {
  version: 80,
  name: 'pix-keys-and-split',
  up(db) {
    db.exec(`
      CREATE TABLE pix_keys (
        pix_key         TEXT PRIMARY KEY,
        entry_type      TEXT NOT NULL CHECK (entry_type IN ('EVP', 'EMAIL', 'PHONE', 'DOCUMENT')),
        idempotency_key TEXT NOT NULL UNIQUE,
        registered_at   TEXT NOT NULL,
        synced_at       TEXT NOT NULL
      ) STRICT;
      CREATE INDEX pix_keys_by_registered ON pix_keys (registered_at DESC, pix_key);

      CREATE TABLE split_configurations (
        id                  INTEGER PRIMARY KEY,
        bank_account_number TEXT    NOT NULL,
        created_at          TEXT    NOT NULL,
        updated_at          TEXT    NOT NULL,
        record              TEXT    NOT NULL,
        synced_at           TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX split_configurations_by_account
        ON split_configurations (bank_account_number, created_at DESC, id DESC);

      CREATE TABLE split_instructions (
        id                 INTEGER PRIMARY KEY,
        configuration_id   INTEGER NOT NULL REFERENCES split_configurations (id) ON DELETE CASCADE,
        rule_type          TEXT    NOT NULL CHECK (rule_type IN ('PERCENTAGE', 'FIXED')),
        percent            REAL,
        amount_cents       INTEGER CHECK (amount_cents IS NULL OR amount_cents >= 0),
        transfer_type      TEXT    NOT NULL,
        beneficiary_number TEXT    NOT NULL,
        holder_name        TEXT,
        synced_at          TEXT    NOT NULL,
        CHECK ((rule_type = 'PERCENTAGE') = (percent IS NOT NULL)),
        CHECK ((rule_type = 'FIXED') = (amount_cents IS NOT NULL))
      ) STRICT;
      CREATE INDEX split_instructions_by_configuration ON split_instructions (configuration_id, id);
    `);
  },
};
