import type {
  ChargeFilters,
  ChargeKind,
  ChargeRow,
  ChargeState,
  ChargeTotals,
} from '../../../preload/contract/schemas/charges.ts';
import type { SortDirection } from '../../../preload/contract/schemas/common.ts';
import type { SqlCondition } from '../sql/condition.ts';
import {
  decodeChargeCursor,
  encodeChargeCursor,
  type ChargeCursor,
  type ChargeSortKey,
} from './charge-cursor.ts';
import {
  chargeConditions,
  chargeSearchSet,
  scopeOf,
  type ChargeIdSet,
  type ChargePlan,
} from './charge-query.ts';
import { MAX_CENTS } from '../../../preload/contract/validators/money.ts';
import { chargeMoneyOf } from '../../domain/charge-money.ts';
import type { CacheDb } from '../db/database.ts';
import { StatementCache } from '../db/statement-cache.ts';
import { literalLimit } from '../sql/bound-limit.ts';

/**
 * A list request. The shape of the contract's parsed `chargeListInputSchema`; every field
 * has the contract's default, so the bridge handler passes the parsed input straight in.
 */
export interface ChargeListQuery {
  filters?: ChargeFilters;
  sort?: { key: ChargeSortKey; direction: SortDirection };
  cursor?: string | null;
  limit?: number;
}

/** One page of rows and the cursor of the next page (null on the last page). */
export interface ChargeListResult {
  items: ChargeRow[];
  nextCursor: string | null;
}

/** The list of everything the account is owed. Get one with `chargesRepo(db)`. */
export interface ChargesRepo {
  /**
   * A page of charges of every kind, filtered and sorted, paged by keyset (never OFFSET).
   * Sorting by due date puts the codes without one (immediate) last in both directions.
   * The page is read from one snapshot, even while the sync writes from another connection.
   */
  listCharges(query?: ChargeListQuery): ChargeListResult;
  /** Count and sum of cents per state, per kind, and overall, for the list's filters. */
  chargeTotals(filters?: ChargeFilters): ChargeTotals;
}

type Sort = { key: ChargeSortKey; direction: SortDirection };

const SORT_COLUMNS: Record<ChargeSortKey, string> = {
  createdAt: 'created_at',
  dueDate: 'due_date',
  amount: 'amount_cents',
};

/** A sort in SQL: its column, its direction, and the keyset comparison past a cursor. */
function sortTerms(sort: Sort) {
  const dir = sort.direction === 'asc' ? 'ASC' : 'DESC';
  return { column: SORT_COLUMNS[sort.key], dir, cmp: dir === 'ASC' ? '>' : '<' };
}

/** The row field of each sort's column: a cursor carries its value. */
const SORT_FIELDS = {
  createdAt: 'createdAt',
  dueDate: 'dueDate',
  amount: 'amountCents',
} as const satisfies Record<ChargeSortKey, keyof ListedRow>;

/** The index of each sort: the arms always walk it (named, so no other can be chosen). */
const SORT_INDEX: Record<ChargeSortKey, string> = {
  createdAt: 'charges_by_created_at',
  dueDate: 'charges_by_due_date',
  amount: 'charges_by_amount',
};

/** The range filter the sort column's own index serves: it never needs a plan of its own. */
const RANGE_OF_SORT: Partial<Record<ChargeSortKey, 'due' | 'amount'>> = {
  dueDate: 'due',
  amount: 'amount',
};

/** The index a range plan seeks, one (state, kind) range after the other. */
const RANGE_INDEX: Record<'due' | 'amount', string> = {
  due: 'charges_by_due_date',
  amount: 'charges_by_amount',
};

/** Selected as the contract's field names (plus the row id), from `charges AS c`. */
export const ROW_COLUMNS = `
  c.id AS rowId, c.kind AS kind, c.correlation_id AS id, c.state AS state,
  c.service_status AS serviceStatus, c.amount_cents AS amountCents,
  c.paid_amount_cents AS paidAmountCents, c.payer_name AS payerName,
  c.payer_document AS payerDocument, c.reference AS reference, c.due_date AS dueDate,
  c.expires_at AS expiresAt, c.paid_at AS paidAt, c.created_at AS createdAt,
  c.synced_at AS syncedAt, c.refunded_cents AS refundedCents`;

