import type Database from 'better-sqlite3';
import type { SentAfter } from '../../../preload/contract/schemas/list-pages.ts';
import type { SentPayment } from '../../../preload/contract/schemas/payments.ts';
import type { CacheDb } from '../db/database.ts';
import { SENT_PAYMENT, shownSentPayment } from './sent-payments-repo.ts';

/**
 * Where a page starts: after the row it names, in the list's order (newest first, ties by
 * id), which `sent_payments_by_created (created_at DESC, id)` holds. The seek is on
 * `created_at`; the ties of the row's own instant that come before it are skipped.
 */
const AFTER = `created_at <= @createdAt AND (created_at < @createdAt OR id > @id)`;

/** What the search box matches: the receiver's name, key and the end-to-end id. */
const MATCH = `(receiver_name LIKE @like ESCAPE '\\' OR receiver_key LIKE @like ESCAPE '\\'
  OR end_to_end_id LIKE @like ESCAPE '\\')`;

/** The SQL of a page: from the top or after a row, with or without the search. */
export function sentPageSql(after: boolean, searching: boolean): string {
  const conditions = [after ? AFTER : '', searching ? MATCH : ''].filter((c) => c !== '');
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT ${SENT_PAYMENT} FROM sent_payments INDEXED BY sent_payments_by_created
    ${where} ORDER BY created_at DESC, id LIMIT @limit`;
}

/** Every statement a page may run (for the plan tests). */
export const SENT_PAGE_SQL: readonly string[] = [false, true].flatMap((after) => [
  sentPageSql(after, false),
  sentPageSql(after, true),
]);

export interface SentPageQuery {
  /** Matches the receiver's name, key and the end-to-end id; '' lists every payment. */
  search?: string;
  /** The last row of the previous page; null for the first. */
  after?: SentAfter | null;
  limit: number;
}

/** Escapes LIKE's wildcards so a search for "50%" finds that text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const pagers = new WeakMap<CacheDb, (query: SentPageQuery) => SentPayment[]>();

/**
 * Pages of the payments made, by keyset: one seek on the list's index, however many payments
 * are kept. One per connection, so its statements are prepared once.
 */
export function sentPager(db: CacheDb): (query: SentPageQuery) => SentPayment[] {
  let pager = pagers.get(db);
  if (!pager) {
    const statements = new Map<
      string,
      Database.Statement<[Record<string, unknown>], SentPayment>
    >();
    pager = (query) => {
      const search = query.search?.trim() ?? '';
      const after = query.after ?? null;
      const sql = sentPageSql(after !== null, search !== '');
      let statement = statements.get(sql);
      if (!statement) {
        statement = db.prepare<[Record<string, unknown>], SentPayment>(sql);
        statements.set(sql, statement);
      }
      return statement
        .all({
          limit: query.limit,
          ...(after ?? {}),
          ...(search === '' ? {} : { like: likePattern(search) }),
        })
        .map(shownSentPayment);
    };
    pagers.set(db, pager);
  }
  return pager;
}
