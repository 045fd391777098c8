import type { Migration } from './migration.ts';

/**
 * The log of every money-out action (payments, transfers, refunds), written by the write
 * pipeline: when, what, to whom, how much, and what became of it. One row per action, its
 * result moved on as it is learnt (`sending` → `sent` | `refused` | `unknown` → `resolved`).
 * `day` is the São Paulo calendar day of `at`: the owner's daily limit counts by it.
 */
export const migration0095MoneyOutActivity: Migration = {
  version: 95,
  name: 'money-out-activity',
  up(db) {
    db.exec(`
      CREATE TABLE money_out_activity (
        id           INTEGER PRIMARY KEY,
        at           TEXT    NOT NULL,
        day          TEXT    NOT NULL,
        kind         TEXT    NOT NULL,
        identity     TEXT    NOT NULL,
        label        TEXT    NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
        result       TEXT    NOT NULL
                     CHECK (result IN ('sending', 'sent', 'refused', 'unknown', 'resolved')),
        reason       TEXT,
        resolution   TEXT    CHECK (resolution IN ('confirmed', 'discarded')),
        updated_at   TEXT    NOT NULL
      ) STRICT;
      CREATE INDEX money_out_activity_by_day ON money_out_activity (day, result);
      CREATE INDEX money_out_activity_by_identity ON money_out_activity (identity);
    `);
  },
};
