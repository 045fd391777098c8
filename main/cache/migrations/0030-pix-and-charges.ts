import type { Migration } from './migration.ts';
import { digitsOnly } from '../sql/search-match.ts';
import { sortableInstant } from '../charges/charge-columns.ts';
import { reaisToCents } from '../../domain/money.ts';

/**
 * Pix QR codes, and `charges`: one list of everything the account is owed.
 *
 * `pix_codes` keeps each code's service record (without its PNG: the renderer draws the QR
 * from the payload, and a 250×250 image per row would be most of the file) beside the typed
 * columns. Codes have no list endpoint; they are refreshed by id.
 *
 * `charges` is a list index, not a source: one row per boleto and per Pix code with the
 * fields the list shows, filters and sorts on, the service's status normalized to
 * open / paid / expired / cancelled. The app writes it beside the kind's own row (no
 * triggers, as for the boleto search). `created_at` is normalized to UTC `toISOString()` text
 * so that kinds written with different offsets sort together. The three sort keys have a
 * (state, kind, key, id, …) index each — the integer id is the keyset tie-breaker — and
 * `due_date` is NULL for immediate codes. `charges_fts` is contentless like `boleto_search`, over the payer, the
 * document (as received and digits only) and the reference (your number / description).
 *
 * Existing boletos are backfilled here; the indexes are built after the rows are in (one
 * sort per index instead of a b-tree insert per row).
 */
export const migration0030PixAndCharges: Migration = {
  version: 30,
  name: 'pix-and-charges',
  up(db) {
    db.exec(`
      CREATE TABLE pix_codes (
        id                    INTEGER PRIMARY KEY,
        correlation_id        TEXT    NOT NULL UNIQUE,
        kind                  TEXT    NOT NULL CHECK (kind IN ('immediate', 'due-date')),
        transaction_id        TEXT    NOT NULL,
        status                TEXT    NOT NULL,
        amount_cents          INTEGER NOT NULL,
        original_amount_cents INTEGER NOT NULL,
        due_date              TEXT,
        expires_at            TEXT    NOT NULL,
        payer_name            TEXT,
        payer_document        TEXT,
        paid_at               TEXT,
        paid_amount_cents     INTEGER,
        record_json           TEXT    NOT NULL,
        record_hash           TEXT    NOT NULL,
        created_at            TEXT    NOT NULL,
        updated_at            TEXT    NOT NULL,
        synced_at             TEXT    NOT NULL
      ) STRICT;
      -- The /v1/pix charge view of a code is keyed by its transactionId.
      CREATE INDEX pix_codes_by_transaction_id ON pix_codes (transaction_id);

      CREATE TABLE charges (
        id                INTEGER PRIMARY KEY,
        kind              TEXT    NOT NULL
                          CHECK (kind IN ('boleto', 'pix-immediate', 'pix-due-date')),
        correlation_id    TEXT    NOT NULL,
        state             TEXT    NOT NULL
                          CHECK (state IN ('open', 'paid', 'expired', 'cancelled')),
        service_status    TEXT    NOT NULL,
        amount_cents      INTEGER NOT NULL,
        paid_amount_cents INTEGER,
        payer_name        TEXT,
        payer_document    TEXT,
        reference         TEXT,
        due_date          TEXT,
        expires_at        TEXT,
        paid_at           TEXT,
        created_at        TEXT    NOT NULL,
        synced_at         TEXT    NOT NULL,
        UNIQUE (kind, correlation_id)
      ) STRICT;

      CREATE VIRTUAL TABLE charges_fts USING fts5(
        payer_name, payer_document, document_digits, reference,
        content = '',
        contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );
    `);

    db.function('cache_sortable_instant', { deterministic: true }, (text: unknown) =>
      sortableInstant(String(text)),
    );
    db.function('cache_digits_only', { deterministic: true }, (text: unknown) =>
      digitsOnly(String(text)),
    );
    db.function('cache_boleto_paid_cents', { deterministic: true }, paidCentsOfRecordJson);

    db.exec(`
      INSERT INTO charges (kind, correlation_id, state, service_status, amount_cents,
        paid_amount_cents, payer_name, payer_document, reference, due_date, expires_at, paid_at,
        created_at, synced_at)
      SELECT 'boleto', correlation_id,
        CASE status
          WHEN 'Pending' THEN 'open'
          WHEN 'Paid' THEN 'paid'
          WHEN 'Expired' THEN 'expired'
          WHEN 'Cancelled' THEN 'cancelled'
          ELSE 'open'
        END,
        status, amount_cents,
        -- paid_at is the latest payment's: NULL exactly when no payment was registered.
        CASE WHEN paid_at IS NULL THEN NULL ELSE cache_boleto_paid_cents(record_json) END,
        payer_name, payer_document, your_number, due_date, NULL, paid_at,
        cache_sortable_instant(created_at), synced_at
      FROM boletos ORDER BY id;

      INSERT INTO charges_fts (rowid, payer_name, payer_document, document_digits, reference)
      SELECT id, coalesce(payer_name, ''), coalesce(payer_document, ''),
        cache_digits_only(coalesce(payer_document, '')), coalesce(reference, '')
      FROM charges;

      -- Keyset paging: within one (state, kind) the rows come out in sort order from a seek,
      -- the id breaking ties so a page boundary is one point. Leading with state and kind
      -- keeps clustered rows (the newer Pix codes among years of boletos, the open charges
      -- among the finished ones) one seek away and serves the state and kind filters. Each
      -- index also carries the other two sort columns, so every filter is tested, and a page
      -- found, from index entries alone; the amount index covers the totals.
      CREATE INDEX charges_by_created_at
        ON charges (state, kind, created_at, id, due_date, amount_cents);
      CREATE INDEX charges_by_due_date
        ON charges (state, kind, due_date, id, created_at, amount_cents);
      CREATE INDEX charges_by_amount
        ON charges (state, kind, amount_cents, id, created_at, due_date);
    `);
  },
};

/**
 * Sum of a cached boleto record's payments in cents. The records were checked when written;
 * one that cannot be read leaves the paid amount unknown (NULL) rather than failing the
 * upgrade of the whole cache.
 */
function paidCentsOfRecordJson(json: unknown): number | null {
  try {
    const record = JSON.parse(String(json)) as { payments?: { amount?: unknown }[] };
    const payments = record.payments ?? [];
    if (payments.length === 0) return null;
    let sum = 0;
    for (const payment of payments) {
      if (typeof payment.amount !== 'number') return null;
      sum += reaisToCents(payment.amount);
    }
    return sum;
  } catch {
    return null;
  }
}
