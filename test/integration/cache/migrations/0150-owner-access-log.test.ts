import { afterAll, describe, expect, it } from 'vitest';
import { ownerAccessRepo } from '../../../../main/cache/activity/owner-access-repo.ts';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0150OwnerAccessLog } from '../../../../main/cache/migrations/0150-owner-access-log.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0150OwnerAccessLog.version);
const AFTER = cacheMigrations.filter((m) => m.version <= migration0150OwnerAccessLog.version);

describe('migration 0150-owner-access-log', () => {
  it('adds the owner passcode’s log to a cache of the version before, kept across reopening', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    let db = openCache(file, { migrations: AFTER });
    try {
      const log = ownerAccessRepo(db);
      log.record({
        at: '2026-11-25T12:00:00.000Z',
        event: 'clerk-mode',
        channel: 'roles:enter-clerk-mode',
      });
      log.record({
        at: '2026-11-25T12:01:00.000Z',
        event: 'required',
        channel: 'transfers:create',
      });
      log.record({
        at: '2026-11-25T12:02:00.000Z',
        event: 'refused',
        channel: 'transfers:create',
        triesLeft: 4,
      });
      log.record({
        at: '2026-11-25T12:03:00.000Z',
        event: 'locked',
        channel: 'transfers:create',
        triesLeft: 0,
        lockedUntil: '2026-11-25T12:04:00.000Z',
      });
      // An event the log does not know is refused by the table itself.
      expect(() =>
        log.record({ at: 'x', event: 'forgiven' as never, channel: 'transfers:create' }),
      ).toThrow();
    } finally {
      db.close();
    }

    db = openCache(file, { migrations: AFTER });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(150);
      const entries = ownerAccessRepo(db).list();
      expect(entries.map((e) => [e.event, e.channel, e.triesLeft, e.lockedUntil])).toEqual([
        ['locked', 'transfers:create', 0, '2026-11-25T12:04:00.000Z'],
        ['refused', 'transfers:create', 4, null],
        ['required', 'transfers:create', null, null],
        ['clerk-mode', 'roles:enter-clerk-mode', null, null],
      ]);
      expect(ownerAccessRepo(db).list(1)).toHaveLength(1);
    } finally {
      db.close();
    }
  });
});
