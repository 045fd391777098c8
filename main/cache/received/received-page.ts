import type Database from 'better-sqlite3';
import type { ChargeKind } from '../../../preload/contract/schemas/charges.ts';
import type { ReceivedAfter, ReceivedSource } from '../../../preload/contract/schemas/refunds.ts';
import type { CacheDb } from '../db/database.ts';
import { boundLimit } from '../sql/bound-limit.ts';

/** A row of `received_pix` as the list reads it. */
export interface ReceivedRow {
  end_to_end_id: string;
  source: ReceivedSource;
  amount_cents: number | null;
  payer_name: string | null;
  payer_document: string | null;
  paid_at: string | null;
  reference: string | null;
  description: string | null;
  synced_at: string;
  /** The charge the Pix paid, as the cache keeps it (null when none is cached). */
  charge_kind: ChargeKind | null;
  charge_label: string | null;
  charge_created_at: string | null;
}

/**
 * The steps of a page, each one seek on `received_pix_by_paid_at` (paid_at DESC,
 * end_to_end_id), whose order is the list's: newest first, the Pix whose instant is unknown
 * last (NULL sorts last descending), ties by end-to-end id. The row a page starts after
 * splits the rest of the list into the ties of its instant, the older instants, then the
 * unknown ones; the index mixes directions, so one row-value comparison cannot say "after".
 */
type Step = 'first' | 'same' | 'older' | 'undated';

const WHERE: Record<Step, string> = {
  first: '',
  same: 'r.paid_at = @paidAt AND r.end_to_end_id > @endToEndId',
  older: 'r.paid_at < @paidAt',
  undated: 'r.paid_at IS NULL AND r.end_to_end_id > @endToEndId',
};

/** What the search box matches: payer, document, end-to-end id, charge, description. */
const MATCH = `(r.payer_name LIKE @like ESCAPE '\\' OR r.payer_document LIKE @like ESCAPE '\\'
  OR r.end_to_end_id LIKE @like ESCAPE '\\' OR r.reference LIKE @like ESCAPE '\\'
  OR r.description LIKE @like ESCAPE '\\')`;

/**
 * A received Pix's columns with the charge it paid, kept on its row by migration 0270's
 * triggers: a page is read from one index, with no second read.
 */
export const RECEIVED_WITH_CHARGE = `r.end_to_end_id, r.source, r.amount_cents, r.payer_name,
  r.payer_document, r.paid_at, r.reference, r.description, r.synced_at, r.charge_kind,
  r.charge_label, r.charge_created_at
  FROM received_pix AS r`;

/** The SQL of one step, with or without the search. */
export function receivedStepSql(step: Step, searching: boolean): string {
  const conditions = [WHERE[step], searching ? MATCH : ''].filter((c) => c !== '');
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT ${RECEIVED_WITH_CHARGE} INDEXED BY received_pix_by_paid_at ${where}
    ORDER BY r.paid_at DESC, r.end_to_end_id ${boundLimit('@limit')}`;
}

/** Every statement a page may run (for the plan tests). */
export const RECEIVED_PAGE_SQL: readonly string[] = (
  ['first', 'same', 'older', 'undated'] as const
).flatMap((step) => [receivedStepSql(step, false), receivedStepSql(step, true)]);

export interface ReceivedPageQuery {
  /** Matches payer, document, end-to-end id, charge and description; '' lists every Pix. */
  search?: string;
  /** The last row of the previous page (its `paidAt` and `endToEndId`); null for the first. */
  after?: ReceivedAfter | null;
  limit?: number;
}

const DEFAULT_LIMIT = 500;
const MAX_LIMIT = 500;

/** Escapes LIKE's wildcards so a search for "50%" finds that text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Reads pages of `received_pix` by keyset: a few seeks, however many Pix are kept. */
export function receivedPager(db: CacheDb): (query: ReceivedPageQuery) => ReceivedRow[] {
  const statements = new Map<string, Database.Statement<[Record<string, unknown>], ReceivedRow>>();
  const run = (step: Step, params: Record<string, unknown>, searching: boolean, n: number) => {
    // Keyed by step, not by its SQL: an opening builds no text it has already prepared.
    const key = searching ? `${step} search` : step;
    let statement = statements.get(key);
    if (!statement) {
      statement = db.prepare<[Record<string, unknown>], ReceivedRow>(
        receivedStepSql(step, searching),
      );
      statements.set(key, statement);
    }
    return statement.all({ ...params, limit: n });
  };

  const pageOf = (query: ReceivedPageQuery): ReceivedRow[] => {
    const search = query.search?.trim() ?? '';
    const limit = Math.max(1, Math.min(MAX_LIMIT, query.limit ?? DEFAULT_LIMIT));
    const after = query.after ?? null;
    const searching = search !== '';
    const like = searching ? { like: likePattern(search) } : {};
    let rows: ReceivedRow[] = [];
    const add = (step: Step, params: Record<string, unknown>) => {
      if (rows.length < limit) {
        rows = rows.concat(run(step, { ...params, ...like }, searching, limit - rows.length));
      }
    };
    if (after === null) {
      add('first', {});
    } else if (after.paidAt !== null) {
      add('same', { paidAt: after.paidAt, endToEndId: after.endToEndId });
      add('older', { paidAt: after.paidAt });
      add('undated', { endToEndId: '' });
    } else {
      add('undated', { endToEndId: after.endToEndId });
    }
    return rows;
  };
  // One snapshot for the steps of a page, even while the sync writes from another connection;
  // a first page is one statement, its own snapshot.
  const steps = db.transaction(pageOf);
  return (query) => ((query.after ?? null) === null ? pageOf(query) : steps(query));
}
