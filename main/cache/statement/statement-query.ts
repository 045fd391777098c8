import {
  statementKindDirections,
  statementKinds,
  type StatementAfter,
  type StatementDirection,
  type StatementFilters,
  type StatementKind,
} from '../../../preload/contract/schemas/statement.ts';
import { chargeSearchTerms } from '../../../preload/contract/validators/charge-search.ts';
import { addDays } from '../../domain/dates.ts';
import type { SqlCondition } from '../sql/condition.ts';
import { saoPauloDayStart } from '../sql/sao-paulo-day.ts';
import { buildSearchMatch } from '../sql/search-match.ts';

/**
 * How the statement's filters become SQL. Values are always bound; only fixed text and
 * placeholders are put together.
 *
 * An "arm" is a (kind, direction) pair: `statement_by_arm` leads with both, so each arm the
 * filters allow is one seek in date order. No kind or direction filter: no arms, the list is
 * one walk of `statement_by_time`.
 */
export interface Arm {
  kind: StatementKind;
  direction: StatementDirection;
}

/** The pairs the kind and direction filters allow, or null when they allow every line. */
export function armsOf(filters: StatementFilters): Arm[] | null {
  if (!filters.kinds?.length && filters.direction === undefined) return null;
  const kinds = filters.kinds?.length ? filters.kinds : statementKinds;
  return statementKinds
    .filter((kind) => kinds.includes(kind))
    .flatMap((kind) =>
      (statementKindDirections[kind] as readonly StatementDirection[])
        .filter((direction) => filters.direction === undefined || direction === filters.direction)
        .map((direction) => ({ kind, direction })),
    );
}

/** `(kind, direction) IN (VALUES …)`: the arms tested per row (totals, searches). */
export function armsTested(arms: readonly Arm[], alias: string): SqlCondition {
  if (arms.length === 0) return { where: '0', params: [] };
  return {
    where: `(${alias}kind, ${alias}direction) IN (VALUES ${arms.map(() => '(?, ?)').join(', ')})`,
    params: arms.flatMap((arm) => [arm.kind, arm.direction]),
  };
}

/** The period, both ends included, by the lines' São Paulo days (the days' sums, a search). */
export function periodOf(filters: StatementFilters, alias = ''): SqlCondition {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filters.from !== undefined) {
    clauses.push(`${alias}day >= ?`);
    params.push(filters.from);
  }
  if (filters.to !== undefined) {
    clauses.push(`${alias}day <= ?`);
    params.push(filters.to);
  }
  return { where: clauses.join(' AND '), params };
}

/**
 * The period as a range of instants, for the indexes of the lines (which hold no `day`): from
 * the first instant of its first São Paulo day to before the first of the day after its last.
 */
export function instantsOf(filters: StatementFilters): SqlCondition {
  const clauses: string[] = [];
  const params: string[] = [];
  if (filters.from !== undefined) {
    clauses.push('occurred_at >= ?');
    params.push(saoPauloDayStart(filters.from));
  }
  if (filters.to !== undefined) {
    clauses.push('occurred_at < ?');
    params.push(saoPauloDayStart(addDays(filters.to, 1)));
  }
  return { where: clauses.join(' AND '), params };
}

/** Strictly after the line `after` in the list's order (newest first). */
export function afterOf(after: StatementAfter | null): SqlCondition {
  if (after === null) return { where: '', params: [] };
  return { where: '(occurred_at, id) < (?, ?)', params: [after.occurredAt, after.id] };
}

/**
 * The lines the search box finds, as a query of `seq`, or null when there is no search: the
 * lines whose words start with the words typed (counterparty, document, description,
 * reference, end-to-end id; `statement_fts`) and, when the text is an amount, the lines of
 * exactly that amount (`statement_by_amount`) — as the charges list reads its search box.
 */
export function searchSetOf(filters: StatementFilters): SqlCondition | null {
  const text = filters.search?.trim() ?? '';
  if (text === '') return null;
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const { amountCents } = chargeSearchTerms(text);
  const match = buildSearchMatch(amountCents === null ? text : text.replace(/R\$/g, ' '));
  if (match !== null) {
    parts.push('SELECT rowid FROM statement_fts WHERE statement_fts MATCH ?');
    params.push(match);
  }
  if (amountCents !== null) {
    parts.push(
      'SELECT seq FROM statement_lines INDEXED BY statement_by_amount WHERE amount_cents = ?',
    );
    params.push(amountCents);
  }
  // Only punctuation: nothing to look for, so nothing is filtered (as in the charges list).
  return parts.length === 0 ? null : { where: parts.join(' UNION '), params };
}

/** `WHERE a AND b …` of the non-empty conditions, with their parameters in order. */
export function whereOf(...conditions: SqlCondition[]): SqlCondition {
  const used = conditions.filter((c) => c.where !== '');
  return {
    where: used.length === 0 ? '' : `WHERE ${used.map((c) => c.where).join(' AND ')}`,
    params: used.flatMap((c) => c.params),
  };
}

/**
 * `temp.statement_hits`, private to the connection: the lines a search found, gathered once per
 * page (`statement-repo.ts`) for its lines, its days' sums and its period's sums to test
 * against, instead of each searching again.
 */
export const HITS_TABLE =
  'CREATE TEMP TABLE IF NOT EXISTS statement_hits (seq INTEGER PRIMARY KEY)';

/**
 * The search as a condition on the lines: against the hits gathered for this page (`hits`), or
 * the search itself; null when there is none.
 */
export function foundOf(filters: StatementFilters, hits: boolean): SqlCondition | null {
  const search = searchSetOf(filters);
  if (search === null) return null;
  return hits
    ? { where: 'seq IN temp.statement_hits', params: [] }
    : { where: `seq IN (${search.where})`, params: search.params };
}
