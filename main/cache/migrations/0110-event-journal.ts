import type { Migration } from './migration.ts';

/**
 * The journal of the bank's events (webhooks), kept as received: one row per event id, in the
 * order they arrived. A retry of the same event (same `event_id`) is not a new row.
 *
 * Append-only: a row's received content (id, type, instant, headers, raw JSON) can never be
 * changed or deleted; only what the app did with it (`applied_at`, `apply_error`) is written
 * afterwards, once, by the event's applier.
 */
export const migration0110EventJournal: Migration = {
  version: 110,
  name: 'event-journal',
  up(db) {
    db.exec(`
      CREATE TABLE event_journal (
        seq           INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id      TEXT    NOT NULL UNIQUE,
        event_type    TEXT    NOT NULL,
        received_at   TEXT    NOT NULL,
        headers_json  TEXT    NOT NULL,
        raw_json      TEXT    NOT NULL,
        applied_at    TEXT,
        apply_error   TEXT
      ) STRICT;
      CREATE INDEX event_journal_by_type ON event_journal (event_type, seq DESC);

      CREATE TRIGGER event_journal_no_delete BEFORE DELETE ON event_journal
      BEGIN
        SELECT RAISE(ABORT, 'the event journal is append-only');
      END;
      CREATE TRIGGER event_journal_as_received
      BEFORE UPDATE OF seq, event_id, event_type, received_at, headers_json, raw_json
      ON event_journal
      BEGIN
        SELECT RAISE(ABORT, 'the event journal is append-only');
      END;
    `);
  },
};
