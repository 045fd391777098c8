/** `created_at` → `createdAt`, as a type. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The listed columns of a row, each under its camelCase name. */
export type CamelFields<Row, Column extends keyof Row & string> = {
  [Name in Column as CamelCase<Name>]: Row[Name];
};

function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Reads the columns a record takes as they are, under their camelCase names
 * (`created_at` → `createdAt`): the plain part of a record, which its mapper completes with
 * what it parses or renames. Only the listed columns: one added to the table later does not
 * reach a record unasked. The names are worked out once, not per row.
 */
export function rowFields<const Column extends string>(
  columns: readonly Column[],
): <Row extends Record<Column, unknown>>(row: Row) => CamelFields<Row, Column> {
  const names = columns.map((column) => [column, camelCase(column)] as const);
  return <Row extends Record<Column, unknown>>(row: Row) => {
    const fields: Record<string, unknown> = {};
    for (const [column, name] of names) fields[name] = row[column];
    return fields as CamelFields<Row, Column>;
  };
}

/** A JSON column that may be NULL (or empty), parsed; null for none. */
export function parseNullableJson<T>(text: string | null): T | null {
  return text ? (JSON.parse(text) as T) : null;
}
