import type Database from 'better-sqlite3';
import type { Breakdown } from '../../domain/due-date-charge.ts';
import type { DueDateQrCode, ImmediateQrCode } from '../../domain/wire/pix.ts';

/**
 * The sandbox bank's Pix receipt state, in the sandbox's SQLite file: the QR codes it issued
 * (each kept as its API record, payer document in clear — responses mask it) and the Pix it
 * received for them (`received_pix`, what refunds will start from).
 */

/** Schema version 2 of the sandbox database: Pix QR codes and received Pix. */
export const PIX_SCHEMA = `
CREATE TABLE pix_qr_codes (
  id             INTEGER PRIMARY KEY,
  account_id     TEXT    NOT NULL,
  kind           TEXT    NOT NULL CHECK (kind IN ('IMMEDIATE', 'DUE_DATE')),
  correlation_id TEXT    NOT NULL,
  transaction_id TEXT    NOT NULL UNIQUE,
  -- The payload's location (26-25), how a payer's bank finds the code.
  location       TEXT    NOT NULL UNIQUE,
  status         TEXT    NOT NULL,
  -- ISO instants in UTC (toISOString): they compare in time order as text.
  created_at     TEXT    NOT NULL,
  expires_at     TEXT    NOT NULL,
  paid_at        TEXT,
  record         TEXT    NOT NULL,
  UNIQUE (account_id, correlation_id)
);
-- Expiry sweep: active codes past their expiry.
CREATE INDEX pix_qr_codes_by_status_expiry ON pix_qr_codes (account_id, status, expires_at);

CREATE TABLE received_pix (
  end_to_end_id  TEXT    PRIMARY KEY,
  account_id     TEXT    NOT NULL,
  qr_code_id     INTEGER NOT NULL REFERENCES pix_qr_codes (id),
  transaction_id TEXT    NOT NULL,
  correlation_id TEXT    NOT NULL,
  amount_cents   INTEGER NOT NULL,
  payer_name     TEXT    NOT NULL,
  payer_document TEXT    NOT NULL,
  paid_at        TEXT    NOT NULL,
  -- Due-date codes: how the amount was made up (domain Breakdown, cents); null otherwise.
  breakdown      TEXT
);
CREATE INDEX received_pix_by_qr_code ON received_pix (qr_code_id);
`;

export type PixQrCodeKind = 'IMMEDIATE' | 'DUE_DATE';

/** A code to store: its kind, where its payload points, and its API record. */
export type NewStoredPixQrCode =
  | { kind: 'IMMEDIATE'; location: string; record: ImmediateQrCode }
  | { kind: 'DUE_DATE'; location: string; record: DueDateQrCode };

/** A stored code: its row id (internal) and its API record, by kind. */
export type StoredPixQrCode = { rowId: number } & NewStoredPixQrCode;

/** A Pix received for a QR code; amounts in cents, payer document in clear. */
export interface ReceivedPix {
  endToEndId: string;
  transactionId: string;
  correlationId: string;
  amountCents: number;
  payer: { name: string; document: string };
  /** ISO instant. */
  paidAt: string;
  breakdown?: Breakdown;
}

interface QrCodeRow {
  id: number;
  kind: PixQrCodeKind;
  location: string;
  record: string;
}

interface ReceivedPixRow {
  end_to_end_id: string;
  transaction_id: string;
  correlation_id: string;
  amount_cents: number;
  payer_name: string;
  payer_document: string;
  paid_at: string;
  breakdown: string | null;
}

/** Queries on the Pix tables. One instance per store, sharing its connection. */
export class PixStore {
  readonly #db: Database.Database;

  constructor(db: Database.Database) {
    this.#db = db;
  }

  /** Number of QR codes of an account (demo data is inserted only when it has none). */
  countQrCodes(accountId: string): number {
    return this.#db
      .prepare('SELECT count(*) FROM pix_qr_codes WHERE account_id = ?')
      .pluck()
      .get(accountId) as number;
  }

  /**
   * Inserts a code; false when the account already has its correlationId (any kind: a
   * correlationId names one QR code, and reads by it must be unambiguous).
   */
  insertQrCode(accountId: string, code: NewStoredPixQrCode): boolean {
    const { record } = code;
    return (
      this.#db
        .prepare(
          `INSERT INTO pix_qr_codes (account_id, kind, correlation_id, transaction_id, location,
                                     status, created_at, expires_at, record)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (account_id, correlation_id) DO NOTHING`,
        )
        .run(
          accountId,
          code.kind,
          record.correlationId,
          record.transactionId,
          code.location,
          record.status,
          record.createdAt,
          record.expiresAt,
          JSON.stringify(record),
        ).changes === 1
    );
  }

