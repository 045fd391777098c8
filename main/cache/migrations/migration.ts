import type Database from 'better-sqlite3';

/**
 * One forward-only schema step. `up` runs inside the single transaction that applies every
 * pending migration and then sets `user_version` to the last one's `version`, so it must not
 * open or commit a transaction itself.
 */
export interface Migration {
  /** Strictly increasing; stored in `PRAGMA user_version` once applied. */
  version: number;
  /** Kebab-case summary, the same as the file name after the number. */
  name: string;
  up(db: Database.Database): void;
}
