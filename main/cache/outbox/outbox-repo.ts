import { randomUUID } from 'node:crypto';
import { AppFailure, type AppError } from '../../../preload/contract/errors.ts';
import type { OutboxEntry, OutboxSummary } from '../../../preload/contract/schemas/outbox.ts';
import type { CacheDb } from '../db/database.ts';
import { parseNullableJson, rowFields } from '../db/row-fields.ts';

export type OutboxKind = OutboxEntry['kind'];
export type OutboxState = OutboxEntry['state'];

/**
 * An entry as the cache keeps it. Which actions it allows is its kind's to say (the app's
 * write descriptors), so the cache only tells whether the bank's accepted answer is kept.
 */
export type OutboxRecord = Omit<OutboxEntry, 'actions' | 'presentation'> & {
  /** The bank accepted it and its answer is kept: finishing it needs no request. */
  hasAccepted: boolean;
};

/** A write about to be sent (money-safety rules: recorded before the request leaves). */
export interface OutboxIntent {
  kind: OutboxKind;
  /** The identity the service will know it by (correlationId, idempotency key). */
  identity: string;
  /** The exact request body, so a retry sends the same request and never a different one. */
  payload: unknown;
  summary: OutboxSummary;
}

/** The outbox. Get one with `outboxRepo(db)`. */
export interface OutboxRepo {
  /**
   * Records the intent in state `sending` and commits (synchronous=FULL: it is on disk)
   * before returning, so the caller sends only what is already recorded. An identity
   * recorded before is refused with `conflict`: a second intent for it would be a second
   * request under the same identity.
   */
  recordIntent(intent: OutboxIntent): OutboxRecord;
  /** Moves an entry to `state`; `error` is kept as its last error (null clears it). */
  markState(id: string, state: OutboxState, error?: AppError | null): OutboxRecord;
  /**
   * Keeps the bank's answer to an entry whose write was accepted but could not be cached, and
   * leaves it `unknown` with `error`: finishing it caches this answer, with no second request.
   */
  keepAccepted(id: string, accepted: unknown, error: AppError): OutboxRecord;
  /** The accepted answer kept with an entry, or null. */
  acceptedOf(id: string): unknown;
  /** Removes an entry: a request the service definitely refused leaves nothing behind. */
  deleteIntent(id: string): void;
  /** Entries not `done`, oldest first: what the app must still resolve or show. */
  listOpen(): OutboxRecord[];
  get(id: string): OutboxRecord | null;
  getByIdentity(identity: string): OutboxRecord | null;
  /** The request body recorded with the entry, for a retry with the same identity. */
  payloadOf(id: string): unknown;
}

interface OutboxRow {
  id: string;
  kind: OutboxKind;
  identity: string;
  payload_json: string;
  state: OutboxState;
  summary_json: string;
  last_error_json: string | null;
  accepted_json: string | null;
  created_at: string;
  updated_at: string;
}

/** Options for tests. */
export interface OutboxRepoOptions {
  now?: () => string;
}

/** The outbox over `db`, its statements prepared once. */
export function outboxRepo(db: CacheDb, options: OutboxRepoOptions = {}): OutboxRepo {
  const now = options.now ?? (() => new Date().toISOString());
  const insert = db.prepare(
    `INSERT INTO outbox (id, kind, identity, payload_json, state, summary_json, last_error_json,
       created_at, updated_at)
     VALUES (@id, @kind, @identity, @payload_json, @state, @summary_json, NULL, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE outbox SET state = @state, last_error_json = @last_error_json, updated_at = @now
     WHERE id = @id`,
  );
  const accept = db.prepare(
    `UPDATE outbox SET state = 'unknown', accepted_json = @accepted_json,
       last_error_json = @last_error_json, updated_at = @now
     WHERE id = @id`,
  );
  const remove = db.prepare('DELETE FROM outbox WHERE id = ?');
  const byId = db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE id = ?');
  const byIdentity = db.prepare<[string], OutboxRow>('SELECT * FROM outbox WHERE identity = ?');
  const open = db.prepare<[], OutboxRow>(
    `SELECT * FROM outbox WHERE state <> 'done' ORDER BY created_at, id`,
  );

  const get = (id: string) => {
    const row = byId.get(id);
    return row ? toEntry(row) : null;
  };
  const require = (id: string) => {
    const entry = get(id);
    if (!entry) throw new AppFailure('not_found', `no outbox entry ${id}`);
    return entry;
  };

  return {
    recordIntent(intent) {
      const id = randomUUID();
      try {
        insert.run({
          id,
          kind: intent.kind,
          identity: intent.identity,
          payload_json: JSON.stringify(intent.payload),
          state: 'sending',
          summary_json: JSON.stringify(intent.summary),
          now: now(),
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
          throw new AppFailure('conflict', `identity ${intent.identity} already recorded`, {
            key: 'error.outbox.duplicate_identity',
          });
        throw error;
      }
      return require(id);
    },
    markState(id, state, error) {
      const { changes } = update.run({
        id,
        state,
        last_error_json: error ? JSON.stringify(error) : null,
        now: now(),
      });
      if (changes === 0) throw new AppFailure('not_found', `no outbox entry ${id}`);
      return require(id);
    },
    keepAccepted(id, accepted, error) {
      const { changes } = accept.run({
        id,
        accepted_json: JSON.stringify(accepted),
        last_error_json: JSON.stringify(error),
        now: now(),
      });
      if (changes === 0) throw new AppFailure('not_found', `no outbox entry ${id}`);
      return require(id);
    },
    acceptedOf(id) {
      const row = byId.get(id);
      return row?.accepted_json ? (JSON.parse(row.accepted_json) as unknown) : null;
    },
    deleteIntent(id) {
      remove.run(id);
    },
    listOpen() {
      return open.all().map(toEntry);
    },
    get,
    getByIdentity(identity) {
      const row = byIdentity.get(identity);
      return row ? toEntry(row) : null;
    },
    payloadOf(id) {
      const row = byId.get(id);
      if (!row) throw new AppFailure('not_found', `no outbox entry ${id}`);
      return JSON.parse(row.payload_json);
    },
  };
}

/** The columns an entry shows as they are. */
const entryFields = rowFields(['id', 'kind', 'identity', 'state', 'created_at', 'updated_at']);

function toEntry(row: OutboxRow): OutboxRecord {
  return {
    ...entryFields(row),
    summary: JSON.parse(row.summary_json) as OutboxSummary,
    lastError: parseNullableJson<AppError>(row.last_error_json),
    hasAccepted: row.accepted_json !== null,
  };
}
