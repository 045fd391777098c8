import type { StatementFilters } from '../../../preload/contract/schemas/statement.ts';
import type { SqlCondition } from '../sql/condition.ts';
import { armsOf, armsTested, foundOf, periodOf, whereOf } from './statement-query.ts';

/**
 * The sums of the filtered lines, whole period or day by day. Without a search they are read
 * from `statement_days` (each day's sums per kind and direction, kept by triggers): a range of
 * that small table, never a pass over every line — or, for all time, from `statement_totals`.
 * A search sums the lines it finds.
 *
 * `effect_cents` is +amount in, −amount out and 0 for a failed line, so the outs are the
 * negated sum of the out side, and a failed line counts in `lines` only.
 */
const SUMS = `coalesce(sum(CASE WHEN direction = 'in' THEN effect_cents END), 0) AS inCents,
  coalesce(-sum(CASE WHEN direction = 'out' THEN effect_cents END), 0) AS outCents`;

/** Where the sums are read from, and what narrows them. */
function sumsSource(filters: StatementFilters, days: string[] | null, hits: boolean): SqlCondition {
  const arms = armsOf(filters);
  const found = foundOf(filters, hits);
  const onDays: SqlCondition =
    days === null
      ? { where: '', params: [] }
      : { where: 'day IN (SELECT value FROM json_each(?))', params: [JSON.stringify(days)] };
  const armed = arms === null ? { where: '', params: [] } : armsTested(arms, '');
  const period = periodOf(filters);
  if (found === null && days === null && period.where === '') {
    // All time: the totals kept per kind and direction, a dozen rows.
    const where = whereOf(armed);
    return {
      where: `SELECT ${SUMS}, coalesce(sum(lines), 0) AS lines FROM statement_totals ${where.where}`,
      params: where.params,
    };
  }
  if (found === null) {
    const where = whereOf(onDays, period, armed);
    return {
      where: `SELECT ${SUMS}, coalesce(sum(lines), 0) AS lines${days ? ', day' : ''}
        FROM statement_days ${where.where}`,
      params: where.params,
    };
  }
  const where = whereOf(found, onDays, period, armed);
  return {
    where: `SELECT ${SUMS}, count(*) AS lines${days ? ', day' : ''}
      FROM statement_lines ${where.where}`,
    params: where.params,
  };
}

/** The whole filtered period's sums. */
export function periodSumsSql(filters: StatementFilters, hits = false): SqlCondition {
  return sumsSource(filters, null, hits);
}

/** The sums of each of `days` under the filters (days without a line are left out). */
export function daySumsSql(filters: StatementFilters, days: string[], hits = false): SqlCondition {
  const source = sumsSource(filters, days, hits);
  return { where: `${source.where} GROUP BY day ORDER BY day DESC`, params: source.params };
}
