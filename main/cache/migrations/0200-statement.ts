import {
  statementDirections,
  statementKinds,
  statementOrigins,
  statementStatuses,
} from '../../../preload/contract/schemas/statement.ts';
import { saoPauloDaySql } from '../sql/sao-paulo-day.ts';
import { EVENT_END_TO_END_ID } from './0200-statement/app-sources.ts';
import { statementSources } from './0200-statement/sources.ts';
import type { Migration } from './migration.ts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The account statement (extrato): `statement_lines`, one row per movement of the account's
 * money this computer has seen, kept by SQLite triggers on the tables it comes from — received
 * Pix, boletos (paid by bar code), refunds sent, payments sent, and the bank's events (split
 * shares, transfers, refunds received) — so every writer (the sync, the events, the write
 * pipeline, the sandbox's demo) keeps it without a line of code of its own, on any connection.
 * What the tables already hold is written here once (`0200-statement/sources.ts`).
 *
 * - `id` is stable (`<source>:<source's id>`): the export's FITID, the keyset's tie-breaker.
 * - `day` (São Paulo) and `effect_cents` (+in, −out, 0 for a failed movement, which moved
 *   nothing) are generated from the line, so no writer can get them wrong.
 * - `statement_days` keeps each day's sums per kind and direction (triggers on the lines): a
 *   period's totals and each day's are read from it, never summed over every line;
 *   `statement_totals` the same for all time (a dozen rows), for the statement opened whole.
 * - `statement_fts` (contentless, as `charges_fts`) holds the words the search box finds.
 * - Indexes: `statement_by_time` (occurred_at, id) serves the list newest first and a period
 *   (its São Paulo days as a range of instants); `statement_by_arm` leads with (kind,
 *   direction), one seek per pair a filter allows. Neither holds `day`: SQLite never reads a
 *   generated column from an index, so an index with it could not answer alone;
 *   `statement_by_amount` the amount typed in the search; `statement_by_end_to_end_id` (money out only) the
 *   payment a refund received gives back. `event_journal_pix_received` tells a received Pix an
 *   event brought from one read from the bank.
 */
export const migration0200Statement: Migration = {
  version: 200,
  name: 'statement',
  up(db) {
    db.exec(`
      CREATE TABLE statement_lines (
        seq                   INTEGER PRIMARY KEY,
        id                    TEXT    NOT NULL UNIQUE,
        occurred_at           TEXT    NOT NULL,
        day                   TEXT    NOT NULL
                              GENERATED ALWAYS AS (${saoPauloDaySql('occurred_at')}) STORED,
        direction             TEXT    NOT NULL CHECK (direction IN (${list(statementDirections)})),
        amount_cents          INTEGER NOT NULL CHECK (amount_cents > 0),
        effect_cents          INTEGER NOT NULL GENERATED ALWAYS AS (
                                CASE WHEN status = 'failed' THEN 0
                                     WHEN direction = 'in' THEN amount_cents
                                     ELSE -amount_cents END) STORED,
        kind                  TEXT    NOT NULL CHECK (kind IN (${list(statementKinds)})),
        status                TEXT    NOT NULL CHECK (status IN (${list(statementStatuses)})),
        origin                TEXT    NOT NULL CHECK (origin IN (${list(statementOrigins)})),
        counterparty_name     TEXT,
        counterparty_document TEXT,
        description           TEXT,
        reference             TEXT,
        end_to_end_id         TEXT
      ) STRICT;

      CREATE INDEX statement_by_time ON statement_lines (occurred_at, id);
      CREATE INDEX statement_by_arm ON statement_lines (kind, direction, occurred_at, id);
      CREATE INDEX statement_by_amount ON statement_lines (amount_cents);
      CREATE INDEX statement_by_end_to_end_id ON statement_lines (end_to_end_id)
        WHERE direction = 'out';

      CREATE TABLE statement_days (
        day          TEXT    NOT NULL,
        kind         TEXT    NOT NULL,
        direction    TEXT    NOT NULL,
        lines        INTEGER NOT NULL,
        effect_cents INTEGER NOT NULL,
        PRIMARY KEY (day, kind, direction)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE statement_totals (
        kind         TEXT    NOT NULL,
        direction    TEXT    NOT NULL,
        lines        INTEGER NOT NULL,
        effect_cents INTEGER NOT NULL,
        PRIMARY KEY (kind, direction)
      ) STRICT, WITHOUT ROWID;

      CREATE VIRTUAL TABLE statement_fts USING fts5(
        counterparty_name, counterparty_document, document_digits, description, reference,
        end_to_end_id,
        content = '',
        contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );

      CREATE INDEX event_journal_pix_received ON event_journal (${EVENT_END_TO_END_ID})
        WHERE event_type = 'PIX_RECEIVED';

      ${SUMS_AND_WORDS}
    `);
    for (const source of statementSources) db.exec(source.backfill);
    for (const source of statementSources) db.exec(source.triggers);
  },
};

const addToDay = (row: string) => `
  INSERT INTO statement_days (day, kind, direction, lines, effect_cents)
  VALUES (${row}.day, ${row}.kind, ${row}.direction, 1, ${row}.effect_cents)
  ON CONFLICT (day, kind, direction) DO UPDATE SET lines = lines + 1,
    effect_cents = effect_cents + excluded.effect_cents;
  INSERT INTO statement_totals (kind, direction, lines, effect_cents)
  VALUES (${row}.kind, ${row}.direction, 1, ${row}.effect_cents)
  ON CONFLICT (kind, direction) DO UPDATE SET lines = lines + 1,
    effect_cents = effect_cents + excluded.effect_cents;`;

const takeFromDay = (row: string) => `
  UPDATE statement_days SET lines = lines - 1, effect_cents = effect_cents - ${row}.effect_cents
   WHERE day = ${row}.day AND kind = ${row}.kind AND direction = ${row}.direction;
  DELETE FROM statement_days
   WHERE day = ${row}.day AND kind = ${row}.kind AND direction = ${row}.direction
     AND lines <= 0;
  UPDATE statement_totals SET lines = lines - 1, effect_cents = effect_cents - ${row}.effect_cents
   WHERE kind = ${row}.kind AND direction = ${row}.direction;
  DELETE FROM statement_totals
   WHERE kind = ${row}.kind AND direction = ${row}.direction AND lines <= 0;`;

/** A document's digits: punctuation and a mask's asterisks are not words. */
const digits = (text: string) =>
  `replace(replace(replace(replace(coalesce(${text}, ''), '.', ''), '-', ''), '/', ''), ' ', '')`;

const addWords = (row: string) => `
  INSERT INTO statement_fts (rowid, counterparty_name, counterparty_document, document_digits,
    description, reference, end_to_end_id)
  VALUES (${row}.seq, coalesce(${row}.counterparty_name, ''),
    coalesce(${row}.counterparty_document, ''), ${digits(`${row}.counterparty_document`)},
    coalesce(${row}.description, ''), coalesce(${row}.reference, ''),
    coalesce(${row}.end_to_end_id, ''));`;

/** The sums of each day and the search words follow the lines. */
const SUMS_AND_WORDS = `
  CREATE TRIGGER statement_line_added AFTER INSERT ON statement_lines BEGIN
    ${addToDay('NEW')}
    ${addWords('NEW')}
  END;
  CREATE TRIGGER statement_line_removed AFTER DELETE ON statement_lines BEGIN
    ${takeFromDay('OLD')}
    DELETE FROM statement_fts WHERE rowid = OLD.seq;
  END;
  CREATE TRIGGER statement_line_moved AFTER UPDATE ON statement_lines
  WHEN OLD.day IS NOT NEW.day OR OLD.kind IS NOT NEW.kind OR OLD.direction IS NOT NEW.direction
    OR OLD.effect_cents IS NOT NEW.effect_cents BEGIN
    ${takeFromDay('OLD')}
    ${addToDay('NEW')}
  END;
  CREATE TRIGGER statement_line_reworded AFTER UPDATE ON statement_lines
  WHEN OLD.counterparty_name IS NOT NEW.counterparty_name
    OR OLD.counterparty_document IS NOT NEW.counterparty_document
    OR OLD.description IS NOT NEW.description OR OLD.reference IS NOT NEW.reference
    OR OLD.end_to_end_id IS NOT NEW.end_to_end_id BEGIN
    DELETE FROM statement_fts WHERE rowid = OLD.seq;
    ${addWords('NEW')}
  END;`;
