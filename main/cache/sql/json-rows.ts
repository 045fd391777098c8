/**
 * A batch's rows as ONE statement: the rows go in as a JSON array of objects (one parameter,
 * `@rows`) and `json_each` gives them back as a table.
 *
 * Why a batch is written this way wherever its rows reach a search index (`charges_fts`,
 * `statement_fts`, directly or through a trigger): inside a transaction, every statement that
 * may fail half-way opens a savepoint, and at each savepoint FTS5 writes the words it holds
 * as a new segment of its index. Written row by row, each row's words became a segment of
 * their own, merged again and again: a first sync of a million boletos slowed with every batch
 * (stack samples: `fts5IndexMergeLevel` under `fts5SavepointMethod`). One statement per table
 * per batch writes a batch's words once.
 */

/**
 * `SELECT` of `columns` (JSON object keys, in that order) from the `@rows` array, as `j`,
 * then `also` (expressions the same for every row, such as a parameter).
 */
export function selectJsonRows(columns: readonly string[], also: readonly string[] = []): string {
  const values = [...columns.map((c) => `j.value ->> '$.${c}'`), ...also];
  return `SELECT ${values.join(', ')} FROM json_each(@rows) AS j`;
}

/** The parameter of a statement built over `selectJsonRows`. */
export function jsonRows(rows: readonly unknown[]): string {
  return JSON.stringify(rows);
}
