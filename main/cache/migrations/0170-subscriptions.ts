import type { Migration } from './migration.ts';

/**
 * Recurring charges (assinaturas). `subscriptions` holds what the owner set up — who pays
 * (the customer's document, and their data as saved when it was set up, used when the
 * customer is no longer saved), the kind, amount, day of month, lead days, first month and how
 * many — and whether it runs. `number` is the short number each month's "your number" carries.
 *
 * `subscription_charges` holds one row per month the app has dealt with, keyed by
 * (subscription, month): the month's identity (the charge's correlationId, derived from the
 * subscription and the month, so it is the same on every attempt), written BEFORE the charge
 * is sent; then the charge once issued, or why not. `identity` is unique: two months can never
 * share a charge. The due and issue dates are kept as they were when the row was written, so a
 * month retried later sends the same request.
 */
export const migration0170Subscriptions: Migration = {
  version: 170,
  name: 'subscriptions',
  up(db) {
    db.exec(`
      CREATE TABLE subscriptions (
        id                TEXT PRIMARY KEY,
        number            INTEGER NOT NULL UNIQUE,
        customer_document TEXT NOT NULL,
        customer_name     TEXT NOT NULL,
        customer_json     TEXT NOT NULL,
        kind              TEXT NOT NULL CHECK (kind IN ('boleto', 'boleto-pix', 'pix-due')),
        amount_cents      INTEGER NOT NULL CHECK (amount_cents > 0),
        description       TEXT,
        day_of_month      INTEGER NOT NULL CHECK (day_of_month BETWEEN 1 AND 31),
        lead_days         INTEGER NOT NULL CHECK (lead_days >= 0),
        start_month       TEXT NOT NULL,
        month_count       INTEGER CHECK (month_count IS NULL OR month_count > 0),
        status            TEXT NOT NULL CHECK (status IN ('active', 'paused', 'ended')),
        paused_on         TEXT,
        created_at        TEXT NOT NULL,
        updated_at        TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;

      CREATE INDEX subscriptions_by_customer ON subscriptions (customer_document);

      CREATE TABLE subscription_charges (
        subscription_id TEXT NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
        month           TEXT NOT NULL,
        identity        TEXT NOT NULL UNIQUE,
        state           TEXT NOT NULL CHECK (state IN ('issuing', 'issued', 'failed', 'skipped')),
        due_date        TEXT NOT NULL,
        issue_date      TEXT NOT NULL,
        charge_id       TEXT,
        issued_at       TEXT,
        issued_on       TEXT,
        on_start        INTEGER NOT NULL DEFAULT 0 CHECK (on_start IN (0, 1)),
        last_error_json TEXT,
        updated_at      TEXT NOT NULL,
        PRIMARY KEY (subscription_id, month)
      ) STRICT, WITHOUT ROWID;
    `);
  },
};
