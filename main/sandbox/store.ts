import Database from 'better-sqlite3';
import { join } from 'node:path';
import { reaisToCents } from '../domain/money.ts';
import type { BoletoPayment, BoletoRecord, BoletoStatus } from '../domain/wire/boletos.ts';
import { EVENTS_SCHEMA } from './events/schema.ts';
import { PIX_SCHEMA, PixStore } from './pix/pix-store.ts';
import { MONEY_OUT_SCHEMA, MoneyOutStore } from './payments/money-out-store.ts';
import { PIX_KEY_DELETIONS_SCHEMA } from './payments/pix-key-schema.ts';
import { BILL_PAYMENTS_SCHEMA } from './bill-payments/bill-payment-store.ts';
import { STATIC_QR_SCHEMA } from './pix/static-qr-schema.ts';
import {
  databaseFiles,
  ensurePrivateDir,
  prepareDatabaseFile,
  tightenFiles,
} from './private-files.ts';

/**
 * The sandbox bank's state: its own SQLite file (WAL) in the data directory. Each boleto is
 * kept as the exact JSON record the API returns, beside indexed columns for lookups and
 * listing. Lists splice the stored JSON text into the response, so reading 100 of 100k rows
 * never parses a record; updates edit the JSON in SQL (`json_set`) for the same reason.
 */

/** File name of the sandbox database inside the data directory. */
export const SANDBOX_DATABASE_FILE = 'sandbox.sqlite';

