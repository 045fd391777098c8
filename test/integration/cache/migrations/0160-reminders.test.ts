import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { boletosRepo } from '../../../../main/cache/boletos/boletos-repo.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0160Reminders } from '../../../../main/cache/migrations/0160-reminders.ts';
import { tempFolder, wireBoleto } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0160Reminders.version);

describe('migration 0160-reminders', () => {
  it('adds the reminders table to a cache with charges, one row per charge and day', () => {
    const file = folder.file();
    const old = openCache(file, { migrations: BEFORE });
    boletosRepo(old).upsertBoletos([wireBoleto(1)], '2026-03-01T12:00:00.000Z');
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0160Reminders] });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(160);
      const insert = db.prepare(
        `INSERT INTO reminders (charge_kind, correlation_id, day, channel, reminded_at)
         VALUES (?, ?, ?, ?, ?)`,
      );
      const id = wireBoleto(1).correlationId;
      insert.run('boleto', id, '2026-03-10', 'whatsapp', '2026-03-10T13:00:00.000Z');
      insert.run('boleto', id, '2026-03-11', 'email', '2026-03-11T13:00:00.000Z');
      // The same charge on the same day is one row.
      expect(() =>
        insert.run('boleto', id, '2026-03-10', 'email', '2026-03-10T15:00:00.000Z'),
      ).toThrow(/UNIQUE|PRIMARY KEY/);
      // Only the channels the app opens, only charges with a due date.
      expect(() =>
        insert.run('boleto', id, '2026-03-12', 'sms', '2026-03-12T13:00:00.000Z'),
      ).toThrow(/CHECK/);
      expect(() =>
        insert.run('pix-immediate', id, '2026-03-12', 'email', '2026-03-12T13:00:00.000Z'),
      ).toThrow(/CHECK/);
      expect(db.prepare('SELECT count(*) FROM reminders').pluck().get()).toBe(2);
      // The charges already cached are untouched.
      expect(db.prepare('SELECT count(*) FROM charges').pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });
});
