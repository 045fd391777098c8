import type { Migration } from './migration.ts';
import { digitsOnly } from '../sql/search-match.ts';

/**
 * Full-text search over payer name, payer document (as received and digits only) and your
 * number. The index is contentless (`content=''`): the text already lives in `boletos`, and a
 * search only needs rowids back. `contentless_delete=1` lets the app delete a row by rowid
 * when a boleto changes. The app keeps it in step (boletos-repo), not triggers: triggers
 * cost 2–4× the write on bulk upserts.
 *
 * `remove_diacritics 2` makes "joao" find "João". No `prefix=` indexes: measured, they cost
 * ~60% more per indexed row for a small gain on short prefixes.
 */
export const migration0020BoletoSearch: Migration = {
  version: 20,
  name: 'boleto-search',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE boleto_search USING fts5(
        payer_name, payer_document, document_digits, your_number,
        content = '',
        contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );
    `);
    // Rows cached before this migration (none in practice: 0010 and 0020 ship together, but a
    // migration must be correct on any database at the previous version).
    db.function('cache_digits_only', { deterministic: true }, (text: unknown) =>
      digitsOnly(String(text)),
    );
    db.exec(`
      INSERT INTO boleto_search (rowid, payer_name, payer_document, document_digits, your_number)
      SELECT id, payer_name, payer_document, cache_digits_only(payer_document), your_number
      FROM boletos;
    `);
  },
};
