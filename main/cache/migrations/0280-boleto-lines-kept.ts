import { boletoPayments } from './0200-statement/app-sources.ts';
import { REPLACE_LINE, upsertLines } from './0200-statement/line-sql.ts';
import type { Migration } from './migration.ts';

/**
 * A changed boleto keeps the statement lines of the payments it still has: each is rewritten
 * in place (its `seq`, and so its row of `statement_fts`, stays), and only the lines of
 * payments it no longer lists are removed.
 *
 * Before, every change deleted the boleto's lines and wrote them again under new `seq`s: a
 * batch of changed paid boletos then removed words at low rowids and added them at high ones
 * in turn, and FTS5 writes what it holds as a segment each time the rowids it is given go
 * back (`sqlite3Fts5IndexBeginWrite`), so such a batch wrote a segment per boleto — the cost
 * `json-rows.ts` describes, through the back door.
 */
export const migration0280BoletoLinesKept: Migration = {
  version: 280,
  name: 'boleto-lines-kept',
  up(db) {
    db.exec(`
      DROP TRIGGER statement_of_boleto_update;
      CREATE TRIGGER statement_of_boleto_update AFTER UPDATE OF record_json ON boletos
      WHEN OLD.paid_at IS NOT NULL OR NEW.paid_at IS NOT NULL BEGIN
        DELETE FROM statement_lines
         WHERE id >= 'boleto:' || OLD.correlation_id || ':'
           AND id < 'boleto:' || OLD.correlation_id || ';'
           AND id NOT IN (SELECT line.id FROM (${boletoPayments('NEW', '')}) AS line);
        ${upsertLines(boletoPayments('NEW', ''), REPLACE_LINE)}
      END;
    `);
  },
};
