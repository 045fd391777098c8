import type { Migration } from './migration.ts';

/**
 * Boletos, the outbox and the sync bookkeeping.
 *
 * `boletos.id` is an INTEGER PRIMARY KEY (the rowid) and `correlation_id` a UNIQUE NOT NULL
 * key: on a rowid table a TEXT primary key is a unique index anyway, and an explicit integer
 * key is what keeps rowids stable across VACUUM, which the full-text index (0020) joins on.
 *
 * STRICT tables refuse a REAL in an INTEGER column, so a float can never land in
 * `amount_cents` (money-safety rule).
 */
export const migration0010Init: Migration = {
  version: 10,
  name: 'init',
  up(db) {
    db.exec(`
      CREATE TABLE boletos (
        id             INTEGER PRIMARY KEY,
        correlation_id TEXT    NOT NULL UNIQUE,
        type           TEXT    NOT NULL,
        status         TEXT    NOT NULL,
        amount_cents   INTEGER NOT NULL,
        due_date       TEXT    NOT NULL,
        payer_name     TEXT    NOT NULL,
        payer_document TEXT    NOT NULL,
        your_number    TEXT    NOT NULL,
        our_number     TEXT    NOT NULL,
        digitable_line TEXT    NOT NULL,
        created_at     TEXT    NOT NULL,
        updated_at     TEXT    NOT NULL,
        paid_at        TEXT,
        record_json    TEXT    NOT NULL,
        record_hash    TEXT    NOT NULL,
        synced_at      TEXT    NOT NULL
      ) STRICT;

      -- Keyset paging reads these in order; the correlation id breaks ties so that a page
      -- boundary is a single point.
      CREATE INDEX boletos_by_due_date   ON boletos (due_date, correlation_id);
      CREATE INDEX boletos_by_created_at ON boletos (created_at, correlation_id);
      CREATE INDEX boletos_by_amount     ON boletos (amount_cents, correlation_id);
      -- Totals by status and "oldest pending" (sync) read only this index.
      CREATE INDEX boletos_by_status     ON boletos (status, created_at, amount_cents);

      CREATE TABLE outbox (
        id              TEXT PRIMARY KEY,
        kind            TEXT NOT NULL,
        identity        TEXT NOT NULL UNIQUE,
        payload_json    TEXT NOT NULL,
        state           TEXT NOT NULL,
        summary_json    TEXT NOT NULL,
        last_error_json TEXT,
        created_at      TEXT NOT NULL,
        updated_at      TEXT NOT NULL
      ) STRICT;
      CREATE INDEX outbox_by_state ON outbox (state, created_at);

      CREATE TABLE sync_state (
        resource TEXT NOT NULL,
        key      TEXT NOT NULL,
        value    TEXT NOT NULL,
        PRIMARY KEY (resource, key)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