/** A row as read: the contract's row without its derived money, with the row id. */
export type ListedRow = Omit<ChargeRow, 'money'> & { rowId: number; refundedCents: number };

/** A row of the page being found: its id and sort value, read from index entries. */
interface Pick {
  rowId: number;
  v: string | number | null;
}

/** What a plan picks: up to `n` entries the filters keep, in sort order, past the cursor. */
interface PickAsk {
  filters: ChargeFilters;
  sort: Sort;
  after: ChargeCursor | null;
  n: number;
}

const DEFAULT_LIMIT = 200;
const MAX_LIMIT = 500;

/**
 * A text search matching fewer rows than its cap is listed from its matches, sorted after (as
 * the boleto list); one matching more is listed by the arms, each index entry tested against
 * the set of matches. Sorting grows with the matches, the arms' walk with the rows per match,
 * so the two cost the same near the square root of the rows: at 1.1M rows a search of 2.2k
 * matches took 16 ms sorted and 67 ms walked, one of 245k 261 ms sorted and 114 ms walked
 * (`npm run bench`, cache-bench). Never below 2,000 (where small caches were measured), in
 * steps of 1,000 so that few counting statements are prepared. Counting stops at the cap, so
 * choosing costs at most that many matches.
 */
function searchCap(rows: number): number {
  return Math.max(2_000, Math.ceil((5 * Math.sqrt(rows)) / 1_000) * 1_000);
}
/**
 * The same for a due-date or amount range when the list is sorted by another column. Its
 * matches are counted, and sorted, from index entries alone (a seek per state and kind on
 * the range's index, which carries the sort columns), so the cap is much higher.
 */
const RANGE_CAP = 50_000;

const repos = new WeakMap<CacheDb, ChargesRepo>();

/** The repository over `db`; one per connection, so its prepared statements are reused. */
export function chargesRepo(db: CacheDb): ChargesRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createChargesRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

