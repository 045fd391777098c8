import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../../../../main/cache/db/database.ts';
import { cacheMigrations } from '../../../../main/cache/migrations/index.ts';
import {
  subscriptionsRepo,
  type NewSubscription,
} from '../../../../main/cache/subscriptions/subscriptions-repo.ts';
import { tempFolder } from '../fixtures.ts';

const folder = tempFolder();
const VERSION_BEFORE = cacheMigrations.filter((m) => m.version < 170).at(-1)!.version;
/** The cache as of this migration: what later ones add is not this test's business. */
const UP_TO_0170 = cacheMigrations.filter((m) => m.version <= 170);
afterAll(() => folder.cleanup());

const customer = {
  document: '52998224725',
  name: 'Ana Souza',
  email: null,
  phonePrefix: null,
  phoneNumber: null,
  zipCode: '01310100',
  publicPlace: 'Avenida Paulista',
  number: '1000',
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  updatedAt: '2026-03-01T12:00:00.000Z',
};

function subscription(id: string): NewSubscription {
  return {
    id,
    customerDocument: customer.document,
    customerName: customer.name,
    customer,
    kind: 'boleto',
    amountCents: 9_900,
    description: null,
    dayOfMonth: 31,
    leadDays: 5,
    startMonth: '2026-04',
    count: null,
    createdAt: '2026-03-01T12:00:00.000Z',
  };
}

describe('migration 0170-subscriptions', () => {
  it('adds the subscriptions and their months to a cache of the version before', () => {
    const file = folder.file();
    const before = openCache(file, { migrations: UP_TO_0170.filter((m) => m.version < 170) });
    expect(before.pragma('user_version', { simple: true })).toBe(VERSION_BEFORE);
    before.close();

    const db = openCache(file, { migrations: UP_TO_0170 });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(170);
      const repo = subscriptionsRepo(db);
      expect(repo.list()).toEqual([]);
      // Numbers follow one another: each month's "your number" carries it.
      const a = repo.create(subscription('sub-a'));
      const b = repo.create(subscription('sub-b'));
      expect([a.number, b.number]).toEqual([1, 2]);
      expect(a).toMatchObject({ status: 'active', customer, issuedCount: 0, attentionCount: 0 });

      // A month is recorded once: a second reserve keeps the first, dates included.
      const intent = {
        subscriptionId: 'sub-a',
        month: '2026-04',
        identity: 'id-a-2026-04',
        dueDate: '2026-04-30',
        issueDate: '2026-04-25',
      };
      repo.reserve(intent, '2026-04-25T10:00:00.000Z');
      const again = repo.reserve({ ...intent, dueDate: '2026-05-02' }, '2026-05-02T10:00:00.000Z');
      expect(again).toMatchObject({ state: 'issuing', dueDate: '2026-04-30' });
      expect(repo.get('sub-a')?.attentionCount).toBe(1);
      repo.markIssued('sub-a', '2026-04', {
        chargeId: 'id-a-2026-04',
        issuedAt: '2026-04-25T10:00:01.000Z',
        issuedOn: '2026-04-25',
        onStart: true,
      });
      expect(repo.month('sub-a', '2026-04')).toMatchObject({
        state: 'issued',
        chargeId: 'id-a-2026-04',
        onStart: true,
      });
      // An issued month is never moved back.
      repo.markState('sub-a', '2026-04', 'failed', null, '2026-04-26T00:00:00.000Z');
      expect(repo.month('sub-a', '2026-04')?.state).toBe('issued');
      expect(repo.get('sub-a')).toMatchObject({ issuedCount: 1, attentionCount: 0 });

      // Two months can never share an identity.
      expect(() =>
        repo.reserve({ ...intent, subscriptionId: 'sub-b' }, '2026-04-25T10:00:00.000Z'),
      ).toThrow(/UNIQUE/);
      // Nor can a subscription have a kind or status the app does not know.
      expect(() =>
        db.prepare(`UPDATE subscriptions SET status = 'cancelled' WHERE id = 'sub-b'`).run(),
      ).toThrow(/CHECK/);
    } finally {
      db.close();
    }
  });
});
