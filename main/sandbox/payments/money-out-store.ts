import type Database from 'better-sqlite3';

/**
 * The sandbox bank's money-out and reversal state, in the sandbox's SQLite file: every Pix the
 * account received (the ledger refunds check against), decodes and their single-use end-to-end
 * ids, payments of decoded codes, transfers to keys, refunds, Pix keys, the demo receivers'
 * dynamic codes, and the answers kept for idempotency keys. Amounts in cents.
 */

/** Schema step of the sandbox database: money out, refunds, Pix keys. */
export const MONEY_OUT_SCHEMA = `
CREATE TABLE pix_ledger (
  end_to_end_id  TEXT    PRIMARY KEY,
  account_id     TEXT    NOT NULL,
  -- QR_CODE (a code of the account paid), BOLETO (a boleto paid by Pix), RECEIVE (sandbox tool).
  source         TEXT    NOT NULL,
  amount_cents   INTEGER NOT NULL,
  payer_name     TEXT    NOT NULL,
  payer_document TEXT    NOT NULL,
  paid_at        TEXT    NOT NULL,
  description    TEXT,
  -- The transactionId of the code or the correlationId of the boleto.
  reference      TEXT
);
CREATE INDEX pix_ledger_by_paid ON pix_ledger (account_id, paid_at);

CREATE TABLE idempotent_answers (
  account_id TEXT    NOT NULL,
  scope      TEXT    NOT NULL,
  idem_key   TEXT    NOT NULL,
  body_hash  TEXT    NOT NULL,
  status     INTEGER NOT NULL,
  answer     TEXT    NOT NULL,
  PRIMARY KEY (account_id, scope, idem_key)
);

CREATE TABLE qr_decodes (
  end_to_end_id TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL,
  captured_at   TEXT NOT NULL,
  -- What the decode found (target), as JSON; used_by: the payment that spent the id.
  target        TEXT NOT NULL,
  used_by       TEXT
);

CREATE TABLE qr_payments (
  id            TEXT    PRIMARY KEY,
  account_id    TEXT    NOT NULL,
  end_to_end_id TEXT    NOT NULL UNIQUE,
  created_at    TEXT    NOT NULL,
  record        TEXT    NOT NULL
);

CREATE TABLE key_transfers (
  id             TEXT    PRIMARY KEY,
  account_id     TEXT    NOT NULL,
  end_to_end_id  TEXT    NOT NULL UNIQUE,
  pix_key        TEXT    NOT NULL,
  amount_cents   INTEGER NOT NULL,
  description    TEXT,
  created_at     TEXT    NOT NULL,
  failure_reason TEXT
);

CREATE TABLE refunds (
  id              TEXT    PRIMARY KEY,
  account_id      TEXT    NOT NULL,
  original_id     TEXT    NOT NULL,
  amount_cents    INTEGER NOT NULL,
  external_id     TEXT,
  description     TEXT,
  idempotency_key TEXT    NOT NULL,
  created_at      TEXT    NOT NULL,
  failure_reason  TEXT
);
CREATE INDEX refunds_by_original ON refunds (account_id, original_id);

CREATE TABLE pix_keys (
  pix_key         TEXT PRIMARY KEY,
  account_id      TEXT NOT NULL,
  entry_type      TEXT NOT NULL,
  created_at      TEXT NOT NULL
);

CREATE TABLE demo_receiver_codes (
  location       TEXT    PRIMARY KEY,
  receiver_id    TEXT    NOT NULL,
  transaction_id TEXT    NOT NULL UNIQUE,
  amount_cents   INTEGER NOT NULL,
  status         TEXT    NOT NULL,
  created_at     TEXT    NOT NULL,
  expires_at     TEXT    NOT NULL
);
CREATE INDEX demo_receiver_codes_by_receiver ON demo_receiver_codes (receiver_id, status);
`;

/** A Pix the account received, from any source. */
export interface LedgerEntry {
  endToEndId: string;
  source: 'QR_CODE' | 'BOLETO' | 'RECEIVE';
  amountCents: number;
  payer: { name: string; document: string };
  /** ISO instant. */
  paidAt: string;
  description?: string | undefined;
  reference?: string | undefined;
}

export interface StoredRefund {
  id: string;
  originalId: string;
  amountCents: number;
  externalId: string | null;
  idempotencyKey: string;
  createdAt: string;
  failureReason: string | null;
}

export interface StoredKeyTransfer {
  id: string;
  endToEndId: string;
  key: string;
  amountCents: number;
  createdAt: string;
  failureReason: string | null;
}

export interface DemoCodeRow {
  location: string;
  receiverId: string;
  transactionId: string;
  amountCents: number;
  status: 'ACTIVE' | 'CONCLUDED';
  createdAt: string;
  expiresAt: string;
}

interface LedgerRow {
  end_to_end_id: string;
  source: LedgerEntry['source'];
  amount_cents: number;
  payer_name: string;
  payer_document: string;
  paid_at: string;
  description: string | null;
  reference: string | null;
}

