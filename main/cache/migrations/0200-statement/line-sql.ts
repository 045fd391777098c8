/**
 * SQL pieces the statement's sources are written with (migration 0200). Each source's SELECT
 * yields the columns of `LINE_COLUMNS`, in that order, and is guarded so that a value it cannot
 * read exactly (an instant that does not parse, an amount that is not whole cents, a field of
 * another JSON type) makes no line rather than failing the write that fired it: a trigger that
 * failed would refuse the sync's, the event's or the write pipeline's own write.
 */

/** The columns a source writes; `day` and `effect_cents` are derived by the table itself. */
export const LINE_COLUMNS = [
  'id',
  'occurred_at',
  'direction',
  'amount_cents',
  'kind',
  'status',
  'origin',
  'counterparty_name',
  'counterparty_document',
  'description',
  'reference',
  'end_to_end_id',
] as const;

/** An instant as `sortableInstant` writes it (UTC, milliseconds, `Z`); NULL when it is not one. */
export const instant = (text: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${text})`;

/** The text at `path` of the JSON `json`, or NULL when it is absent or not a string. */
export const jsonText = (json: string, path: string) =>
  `CASE WHEN json_type(${json}, '${path}') = 'text' THEN json_extract(${json}, '${path}') END`;

/**
 * Reais at `path` as integer cents, through the number's two-decimal text (no float arithmetic
 * on money): NULL unless it is a number above zero, below 10^12, with whole cents.
 */
export function jsonCents(json: string, path: string): string {
  const value = `json_extract(${json}, '${path}')`;
  return `CASE WHEN json_type(${json}, '${path}') IN ('integer', 'real')
      AND ${value} > 0 AND ${value} < 1e12
      AND CAST(printf('%.2f', ${value}) AS REAL) = ${value}
    THEN CAST(replace(printf('%.2f', ${value}), '.', '') AS INTEGER) END`;
}

/** A source's own columns replace the line's: the source is what the line shows. */
export const REPLACE_LINE = `ON CONFLICT (id) DO UPDATE SET
  ${LINE_COLUMNS.filter((c) => c !== 'id')
    .map((c) => `${c} = excluded.${c}`)
    .join(',\n  ')}`;

/**
 * A later event of the same movement moves its status on (never back to processing) and keeps
 * when it was first told; a line another source owns (a payment this app sent) is left to it.
 */
export const ADVANCE_EVENT_LINE = `ON CONFLICT (id) DO UPDATE SET
  status = CASE WHEN excluded.status = 'processing' THEN statement_lines.status
                ELSE excluded.status END,
  description = coalesce(excluded.description, statement_lines.description)
  WHERE statement_lines.origin = 'event'`;

/** `INSERT … SELECT … ON CONFLICT …`; `select` has a WHERE, so the upsert parses. */
export const upsertLines = (select: string, onConflict: string) =>
  `INSERT INTO statement_lines (${LINE_COLUMNS.join(', ')})
  ${select}
  ${onConflict};`;

/** Deletes the line of `id` (an SQL expression). */
export const deleteLine = (id: string) => `DELETE FROM statement_lines WHERE id = ${id};`;

/** A trigger's WHEN: one of `columns` changed (a re-read of the same record changes none). */
export const changed = (columns: readonly string[]) =>
  columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
