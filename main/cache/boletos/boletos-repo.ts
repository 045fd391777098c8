import type {
  BoletoFilters,
  BoletoRow,
  BoletoStatus,
  BoletoTotals,
  BoletoView,
} from '../../../preload/contract/schemas/boleto.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { boletoRecordSchema, type BoletoRecord } from '../../domain/wire/boletos.ts';
import { fromWireBoleto } from './boleto-view.ts';
import { boletoColumns, boletoSearchText, type BoletoColumns } from './boleto-columns.ts';
import { boletoChargeColumns, type ChargeColumns } from '../charges/charge-columns.ts';
import { chargesWriter } from '../charges/charges-writer.ts';
import {
  decodeCursor,
  encodeCursor,
  type BoletoSortKey,
  type SortDirection,
} from './boleto-cursor.ts';
import {
  filterCondition,
  searchMatchOf,
  type SearchPlan,
  type SqlCondition,
} from './boleto-query.ts';
import type { CacheDb } from '../db/database.ts';
import { StatementCache } from '../db/statement-cache.ts';

/** What an upsert did, row by row. */
export interface UpsertCounts {
  inserted: number;
  updated: number;
  /** Same JSON as cached (same hash): not written at all. */
  unchanged: number;
}

/**
 * A list request. The shape of the contract's parsed `boletoListInputSchema`; every field
 * has the contract's default, so the bridge handler passes the parsed input straight in.
 */
export interface BoletoListQuery {
  filters?: BoletoFilters;
  sort?: { key: BoletoSortKey; direction: SortDirection };
  cursor?: string | null;
  limit?: number;
}

/** One page of rows and the cursor of the next page (null on the last page). */
export interface BoletoListResult {
  items: BoletoRow[];
  nextCursor: string | null;
}

/** The boleto part of the cache. Get one with `boletosRepo(db)`. */
export interface BoletosRepo {
  /**
   * Writes service records in ONE transaction: new ones are inserted, changed ones (a
   * different JSON hash) rewritten with their search row, unchanged ones skipped without a
   * write — a re-sync of a mostly unchanged history then costs reads, not writes. An
   * unchanged row keeps its `synced_at`: it is when that content was read, and freshness of
   * the whole set is the sync state's `lastSyncedAt`. New and changed boletos also write
   * their row of the charges list (`charges`, `charges_fts`) in the same transaction.
   */
  upsertBoletos(records: readonly BoletoRecord[], syncedAt: string): UpsertCounts;
  /** The full boleto, from its stored record, or null when it is not cached. */
  getBoleto(correlationId: string): BoletoView | null;
  /** A page of rows, filtered and sorted, paged by keyset (never OFFSET). */
  listBoletos(query?: BoletoListQuery): BoletoListResult;
  /** Count and sum of cents per status, and overall, for the same filters as the list. */
  boletoTotals(filters?: BoletoFilters): BoletoTotals;
  /** `created_at` of the oldest Pending boleto cached, or null when there is none. */
  oldestPendingCreatedAt(): string | null;
}

const STATUS_ORDER: readonly BoletoStatus[] = ['Pending', 'Paid', 'Expired', 'Cancelled'];

const SORT_COLUMNS: Record<BoletoSortKey, string> = {
  dueDate: 'due_date',
  createdAt: 'created_at',
  amount: 'amount_cents',
};

/** Selected as the contract's field names, so rows need no mapping. */
const ROW_COLUMNS = `
  b.correlation_id AS correlationId, b.type AS type, b.status AS status,
  b.amount_cents AS amountCents, b.due_date AS dueDate, b.payer_name AS payerName,
  b.payer_document AS payerDocument, b.your_number AS yourNumber, b.created_at AS createdAt,
  b.paid_at AS paidAt, b.synced_at AS syncedAt`;

const DEFAULT_LIMIT = 200;

/**
 * A search matching fewer rows than this is listed from its matches, sorted after; one
 * matching more is listed in sort-index order, testing each row against the set of matches.
 */
const SEARCH_MATCH_CAP = 2_000;
const MAX_LIMIT = 500;

const repos = new WeakMap<CacheDb, BoletosRepo>();

