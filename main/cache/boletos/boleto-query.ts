import type { BoletoFilters } from '../../../preload/contract/schemas/boleto.ts';
import { buildSearchMatch } from './boleto-search.ts';

/** A WHERE clause over `boletos AS b` with its positional parameters. */
export interface SqlCondition {
  /** `''` when nothing filters, otherwise `WHERE …`. */
  where: string;
  params: (string | number)[];
}

/**
 * How the text search joins the list:
 * - `rowids`: the matching rowids drive, then the rows are sorted — right when few match;
 * - `scan`: the matches are gathered into a set once and the sort index drives, each row
 *   tested against the set (its rowid is in the index entry) — right when many match, since
 *   the page fills quickly and nothing is sorted. (Probing the FTS index row by row instead
 *   re-runs the prefix query per row: measured ~100× slower.)
 */
export type SearchPlan = 'rowids' | 'scan';

export interface FilterOptions {
  /**
   * For a list: the sort column (`due_date`, …). Every other column's filter gets a unary
   * `+`, which stops SQLite from using that column's index, so the (sort column,
   * correlation_id) index always drives and the scan ends after one page. Without it SQLite
   * may pick the status index and sort a quarter of the table to return 100 rows (measured:
   * seconds at 1M rows).
   */
  sortColumn?: string;
  searchPlan?: SearchPlan;
  extra?: SqlCondition[];
}

/**
 * Builds the filter part shared by the list and the totals, so both count the same rows.
 * Values are always bound parameters; only fixed SQL text and placeholders are concatenated.
 */
export function filterCondition(filters: BoletoFilters, options: FilterOptions = {}): SqlCondition {
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const col = (name: string) =>
    options.sortColumn !== undefined && options.sortColumn !== name ? `+b.${name}` : `b.${name}`;
  const add = (clause: string, ...values: (string | number)[]) => {
    clauses.push(clause);
    params.push(...values);
  };

  // An empty list means "no restriction": the form's "all statuses" is no checkbox ticked.
  if (filters.statuses?.length)
    add(`${col('status')} IN (${marks(filters.statuses)})`, ...filters.statuses);
  if (filters.types?.length) add(`${col('type')} IN (${marks(filters.types)})`, ...filters.types);
  if (filters.dueFrom !== undefined) add(`${col('due_date')} >= ?`, filters.dueFrom);
  if (filters.dueTo !== undefined) add(`${col('due_date')} <= ?`, filters.dueTo);
  if (filters.amountMinCents !== undefined)
    add(`${col('amount_cents')} >= ?`, filters.amountMinCents);
  if (filters.amountMaxCents !== undefined)
    add(`${col('amount_cents')} <= ?`, filters.amountMaxCents);
  const match = searchMatchOf(filters);
  if (match !== null) {
    // `+b.id` keeps the matches from driving: they are gathered once into a set, and rows
    // are taken in sort order while in it.
    const id = options.searchPlan === 'scan' ? '+b.id' : 'b.id';
    add(`${id} IN (SELECT rowid FROM boleto_search WHERE boleto_search MATCH ?)`, match);
  }
  for (const condition of options.extra ?? []) {
    clauses.push(condition.where);
    params.push(...condition.params);
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** The FTS5 MATCH expression of the filters' search text, or null when there is none. */
export function searchMatchOf(filters: BoletoFilters): string | null {
  return filters.search === undefined ? null : buildSearchMatch(filters.search);
}

function marks(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}
