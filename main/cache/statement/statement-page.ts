import type {
  StatementAfter,
  StatementFilters,
  StatementLine,
} from '../../../preload/contract/schemas/statement.ts';
import type { SqlCondition } from '../sql/condition.ts';
import { afterOf, armsOf, armsTested, foundOf, instantsOf, whereOf } from './statement-query.ts';
import { boundLimit } from '../sql/bound-limit.ts';

/** The kind of charge a received Pix's `reference` names, by where the Pix was learnt of. */
const CHARGE_KIND_OF_RECEIVED = `CASE r.source WHEN 'boleto' THEN 'boleto'
  WHEN 'immediate' THEN 'pix-immediate' WHEN 'due-date' THEN 'pix-due-date' END`;

/** The received Pix of the line being read (a seek on its primary key). */
const RECEIVED_OF_LINE = `received_pix AS r
  WHERE statement_lines.kind = 'pix-received'
    AND r.end_to_end_id = statement_lines.end_to_end_id AND r.reference IS NOT NULL`;

/**
 * A line under the names the app knows it by. A received Pix that paid a charge of the account
 * names the charge in words (its kind, and its number or description, else its payer), read
 * from the charges list (a seek on its UNIQUE (kind, correlation_id)), never by its id.
 */
export const LINE_SELECT = `id, occurred_at AS occurredAt, day, direction,
  amount_cents AS amountCents, effect_cents AS effectCents, kind, status, origin,
  counterparty_name AS counterpartyName, counterparty_document AS counterpartyDocument,
  description, reference, end_to_end_id AS endToEndId,
  (SELECT ${CHARGE_KIND_OF_RECEIVED} FROM ${RECEIVED_OF_LINE}) AS chargeKind,
  (SELECT coalesce(nullif(trim(c.reference), ''), nullif(trim(c.payer_name), ''))
     FROM charges AS c, ${RECEIVED_OF_LINE}
      AND c.kind = ${CHARGE_KIND_OF_RECEIVED} AND c.correlation_id = r.reference) AS chargeLabel`;

/**
 * Newest first; the list's order, and that of both indexes read backwards. A later instant is
 * never an earlier São Paulo day, so the lines of a day come together.
 */
export const NEWEST_FIRST = 'ORDER BY occurred_at DESC, id DESC';

/**
 * How a page is read:
 * - `walk`: no kind, direction or search: one seek on `statement_by_time` from the cursor (or
 *   from the period's end), the rows read in order;
 * - `arms`: a seek on `statement_by_arm` per (kind, direction) the filters allow, each a page
 *   at most read from the index alone, merged; then the page's rows;
 * - `search`: the lines the search finds (`searchSetOf`: a full-text match and an amount
 *   seek), filtered and sorted — as many as the search finds, few for a search.
 */
export type StatementPlan = 'walk' | 'arms' | 'search';

export interface PageSql extends SqlCondition {
  plan: StatementPlan;
}

/** The SQL of a page of `limit` lines after `after` (a search against its `hits`, when asked). */
export function pageSql(
  filters: StatementFilters,
  after: StatementAfter | null,
  limit: number,
  hits = false,
): PageSql {
  const period = instantsOf(filters);
  const from = afterOf(after);
  const arms = armsOf(filters);
  const found = foundOf(filters, hits);
  if (found !== null) {
    const where = whereOf(
      found,
      arms ? armsTested(arms, '') : { where: '', params: [] },
      period,
      from,
    );
    return {
      plan: 'search',
      where: `SELECT ${LINE_SELECT} FROM statement_lines ${where.where} ${NEWEST_FIRST} ${boundLimit()}`,
      params: [...where.params, limit],
    };
  }
  if (arms === null) {
    const where = whereOf(period, from);
    return {
      plan: 'walk',
      where: `SELECT ${LINE_SELECT} FROM statement_lines INDEXED BY statement_by_time
        ${where.where} ${NEWEST_FIRST} ${boundLimit()}`,
      params: [...where.params, limit],
    };
  }
  if (arms.length === 0) {
    return {
      plan: 'arms',
      where: `SELECT ${LINE_SELECT} FROM statement_lines WHERE 0`,
      params: [],
    };
  }
  // Each arm read from its index alone (it holds the sort columns and the row id); the rows
  // of the page only are then read from the table.
  const parts = arms.map((arm) => {
    const where = whereOf(
      { where: 'kind = ? AND direction = ?', params: [arm.kind, arm.direction] },
      period,
      from,
    );
    return {
      where: `SELECT * FROM (SELECT seq, occurred_at, id
        FROM statement_lines INDEXED BY statement_by_arm ${where.where} ${NEWEST_FIRST} ${boundLimit()})`,
      params: [...where.params, limit],
    };
  });
  return {
    plan: 'arms',
    where: `SELECT ${LINE_SELECT} FROM statement_lines WHERE seq IN (
        SELECT seq FROM (${parts.map((p) => p.where).join(' UNION ALL ')})
        ${NEWEST_FIRST} ${boundLimit()})
      ${NEWEST_FIRST}`,
    params: [...parts.flatMap((p) => p.params), limit],
  };
}

/** Where the page after `lines` starts: its last line. */
export function afterLine(line: StatementLine): StatementAfter {
  return { occurredAt: line.occurredAt, id: line.id };
}