/** The repository over `db`; one per connection, so its prepared statements are reused. */
export function boletosRepo(db: CacheDb): BoletosRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createBoletosRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

interface ExistingRow {
  id: number;
  record_hash: string;
  payer_name: string;
  payer_document: string;
  your_number: string;
}

function createBoletosRepo(db: CacheDb): BoletosRepo {
  const findExisting = db.prepare<[string], ExistingRow>(
    `SELECT id, record_hash, payer_name, payer_document, your_number
     FROM boletos WHERE correlation_id = ?`,
  );
  const insertRow = db.prepare(
    `INSERT INTO boletos (correlation_id, type, status, amount_cents, due_date, payer_name,
       payer_document, your_number, our_number, digitable_line, created_at, updated_at, paid_at,
       record_json, record_hash, synced_at)
     VALUES (@correlation_id, @type, @status, @amount_cents, @due_date, @payer_name,
       @payer_document, @your_number, @our_number, @digitable_line, @created_at, @updated_at,
       @paid_at, @record_json, @record_hash, @synced_at)`,
  );
  const updateRow = db.prepare(
    `UPDATE boletos SET type = @type, status = @status, amount_cents = @amount_cents,
       due_date = @due_date, payer_name = @payer_name, payer_document = @payer_document,
       your_number = @your_number, our_number = @our_number, digitable_line = @digitable_line,
       created_at = @created_at, updated_at = @updated_at, paid_at = @paid_at,
       record_json = @record_json, record_hash = @record_hash, synced_at = @synced_at
     WHERE id = @id`,
  );
  const deleteSearch = db.prepare('DELETE FROM boleto_search WHERE rowid = ?');
  const insertSearch = db.prepare(
    `INSERT INTO boleto_search (rowid, payer_name, payer_document, document_digits, your_number)
     VALUES (@rowid, @payer_name, @payer_document, @document_digits, @your_number)`,
  );
  const selectRecord = db.prepare<[string], { record_json: string; synced_at: string }>(
    'SELECT record_json, synced_at FROM boletos WHERE correlation_id = ?',
  );
  const selectOldestPending = db
    .prepare<[], string | null>(`SELECT min(created_at) FROM boletos WHERE status = 'Pending'`)
    .pluck();
  const countMatchesUpToCap = db
    .prepare<[string, number], number>(
      `SELECT count(*) FROM
         (SELECT 1 FROM boleto_search WHERE boleto_search MATCH ? LIMIT ?)`,
    )
    .pluck();
  const assembled = new StatementCache(db);
  const charges = chargesWriter(db);

  const searchPlanFor = (filters: BoletoFilters): SearchPlan | undefined => {
    const match = searchMatchOf(filters);
    if (match === null) return undefined;
    const count = countMatchesUpToCap.get(match, SEARCH_MATCH_CAP) ?? 0;
    return count < SEARCH_MATCH_CAP ? 'rowids' : 'scan';
  };

  const upsertAll = db.transaction((records: readonly BoletoRecord[], syncedAt: string) => {
    const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
    for (const record of records) {
      const columns = checked(record, () => boletoColumns(record));
      const existing = findExisting.get(columns.correlation_id);
      if (existing === undefined) {
        const { lastInsertRowid } = insertRow.run({ ...columns, synced_at: syncedAt });
        insertSearch.run({ rowid: lastInsertRowid, ...boletoSearchText(columns) });
        charges.insert(chargeOf(record, columns), syncedAt);
        counts.inserted++;
      } else if (existing.record_hash === columns.record_hash) {
        counts.unchanged++;
      } else {
        updateRow.run({ ...columns, synced_at: syncedAt, id: existing.id });
        // Most updates are a status change: the search row is rewritten only when its text is.
        if (searchTextChanged(existing, columns)) {
          deleteSearch.run(existing.id);
          insertSearch.run({ rowid: existing.id, ...boletoSearchText(columns) });
        }
        charges.update(chargeOf(record, columns), syncedAt);
        counts.updated++;
      }
    }
    return counts;
  });

  return {
    upsertBoletos(records, syncedAt) {
      // IMMEDIATE: the sync worker writes the same file from another thread. A deferred
      // transaction that reads and then writes fails with SQLITE_BUSY when the worker commits
      // in between; taking the write lock first makes it wait (busy_timeout) instead.
      return upsertAll.immediate(records, syncedAt);
    },

    getBoleto(correlationId) {
      const row = selectRecord.get(correlationId);
      if (row === undefined) return null;
      // Re-parsed so that a record cached by an older build is checked against today's shape.
      const record = boletoRecordSchema.parse(JSON.parse(row.record_json));
      return fromWireBoleto(record, row.synced_at);
    },

    listBoletos(query = {}) {
      const sort = query.sort ?? { key: 'dueDate', direction: 'desc' };
      const limit = Math.min(Math.max(Math.trunc(query.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
      const sortColumn = SORT_COLUMNS[sort.key];
      const column = `b.${sortColumn}`;
      const filters = query.filters ?? {};
      const dir = sort.direction === 'asc' ? 'ASC' : 'DESC';
      const extra: SqlCondition[] = [];
      if (query.cursor) {
        const after = decodeCursor(query.cursor, sort.key, sort.direction);
        // Row values compare lexicographically, exactly the ORDER BY below, and SQLite walks
        // the (column, correlation_id) index from that point.
        extra.push({
          where: `(${column}, b.correlation_id) ${dir === 'ASC' ? '>' : '<'} (?, ?)`,
          params: [after.value, after.correlationId],
        });
      }
      const condition = filterCondition(filters, {
        sortColumn,
        searchPlan: searchPlanFor(filters),
        extra,
      });
      const sql = `SELECT ${ROW_COLUMNS} FROM boletos AS b ${condition.where}
        ORDER BY ${column} ${dir}, b.correlation_id ${dir} LIMIT ?`;
      // One row past the page tells whether there is a next page without a COUNT.
      const rows = assembled.get(sql).all(...condition.params, limit + 1) as BoletoRow[];
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? encodeCursor({
              key: sort.key,
              direction: sort.direction,
              value: sortValue(last, sort.key),
              correlationId: last.correlationId,
            })
          : null;
      return { items, nextCursor };
    },

    boletoTotals(filters = {}) {
      const condition = filterCondition(filters);
      const sql = `SELECT b.status AS status, count(*) AS count,
          coalesce(sum(b.amount_cents), 0) AS amountCents
        FROM boletos AS b ${condition.where} GROUP BY b.status`;
      const rows = assembled.get(sql).all(...condition.params) as {
        status: BoletoStatus;
        count: number;
        amountCents: number;
      }[];
      const found = new Map(rows.map((r) => [r.status, r]));
      const shown = filters.statuses?.length
        ? STATUS_ORDER.filter((s) => filters.statuses?.includes(s))
        : STATUS_ORDER;
      const byStatus = shown.map((status) => ({
        status,
        count: found.get(status)?.count ?? 0,
        amountCents: found.get(status)?.amountCents ?? 0,
      }));
      return {
        byStatus,
        count: rows.reduce((n, r) => n + r.count, 0),
        amountCents: rows.reduce((n, r) => n + r.amountCents, 0),
      };
    },

    oldestPendingCreatedAt() {
      return selectOldestPending.get() ?? null;
    },
  };
}

/** The boleto's row of the charges list; derived only for rows that are written. */
function chargeOf(record: BoletoRecord, columns: BoletoColumns): ChargeColumns {
  return checked(record, () => boletoChargeColumns(record, columns));
}

function checked<T>(record: BoletoRecord, derive: () => T): T {
  try {
    return derive();
  } catch (error) {
    // One bad record aborts its batch: better a failed sync than a wrong amount cached.
    throw new AppFailure(
      'internal',
      `boleto ${record.correlationId}: ${(error as Error).message}`,
      {
        key: 'error.cache.bad_record',
      },
    );
  }
}

function searchTextChanged(
  existing: ExistingRow,
  next: { payer_name: string; payer_document: string; your_number: string },
): boolean {
  return (
    existing.payer_name !== next.payer_name ||
    existing.payer_document !== next.payer_document ||
    existing.your_number !== next.your_number
  );
}

function sortValue(row: BoletoRow, key: BoletoSortKey): string | number {
  if (key === 'amount') return row.amountCents;
  return key === 'createdAt' ? row.createdAt : row.dueDate;
}
