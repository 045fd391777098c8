/**
 * Schema step of the sandbox database for split configurations, webhook registrations, the
 * events the bank emitted and their deliveries (every attempt kept: the delivery log).
 * `IF NOT EXISTS`: a database taken back to an earlier version by hand (tests do) may still
 * hold these tables, and the step must not fail on them.
 */
export const EVENTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS split_configurations (
  id          INTEGER PRIMARY KEY,
  account_id  TEXT    NOT NULL,
  bank_account_number TEXT NOT NULL,
  created_at  TEXT    NOT NULL,
  updated_at  TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS split_configurations_by_account ON split_configurations (bank_account_number, id);

CREATE TABLE IF NOT EXISTS split_instructions (
  id               INTEGER PRIMARY KEY,
  configuration_id INTEGER NOT NULL REFERENCES split_configurations (id),
  -- The instruction's API record (2.8) without its ids.
  record           TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS split_instructions_by_configuration ON split_instructions (configuration_id, id);

CREATE TABLE IF NOT EXISTS webhooks (
  id         TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  record     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS webhooks_by_type ON webhooks (account_id, event_type);

CREATE TABLE IF NOT EXISTS webhook_events (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL,
  event_type  TEXT NOT NULL,
  occurred_at TEXT NOT NULL,
  body        TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id            INTEGER PRIMARY KEY,
  event_id      TEXT    NOT NULL REFERENCES webhook_events (id),
  webhook_id    TEXT    NOT NULL,
  -- pending → delivered | failed (attempts used up) | dropped (webhook deleted meanwhile)
  state         TEXT    NOT NULL,
  attempts      INTEGER NOT NULL DEFAULT 0,
  -- Wall-clock milliseconds of the next attempt (the sandbox clock may be frozen in tests).
  next_attempt_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (state, next_attempt_at);

CREATE TABLE IF NOT EXISTS webhook_delivery_attempts (
  id           INTEGER PRIMARY KEY,
  delivery_id  INTEGER NOT NULL REFERENCES webhook_deliveries (id),
  attempt      INTEGER NOT NULL,
  url          TEXT    NOT NULL,
  started_at   TEXT    NOT NULL,
  duration_ms  INTEGER NOT NULL,
  status_code  INTEGER,
  error        TEXT
);
CREATE INDEX IF NOT EXISTS webhook_delivery_attempts_by_delivery ON webhook_delivery_attempts (delivery_id);
`;
