import type { Migration } from './migration.ts';

/**
 * The log of the owner's passcode: every time a call was refused for want of it, the passcode
 * was given (for which call), refused, or locked, and every change of mode or passcode. The
 * owner reads it beside the money-out log to see who tried what. `channel` names the call the
 * passcode was asked for; `tries_left` and `locked_until` say where the lock stood.
 */
export const migration0150OwnerAccessLog: Migration = {
  version: 150,
  name: 'owner-access-log',
  up(db) {
    db.exec(`
      CREATE TABLE owner_access_log (
        id           INTEGER PRIMARY KEY,
        at           TEXT    NOT NULL,
        event        TEXT    NOT NULL
                     CHECK (event IN ('required', 'accepted', 'refused', 'locked', 'clerk-mode',
                       'owner-mode', 'passcode-set', 'passcode-changed', 'passcode-removed')),
        channel      TEXT    NOT NULL,
        tries_left   INTEGER CHECK (tries_left >= 0),
        locked_until TEXT
      ) STRICT;
      CREATE INDEX owner_access_log_by_at ON owner_access_log (at);
    `);
  },
};
