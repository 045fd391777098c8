import type { PixKind } from '../../../preload/contract/schemas/pix.ts';
import { sortableInstant } from '../charges/charge-columns.ts';
import { centsOrNull, receivedOfPixCode } from '../received/received-of-charges.ts';
import { chargeFieldsOf } from '../received/received-writer.ts';
import type { Migration } from './migration.ts';

/**
 * The received list is kept as charges are written, no longer gathered from every cached
 * boleto and Pix code each time it is opened (which read the JSON of every boleto: seconds
 * on a large cache, on the main thread).
 *
 * `charge_fields` marks the fields of a received Pix that a cached charge told (one bit per
 * field, `CHARGE_FIELD_BITS`): the list shows them as the charge tells them, whatever the
 * bank's list or an event said since, as it did when charges were gathered at every opening.
 *
 * The Pix payments the cache already holds are written here once, as that gathering wrote
 * them (Pix codes first, then boletos, in the order they were cached): the paid Pix codes
 * through the same derivation as their writer (few rows, each in its own shape), the boletos
 * in one INSERT … SELECT over their payments, only for the records that name an end-to-end id.
 *
 * The boletos' own list indexes (by due date, creation, amount; 0010) have been read by no
 * query since the charges list (0030) took their place: each boleto written paid for them.
 * Every query of `boletos` seeks by correlation id, id, status or nosso número (the plans are
 * checked by this migration's test).
 */
export const migration0180ReceivedMaintained: Migration = {
  version: 180,
  name: 'received-maintained',
  up(db) {
    db.exec(`ALTER TABLE received_pix ADD COLUMN charge_fields INTEGER NOT NULL DEFAULT 0`);

    // A charge's source ranks over every other, and each field it tells replaces the one kept.
    const onConflict = `ON CONFLICT (end_to_end_id) DO UPDATE SET
        source = excluded.source,
        amount_cents = coalesce(excluded.amount_cents, received_pix.amount_cents),
        payer_name = coalesce(excluded.payer_name, received_pix.payer_name),
        payer_document = coalesce(excluded.payer_document, received_pix.payer_document),
        paid_at = coalesce(excluded.paid_at, received_pix.paid_at),
        reference = coalesce(excluded.reference, received_pix.reference),
        description = coalesce(excluded.description, received_pix.description),
        charge_fields = received_pix.charge_fields | excluded.charge_fields,
        synced_at = excluded.synced_at`;

    const upsert = db.prepare(
      `INSERT INTO received_pix (end_to_end_id, source, amount_cents, payer_name,
         payer_document, paid_at, reference, description, synced_at, charge_fields)
       VALUES (@endToEndId, @source, @amountCents, @payerName, @payerDocument, @paidAt,
         @reference, @description, @syncedAt, @chargeFields)
       ${onConflict}`,
    );
    const codes = db
      .prepare<
        [],
        { correlation_id: string; kind: PixKind; record_json: string; synced_at: string }
      >(
        `SELECT correlation_id, kind, record_json, synced_at FROM pix_codes
         WHERE paid_at IS NOT NULL ORDER BY id`,
      )
      .all();
    for (const code of codes) {
      const record = receivedOfPixCode(
        code.kind,
        code.correlation_id,
        parseOrNull(code.record_json),
      );
      if (record === null) continue;
      upsert.run({
        ...record,
        paidAt: record.paidAt === null ? null : sortableInstant(record.paidAt),
        syncedAt: code.synced_at,
        chargeFields: chargeFieldsOf(record),
      });
    }

    db.function('cache_received_cents', { deterministic: true }, (amount: unknown) =>
      typeof amount === 'number' ? centsOrNull(amount) : null,
    );
    db.function('cache_sortable_instant', { deterministic: true }, (text: unknown) =>
      sortableInstant(String(text)),
    );
    // Bits as `CHARGE_FIELD_BITS`: source 1, amount 2, payer 4, document 8, paid at 16,
    // reference 32 (a boleto's payment has no description).
    db.exec(`
      WITH payments AS (
        -- Nested CASEs: a record or payment that is not what it should be is skipped, never
        -- handed to a JSON function that would fail on it.
        SELECT b.id AS boleto, CAST(p.key AS INTEGER) AS n,
          CASE WHEN p.type = 'object' THEN p.value END AS payment,
          b.payer_name, b.payer_document, b.correlation_id, b.synced_at
        FROM boletos AS b,
          json_each(coalesce(
            CASE WHEN json_valid(b.record_json) THEN
              CASE WHEN json_type(b.record_json, '$.payments') = 'array'
                THEN json_extract(b.record_json, '$.payments') END
            END, '[]')) AS p
        WHERE b.record_json LIKE '%"endToEndId":"%'
      ),
      paid AS (
        SELECT boleto, n,
          json_extract(payment, '$.endToEndId') AS end_to_end_id,
          cache_received_cents(json_extract(payment, '$.amount')) AS amount_cents,
          payer_name, payer_document,
          CASE WHEN json_type(payment, '$.paidAt') = 'text'
                AND json_extract(payment, '$.paidAt') <> ''
            THEN cache_sortable_instant(json_extract(payment, '$.paidAt')) END AS paid_at,
          correlation_id AS reference, synced_at
        FROM payments
        WHERE json_type(payment, '$.endToEndId') = 'text'
          AND json_extract(payment, '$.endToEndId') <> ''
          AND json_type(payment, '$.amount') IN ('integer', 'real')
      )
      INSERT INTO received_pix (end_to_end_id, source, amount_cents, payer_name, payer_document,
        paid_at, reference, description, synced_at, charge_fields)
      SELECT end_to_end_id, 'boleto', amount_cents, payer_name, payer_document, paid_at,
        reference, NULL, synced_at,
        1 | 4 | 8 | 32
          | CASE WHEN amount_cents IS NULL THEN 0 ELSE 2 END
          | CASE WHEN paid_at IS NULL THEN 0 ELSE 16 END
      FROM paid WHERE true ORDER BY boleto, n
      ${onConflict};

      DROP INDEX boletos_by_due_date;
      DROP INDEX boletos_by_created_at;
      DROP INDEX boletos_by_amount;
    `);
  },
};

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
