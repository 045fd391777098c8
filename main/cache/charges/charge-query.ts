import {
  chargeKinds,
  chargeStates,
  type ChargeFilters,
  type ChargeKind,
  type ChargeState,
} from '../../../preload/contract/schemas/charges.ts';
import { chargeSearchTerms } from '../../../preload/contract/validators/charge-search.ts';
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
  const found = chargeSearchSet(filters);
  if (found !== null) {
    if (options.search === 'hits') add(`+${a}.id IN temp.charge_search_hits`);
    else add(`${a}.id IN (${found.sql})`, ...found.params);
  }
  for (const condition of options.extra ?? []) add(condition.where, ...condition.params);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** A query of charge ids: its SQL text (fixed text and placeholders) and bound values. */
export interface ChargeIdSet {
  sql: string;
  params: (string | number)[];
}

/**
 * The ids the search text finds, or null when there is no search: the rows whose words start
 * with the typed words (`charges_fts`), and — when the text is an amount or a nosso número
 * (`chargeSearchTerms`) — the charges of exactly that amount and the boleto of that number.
 * All of them are found (a union): "2024" lists the reference "NF-2024", the charges of
 * R$ 2.024,00 and the boleto whose nosso número is 2024. Each part is a seek: the amount on
 * `charges_by_amount` for every (state, kind) pair, the nosso número on
 * `boletos_by_our_number` then `charges` (kind, correlation_id).
 */
export function chargeSearchSet(filters: ChargeFilters): ChargeIdSet | null {
  if (filters.search === undefined) return null;
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const { amountCents, ourNumber } = chargeSearchTerms(filters.search);
  // "R$" of an amount is no word to look for: as the prefix "r" it would match most names.
  const words = amountCents === null ? filters.search : filters.search.replace(/R\$/g, ' ');
  const match = buildSearchMatch(words);
  if (match !== null) {
    parts.push('SELECT rowid FROM charges_fts WHERE charges_fts MATCH ?');
    params.push(match);
  }
  if (amountCents !== null) {
    parts.push(
      `SELECT s.id FROM charges AS s INDEXED BY charges_by_amount
       WHERE s.state IN (${marks(chargeStates)}) AND s.kind IN (${marks(chargeKinds)})
         AND s.amount_cents = ?`,
    );
    params.push(...chargeStates, ...chargeKinds, amountCents);
  }
  if (ourNumber !== null) {
    parts.push(
      // Named and joined in this order: the planner, without statistics, would walk every
      // boleto's charge instead.
      `SELECT s.id FROM boletos AS b INDEXED BY boletos_by_our_number CROSS JOIN charges AS s
         ON s.kind = 'boleto' AND s.correlation_id = b.correlation_id
       WHERE ltrim(b.our_number, '0') = ?`,
    );
    params.push(ourNumber);
  }
  // Text with nothing searchable (only punctuation) filters nothing, as before.
  return parts.length === 0 ? null : { sql: parts.join(' UNION '), params };
}
