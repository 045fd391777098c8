import { afterAll, describe, expect, it } from 'vitest';
import { activityRepo } from '../../../../main/cache/activity/activity-repo.ts';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0095MoneyOutActivity } from '../../../../main/cache/migrations/0095-money-out-activity.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0095MoneyOutActivity.version);
const AFTER = cacheMigrations.filter((m) => m.version <= migration0095MoneyOutActivity.version);

const action = (identity: string, at: string, day: string, amountCents: number) => ({
  at,
  day,
  kind: 'transfer:key' as const,
  identity,
  label: 'ana@exemplo.com.br',
  amountCents,
  result: 'sending' as const,
});

describe('migration 0095-money-out-activity', () => {
  it('adds the money-out log, kept across reopening, counting a day without refusals', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    let db = openCache(file, { migrations: AFTER });
    const offline = { code: 'offline' as const, message: 'no route' };
    try {
      const log = activityRepo(db);
      const sent = log.record(action('a', '2026-11-25T12:00:00Z', '2026-11-25', 10_000));
      log.settle(sent, 'sent', null, '2026-11-25T12:00:01Z');
      log.record({
        ...action('b', '2026-11-25T12:05:00Z', '2026-11-25', 50_000),
        result: 'refused',
        reason: offline,
      });
      const lost = log.record(action('c', '2026-11-25T12:10:00Z', '2026-11-25', 2_500));
      log.settle(lost, 'unknown', { code: 'unknown_outcome', message: 'lost' }, 'now');
      // 02:30 UTC on the 26th is still the 25th in São Paulo: the caller names the day.
      log.record(action('d', '2026-11-26T02:30:00Z', '2026-11-25', 1_000));
      log.record(action('e', '2026-11-26T12:00:00Z', '2026-11-26', 7_000));
      expect(log.countedOn('2026-11-25')).toBe(13_500);
      expect(log.countedOn('2026-11-26')).toBe(7_000);
      expect(() => log.record({ ...action('f', 'x', 'y', 1), result: 'lost' as never })).toThrow();
    } finally {
      db.close();
    }

    db = openCache(file, { migrations: AFTER });
    try {
      const log = activityRepo(db);
      // Reopened: the actions in flight when the app stopped are unknown now.
      log.markInterrupted({ code: 'unknown_outcome', message: 'stopped' }, '2026-11-26T13:00:00Z');
      log.resolve('c', 'discarded', '2026-11-26T13:05:00Z');
      expect(log.list().map((e) => [e.identity, e.result, e.resolution])).toEqual([
        ['e', 'unknown', null],
        ['d', 'unknown', null],
        ['c', 'resolved', 'discarded'],
        ['b', 'refused', null],
        ['a', 'sent', null],
      ]);
      expect(log.list()[3]!.reason).toEqual(offline);
    } finally {
      db.close();
    }
  });
});
