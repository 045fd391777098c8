import type { Migration } from './migration.ts';

/**
 * A paid immediate Pix code's details show the Pix that paid it, found in `received_pix` by
 * the code's reference (the bank's PIX_RECEIVED names the code only there). Without an index
 * every detail read scanned every received Pix; with it, one seek. Partial: pasted ids and
 * transfers have no reference, and `reference = ?` implies `reference IS NOT NULL`.
 */
export const migration0140ReceivedPixByReference: Migration = {
  version: 140,
  name: 'received-pix-by-reference',
  up(db) {
    db.exec(`
      CREATE INDEX received_pix_by_reference ON received_pix (reference, paid_at, end_to_end_id)
        WHERE reference IS NOT NULL;
    `);
  },
};
