import type { Migration } from './migration.ts';

/**
 * The money-out log is read a page at a time, newest first (`at DESC, id DESC`), each page
 * after the last row shown: an index on `at` — which holds the row id after it — gives that
 * order read backwards, and seeks to where the page starts, however long the log grows.
 */
export const migration0260ActivityByTime: Migration = {
  version: 260,
  name: 'activity-by-time',
  up(db) {
    db.exec(`CREATE INDEX money_out_activity_by_time ON money_out_activity (at)`);
  },
};
