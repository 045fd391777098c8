import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0110EventJournal } from '../../../../main/cache/migrations/0110-event-journal.ts';
import { journalRepo, RECORDED_ONLY } from '../../../../main/cache/events/journal-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

const BEFORE = cacheMigrations.filter((m) => m.version < migration0110EventJournal.version);

const event = (id: string, eventType: string, data: unknown = {}) => ({
  eventId: id,
  eventType,
  receivedAt: '2026-11-25T10:00:00.000Z',
  headers: { 'content-type': 'application/json', authorization: 'Bearer …' },
  raw: JSON.stringify({ id, eventType, occurredAt: '2026-11-25T09:59:59.000Z', data }),
});

describe('migration 0110-event-journal', () => {
  it('adds an append-only journal, one row per event id, on a cache that had none', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    const db = openCache(file, { migrations: [...BEFORE, migration0110EventJournal] });
    try {
      const tables = db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
        .pluck()
        .all();
      expect(tables).toEqual(expect.arrayContaining(['event_journal', 'charges', 'received_pix']));
      const journal = journalRepo(db);

      expect(journal.append(event('ev-1', 'CHARGE_PAID', { payer: 'Maria 50%' }))).toBe(true);
      expect(journal.append(event('ev-2', 'PIX_RECEIVED'))).toBe(true);
      // A retry of the same event is not a second row, even with another body.
      expect(journal.append({ ...event('ev-1', 'CHARGE_PAID'), raw: '{}' })).toBe(false);

      expect(journal.unsettled().map((e) => e.eventId)).toEqual(['ev-1', 'ev-2']);
      expect(journal.settle('ev-1', { appliedAt: '2026-11-25T10:00:01Z', error: null })).toBe(true);
      // Settled once: a second settling changes nothing.
      expect(journal.settle('ev-1', { appliedAt: 'later', error: 'again' })).toBe(false);
      journal.settle('ev-2', { appliedAt: '2026-11-25T10:00:01Z', error: RECORDED_ONLY });
      expect(journal.isSettled('ev-1')).toBe(true);

      const all = journal.list({ eventType: null, search: '', limit: 10 });
      expect(all.map((e) => [e.eventId, e.outcome])).toEqual([
        ['ev-2', 'recorded'],
        ['ev-1', 'applied'],
      ]);
      expect(all[1]).toMatchObject({
        occurredAt: '2026-11-25T09:59:59.000Z',
        headers: { authorization: 'Bearer …' },
      });
      expect(all[1]!.json).toContain('\n  "id": "ev-1"');
      expect(journal.list({ eventType: 'PIX_RECEIVED', search: '', limit: 10 })).toHaveLength(1);
      // LIKE's wildcards are searched as text.
      expect(journal.list({ eventType: null, search: '50%', limit: 10 })).toHaveLength(1);
      expect(journal.list({ eventType: null, search: '_x', limit: 10 })).toHaveLength(0);

      // As received, for good: no row's content changes and none is deleted.
      expect(() => db.prepare(`UPDATE event_journal SET raw_json = '{}'`).run()).toThrow(
        /append-only/,
      );
      expect(() => db.prepare(`DELETE FROM event_journal`).run()).toThrow(/append-only/);
    } finally {
      db.close();
    }
  });
});
