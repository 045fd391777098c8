import type {
  ActivityAfter,
  ActivityEntry,
  ActivityResult,
  AppError,
} from '../../../preload/contract/index.ts';

/** An action as the log keeps it; its kind's words and its reason's are the app's to add. */
export type ActivityRecord = Omit<ActivityEntry, 'words' | 'why'>;
import type { CacheDb } from '../db/database.ts';

/** An action under the names the app knows it by, its reason still the JSON kept. */
type ActivityRow = Omit<ActivityRecord, 'reason'> & { reason: string | null };

/** A money-out action as the write pipeline starts it. */
export interface NewActivity {
  at: string;
  /** The São Paulo calendar day of `at`. */
  day: string;
  kind: ActivityEntry['kind'];
  identity: string;
  label: string;
  amountCents: number;
  result: ActivityResult;
  reason?: AppError | null;
}

function entryOf(row: ActivityRow): ActivityRecord {
  return { ...row, reason: row.reason === null ? null : (JSON.parse(row.reason) as AppError) };
}

/** The log of money-out actions. Get one with `activityRepo(db)`. */
export interface ActivityRepo {
  /** Starts (or, for a refusal, records whole) one action; returns its id. */
  record(activity: NewActivity): number;
  /** What became of an action. */
  settle(id: number, result: ActivityResult, reason: AppError | null, at: string): void;
  /** An unknown action of this identity was settled: the bank confirmed it, or it was discarded. */
  resolve(identity: string, resolution: 'confirmed' | 'discarded', at: string): void;
  /** Actions left `sending` by an app that stopped: as unknown as a dropped answer. */
  markInterrupted(reason: AppError, at: string): void;
  /**
   * Money out counted against the day's limit: everything asked for that day except what was
   * refused (a refusal moved nothing; anything else may have).
   */
  countedOn(day: string): number;
  /** Newest first (ties by id): `limit` actions after `after`, from the top when null. */
  list(limit?: number, after?: ActivityAfter | null): ActivityRecord[];
}

/**
 * A page of the log, newest first (ties by id): `money_out_activity_by_time (at)` holds the row
 * id after `at`, so read backwards it gives this order and seeks to where the page starts (the
 * ties of the last row's instant that came before it are skipped).
 */
export function activityPageSql(after: boolean): string {
  return `SELECT id, at, kind, label, amount_cents AS amountCents, result, reason, resolution,
       identity, updated_at AS updatedAt
     FROM money_out_activity
     ${after ? 'WHERE at <= @at AND (at < @at OR id < @id)' : ''}
     ORDER BY at DESC, id DESC LIMIT @limit`;
}

export function activityRepo(db: CacheDb): ActivityRepo {
  const insert = db.prepare<[Record<string, unknown>]>(`
    INSERT INTO money_out_activity (at, day, kind, identity, label, amount_cents, result, reason,
      resolution, updated_at)
    VALUES (@at, @day, @kind, @identity, @label, @amountCents, @result, @reason, NULL, @at)
  `);
  const settle = db.prepare<[string, string | null, string, number]>(
    `UPDATE money_out_activity SET result = ?, reason = ?, updated_at = ? WHERE id = ?`,
  );
  const resolve = db.prepare<[string, string, string]>(`
    UPDATE money_out_activity SET result = 'resolved', resolution = ?, updated_at = ?
    WHERE identity = ? AND result IN ('unknown', 'sending')
  `);
  const interrupted = db.prepare<[string, string]>(`
    UPDATE money_out_activity SET result = 'unknown', reason = ?, updated_at = ?
    WHERE result = 'sending'
  `);
  const counted = db.prepare<[string], number>(`
    SELECT coalesce(sum(amount_cents), 0) FROM money_out_activity
    WHERE day = ? AND result <> 'refused'
  `);
  const list = db.prepare<[{ limit: number }], ActivityRow>(activityPageSql(false));
  const listAfter = db.prepare<[{ limit: number } & ActivityAfter], ActivityRow>(
    activityPageSql(true),
  );
  return {
    record(activity) {
      const { reason = null, ...rest } = activity;
      return Number(
        insert.run({ ...rest, reason: reason === null ? null : JSON.stringify(reason) })
          .lastInsertRowid,
      );
    },
    settle(id, result, reason, at) {
      settle.run(result, reason === null ? null : JSON.stringify(reason), at, id);
    },
    resolve(identity, resolution, at) {
      resolve.run(resolution, at, identity);
    },
    markInterrupted(reason, at) {
      interrupted.run(JSON.stringify(reason), at);
    },
    countedOn(day) {
      return counted.pluck().get(day) ?? 0;
    },
    list(limit = 500, after = null) {
      const rows = after === null ? list.all({ limit }) : listAfter.all({ limit, ...after });
      return rows.map(entryOf);
    },
  };
}
