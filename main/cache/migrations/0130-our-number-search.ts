import type { Migration } from './migration.ts';

/**
 * A boleto's nosso número is found by the charges search: typed with or without its leading
 * zeros ("00012345678" or "12345678"), it is one seek on this index of the number without
 * them, then one on `charges` (kind, correlation_id). An expression index, so nothing else is
 * stored and the writers are unchanged.
 */
export const migration0130OurNumberSearch: Migration = {
  version: 130,
  name: 'our-number-search',
  up(db) {
    db.exec(`CREATE INDEX boletos_by_our_number ON boletos (ltrim(our_number, '0'));`);
  },
};
