import type { Migration } from './migration.ts';

/**
 * What was refunded of each charge, kept on its row (`charges.refunded_cents`), so the list,
 * its totals, Home and the exports show a refunded charge as refunded without reading the
 * refunds of every row.
 *
 * A charge's refunds are those of the received Pix that paid it (`received_pix.reference` is
 * the charge's correlation id, its source the charge's kind), counting every refund that did
 * not fail: a failed refund gave its amount back, one still processing has left or is leaving
 * (the same rule as what is left to refund, `received-repo.ts`).
 *
 * SQLite's triggers keep the column, whoever writes: the sync, an event, the write pipeline's
 * refund or an id pasted from the bank statement — and in whatever order they arrive (a
 * refund learned before the charge that was paid, a received Pix linked to its charge later).
 */
const CHARGE_KIND_OF_SOURCE = `CASE %s
    WHEN 'due-date' THEN 'pix-due-date' WHEN 'immediate' THEN 'pix-immediate'
    WHEN 'boleto' THEN 'boleto' END`;

const kindOf = (source: string) => CHARGE_KIND_OF_SOURCE.replace('%s', source);

/** The refunded cents of the charge `c` (a `charges` row in the outer statement). */
const REFUNDED_OF_CHARGE = `(
  SELECT coalesce(sum(r.amount_cents), 0)
    FROM received_pix AS p JOIN refunds AS r ON r.original_end_to_end_id = p.end_to_end_id
   WHERE p.reference = charges.correlation_id AND ${kindOf('p.source')} = charges.kind
     AND r.status <> 'failed')`;

/** Recomputes the charge a received Pix of `reference` and `source` paid, if it is cached. */
const recompute = (reference: string, source: string) => `
  UPDATE charges SET refunded_cents = ${REFUNDED_OF_CHARGE}
   WHERE correlation_id = ${reference} AND kind = ${kindOf(source)};`;

/** The same for the received Pix a refund is of. */
const recomputeOfRefund = (endToEndId: string) => `
  UPDATE charges SET refunded_cents = ${REFUNDED_OF_CHARGE}
   WHERE EXISTS (SELECT 1 FROM received_pix AS p
                  WHERE p.end_to_end_id = ${endToEndId}
                    AND p.reference = charges.correlation_id
                    AND ${kindOf('p.source')} = charges.kind);`;

export const migration0190ChargeRefunds: Migration = {
  version: 190,
  name: 'charge-refunds',
  up(db) {
    db.exec(`
      ALTER TABLE charges ADD COLUMN refunded_cents INTEGER NOT NULL DEFAULT 0
        CHECK (refunded_cents >= 0);

      -- The few refunded charges, for the list's refunded total under any filter.
      CREATE INDEX charges_refunded ON charges (id) WHERE refunded_cents > 0;

      CREATE TRIGGER charge_refunds_on_refund_insert AFTER INSERT ON refunds
      BEGIN ${recomputeOfRefund('NEW.original_end_to_end_id')} END;

      CREATE TRIGGER charge_refunds_on_refund_update
      AFTER UPDATE OF status, amount_cents, original_end_to_end_id ON refunds
      BEGIN
        ${recomputeOfRefund('NEW.original_end_to_end_id')}
        ${recomputeOfRefund('OLD.original_end_to_end_id')}
      END;

      CREATE TRIGGER charge_refunds_on_received_insert AFTER INSERT ON received_pix
      WHEN NEW.reference IS NOT NULL
      BEGIN ${recompute('NEW.reference', 'NEW.source')} END;

      CREATE TRIGGER charge_refunds_on_received_update
      AFTER UPDATE OF reference, source ON received_pix
      WHEN OLD.reference IS NOT NEW.reference OR OLD.source IS NOT NEW.source
      BEGIN
        ${recompute('NEW.reference', 'NEW.source')}
        ${recompute('OLD.reference', 'OLD.source')}
      END;

      CREATE TRIGGER charge_refunds_on_charge_insert AFTER INSERT ON charges
      BEGIN
        UPDATE charges SET refunded_cents = ${REFUNDED_OF_CHARGE}
         WHERE id = NEW.id
           AND EXISTS (SELECT 1 FROM received_pix WHERE reference = NEW.correlation_id);
      END;

      UPDATE charges SET refunded_cents = ${REFUNDED_OF_CHARGE}
       WHERE EXISTS (SELECT 1 FROM received_pix AS p
                      WHERE p.reference = charges.correlation_id
                        AND ${kindOf('p.source')} = charges.kind);
    `);
  },
};
