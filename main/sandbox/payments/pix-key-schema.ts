/**
 * Schema step of the sandbox database: every deletion of a Pix key, kept. The keys themselves
 * live in `pix_keys` (the money-out step); a deleted key leaves that table and is written here,
 * so the bank's own record says how many times each key was deleted (a test counts it there:
 * a deletion sent twice with the same `IdempotencyKey` is one row). `IF NOT EXISTS`: a database
 * taken back to an earlier version by hand (tests do) may still hold the table.
 */
export const PIX_KEY_DELETIONS_SCHEMA = `
CREATE TABLE IF NOT EXISTS pix_key_deletions (
  id              INTEGER PRIMARY KEY,
  account_id      TEXT NOT NULL,
  pix_key         TEXT NOT NULL,
  entry_type      TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  deleted_at      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS pix_key_deletions_by_key ON pix_key_deletions (account_id, pix_key);
`;
