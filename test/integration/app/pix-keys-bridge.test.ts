import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyringMissing } from '../vault/keyring-session.ts';
import { startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Registering Pix keys through the bridge, against the real local sandbox over HTTPS: a random
// key through the one write pipeline, listed with the account's other keys and marked as
// registered here; the types whose validation flow the bank's interface does not offer are
// refused here, with the reason. (Listing and deleting: pix-keys-list-delete.test.ts.)

const ENTRIES = '/baas/api/v1/pix/dict/entries';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.skipIf(keyringMissing)('Pix keys on the local sandbox', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('registers a random key and lists it, newest first, nothing left in the outbox', async () => {
    // The demo account's keys, registered elsewhere.
    const before = (await app.value('pix-keys:list', {})).keys;
    expect(before.every((k) => !k.createdHere)).toBe(true);
    const first = await app.value('pix-keys:create', { entryType: 'EVP' });
    expect(first).toMatchObject({ entryType: 'EVP', createdHere: true });
    expect(first.key).toMatch(UUID);
    expect(Date.parse(first.registeredAt!)).not.toBeNaN();
    const second = await app.value('pix-keys:create', { entryType: 'EVP' });
    expect(second.key).not.toBe(first.key);

    const listed = (await app.value('pix-keys:list', {})).keys;
    expect(listed.slice(0, 2).map((k) => k.key)).toEqual(
      expect.arrayContaining([first.key, second.key]),
    );
    expect(listed.slice(0, 2).every((k) => k.createdHere)).toBe(true);
    expect(listed).toHaveLength(before.length + 2);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it.each([
    ['EMAIL', 'v.pix_key.email_needs_code'],
    ['PHONE', 'v.pix_key.phone_needs_code'],
    ['DOCUMENT', 'v.pix_key.document_not_here'],
  ] as const)('refuses a %s key on its field, saying why, and keeps nothing', async (type, key) => {
    const keys = async () => (await app.value('pix-keys:list', {})).keys.map((k) => k.key);
    const before = await keys();
    const result = await app.call('pix-keys:create', { entryType: type });
    expect(!result.ok && result.error.code).toBe('validation');
    expect(!result.ok && result.error.fields?.['entryType']).toEqual([{ key }]);
    expect(await keys()).toEqual(before);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('refuses a type that does not exist', async () => {
    const result = await app.call('pix-keys:create', {
      entryType: 'CNPJ' as unknown as 'EVP',
    });
    expect(!result.ok && result.error.fields?.['entryType']?.[0]?.key).toBe('v.required');
  });
});

describe.skipIf(keyringMissing)('a Pix key whose answer was lost', () => {
  let running: AppOnFaultyBank | undefined;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
  });
  afterAll(async () => {
    await running?.close();
  });

  it('is registered once: checking it resends the same intent and gets the same key', async () => {
    const { app, network, bankDb } = running!;
    network.failNext({ method: 'POST', path: ENTRIES, fault: 'lose-response', thenOffline: true });
    const lost = await app.call('pix-keys:create', { entryType: 'EVP' });
    expect(!lost.ok && lost.error.code).toBe('unknown_outcome');
    await network.heal();
    // The bank registered a key; this computer does not know which yet.
    const atTheBank = () =>
      bankDb.prepare('SELECT pix_key FROM pix_keys').pluck().all() as string[];
    expect(atTheBank()).toHaveLength(1);
    // The bank lists it; this computer cannot tell it from a key registered elsewhere yet.
    expect((await app.value('pix-keys:list', {})).keys).toMatchObject([
      { key: atTheBank()[0], createdHere: false },
    ]);

    const [entry] = await app.value('outbox:list', {});
    expect(entry).toMatchObject({ kind: 'pix-key:create', state: 'unknown' });
    expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({
      state: 'done',
    });
    const posts = network.requests.filter((r) => r.method === 'POST' && r.path === ENTRIES);
    expect(posts.map((p) => p.idempotencyKey)).toEqual([entry!.identity, entry!.identity]);
    expect(posts[1]!.body).toBe(posts[0]!.body);
    // The same key, registered once.
    expect(atTheBank()).toHaveLength(1);
    expect((await app.value('pix-keys:list', {})).keys).toMatchObject([
      { key: atTheBank()[0], createdHere: true },
    ]);
  });
});
