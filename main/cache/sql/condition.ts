/** A WHERE clause with its positional parameters, as the list queries assemble them. */
export interface SqlCondition {
  /** `''` when nothing filters, otherwise `WHERE …` (or a bare clause, when combined). */
  where: string;
  params: (string | number)[];
}

/** `?, ?, ?` for an IN list of these values: values are always bound, never concatenated. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