function createChargesRepo(db: CacheDb): ChargesRepo {
  const assembled = new StatementCache(db);
  const selectRows = db.prepare<[string], ListedRow>(
    `SELECT ${ROW_COLUMNS} FROM charges AS c WHERE c.id IN (SELECT value FROM json_each(?))`,
  );
  const hits = searchHits(db);
  // The rows a search may match: the highest row id, one seek (deleted rows do not matter to
  // a square root).
  const chargeRows = db.prepare<[], number>('SELECT coalesce(max(id), 0) FROM charges').pluck();

  // Their plans are the planner's, which needs to know how few rows are asked for.
  const countUpTo = (from: string, condition: SqlCondition, cap: number): number =>
    assembled
      .get(`SELECT count(*) FROM (SELECT 1 FROM ${from} ${condition.where} ${literalLimit(cap)})`)
      .pluck()
      .get(...condition.params) as number;

  /** Up to `n` of what `select` reads (picks, or whole rows), in `order`. */
  const seek = <T>(
    select: string,
    from: string,
    condition: SqlCondition,
    order: string,
    n: number,
  ): T[] =>
    assembled
      .get(`SELECT ${select} FROM ${from} ${condition.where} ORDER BY ${order} ${literalLimit(n)}`)
      .all(...condition.params) as T[];
  const pick = (from: string, condition: SqlCondition, value: string, order: string, n: number) =>
    seek<Pick>(`a.id AS rowId, ${value} AS v`, from, condition, order, n);

  const planFor = (filters: ChargeFilters, key: ChargeSortKey): ChargePlan => {
    const found = chargeSearchSet(filters);
    // Paging on through a broad search: its set is still there, no need to count again.
    if (found !== null && !hits.holds(found)) {
      const all = { where: '', params: found.params };
      const cap = searchCap(chargeRows.get() ?? 0);
      if (countUpTo(`(${found.sql})`, all, cap) < cap) return 'search';
    }
    for (const part of ['due', 'amount'] as const) {
      const range = rangeFilters(filters, part);
      if (RANGE_OF_SORT[key] === part || range === null) continue;
      const seek = chargeConditions(range, { scope: 'in', indexed: 'all', alias: 'a' });
      if (countUpTo(`charges AS a INDEXED BY ${RANGE_INDEX[part]}`, seek, RANGE_CAP) < RANGE_CAP)
        return part;
    }
    return 'arms';
  };

  /**
   * The arms plan: one seek per (state, kind) the filters allow, each reading at most `n`
   * entries in sort order from the cursor on its (state, kind, column, id, …) index, every
   * filter tested on the entry; the global first `n` are among them. Each arm reads what
   * `select` says of `charges AS c`: picks to sort and look up, or, for a single arm (which
   * is already the page, in order), the whole rows at once.
   */
  const seekArms = <T>({ filters, sort, after, n }: PickAsk, select: string): T[] => {
    const { column, dir, cmp } = sortTerms(sort);
    const searched = chargeSearchSet(filters);
    if (searched !== null) hits.fill(searched);
    const ranged = filters.dueFrom !== undefined || filters.dueTo !== undefined;
    const nullable = sort.key === 'dueDate' && !ranged;
    const { states, kinds } = scopeOf(filters);
    const from = `charges AS c INDEXED BY ${SORT_INDEX[sort.key]}`;
    const found: T[] = [];
    for (const state of states) {
      for (const kind of kinds) {
        const options = {
          scope: { state, kind },
          indexed: [column],
          search: 'hits' as const,
          alias: 'c',
        };
        let arm: T[] = [];
        if (after === null || after.value !== null) {
          const extra: SqlCondition[] = [];
          if (after !== null) {
            // Row values compare lexicographically, exactly the ORDER BY, and the seek starts
            // at that point of the index.
            extra.push({
              where: `(c.${column}, c.id) ${cmp} (?, ?)`,
              params: [after.value as string | number, after.rowId],
            });
          } else if (nullable) {
            // Every due date is a non-empty `YYYY-MM-DD`: a range the index seeks to, past
            // the NULLs that come first in it (IS NOT NULL alone may walk them).
            extra.push({ where: `c.${column} > ''`, params: [] });
          }
          const condition = chargeConditions(filters, { ...options, extra });
          arm = seek<T>(select, from, condition, `c.${column} ${dir}, c.id ${dir}`, n);
        }
        // Sorting by due date, the rows without one come after, in id order.
        if (nullable && arm.length < n) {
          const extra: SqlCondition[] = [{ where: `c.${column} IS NULL`, params: [] }];
          if (after !== null && after.value === null)
            extra.push({ where: `c.id ${cmp} ?`, params: [after.rowId] });
          const condition = chargeConditions(filters, { ...options, extra });
          arm = arm.concat(seek<T>(select, from, condition, `c.id ${dir}`, n - arm.length));
        }
        found.push(...arm);
      }
    }
    return found;
  };

  /**
   * A plan that gathers the few rows of one filter, then sorts them: the text search's
   * matches (their rows looked up), or a range's index entries (a seek per state and kind).
   */
  const pickGathered = (
    plan: Exclude<ChargePlan, 'arms'>,
    { filters, sort, after, n }: PickAsk,
  ): Pick[] => {
    const { column, dir, cmp } = sortTerms(sort);
    const nullable = sort.key === 'dueDate';
    // Keyset terms on +columns: only the gathering filter may choose the index.
    const extra: SqlCondition[] = [];
    if (after !== null && after.value === null) {
      extra.push({ where: `+a.${column} IS NULL AND +a.id ${cmp} ?`, params: [after.rowId] });
    } else if (after !== null) {
      const past = `(+a.${column}, +a.id) ${cmp} (?, ?)`;
      extra.push({
        where: nullable ? `(${past} OR +a.${column} IS NULL)` : past,
        params: [after.value as string | number, after.rowId],
      });
    }
    const nullsLast = nullable ? `a.${column} IS NULL, ` : '';
    const order = `${nullsLast}a.${column} ${dir}, a.id ${dir}`;
    if (plan === 'search') {
      const condition = chargeConditions(filters, {
        scope: 'tested',
        indexed: [],
        search: 'drive',
        alias: 'a',
        extra,
      });
      return pick('charges AS a', condition, `a.${column}`, order, n);
    }
    // A search here matches many rows (or it would have been the plan): test the set.
    const searched = chargeSearchSet(filters);
    if (searched !== null) hits.fill(searched);
    const condition = chargeConditions(filters, {
      scope: 'in',
      indexed: [plan === 'due' ? 'due_date' : 'amount_cents'],
      search: 'hits',
      alias: 'a',
      extra,
    });
    const from = `charges AS a INDEXED BY ${RANGE_INDEX[plan]}`;
    return pick(from, condition, `a.${column}`, order, n);
  };

  const pickByArms = (ask: PickAsk): Pick[] =>
    seekArms<Pick>(ask, `c.id AS rowId, c.${sortTerms(ask.sort).column} AS v`)
      .sort(comparePicks(ask.sort.direction))
      .slice(0, ask.n);

  /** The rows of picks, in their order: index entries found them, the table is read for these. */
  const rowsOf = (picks: Pick[]): ListedRow[] => {
    const byId = new Map(
      selectRows.all(JSON.stringify(picks.map((p) => p.rowId))).map((row) => [row.rowId, row]),
    );
    return picks.flatMap((p) => byId.get(p.rowId) ?? []);
  };

  const list = (query: ChargeListQuery): ChargeListResult => {
    const sort = query.sort ?? { key: 'createdAt', direction: 'desc' };
    const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
    const filters = query.filters ?? {};
    const after = query.cursor ? decodeChargeCursor(query.cursor, sort.key, sort.direction) : null;
    const plan = planFor(filters, sort.key);
    // One row past the page tells whether there is a next page without a COUNT.
    const ask: PickAsk = { filters, sort, after, n: limit + 1 };
    const { states, kinds } = scopeOf(filters);
    let page: ListedRow[];
    let more: boolean;
    if (plan === 'arms' && states.length === 1 && kinds.length === 1) {
      // One arm is the page itself: nothing to sort, no entry read for nothing.
      const rows = seekArms<ListedRow>(ask, ROW_COLUMNS);
      page = rows.slice(0, limit);
      more = rows.length > limit;
    } else {
      const found = plan === 'arms' ? pickByArms(ask) : pickGathered(plan, ask);
      page = rowsOf(found.slice(0, limit));
      more = found.length > limit;
    }
    const last = page.at(-1);
    const nextCursor =
      more && last
        ? encodeChargeCursor({
            key: sort.key,
            direction: sort.direction,
            value: last[SORT_FIELDS[sort.key]],
            rowId: last.rowId,
          })
        : null;
    return { items: page.map(toChargeRow), nextCursor };
  };
  // One read transaction: every seek and the row reads see the same snapshot.
  const listInSnapshot = db.transaction(list);

  return {
    listCharges(query = {}) {
      // Inside a caller's transaction, which may roll back, the search set is not kept.
      hits.keep = !db.inTransaction;
      return listInSnapshot(query);
    },

    chargeTotals(filters = {}) {
      /** What was refunded of the charges the filters keep: the few refunded rows, tested. */
      const refundedOf = (f: ChargeFilters): number => {
        const tested = chargeConditions(f, {
          scope: 'tested',
          indexed: [],
          search: 'drive',
          extra: [{ where: 'c.refunded_cents > 0', params: [] }],
        });
        const sql = `SELECT coalesce(sum(c.refunded_cents), 0)
          FROM charges AS c INDEXED BY charges_refunded ${tested.where}`;
        return assembled
          .get(sql)
          .pluck()
          .get(...tested.params) as number;
      };
      // State and kind as IN lists, all values when unfiltered: a range filter then seeks its
      // index per pair, and the amount index (state, kind, amount_cents, id, …) covers sums.
      const condition = chargeConditions(filters, { scope: 'in', indexed: 'all', search: 'drive' });
      const sql = `SELECT c.state AS state, c.kind AS kind, count(*) AS count,
          coalesce(sum(c.amount_cents), 0) AS amountCents
        FROM charges AS c ${condition.where} GROUP BY c.state, c.kind`;
      const rows = assembled.get(sql).all(...condition.params) as {
        state: ChargeState;
        kind: ChargeKind;
        count: number;
        amountCents: number;
      }[];
      const sum = <K extends string>(pickKey: (r: (typeof rows)[number]) => K, key: K) => {
        const matching = rows.filter((r) => pickKey(r) === key);
        return {
          count: matching.reduce((n, r) => n + r.count, 0),
          amountCents: matching.reduce((n, r) => n + r.amountCents, 0),
        };
      };
      const { states, kinds } = scopeOf(filters);
      return {
        byState: states.map((state) => ({ state, ...sum((r) => r.state, state) })),
        byKind: kinds.map((kind) => ({ kind, ...sum((r) => r.kind, kind) })),
        count: rows.reduce((n, r) => n + r.count, 0),
        amountCents: rows.reduce((n, r) => n + r.amountCents, 0),
        refundedCents: refundedOf(filters),
      };
    },
  };
}

