import type {
  StatementAfter,
  StatementDay,
  StatementFilters,
  StatementLine,
  StatementPage,
  StatementSums,
} from '../../../preload/contract/schemas/statement.ts';
import type { CacheDb } from '../db/database.ts';
import { StatementCache } from '../db/statement-cache.ts';
import { afterLine, pageSql } from './statement-page.ts';
import { HITS_TABLE, searchSetOf } from './statement-query.ts';
import { daySumsSql, periodSumsSql } from './statement-sums.ts';

export interface StatementPageQuery {
  filters?: StatementFilters;
  /** The last line of the previous page; null for the first. */
  after?: StatementAfter | null;
  limit?: number;
}

/** The account statement, read from `statement_lines` (migration 0200). */
export interface StatementRepo {
  /**
   * A page of lines, newest first (ties by id), after `after` — a few index seeks however many
   * lines are kept — with the sums of each day it shows (the whole day under the filters, also
   * its lines not on this page) and, on the first page, the whole period's sums.
   */
  page(query?: StatementPageQuery): StatementPage;
  /** The filtered period's sums alone. */
  sums(filters: StatementFilters): StatementSums;
}

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 500;

type SumsRow = Omit<StatementSums, 'netCents'>;

const withNet = <T extends SumsRow>(row: T): T & { netCents: number } => ({
  ...row,
  netCents: row.inCents - row.outCents,
});

const repos = new WeakMap<CacheDb, StatementRepo>();

/** The repository over `db`; one per connection, so its statements are prepared once. */
export function statementRepo(db: CacheDb): StatementRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createStatementRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

function createStatementRepo(db: CacheDb): StatementRepo {
  const statements = new StatementCache(db);
  const all = <T>(sql: { where: string; params: (string | number)[] }): T[] =>
    statements.get(sql.where).all(...sql.params) as T[];

  db.exec(HITS_TABLE);
  const clearHits = db.prepare('DELETE FROM temp.statement_hits');
  /** Gathers the lines the search finds, once for the page; false when there is no search. */
  const gather = (filters: StatementFilters): boolean => {
    const search = searchSetOf(filters);
    if (search === null) return false;
    clearHits.run();
    // A line found both by its words and as an amount is one hit.
    statements
      .get(`INSERT OR IGNORE INTO temp.statement_hits (seq) ${search.where}`)
      .run(...search.params);
    return true;
  };

  const sumsOf = (filters: StatementFilters, hits: boolean): StatementSums =>
    withNet(all<SumsRow>(periodSumsSql(filters, hits))[0] ?? { inCents: 0, outCents: 0, lines: 0 });

  // One snapshot for the lines and their sums, even while the sync writes from its connection.
  const page = db.transaction((query: StatementPageQuery): StatementPage => {
    const filters = query.filters ?? {};
    const after = query.after ?? null;
    const limit = Math.max(1, Math.min(MAX_LIMIT, query.limit ?? DEFAULT_LIMIT));
    const hits = gather(filters);
    // One more than asked: whether a next page exists is known without asking for it.
    const read = all<StatementLine>(pageSql(filters, after, limit + 1, hits));
    const lines = read.slice(0, limit);
    const shown = [...new Set(lines.map((line) => line.day))];
    const days =
      shown.length === 0
        ? []
        : all<SumsRow & { day: string }>(daySumsSql(filters, shown, hits)).map(
            (row): StatementDay => withNet(row),
          );
    return {
      lines,
      days,
      totals: after === null ? sumsOf(filters, hits) : null,
      next: read.length > limit && lines.length > 0 ? afterLine(lines.at(-1)!) : null,
    };
  });

  return {
    page: (query = {}) => page(query),
    sums: db.transaction((filters: StatementFilters) => sumsOf(filters, gather(filters))),
  };
}
