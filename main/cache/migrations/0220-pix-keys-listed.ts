import type { Migration } from './migration.ts';

/**
 * `pix_keys` holds every key of the account as the bank last listed it, no longer only the keys
 * this computer registered (the bank has a list after all: the operator's SDK reads it, and the
 * owner needs the keys registered in the bank's own app too).
 *
 * 0080's table cannot hold a key registered elsewhere: it has no `IdempotencyKey` of ours
 * (`idempotency_key` was NOT NULL), and the bank may not say when it was registered
 * (`registered_at` was NOT NULL). SQLite cannot drop a NOT NULL, so the table is rebuilt with
 * both nullable and every row copied; a key with an `idempotency_key` is one registered from
 * here (its UNIQUE still makes one registration per key). `record` keeps the bank's entry as
 * it was listed (JSON), beside the typed columns; the rows copied get the entry they were
 * answered with, and a key registered from here has `{}` until the list is read (its answer is
 * the key and its type, both in their columns). When the list was last read whole is `sync_state` ('pix-keys', lastSyncedAt).
 */
export const migration0220PixKeysListed: Migration = {
  version: 220,
  name: 'pix-keys-listed',
  up(db) {
    db.exec(`
      CREATE TABLE pix_keys_next (
        pix_key         TEXT PRIMARY KEY,
        entry_type      TEXT NOT NULL CHECK (entry_type IN ('EVP', 'EMAIL', 'PHONE', 'DOCUMENT')),
        idempotency_key TEXT UNIQUE,
        registered_at   TEXT,
        record          TEXT NOT NULL DEFAULT '{}',
        synced_at       TEXT NOT NULL
      ) STRICT;
      INSERT INTO pix_keys_next (pix_key, entry_type, idempotency_key, registered_at, record,
                                 synced_at)
        SELECT pix_key, entry_type, idempotency_key, registered_at,
               json_object('key', pix_key, 'entryType', entry_type), synced_at
        FROM pix_keys;
      DROP TABLE pix_keys;
      ALTER TABLE pix_keys_next RENAME TO pix_keys;
      CREATE INDEX pix_keys_by_registered ON pix_keys (registered_at DESC, pix_key);
    `);
  },
};