/**
 * `temp.charge_search_hits`, connection-private: the rowids a broad search matches, for the
 * arms of a page to test against without each gathering them again (an INTEGER PRIMARY KEY
 * table is probed in place by `IN`, never copied). Kept while the same search pages on and
 * nothing changed: `total_changes()` counts this connection's writes, `data_version` moves
 * when another connection (the sync worker) commits.
 */
function searchHits(db: CacheDb): {
  keep: boolean;
  holds(set: ChargeIdSet): boolean;
  fill(set: ChargeIdSet): void;
} {
  db.exec('CREATE TEMP TABLE IF NOT EXISTS charge_search_hits (id INTEGER PRIMARY KEY)');
  const clear = db.prepare('DELETE FROM temp.charge_search_hits');
  const statements = new StatementCache(db);
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let filled: { key: string; changes: number; dataVersion: number } | null = null;
  const keyOf = (set: ChargeIdSet) => JSON.stringify(set);
  const holds = (set: ChargeIdSet) =>
    filled !== null &&
    filled.key === keyOf(set) &&
    filled.changes === changes.get() &&
    filled.dataVersion === dataVersion.get();
  return {
    keep: true,
    holds,
    fill(set) {
      if (holds(set)) return;
      const version = dataVersion.get() ?? 0;
      clear.run();
      // A charge found both by its words and as an amount is one id of the set.
      statements
        .get(`INSERT OR IGNORE INTO temp.charge_search_hits (id) ${set.sql}`)
        .run(...set.params);
      filled = this.keep
        ? { key: keyOf(set), changes: changes.get() ?? 0, dataVersion: version }
        : null;
    },
  };
}

