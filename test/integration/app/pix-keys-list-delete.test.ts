import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_DATABASE_FILE } from '../../../main/sandbox/store.ts';
import type { ServiceClient } from '../../../main/service/http-client.ts';
import { createPixKey } from '../../../main/service/writes/pix-keys.ts';
import { keyringMissing } from '../vault/keyring-session.ts';
import { localBankClient, startApp, untilSynced, type TestApp } from '../../support/app.ts';
import { startAppOnFaultyBank, type AppOnFaultyBank } from './remote-bank.ts';

// Every key of the account through the bridge, and deleting one, against the real local
// sandbox over HTTPS: the list shows keys registered outside the app (the demo's, one made
// straight at the bank) beside the app's own, marked apart; a deletion runs through the one
// write pipeline — twice is one deletion at the bank, a key not listed is refused with nothing
// sent, an unreachable bank refuses it now and the list falls back to the keys kept here, with
// when they were read. Deletions are counted in the bank's own database.

const ENTRIES = '/baas/api/v1/pix/dict/entries';

describe.skipIf(keyringMissing)('the account’s Pix keys on the local sandbox', () => {
  let app: TestApp;
  let bank: ServiceClient;
  let bankDb: Database.Database;

  beforeAll(async () => {
    app = await startApp();
    await untilSynced(app);
    bank = await localBankClient(app);
    bankDb = new Database(join(app.userDataDir, 'sandbox', SANDBOX_DATABASE_FILE), {
      readonly: true,
    });
  });
  afterAll(async () => {
    bankDb?.close();
    await bank?.close();
    await app?.close();
  });

  const deletions = (key: string) =>
    bankDb.prepare('SELECT count(*) FROM pix_key_deletions WHERE pix_key = ?').pluck().get(key);
  const atTheBank = (key: string) =>
    bankDb.prepare('SELECT count(*) FROM pix_keys WHERE pix_key = ?').pluck().get(key) === 1;
  /** A key registered at the bank by someone else than this app (the bank's own app). */
  const registeredElsewhere = async () =>
    (await createPixKey(bank, { entryType: 'EVP', idempotencyKey: randomUUID() })).key;

  it('lists every key of the account, those not registered here marked apart', async () => {
    const outside = await registeredElsewhere();
    const mine = await app.value('pix-keys:create', { entryType: 'EVP' });
    const list = await app.value('pix-keys:list', {});
    expect(list).toMatchObject({ source: 'bank', problem: null });
    expect(Date.parse(list.listedAt!)).not.toBeNaN();
    const byKey = new Map(list.keys.map((k) => [k.key, k]));
    expect(byKey.get(outside)).toMatchObject({ entryType: 'EVP', createdHere: false });
    expect(byKey.get(mine.key)).toMatchObject({ entryType: 'EVP', createdHere: true });
    // The demo account's keys, registered in the bank's app: one of each type.
    const elsewhere = list.keys.filter((k) => !k.createdHere && k.key !== outside);
    expect(elsewhere.map((k) => k.entryType).sort()).toEqual(['DOCUMENT', 'EMAIL', 'EVP', 'PHONE']);
    // Newest first: what was registered just now, before the demo's older keys.
    expect(list.keys.at(-1)!.entryType).toBe('DOCUMENT');
  });

  it('deletes a key registered elsewhere: gone at the bank and from the list, nothing kept', async () => {
    const key = await registeredElsewhere();
    await app.value('pix-keys:list', {});
    expect(await app.value('pix-keys:delete', { key })).toEqual({ key });
    expect(atTheBank(key)).toBe(false);
    expect(deletions(key)).toBe(1);
    expect((await app.value('pix-keys:list', {})).keys.map((k) => k.key)).not.toContain(key);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('deletes twice (two asks at once) as one deletion; a third ask is refused, nothing sent', async () => {
    const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
    const [first, second] = await Promise.all([
      app.call('pix-keys:delete', { key }),
      app.call('pix-keys:delete', { key }),
    ]);
    expect(first).toEqual({ ok: true, value: { key } });
    expect(second).toEqual({ ok: true, value: { key } });
    expect(deletions(key)).toBe(1);

    const third = await app.call('pix-keys:delete', { key });
    expect(!third.ok && third.error).toMatchObject({
      code: 'not_found',
      key: 'error.pix_key.not_listed',
    });
    expect(deletions(key)).toBe(1);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('refuses a key the account does not have, with nothing recorded or sent', async () => {
    const result = await app.call('pix-keys:delete', { key: 'ninguem@exemplo.com.br' });
    expect(!result.ok && result.error).toMatchObject({
      code: 'not_found',
      key: 'error.pix_key.not_listed',
    });
    expect(deletions('ninguem@exemplo.com.br')).toBe(0);
    expect(await app.value('outbox:list', {})).toEqual([]);
    const blank = await app.call('pix-keys:delete', { key: '  ' });
    expect(!blank.ok && blank.error.fields?.['key']).toEqual([{ key: 'v.required' }]);
  });

  it('offline: refuses to delete now (nothing queued) and lists the keys as last read, with when', async () => {
    const key = await registeredElsewhere();
    const read = await app.value('pix-keys:list', {});
    await app.value('sandbox:set-running', { running: false });
    try {
      const result = await app.call('pix-keys:delete', { key });
      expect(result.ok).toBe(false);
      expect(!result.ok && ['offline', 'timeout']).toContain(!result.ok && result.error.code);
      expect(await app.value('outbox:list', {})).toEqual([]);

      const cached = await app.value('pix-keys:list', {});
      expect(cached.source).toBe('cache');
      expect(cached.listedAt).toBe(read.listedAt);
      expect(cached.problem?.code).toMatch(/^(offline|timeout)$/);
      expect(cached.keys.map((k) => k.key)).toEqual(read.keys.map((k) => k.key));
    } finally {
      await app.value('sandbox:set-running', { running: true });
    }
    expect(atTheBank(key)).toBe(true);
    expect(deletions(key)).toBe(0);
    expect((await app.value('pix-keys:list', {})).source).toBe('bank');
  });
});

describe.skipIf(keyringMissing)('a Pix key deletion whose answer or request was lost', () => {
  let running: AppOnFaultyBank | undefined;

  beforeAll(async () => {
    running = await startAppOnFaultyBank();
  });
  afterAll(async () => {
    await running?.close();
  });

  const deletions = (key: string) =>
    running!.bankDb
      .prepare('SELECT count(*) FROM pix_key_deletions WHERE pix_key = ?')
      .pluck()
      .get(key);
  const deletes = () => running!.network.requests.filter((r) => r.method === 'DELETE');

  it('answer lost: settled by reading the list back (key absent → done), nothing sent again', async () => {
    const { app, network } = running!;
    const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
    const before = deletes().length;
    network.failNext({
      method: 'DELETE',
      path: ENTRIES,
      fault: 'lose-response',
      thenOffline: true,
    });
    const lost = await app.call('pix-keys:delete', { key });
    expect(!lost.ok && lost.error.code).toBe('unknown_outcome');
    await network.heal();
    expect(deletions(key)).toBe(1);

    const [entry] = await app.value('outbox:list', {});
    expect(entry).toMatchObject({ kind: 'pix-key:delete', state: 'unknown' });
    expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({ state: 'done' });
    expect(deletes().slice(before)).toHaveLength(1);
    expect(deletions(key)).toBe(1);
    expect((await app.value('pix-keys:list', {})).keys.map((k) => k.key)).not.toContain(key);
    expect(await app.value('outbox:list', {})).toEqual([]);
  });

  it('request lost: the list still shows the key, so the SAME request is sent again, once', async () => {
    const { app, network } = running!;
    const { key } = await app.value('pix-keys:create', { entryType: 'EVP' });
    const before = deletes().length;
    network.failNext({ method: 'DELETE', path: ENTRIES, fault: 'lose-request', thenOffline: true });
    const lost = await app.call('pix-keys:delete', { key });
    expect(!lost.ok && lost.error.code).toBe('unknown_outcome');
    await network.heal();
    expect(deletions(key)).toBe(0);

    const [entry] = await app.value('outbox:list', {});
    expect(await app.value('outbox:resolve', { id: entry!.id })).toMatchObject({ state: 'done' });
    const sent = deletes().slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.idempotencyKey)).toEqual([entry!.identity, entry!.identity]);
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect(JSON.parse(sent[0]!.body)).toEqual({ entryType: 'EVP', key });
    expect(deletions(key)).toBe(1);
  });
});
