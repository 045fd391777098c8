import type Database from 'better-sqlite3';
import type { JournalEntry, JournalOutcome } from '../../../preload/contract/schemas/webhooks.ts';
import type { CacheDb } from '../db/database.ts';

/** An event as it reached the receiver, before anything is done with it. */
export interface ReceivedEvent {
  eventId: string;
  eventType: string;
  receivedAt: string;
  headers: Record<string, string>;
  /** The body exactly as received (UTF-8 text). */
  raw: string;
}

/** The journal of the bank's events. Get one with `journalRepo(db)`. */
export interface JournalRepo {
  /** Keeps the event; false when an event with that id is already kept (a retry). */
  append(event: ReceivedEvent): boolean;
  /** Records what applying the event did, once: a second call for the same id changes nothing. */
  settle(eventId: string, outcome: { appliedAt: string; error: string | null }): boolean;
  /** Whether the event was already applied (or found not applicable). */
  isSettled(eventId: string): boolean;
  /** Kept events not yet applied (the app stopped between keeping and applying), oldest first. */
  unsettled(): { eventId: string; raw: string }[];
  /**
   * Newest first; `eventType` narrows, `search` matches the id, the type and the raw JSON;
   * `limit` entries after the one numbered `after` (from the newest when null or absent).
   */
  list(filter: {
    eventType: string | null;
    search: string;
    after?: number | null;
    limit: number;
  }): JournalEntry[];
  get(eventId: string): JournalEntry | undefined;
}

interface Row {
  seq: number;
  event_id: string;
  event_type: string;
  received_at: string;
  headers_json: string;
  raw_json: string;
  applied_at: string | null;
  apply_error: string | null;
}

const repos = new WeakMap<CacheDb, JournalRepo>();

export function journalRepo(db: CacheDb): JournalRepo {
  let repo = repos.get(db);
  if (!repo) {
    repo = createJournalRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A page of the journal, newest first, in the order received (`seq`, the row id): after the
 * entry numbered `@after` it is a seek on the row id, and one type is a seek on
 * `event_journal_by_type (event_type, seq DESC)`; either gives the order as it is read. The
 * search is a filter of the rows read in that order.
 */
export function journalPageSql(has: { type: boolean; search: boolean; after: boolean }): string {
  const conditions = [
    has.type ? 'event_type = @type' : '',
    has.after ? 'seq < @after' : '',
    has.search
      ? `(event_id LIKE @like ESCAPE '\\' OR event_type LIKE @like ESCAPE '\\'
          OR raw_json LIKE @like ESCAPE '\\')`
      : '',
  ].filter((c) => c !== '');
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT * FROM event_journal ${where} ORDER BY seq DESC LIMIT @limit`;
}

function createJournalRepo(db: CacheDb): JournalRepo {
  const insert = db.prepare(
    `INSERT INTO event_journal (event_id, event_type, received_at, headers_json, raw_json)
     VALUES (@eventId, @eventType, @receivedAt, @headers, @raw)
     ON CONFLICT (event_id) DO NOTHING`,
  );
  const settle = db.prepare(
    `UPDATE event_journal SET applied_at = @appliedAt, apply_error = @error
     WHERE event_id = @eventId AND applied_at IS NULL`,
  );
  const unsettled = db.prepare<[], { eventId: string; raw: string }>(
    `SELECT event_id AS eventId, raw_json AS raw FROM event_journal
     WHERE applied_at IS NULL ORDER BY seq`,
  );
  const pages = new Map<string, Database.Statement<[Record<string, unknown>], Row>>();
  const page = (sql: string) => {
    let statement = pages.get(sql);
    if (!statement) {
      statement = db.prepare<[Record<string, unknown>], Row>(sql);
      pages.set(sql, statement);
    }
    return statement;
  };
  const get = db.prepare<[string], Row>('SELECT * FROM event_journal WHERE event_id = ?');
  const settled = db
    .prepare<[string], number>(
      'SELECT count(*) FROM event_journal WHERE event_id = ? AND applied_at IS NOT NULL',
    )
    .pluck();

  return {
    append(event) {
      const result = insert.run({ ...event, headers: JSON.stringify(event.headers) });
      return result.changes === 1;
    },
    settle(eventId, outcome) {
      return settle.run({ eventId, ...outcome }).changes === 1;
    },
    isSettled(eventId) {
      return settled.get(eventId) === 1;
    },
    unsettled() {
      return unsettled.all();
    },
    list({ eventType, search, after = null, limit }) {
      const sql = journalPageSql({
        type: eventType !== null,
        search: search !== '',
        after: after !== null,
      });
      const params = {
        limit,
        ...(eventType === null ? {} : { type: eventType }),
        ...(search === '' ? {} : { like: likePattern(search) }),
        ...(after === null ? {} : { after }),
      };
      return page(sql).all(params).map(entryOf);
    },
    get(eventId) {
      const row = get.get(eventId);
      return row && entryOf(row);
    },
  };
}

function entryOf(row: Row): JournalEntry {
  let json = row.raw_json;
  let occurredAt: string | null = null;
  try {
    const parsed: unknown = JSON.parse(row.raw_json);
    json = JSON.stringify(parsed, null, 2);
    const at = (parsed as { occurredAt?: unknown }).occurredAt;
    if (typeof at === 'string') occurredAt = at;
  } catch {
    // kept as received: shown as the text it was
  }
  const outcome: JournalOutcome =
    row.applied_at === null
      ? 'recorded'
      : row.apply_error === null
        ? 'applied'
        : row.apply_error === RECORDED_ONLY
          ? 'recorded'
          : 'failed';
  return {
    seq: row.seq,
    eventId: row.event_id,
    eventType: row.event_type,
    receivedAt: row.received_at,
    occurredAt,
    headers: JSON.parse(row.headers_json) as Record<string, string>,
    json,
    outcome,
    error: outcome === 'failed' ? row.apply_error : null,
  };
}

/** `apply_error` of an event that changes nothing cached (kept in the journal only). */
export const RECORDED_ONLY = 'recorded-only';
