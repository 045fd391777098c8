import {
  chargeKinds,
  chargeStates,
  type ChargeFilters,
  type ChargeKind,
  type ChargeState,
} from '../../../preload/contract/schemas/charges.ts';
import { placeholders as marks, type SqlCondition } from '../sql/condition.ts';
import { buildSearchMatch } from '../sql/search-match.ts';

/**
 * How a charges list page is found. Every index of `charges` starts with (state, kind), then
 * the sort column and the id, so within one (state, kind) pair — an "arm" — rows come out in
 * sort order from a seek:
 * - `arms`: each pair the filters allow is read in order from the cursor, one page at most,
 *   other filters tested per row; the pages are merged. Clustered rows (the few Pix codes
 *   among years of boletos, the open charges among the finished ones) are then as quick to
 *   list as any, in both directions.
 * - `search`, `due`, `amount`: that filter keeps few rows (under the repository's cap): their
 *   ids are gathered first (from `charges_fts`, or a range seek per pair), then sorted.
 */
export type ChargePlan = 'arms' | 'search' | 'due' | 'amount';

/** The states and kinds the filters allow: all of them when a list is empty or absent. */
export function scopeOf(filters: ChargeFilters): { states: ChargeState[]; kinds: ChargeKind[] } {
  return {
    states: filters.states?.length
      ? chargeStates.filter((s) => filters.states?.includes(s))
      : [...chargeStates],
    kinds: filters.kinds?.length
      ? chargeKinds.filter((k) => filters.kinds?.includes(k))
      : [...chargeKinds],
  };
}

/** How the text search is applied. */
export type SearchUse =
  /** `c.id IN (matches)`: the matches drive, or SQLite chooses (totals). */
  | 'drive'
  /**
   * `+c.id IN temp.charge_search_hits`: each index entry tested against the matches, gathered
   * once (by the repository) for every seek of a page.
   */
  | 'hits';

export interface ChargeConditionOptions {
  /**
   * - `in`: state and kind IN lists (all values when unfiltered), so every index can seek;
   * - `{ state, kind }`: one arm;
   * - `tested`: `+c.state IN …` / `+c.kind IN …`, only where the filters restrict them.
   */
  scope: 'in' | { state: ChargeState; kind: ChargeKind } | 'tested';
  /**
   * Columns whose filter may use its index (the arm's sort column, or every column for the
   * totals). Any other column's filter gets a unary `+`, which keeps SQLite on the chosen
   * index.
   */
  indexed: readonly string[] | 'all';
  search?: SearchUse;
  alias?: string;
  extra?: SqlCondition[];
}

/**
 * Builds the conditions shared by the list and the totals, so both count the same rows.
 * Values are always bound parameters; only fixed SQL text and placeholders are concatenated.
 * Codes without a due date (immediate) never match a due-date range.
 */
export function chargeConditions(
  filters: ChargeFilters,
  options: ChargeConditionOptions,
): SqlCondition {
  const a = options.alias ?? 'c';
  const clauses: string[] = [];
  const params: (string | number)[] = [];
  const add = (clause: string, ...values: (string | number)[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  const col = (name: string) =>
    options.indexed === 'all' || options.indexed.includes(name) ? `${a}.${name}` : `+${a}.${name}`;

  const { scope } = options;
  if (scope === 'in') {
    const { states, kinds } = scopeOf(filters);
    add(`${a}.state IN (${marks(states)})`, ...states);
    add(`${a}.kind IN (${marks(kinds)})`, ...kinds);
  } else if (scope === 'tested') {
    if (filters.states?.length) add(`+${a}.state IN (${marks(filters.states)})`, ...filters.states);
    if (filters.kinds?.length) add(`+${a}.kind IN (${marks(filters.kinds)})`, ...filters.kinds);
  } else {
    add(`${a}.state = ?`, scope.state);
    add(`${a}.kind = ?`, scope.kind);
  }
  if (filters.dueFrom !== undefined) add(`${col('due_date')} >= ?`, filters.dueFrom);
  if (filters.dueTo !== undefined) add(`${col('due_date')} <= ?`, filters.dueTo);
  if (filters.amountMinCents !== undefined)
    add(`${col('amount_cents')} >= ?`, filters.amountMinCents);
  if (filters.amountMaxCents !== undefined)
    add(`${col('amount_cents')} <= ?`, filters.amountMaxCents);
  const match = chargeSearchMatch(filters);
  if (match !== null) {
    if (options.search === 'hits') add(`+${a}.id IN temp.charge_search_hits`);
    else add(`${a}.id IN (SELECT rowid FROM charges_fts WHERE charges_fts MATCH ?)`, match);
  }
  for (const condition of options.extra ?? []) add(condition.where, ...condition.params);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** The FTS5 MATCH expression of the filters' search text, or null when there is none. */
export function chargeSearchMatch(filters: ChargeFilters): string | null {
  return filters.search === undefined ? null : buildSearchMatch(filters.search);
}