  /** The account's code with this correlationId or transactionId. */
  findQrCode(accountId: string, identifier: string): StoredPixQrCode | undefined {
    return this.#findOne(
      'account_id = ? AND (correlation_id = ? OR transaction_id = ?)',
      accountId,
      identifier,
      identifier,
    );
  }

  /** The account's code with this transactionId. */
  findQrCodeByTransactionId(accountId: string, transactionId: string): StoredPixQrCode | undefined {
    return this.#findOne('account_id = ? AND transaction_id = ?', accountId, transactionId);
  }

  /** The account's code whose payload carries this location. */
  findQrCodeByLocation(accountId: string, location: string): StoredPixQrCode | undefined {
    return this.#findOne('account_id = ? AND location = ?', accountId, location);
  }

  /** Every code of the account, oldest first (demo data checks, tools). */
  listQrCodes(accountId: string): StoredPixQrCode[] {
    const rows = this.#db
      .prepare(
        'SELECT id, kind, location, record FROM pix_qr_codes WHERE account_id = ? ORDER BY created_at, id',
      )
      .all(accountId) as QrCodeRow[];
    return rows.map(storedOf);
  }

  #findOne(where: string, ...params: string[]): StoredPixQrCode | undefined {
    const row = this.#db
      .prepare(`SELECT id, kind, location, record FROM pix_qr_codes WHERE ${where} LIMIT 1`)
      .get(...params) as QrCodeRow | undefined;
    return row && storedOf(row);
  }

  /**
   * Ends the account's `ACTIVE` codes whose expiry is before `nowIso`: immediate codes become
   * `EXPIRED`, due-date codes `CANCELLED`. updatedAt is the expiry instant, when the change
   * really happened, whenever the sweep sees it. Returns how many changed.
   */
  expireActiveBefore(accountId: string, nowIso: string): number {
    return this.#db
      .prepare(
        `UPDATE pix_qr_codes
         SET status = CASE kind WHEN 'IMMEDIATE' THEN 'EXPIRED' ELSE 'CANCELLED' END,
             record = json_set(record,
                               '$.status', CASE kind WHEN 'IMMEDIATE' THEN 'EXPIRED' ELSE 'CANCELLED' END,
                               '$.updatedAt', expires_at)
         WHERE account_id = ? AND status = 'ACTIVE' AND expires_at < ?`,
      )
      .run(accountId, nowIso).changes;
  }

  /**
   * Concludes an `ACTIVE` code with a received Pix: status `CONCLUDED`, updatedAt the payment
   * instant, and the `received_pix` row. False (nothing written) when the code is no longer
   * `ACTIVE`, so two payments of one code cannot both land.
   */
  recordPayment(accountId: string, rowId: number, pix: ReceivedPix): boolean {
    return this.#db.transaction(() => {
      const concluded = this.#db
        .prepare(
          `UPDATE pix_qr_codes
           SET status = 'CONCLUDED', paid_at = ?,
               record = json_set(record, '$.status', 'CONCLUDED', '$.updatedAt', ?)
           WHERE id = ? AND status = 'ACTIVE'`,
        )
        .run(pix.paidAt, pix.paidAt, rowId).changes;
      if (concluded !== 1) return false;
      this.#db
        .prepare(
          `INSERT INTO received_pix (end_to_end_id, account_id, qr_code_id, transaction_id,
                                     correlation_id, amount_cents, payer_name, payer_document,
                                     paid_at, breakdown)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          pix.endToEndId,
          accountId,
          rowId,
          pix.transactionId,
          pix.correlationId,
          pix.amountCents,
          pix.payer.name,
          pix.payer.document,
          pix.paidAt,
          pix.breakdown ? JSON.stringify(pix.breakdown) : null,
        );
      return true;
    })();
  }

  /**
   * Cancels an `ACTIVE` code: status `CANCELLED`, updatedAt moved. False (nothing written)
   * when it is no longer `ACTIVE`, so a payment and a cancel of one code cannot both land.
   */
  cancelQrCode(rowId: number, updatedAt: string): boolean {
    return (
      this.#db
        .prepare(
          `UPDATE pix_qr_codes
           SET status = 'CANCELLED',
               record = json_set(record, '$.status', 'CANCELLED', '$.updatedAt', ?)
           WHERE id = ? AND status = 'ACTIVE'`,
        )
        .run(updatedAt, rowId).changes === 1
    );
  }

  /** The Pix received for a code (a code is paid at most once). */
  receivedPixOfQrCode(rowId: number): ReceivedPix | undefined {
    const row = this.#db
      .prepare('SELECT * FROM received_pix WHERE qr_code_id = ? LIMIT 1')
      .get(rowId) as ReceivedPixRow | undefined;
    return row && receivedPixOf(row);
  }

  /** A received Pix of the account by its end-to-end id (refunds start here). */
  findReceivedPix(accountId: string, endToEndId: string): ReceivedPix | undefined {
    const row = this.#db
      .prepare('SELECT * FROM received_pix WHERE account_id = ? AND end_to_end_id = ?')
      .get(accountId, endToEndId) as ReceivedPixRow | undefined;
    return row && receivedPixOf(row);
  }
}

function storedOf(row: QrCodeRow): StoredPixQrCode {
  const base = { rowId: row.id, location: row.location };
  return row.kind === 'IMMEDIATE'
    ? { ...base, kind: 'IMMEDIATE', record: JSON.parse(row.record) as ImmediateQrCode }
    : { ...base, kind: 'DUE_DATE', record: JSON.parse(row.record) as DueDateQrCode };
}

function receivedPixOf(row: ReceivedPixRow): ReceivedPix {
  return {
    endToEndId: row.end_to_end_id,
    transactionId: row.transaction_id,
    correlationId: row.correlation_id,
    amountCents: row.amount_cents,
    payer: { name: row.payer_name, document: row.payer_document },
    paidAt: row.paid_at,
    ...(row.breakdown === null ? {} : { breakdown: JSON.parse(row.breakdown) as Breakdown }),
  };
}
