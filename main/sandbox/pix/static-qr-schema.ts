/** A schema step of the sandbox database (`store.ts`): registered static codes. */
export const STATIC_QR_SCHEMA = `
CREATE TABLE IF NOT EXISTS static_qr_codes (
  id             INTEGER PRIMARY KEY,
  account_id     TEXT    NOT NULL,
  correlation_id TEXT    NOT NULL,
  -- The payload's txid (62-05): how a payer's bank finds the code.
  transaction_id TEXT    NOT NULL UNIQUE,
  pix_key        TEXT    NOT NULL,
  status         TEXT    NOT NULL CHECK (status IN ('ACTIVE', 'CANCELLED')),
  created_at     TEXT    NOT NULL,
  cancelled_at   TEXT,
  record         TEXT    NOT NULL,
  UNIQUE (account_id, correlation_id)
);

CREATE TABLE IF NOT EXISTS static_qr_payments (
  end_to_end_id  TEXT    PRIMARY KEY,
  account_id     TEXT    NOT NULL,
  code_id        INTEGER NOT NULL REFERENCES static_qr_codes (id),
  amount_cents   INTEGER NOT NULL CHECK (amount_cents > 0),
  payer_name     TEXT    NOT NULL,
  payer_document TEXT    NOT NULL,
  paid_at        TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS static_qr_payments_by_code ON static_qr_payments (code_id, paid_at);
`;