/** Queries on the money-out tables. One instance per store, sharing its connection. */
export class MoneyOutStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** Runs `work` in one write transaction. */
  transaction<T>(work: () => T): T {
    return this.#db.transaction(work)();
  }

  // --- received Pix ------------------------------------------------------------------------

  /** Adds a received Pix; false when its end-to-end id is already in the ledger. */
  addReceived(accountId: string, entry: LedgerEntry): boolean {
    return (
      this.#db
        .prepare(
          `INSERT INTO pix_ledger (end_to_end_id, account_id, source, amount_cents, payer_name,
                                   payer_document, paid_at, description, reference)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        )
        .run(
          entry.endToEndId,
          accountId,
          entry.source,
          entry.amountCents,
          entry.payer.name,
          entry.payer.document,
          entry.paidAt,
          entry.description ?? null,
          entry.reference ?? null,
        ).changes === 1
    );
  }

  findReceived(accountId: string, endToEndId: string): LedgerEntry | undefined {
    const row = this.#db
      .prepare('SELECT * FROM pix_ledger WHERE account_id = ? AND end_to_end_id = ?')
      .get(accountId, endToEndId) as LedgerRow | undefined;
    return row && ledgerEntryOf(row);
  }

  /** The account's received Pix, newest first. */
  listReceived(accountId: string, limit: number): LedgerEntry[] {
    const rows = this.#db
      .prepare('SELECT * FROM pix_ledger WHERE account_id = ? ORDER BY paid_at DESC LIMIT ?')
      .all(accountId, limit) as LedgerRow[];
    return rows.map(ledgerEntryOf);
  }

  // --- idempotency -------------------------------------------------------------------------

  findAnswer(
    accountId: string,
    scope: string,
    key: string,
  ): { bodyHash: string; status: number; answer: string } | undefined {
    const row = this.#db
      .prepare(
        'SELECT body_hash, status, answer FROM idempotent_answers WHERE account_id = ? AND scope = ? AND idem_key = ?',
      )
      .get(accountId, scope, key) as
      { body_hash: string; status: number; answer: string } | undefined;
    return row && { bodyHash: row.body_hash, status: row.status, answer: row.answer };
  }

  keepAnswer(
    accountId: string,
    scope: string,
    key: string,
    bodyHash: string,
    status: number,
    answer: string,
  ): void {
    this.#db
      .prepare(
        `INSERT INTO idempotent_answers (account_id, scope, idem_key, body_hash, status, answer)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(accountId, scope, key, bodyHash, status, answer);
  }

  // --- decodes and payments of decoded codes -----------------------------------------------

  addDecode(accountId: string, endToEndId: string, capturedAt: string, target: unknown): void {
    this.#db
      .prepare(
        'INSERT INTO qr_decodes (end_to_end_id, account_id, captured_at, target) VALUES (?, ?, ?, ?)',
      )
      .run(endToEndId, accountId, capturedAt, JSON.stringify(target));
  }

  findDecode(
    accountId: string,
    endToEndId: string,
  ): { capturedAt: string; target: unknown; usedBy: string | null } | undefined {
    const row = this.#db
      .prepare(
        'SELECT captured_at, target, used_by FROM qr_decodes WHERE account_id = ? AND end_to_end_id = ?',
      )
      .get(accountId, endToEndId) as
      { captured_at: string; target: string; used_by: string | null } | undefined;
    return (
      row && {
        capturedAt: row.captured_at,
        target: JSON.parse(row.target) as unknown,
        usedBy: row.used_by,
      }
    );
  }

  /** Spends a decode's end-to-end id; false when another payment already did. */
  useDecode(endToEndId: string, paymentId: string): boolean {
    return (
      this.#db
        .prepare('UPDATE qr_decodes SET used_by = ? WHERE end_to_end_id = ? AND used_by IS NULL')
        .run(paymentId, endToEndId).changes === 1
    );
  }

  addQrPayment(
    accountId: string,
    id: string,
    endToEndId: string,
    createdAt: string,
    record: unknown,
  ): void {
    this.#db
      .prepare(
        'INSERT INTO qr_payments (id, account_id, end_to_end_id, created_at, record) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, accountId, endToEndId, createdAt, JSON.stringify(record));
  }

  /**
   * Rewrites a v2 transfer's record (a scheduled one that ran or was cancelled); `createdAt` is
   * when its money left, what the settlement sweep counts from.
   */
  replaceQrPayment(accountId: string, id: string, createdAt: string, record: unknown): void {
    this.#db
      .prepare('UPDATE qr_payments SET created_at = ?, record = ? WHERE account_id = ? AND id = ?')
      .run(createdAt, JSON.stringify(record), accountId, id);
  }

  findQrPayment(accountId: string, id: string): unknown {
    const record = this.#db
      .prepare('SELECT record FROM qr_payments WHERE account_id = ? AND id = ?')
      .pluck()
      .get(accountId, id) as string | undefined;
    return record === undefined ? undefined : (JSON.parse(record) as unknown);
  }

  // --- transfers to keys -------------------------------------------------------------------

  addKeyTransfer(accountId: string, t: StoredKeyTransfer, description: string | undefined): void {
    this.#db
      .prepare(
        `INSERT INTO key_transfers (id, account_id, end_to_end_id, pix_key, amount_cents,
                                    description, created_at, failure_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        t.id,
        accountId,
        t.endToEndId,
        t.key,
        t.amountCents,
        description ?? null,
        t.createdAt,
        t.failureReason,
      );
  }

  findKeyTransfer(accountId: string, id: string): StoredKeyTransfer | undefined {
    const row = this.#db
      .prepare(
        `SELECT id, end_to_end_id AS endToEndId, pix_key AS key, amount_cents AS amountCents,
                created_at AS createdAt, failure_reason AS failureReason
         FROM key_transfers WHERE account_id = ? AND id = ?`,
      )
      .get(accountId, id) as StoredKeyTransfer | undefined;
    return row;
  }

  countKeyTransfers(accountId: string): number {
    return this.#db
      .prepare('SELECT count(*) FROM key_transfers WHERE account_id = ?')
      .pluck()
      .get(accountId) as number;
  }

  // --- refunds -----------------------------------------------------------------------------

  addRefund(accountId: string, r: StoredRefund, description: string | undefined): void {
    this.#db
      .prepare(
        `INSERT INTO refunds (id, account_id, original_id, amount_cents, external_id, description,
                              idempotency_key, created_at, failure_reason)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        r.id,
        accountId,
        r.originalId,
        r.amountCents,
        r.externalId,
        description ?? null,
        r.idempotencyKey,
        r.createdAt,
        r.failureReason,
      );
  }

  findRefund(accountId: string, id: string): StoredRefund | undefined {
    return this.#db
      .prepare(
        `SELECT id, original_id AS originalId, amount_cents AS amountCents, external_id AS externalId,
                idempotency_key AS idempotencyKey, created_at AS createdAt,
                failure_reason AS failureReason
         FROM refunds WHERE account_id = ? AND id = ?`,
      )
      .get(accountId, id) as StoredRefund | undefined;
  }

  /** Refunds of one received Pix, oldest first. */
  refundsOf(accountId: string, originalId: string): StoredRefund[] {
    return this.#db
      .prepare(
        `SELECT id, original_id AS originalId, amount_cents AS amountCents, external_id AS externalId,
                idempotency_key AS idempotencyKey, created_at AS createdAt,
                failure_reason AS failureReason
         FROM refunds WHERE account_id = ? AND original_id = ? ORDER BY created_at, rowid`,
      )
      .all(accountId, originalId) as StoredRefund[];
  }

  // --- Pix keys ----------------------------------------------------------------------------

  addPixKey(accountId: string, key: string, entryType: string, createdAt: string): void {
    this.#db
      .prepare(
        'INSERT INTO pix_keys (pix_key, account_id, entry_type, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(key, accountId, entryType, createdAt);
  }

  /** True when the key is registered on the account (what a payer's bank asks the DICT). */
  hasPixKey(accountId: string, key: string): boolean {
    return (
      this.#db
        .prepare('SELECT 1 FROM pix_keys WHERE account_id = ? AND pix_key = ?')
        .get(accountId, key) !== undefined
    );
  }

  // --- demo receivers' dynamic codes -------------------------------------------------------

  addDemoCode(row: DemoCodeRow): void {
    this.#db
      .prepare(
        `INSERT INTO demo_receiver_codes (location, receiver_id, transaction_id, amount_cents,
                                          status, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        row.location,
        row.receiverId,
        row.transactionId,
        row.amountCents,
        row.status,
        row.createdAt,
        row.expiresAt,
      );
  }

  /** The receiver's newest code still ACTIVE and unexpired at `nowIso`. */
  openDemoCode(receiverId: string, nowIso: string): DemoCodeRow | undefined {
    return this.#db
      .prepare(
        `${DEMO_SELECT} WHERE receiver_id = ? AND status = 'ACTIVE' AND expires_at > ?
         ORDER BY created_at DESC LIMIT 1`,
      )
      .get(receiverId, nowIso) as DemoCodeRow | undefined;
  }

  findDemoCode(location: string): DemoCodeRow | undefined {
    return this.#db.prepare(`${DEMO_SELECT} WHERE location = ?`).get(location) as
      DemoCodeRow | undefined;
  }

  /** Concludes an ACTIVE demo code; false when it was not ACTIVE. */
  concludeDemoCode(location: string): boolean {
    return (
      this.#db
        .prepare(
          `UPDATE demo_receiver_codes SET status = 'CONCLUDED' WHERE location = ? AND status = 'ACTIVE'`,
        )
        .run(location).changes === 1
    );
  }
}

const DEMO_SELECT = `SELECT location, receiver_id AS receiverId, transaction_id AS transactionId,
  amount_cents AS amountCents, status, created_at AS createdAt, expires_at AS expiresAt
  FROM demo_receiver_codes`;

function ledgerEntryOf(row: LedgerRow): LedgerEntry {
  return {
    endToEndId: row.end_to_end_id,
    source: row.source,
    amountCents: row.amount_cents,
    payer: { name: row.payer_name, document: row.payer_document },
    paidAt: row.paid_at,
    ...(row.description === null ? {} : { description: row.description }),
    ...(row.reference === null ? {} : { reference: row.reference }),
  };
}
