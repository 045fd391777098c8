import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openCache, type CacheDb } from '../../../main/cache/db/database.ts';
import { outboxRepo, type OutboxRepo } from '../../../main/cache/outbox/outbox-repo.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { outboxEntrySchema } from '../../../preload/contract/schemas/outbox.ts';
import { tempFolder } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

let file: string;
let db: CacheDb;
let outbox: OutboxRepo;
let clock = 0;
const now = () => new Date(Date.UTC(2025, 0, 1) + ++clock * 1000).toISOString();

beforeEach(() => {
  file = folder.file();
  db = openCache(file);
  outbox = outboxRepo(db, { now });
  return () => db.close();
});

const intent = (identity: string) => ({
  kind: 'boleto:create' as const,
  identity,
  payload: { correlationId: identity, Amount: 150.25, yourNumber: 'NF-1' },
  summary: {
    amountCents: 15025,
    label: 'Maria — NF-1',
    dated: { meaning: 'due-date' as const, date: '2025-03-10' },
  },
});

describe('outbox', () => {
  it('records an intent as sending, durable before the request leaves', () => {
    const { hasAccepted, ...entry } = outbox.recordIntent(intent('c-1'));
    expect(hasAccepted).toBe(false);
    // What the app adds from the kind's descriptor: its actions and its words.
    const added = {
      actions: { check: true, discard: false },
      presentation: { words: 'boleto' as const, opens: { screen: 'boleto' as const, id: 'c-1' } },
    };
    expect(outboxEntrySchema.parse({ ...entry, ...added })).toEqual({ ...entry, ...added });
    expect(entry).toMatchObject({
      kind: 'boleto:create',
      identity: 'c-1',
      state: 'sending',
      lastError: null,
    });
    // Visible to another connection at once: committed, not pending in a transaction.
    const other = openCache(file);
    expect(outboxRepo(other).getByIdentity('c-1')?.id).toBe(entry.id);
    expect(outboxRepo(other).payloadOf(entry.id)).toEqual(intent('c-1').payload);
    other.close();
  });

  it('refuses a second intent for the same identity', () => {
    outbox.recordIntent(intent('c-1'));
    try {
      outbox.recordIntent(intent('c-1'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppFailure);
      expect((error as AppFailure).error.code).toBe('conflict');
    }
  });

  it('walks sending → unknown → done, keeping the last error and listing open entries', () => {
    const a = outbox.recordIntent(intent('c-a'));
    const b = outbox.recordIntent(intent('c-b'));
    const timeout = { code: 'timeout' as const, message: 'no answer in 30 s' };
    const unknown = outbox.markState(a.id, 'unknown', timeout);
    expect(unknown).toMatchObject({ state: 'unknown', lastError: timeout });
    expect(unknown.updatedAt > a.updatedAt).toBe(true);
    expect(outbox.listOpen().map((e) => e.identity)).toEqual(['c-a', 'c-b']);

    const done = outbox.markState(a.id, 'done', null);
    expect(done).toMatchObject({ state: 'done', lastError: null });
    expect(outbox.listOpen().map((e) => e.id)).toEqual([b.id]);
    expect(outbox.get(a.id)?.state).toBe('done');
  });

  it('deletes a definitely refused intent, leaving nothing behind', () => {
    const a = outbox.recordIntent(intent('c-a'));
    outbox.deleteIntent(a.id);
    expect(outbox.get(a.id)).toBeNull();
    expect(outbox.getByIdentity('c-a')).toBeNull();
    expect(db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(0);
    // The identity is free again only because nothing of it remains.
    expect(outbox.recordIntent(intent('c-a')).state).toBe('sending');
  });

  it('reports not_found for an unknown id', () => {
    expect(() => outbox.markState('nope', 'done')).toThrow(AppFailure);
    expect(outbox.get('nope')).toBeNull();
  });

  it("keeps the bank's accepted answer with an entry the cache could not store", () => {
    const a = outbox.recordIntent(intent('c-a'));
    expect(outbox.acceptedOf(a.id)).toBeNull();
    const notSaved = { code: 'unknown_outcome' as const, message: 'not saved' };
    const accepted = { correlationId: 'c-a', amount: 150.25, status: 'Pending' };
    const kept = outbox.keepAccepted(a.id, accepted, notSaved);
    expect(kept).toMatchObject({ state: 'unknown', lastError: notSaved, hasAccepted: true });
    // Durable: another connection (the app after a restart) finds it.
    const other = openCache(file);
    expect(outboxRepo(other).acceptedOf(a.id)).toEqual(accepted);
    other.close();
    expect(() => outbox.keepAccepted('nope', accepted, notSaved)).toThrow(AppFailure);
  });

  it('keeps failed entries open for the user to see', () => {
    const a = outbox.recordIntent(intent('c-a'));
    outbox.markState(a.id, 'failed', { code: 'rejected', message: 'refused', key: 'v.service' });
    expect(outbox.listOpen()).toHaveLength(1);
  });
});
