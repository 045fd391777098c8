import type { Migration } from './migration.ts';

/**
 * The home screen counts the money received today and this week, and lists the latest
 * payments: an index on the instant each charge was paid, for the paid ones only, so those
 * figures are a seek however many years of charges the cache holds.
 */
export const migration0100ChargesByPaidAt: Migration = {
  version: 100,
  name: 'charges-by-paid-at',
  up(db) {
    db.exec(`
      CREATE INDEX charges_by_paid_at
        ON charges (paid_at, paid_amount_cents, amount_cents) WHERE paid_at IS NOT NULL;
    `);
  },
};