/** The due-date or amount range with the states and kinds: what a range plan seeks. */
function rangeFilters(filters: ChargeFilters, part: 'due' | 'amount'): ChargeFilters | null {
  const { states, kinds } = filters;
  if (part === 'due') {
    const { dueFrom, dueTo } = filters;
    return dueFrom === undefined && dueTo === undefined ? null : { states, kinds, dueFrom, dueTo };
  }
  const { amountMinCents, amountMaxCents } = filters;
  return amountMinCents === undefined && amountMaxCents === undefined
    ? null
    : { states, kinds, amountMinCents, amountMaxCents };
}

/** The list order: the sort value (NULLs last in both directions), then the row id. */
function comparePicks(direction: SortDirection): (a: Pick, b: Pick) => number {
  const sign = direction === 'asc' ? 1 : -1;
  return (a, b) => {
    if (a.v === null || b.v === null) {
      if (a.v !== b.v) return a.v === null ? 1 : -1;
    } else if (a.v !== b.v) {
      return (a.v < b.v ? -1 : 1) * sign;
    }
    return (a.rowId - b.rowId) * sign;
  };
}

export function toChargeRow(row: ListedRow): ChargeRow {
  const { rowId: _rowId, refundedCents, ...read } = row;
  const charge: ChargeRow = {
    ...read,
    money: chargeMoneyOf(read.state, read.paidAmountCents ?? read.amountCents, refundedCents),
  };
  // An amount the bank sent above what the app can create is listed as it is, flagged.
  const outOfRange = charge.amountCents > MAX_CENTS || (charge.paidAmountCents ?? 0) > MAX_CENTS;
  return outOfRange ? { ...charge, outOfRange } : charge;
}