const BOLETO_SCHEMA = `
CREATE TABLE boletos (
  id             INTEGER PRIMARY KEY,
  account_id     TEXT    NOT NULL,
  correlation_id TEXT    NOT NULL,
  -- ISO instant in UTC (toISOString): sorts lexicographically in time order.
  created_at     TEXT    NOT NULL,
  due_date       TEXT    NOT NULL,
  status         TEXT    NOT NULL,
  amount_cents   INTEGER NOT NULL,
  digitable_line TEXT    NOT NULL,
  bar_code       TEXT    NOT NULL,
  wallet_number  TEXT    NOT NULL,
  -- Zero-padded to 11 digits, as in the free field, so '123' and '00000000123' collide.
  our_number     TEXT    NOT NULL,
  record         TEXT    NOT NULL,
  UNIQUE (account_id, correlation_id)
);
-- Listing by creation period, in the stable order (created_at, id).
CREATE INDEX boletos_by_created ON boletos (account_id, created_at, id);
-- Expiry sweep: pending boletos past their due date.
CREATE INDEX boletos_by_status_due ON boletos (account_id, status, due_date);
CREATE INDEX boletos_by_digitable_line ON boletos (digitable_line);
CREATE INDEX boletos_by_bar_code ON boletos (bar_code);
CREATE INDEX boletos_by_our_number ON boletos (account_id, wallet_number, our_number);

CREATE TABLE payments (
  id            TEXT    PRIMARY KEY,
  boleto_id     INTEGER NOT NULL REFERENCES boletos (id),
  source        TEXT    NOT NULL,
  amount_cents  INTEGER NOT NULL,
  paid_at       TEXT    NOT NULL,
  end_to_end_id TEXT
);
CREATE INDEX payments_by_boleto ON payments (boleto_id);

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/** Schema steps: entry i takes the database from version i to i + 1. */
const MIGRATIONS: readonly string[] = [
  BOLETO_SCHEMA,
  PIX_SCHEMA,
  MONEY_OUT_SCHEMA,
  EVENTS_SCHEMA,
  PIX_KEY_DELETIONS_SCHEMA,
  BILL_PAYMENTS_SCHEMA,
  STATIC_QR_SCHEMA,
];
const SCHEMA_VERSION = MIGRATIONS.length;

/** What one listing query (account and period) costs to answer again, until a write. */
interface Listing {
  version: number;
  total: number;
  /** Offset of a page → the (createdAt, id) of the row just before it. */
  pageEnds: Map<number, { createdAt: string; id: number }>;
}

/** A boleto as stored: the row id (internal, for updates) and its API record. */
export interface StoredBoleto {
  rowId: number;
  record: BoletoRecord;
}

/** The sandbox's SQLite store. One instance per running sandbox. */
export class SandboxStore {
  readonly #db: Database.Database;
  readonly #insertBoleto: Database.Statement;
  readonly #insertPayment: Database.Statement;
  readonly #totalChanges: Database.Statement;
  readonly #countCreated: Database.Statement;
  readonly #pageAt: Database.Statement;
  readonly #pageAfter: Database.Statement;
  readonly #listings = new Map<string, Listing>();
  /** Pix QR codes and received Pix, on the same connection. */
  readonly pix: PixStore;
  /** Received Pix, money out, refunds and Pix keys, on the same connection. */
  readonly moneyOut: MoneyOutStore;

  /** Opens (creating when missing) `sandbox.sqlite` in `dataDir`; both kept private. */
  static open(dataDir: string): SandboxStore {
    ensurePrivateDir(dataDir);
    return new SandboxStore(join(dataDir, SANDBOX_DATABASE_FILE));
  }

  constructor(file: string) {
    prepareDatabaseFile(file);
    this.#db = new Database(file);
    this.#db.pragma('journal_mode = WAL');
    if (file !== ':memory:' && file !== '') tightenFiles(...databaseFiles(file));
    this.#db.pragma('synchronous = NORMAL');
    this.#db.pragma('foreign_keys = ON');
    // 64 MiB of page cache: bulk inserts touch random pages of the correlation-id and
    // bar-code indexes, and the 2 MiB default turns that into disk reads.
    this.#db.pragma('cache_size = -65536');
    this.#migrate();
    this.pix = new PixStore(this.#db);
    this.moneyOut = new MoneyOutStore(this.#db);
    this.#insertBoleto = this.#db.prepare(`
      INSERT INTO boletos (account_id, correlation_id, created_at, due_date, status, amount_cents,
                           digitable_line, bar_code, wallet_number, our_number, record)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (account_id, correlation_id) DO NOTHING`);
    this.#insertPayment = this.#db.prepare(`
      INSERT INTO payments (id, boleto_id, source, amount_cents, paid_at, end_to_end_id)
      VALUES (?, ?, ?, ?, ?, ?)`);
    this.#totalChanges = this.#db.prepare('SELECT total_changes()').pluck();
    this.#countCreated = this.#db
      .prepare(
        'SELECT count(*) FROM boletos WHERE account_id = ? AND created_at >= ? AND created_at < ?',
      )
      .pluck();
    const page = `SELECT id, created_at AS createdAt, record FROM boletos
       WHERE account_id = ? AND created_at >= ? AND created_at < ?`;
    this.#pageAt = this.#db.prepare(`${page} ORDER BY created_at, id LIMIT ? OFFSET ?`);
    this.#pageAfter = this.#db.prepare(
      `${page} AND (created_at, id) > (?, ?) ORDER BY created_at, id LIMIT ?`,
    );
  }

  #migrate(): void {
    const version = this.#db.pragma('user_version', { simple: true }) as number;
    if (version === SCHEMA_VERSION) return;
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `sandbox database is newer (v${version}) than this code (v${SCHEMA_VERSION})`,
      );
    }
    this.#db.transaction(() => {
      for (const step of MIGRATIONS.slice(version)) this.#db.exec(step);
      this.#db.pragma(`user_version = ${SCHEMA_VERSION}`);
    })();
  }

  /** The connection, for the feature stores that own their tables (split, webhooks). */
  get db(): Database.Database {
    return this.#db;
  }

  /**
   * Erases what the account did in the sandbox: its boletos and their payments, its Pix codes
   * and the Pix received, and its money out (transfers, QR payments, refunds, Pix keys). Its
   * credentials, webhook registrations, split configurations and event log stay: they are how
   * the app is set up to talk to the bank, not charges tried. One transaction.
   */
  resetAccount(accountId: string): void {
    const tables = [
      'refunds',
      'key_transfers',
      'qr_payments',
      'qr_decodes',
      'pix_ledger',
      'idempotent_answers',
      'pix_keys',
      'pix_key_deletions',
      'received_pix',
      'pix_qr_codes',
      'bill_payments',
      // Registered counter QRs: their payments before the codes they name.
      'static_qr_payments',
      'static_qr_codes',
    ];
    this.#db.transaction(() => {
      this.#db
        .prepare(
          'DELETE FROM payments WHERE boleto_id IN (SELECT id FROM boletos WHERE account_id = ?)',
        )
        .run(accountId);
      this.#db.prepare('DELETE FROM boletos WHERE account_id = ?').run(accountId);
      for (const table of tables) {
        this.#db.prepare(`DELETE FROM ${table} WHERE account_id = ?`).run(accountId);
      }
    })();
    this.#listings.clear();
  }

  /** Closes the database (checkpointing the WAL). */
  close(): void {
    this.#db.close();
  }

  /** A persisted setting (API key, account id), or undefined. */
  getSetting(key: string): string | undefined {
    const row = this.#db.prepare('SELECT value FROM settings WHERE key = ?').pluck().get(key);
    return row as string | undefined;
  }

  setSetting(key: string, value: string): void {
    this.#db
      .prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }

  /**
   * Reserves `count` consecutive our numbers (wallet 112, generated by the bank) for an
   * account and returns the first.
   */
  allocateOurNumbers(accountId: string, count = 1): number {
    return this.#db.transaction(() => {
      const key = `next-our-number:${accountId}`;
      const first = Number(this.getSetting(key) ?? '1');
      this.setSetting(key, String(first + count));
      return first;
    })();
  }

  /** True when the account already used this our number in this wallet. */
  hasOurNumber(accountId: string, walletNumber: string, ourNumber: string): boolean {
    return (
      this.#db
        .prepare(
          'SELECT 1 FROM boletos WHERE account_id = ? AND wallet_number = ? AND our_number = ?',
        )
        .get(accountId, walletNumber, ourNumber.padStart(11, '0')) !== undefined
    );
  }

  /** Number of boletos of an account. */
  countBoletos(accountId: string): number {
    return this.#db
      .prepare('SELECT count(*) FROM boletos WHERE account_id = ?')
      .pluck()
      .get(accountId) as number;
  }

  /** Inserts one boleto; false when the account already has its correlationId. */
  insertBoleto(accountId: string, record: BoletoRecord): boolean {
    return this.#insert(accountId, record);
  }

  /**
   * Inserts many boletos in one transaction with one prepared statement (demo data, the
   * 100k-row benchmark). Returns how many were new; duplicates are skipped.
   */
  insertBoletos(accountId: string, records: Iterable<BoletoRecord>): number {
    return this.#db.transaction(() => {
      let inserted = 0;
      for (const record of records) if (this.#insert(accountId, record)) inserted++;
      return inserted;
    })();
  }

  #insert(accountId: string, record: BoletoRecord): boolean {
    const result = this.#insertBoleto.run(
      accountId,
      record.correlationId,
      record.createdAt,
      record.dueDate,
      record.status,
      reaisToCents(record.amount),
      record.digitableLine,
      record.barCode,
      record.walletNumber,
      record.ourNumber.padStart(11, '0'),
      JSON.stringify(record),
    );
    if (result.changes === 0) return false;
    for (const payment of record.payments)
      this.#addPaymentRow(Number(result.lastInsertRowid), payment);
    return true;
  }

  #addPaymentRow(boletoRowId: number, payment: BoletoPayment): void {
    this.#insertPayment.run(
      payment.id,
      boletoRowId,
      payment.source,
      reaisToCents(payment.amount),
      payment.paidAt,
      payment.endToEndId ?? null,
    );
  }

  /** The boleto of an account with this correlationId. */
  findByCorrelationId(accountId: string, correlationId: string): StoredBoleto | undefined {
    return this.#findOne('account_id = ? AND correlation_id = ?', accountId, correlationId);
  }

  /** The boleto of an account with this digitable line (47 digits). */
  findByDigitableLine(accountId: string, digitableLine: string): StoredBoleto | undefined {
    return this.#findOne('account_id = ? AND digitable_line = ?', accountId, digitableLine);
  }

  /** The boleto of an account with this bar code (44 digits). */
  findByBarCode(accountId: string, barCode: string): StoredBoleto | undefined {
    return this.#findOne('account_id = ? AND bar_code = ?', accountId, barCode);
  }

  #findOne(where: string, ...params: string[]): StoredBoleto | undefined {
    const row = this.#db
      .prepare(`SELECT id, record FROM boletos WHERE ${where} LIMIT 1`)
      .get(...params) as { id: number; record: string } | undefined;
    return row && { rowId: row.id, record: JSON.parse(row.record) as BoletoRecord };
  }

  /** Boletos of an account created in `[fromInstant, toInstant)` (ISO instants, UTC). */
  countCreatedBetween(accountId: string, fromInstant: string, toInstant: string): number {
    return this.#listing(accountId, fromInstant, toInstant).total;
  }

  /**
   * One page of the JSON records (text, unparsed) of an account's boletos created in
   * `[fromInstant, toInstant)`, ordered by (createdAt, id) so pages never shift.
   *
   * The API pages by number, which SQLite can only serve with OFFSET (it steps over every
   * skipped row). Clients read pages in order, so where the previous page ended is
   * remembered and the next page is a keyset seek; the memo is dropped on any write.
   */
  listRecordJsonCreatedBetween(
    accountId: string,
    fromInstant: string,
    toInstant: string,
    limit: number,
    offset: number,
  ): string[] {
    const listing = this.#listing(accountId, fromInstant, toInstant);
    const seek = listing.pageEnds.get(offset);
    const rows = (
      seek
        ? this.#pageAfter.all(accountId, fromInstant, toInstant, seek.createdAt, seek.id, limit)
        : this.#pageAt.all(accountId, fromInstant, toInstant, limit, offset)
    ) as { id: number; createdAt: string; record: string }[];
    const last = rows.at(-1);
    if (last)
      listing.pageEnds.set(offset + rows.length, { createdAt: last.createdAt, id: last.id });
    return rows.map((row) => row.record);
  }

  /** The count and page ends of one listing query, valid until the next write. */
  #listing(accountId: string, fromInstant: string, toInstant: string): Listing {
    // total_changes() moves with every row this connection writes, and the store is the only
    // writer of its file: an unchanged value means an unchanged table.
    const version = this.#totalChanges.get() as number;
    const key = `${accountId}|${fromInstant}|${toInstant}`;
    let listing = this.#listings.get(key);
    if (!listing || listing.version !== version) {
      if (this.#listings.size >= 64) this.#listings.clear();
      const total = this.#countCreated.get(accountId, fromInstant, toInstant) as number;
      listing = { version, total, pageEnds: new Map() };
      this.#listings.set(key, listing);
    }
    return listing;
  }

  /**
   * Marks `Expired` every pending boleto of the account due before `cutoffDate`; returns how
   * many changed.
   */
  expirePendingDueBefore(accountId: string, cutoffDate: string, updatedAt: string): number {
    return this.#db
      .prepare(
        `UPDATE boletos
         SET status = 'Expired', record = json_set(record, '$.status', 'Expired', '$.updatedAt', ?)
         WHERE account_id = ? AND status = 'Pending' AND due_date < ?`,
      )
      .run(updatedAt, accountId, cutoffDate).changes;
  }

  /** Changes the due date only (barCode and digitableLine stay as issued, spec 4.12). */
  updateDueDate(rowId: number, dueDate: string, updatedAt: string): void {
    this.#db
      .prepare(
        `UPDATE boletos
         SET due_date = ?, record = json_set(record, '$.dueDate', ?, '$.updatedAt', ?)
         WHERE id = ?`,
      )
      .run(dueDate, dueDate, updatedAt, rowId);
  }

  /** Sets a new status (and updatedAt) without other changes. */
  setStatus(rowId: number, status: BoletoStatus, updatedAt: string): void {
    this.#db
      .prepare(
        `UPDATE boletos SET status = ?, record = json_set(record, '$.status', ?, '$.updatedAt', ?)
         WHERE id = ?`,
      )
      .run(status, status, updatedAt, rowId);
  }

  /** Records a payment: appends it to `payments`, status `Paid`, updatedAt moved. */
  recordPayment(rowId: number, payment: BoletoPayment, updatedAt: string): void {
    this.#db.transaction(() => {
      this.#db
        .prepare(
          `UPDATE boletos
           SET status = 'Paid',
               record = json_set(record, '$.status', 'Paid', '$.updatedAt', ?, '$.payments[#]', json(?))
           WHERE id = ?`,
        )
        .run(updatedAt, JSON.stringify(payment), rowId);
      this.#addPaymentRow(rowId, payment);
    })();
  }
}
