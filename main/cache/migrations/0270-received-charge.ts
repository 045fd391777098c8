import type { Migration } from './migration.ts';

/**
 * The charge a received Pix paid — its kind, label and creation instant — kept on the Pix's
 * row (`received_pix.charge_kind`, `charge_label`, `charge_created_at`), so the Received list
 * reads a page from one index with no join: before, every row of every page sought its charge
 * in `charges` by a text key, as much work again as reading the page.
 *
 * A Pix paid a charge when its `reference` is the charge's correlation id and its source the
 * charge's kind (the rule `received-page.ts` joined on). SQLite's triggers keep the columns
 * whoever writes and in whatever order rows arrive: a Pix learnt before its charge is cached,
 * a charge whose label changes, a charge removed with the cache.
 */
const CHARGE_KIND_OF_SOURCE = (source: string) => `CASE ${source}
    WHEN 'due-date' THEN 'pix-due-date' WHEN 'immediate' THEN 'pix-immediate'
    WHEN 'boleto' THEN 'boleto' END`;

const SOURCE_OF_CHARGE_KIND = (kind: string) => `CASE ${kind}
    WHEN 'pix-due-date' THEN 'due-date' WHEN 'pix-immediate' THEN 'immediate'
    WHEN 'boleto' THEN 'boleto' END`;

/** Sets the charge columns of the received Pix `row` from `charges` (NULLs when none is cached). */
const chargeOfReceived = (row: string) => `
  (charge_kind, charge_label, charge_created_at) = (
    SELECT c.kind, c.reference, c.created_at FROM charges AS c
     WHERE c.kind = ${CHARGE_KIND_OF_SOURCE(`${row}.source`)}
       AND c.correlation_id = ${row}.reference)`;

/** The received Pix that paid the charge `c` (`NEW` or `OLD` in a trigger on `charges`). */
const paidBy = (c: string) =>
  `reference = ${c}.correlation_id AND source = ${SOURCE_OF_CHARGE_KIND(`${c}.kind`)}`;

export const migration0270ReceivedCharge: Migration = {
  version: 270,
  name: 'received-charge',
  up(db) {
    db.exec(`
      ALTER TABLE received_pix ADD COLUMN charge_kind TEXT;
      ALTER TABLE received_pix ADD COLUMN charge_label TEXT;
      ALTER TABLE received_pix ADD COLUMN charge_created_at TEXT;

      CREATE TRIGGER received_charge_on_received_insert AFTER INSERT ON received_pix
      WHEN NEW.reference IS NOT NULL
      BEGIN
        UPDATE received_pix SET ${chargeOfReceived('NEW')}
         WHERE end_to_end_id = NEW.end_to_end_id;
      END;

      CREATE TRIGGER received_charge_on_received_update
      AFTER UPDATE OF reference, source ON received_pix
      WHEN OLD.reference IS NOT NEW.reference OR OLD.source IS NOT NEW.source
      BEGIN
        UPDATE received_pix SET ${chargeOfReceived('NEW')}
         WHERE end_to_end_id = NEW.end_to_end_id;
      END;

      CREATE TRIGGER received_charge_on_charge_insert AFTER INSERT ON charges
      BEGIN
        UPDATE received_pix
           SET charge_kind = NEW.kind, charge_label = NEW.reference,
               charge_created_at = NEW.created_at
         WHERE ${paidBy('NEW')};
      END;

      CREATE TRIGGER received_charge_on_charge_update
      AFTER UPDATE OF reference, created_at ON charges
      WHEN OLD.reference IS NOT NEW.reference OR OLD.created_at IS NOT NEW.created_at
      BEGIN
        UPDATE received_pix
           SET charge_label = NEW.reference, charge_created_at = NEW.created_at
         WHERE ${paidBy('NEW')};
      END;

      CREATE TRIGGER received_charge_on_charge_delete AFTER DELETE ON charges
      BEGIN
        UPDATE received_pix
           SET charge_kind = NULL, charge_label = NULL, charge_created_at = NULL
         WHERE ${paidBy('OLD')};
      END;

      UPDATE received_pix AS r SET ${chargeOfReceived('r')} WHERE r.reference IS NOT NULL;
    `);
  },
};
