import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import { migration0050OutboxAccepted } from '../../../../main/cache/migrations/0050-outbox-accepted.ts';
import { outboxRepo } from '../../../../main/cache/outbox/outbox-repo.ts';
import { outboxSummarySchema } from '../../../../preload/contract/schemas/outbox.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

/** Every migration before this one, whichever others land beside it. */
const BEFORE = cacheMigrations.filter((m) => m.version < migration0050OutboxAccepted.version);

/** An outbox row as the code before this migration wrote it. */
function insertOld(db: Database.Database, id: string, kind: string, dueDate: string): void {
  db.prepare(
    `INSERT INTO outbox (id, kind, identity, payload_json, state, summary_json, last_error_json,
       created_at, updated_at)
     VALUES (?, ?, ?, '{}', 'unknown', ?, NULL, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z')`,
  ).run(id, kind, `identity-${id}`, JSON.stringify({ amountCents: 1_234, label: 'Ana', dueDate }));
}

describe('migration 0050-outbox-accepted', () => {
  it('adds the accepted answer and rewrites summaries so they name what their date means', () => {
    const file = folder.file();
    openCache(file, { migrations: BEFORE }).close();
    const old = new Database(file);
    insertOld(old, 'boleto', 'boleto:create', '2025-03-10');
    insertOld(old, 'immediate', 'pix:create-immediate', '2025-01-02');
    insertOld(old, 'due', 'pix:create-due-date', '2025-04-01');
    insertOld(old, 'no-date', 'pix:create-immediate', '');
    old.close();

    const db = openCache(file, { migrations: [...BEFORE, migration0050OutboxAccepted] });
    try {
      const columns = db.prepare(`SELECT name FROM pragma_table_info('outbox')`).pluck().all();
      expect(columns).toContain('accepted_json');
      const outbox = outboxRepo(db);
      const summaries = Object.fromEntries(
        ['boleto', 'immediate', 'due', 'no-date'].map((id) => [id, outbox.get(id)?.summary]),
      );
      expect(summaries).toEqual({
        boleto: {
          amountCents: 1_234,
          label: 'Ana',
          dated: { meaning: 'due-date', date: '2025-03-10' },
        },
        immediate: {
          amountCents: 1_234,
          label: 'Ana',
          dated: { meaning: 'valid-until', date: '2025-01-02' },
        },
        due: {
          amountCents: 1_234,
          label: 'Ana',
          dated: { meaning: 'due-date', date: '2025-04-01' },
        },
        'no-date': { amountCents: 1_234, label: 'Ana', dated: null },
      });
      for (const summary of Object.values(summaries)) outboxSummarySchema.parse(summary);
      expect(outbox.get('boleto')).toMatchObject({ hasAccepted: false, state: 'unknown' });
      expect(db.pragma('user_version', { simple: true })).toBe(50);
    } finally {
      db.close();
    }
  });
});
