import type { Migration } from './migration.ts';

/**
 * Retires the boleto list's own full-text index. Boletos are listed and searched through the
 * charges list (`charges`, `charges_fts`, filtered by kind where only boletos are wanted), so
 * a second index cost every boleto write a second FTS row and answered no query. Dropping an
 * FTS5 table drops its shadow tables with it; the app kept it in step itself, so no trigger
 * is left behind.
 */
export const migration0040DropBoletoSearch: Migration = {
  version: 40,
  name: 'drop-boleto-search',
  up(db) {
    db.exec('DROP TABLE IF EXISTS boleto_search');
  },
};
