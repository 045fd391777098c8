import type { Migration } from './migration.ts';

/**
 * `reminders`: the reminders the owner sent a customer, one row per charge and São Paulo
 * calendar day — the key — so a charge is recorded once a day whatever is clicked; a second
 * message the same day (the owner asked for it) updates that row's time and channel.
 *
 * A charge is named by its kind and correlationId, its identity at the bank, not by the row id
 * of `charges`: the list index is rebuilt from the kinds' rows, the identity never changes.
 * The key's order serves "the latest reminder of this charge" as one seek backwards.
 */
export const migration0160Reminders: Migration = {
  version: 160,
  name: 'reminders',
  up(db) {
    db.exec(`
      CREATE TABLE reminders (
        charge_kind    TEXT NOT NULL CHECK (charge_kind IN ('boleto', 'pix-due-date')),
        correlation_id TEXT NOT NULL,
        day            TEXT NOT NULL,
        channel        TEXT NOT NULL CHECK (channel IN ('whatsapp', 'email')),
        reminded_at    TEXT NOT NULL,
        PRIMARY KEY (charge_kind, correlation_id, day)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
