import type { ActivityEntry, ActivityResult, AppError } from '../../../preload/contract/index.ts';

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
  /** Newest first. */
  list(limit?: number): ActivityRecord[];
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
  const list = db.prepare<[number], ActivityRow>(
    `SELECT id, at, kind, label, amount_cents AS amountCents, result, reason, resolution, identity,
       updated_at AS updatedAt
     FROM money_out_activity ORDER BY at DESC, id DESC LIMIT ?`,
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
    list(limit = 500) {
      return list.all(limit).map(entryOf);
    },
  };
}
