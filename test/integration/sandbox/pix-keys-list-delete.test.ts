import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPixKeys } from '../../../main/service/pix-keys.ts';
import { createPixKey, deletePixKey } from '../../../main/service/writes/pix-keys.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// The account's Pix keys at the local sandbox, over HTTPS: the list and the deletion the
// operator's SDK shows (`GET` / `DELETE /baas/api/v1/pix/dict/entries`), with their rules, and
// the same routes through the app's service client. Every malformed request is a 4xx.

const ENTRIES = '/baas/api/v1/pix/dict/entries';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

async function registered(): Promise<string> {
  const answer = await t.call('POST', ENTRIES, {
    body: { entryType: 'EVP' },
    headers: { IdempotencyKey: randomUUID() },
  });
  expect(answer.status).toBe(200);
  return (answer.json as { key: string }).key;
}

function remove(body: unknown, idempotencyKey: string = randomUUID()) {
  return t.call('DELETE', ENTRIES, { body, headers: { IdempotencyKey: idempotencyKey } });
}

const deletions = (key: string) =>
  t.db.prepare('SELECT count(*) FROM pix_key_deletions WHERE pix_key = ?').pluck().get(key);

describe('GET /baas/api/v1/pix/dict/entries', () => {
  it('lists every key of the account, however it was registered, oldest first', async () => {
    const first = await registered();
    const second = await registered();
    const listed = await t.call('GET', ENTRIES);
    expect(listed.status).toBe(200);
    const keys = listed.json as { key: string; entryType: string; createdAt: string }[];
    const mine = keys.filter((k) => k.key === first || k.key === second);
    expect(mine).toEqual([
      { key: first, entryType: 'EVP', createdAt: TEST_NOW.toISOString() },
      { key: second, entryType: 'EVP', createdAt: TEST_NOW.toISOString() },
    ]);
    // The service client reads the same list.
    expect((await listPixKeys(t.client)).map((k) => k.key)).toEqual(keys.map((k) => k.key));
  });

  it('needs the credentials like every other path', async () => {
    expect((await t.call('GET', ENTRIES, { credentials: false })).status).toBe(401);
    const wrongKey = await t.call('GET', ENTRIES, {
      headers: { 'x-service-api-key': 'sbx_not-the-key' },
    });
    expect(wrongKey.status).toBe(401);
  });
});

describe('DELETE /baas/api/v1/pix/dict/entries', () => {
  it('deletes a key once: 204, gone from the list, one deletion at the bank', async () => {
    const key = await registered();
    const idempotencyKey = randomUUID();
    const deleted = await remove({ entryType: 'EVP', key }, idempotencyKey);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const listed = (await t.call('GET', ENTRIES)).json as { key: string }[];
    expect(listed.map((k) => k.key)).not.toContain(key);
    expect(deletions(key)).toBe(1);

    // The same request with the same IdempotencyKey: the first answer again, nothing more.
    expect((await remove({ entryType: 'EVP', key }, idempotencyKey)).status).toBe(204);
    expect(deletions(key)).toBe(1);
    // The same IdempotencyKey for another request: 409.
    const other = await registered();
    expect((await remove({ entryType: 'EVP', key: other }, idempotencyKey)).status).toBe(409);
    // Another IdempotencyKey: the key is no longer there.
    const again = await remove({ entryType: 'EVP', key });
    expect(again.status).toBe(404);
    expect(again.contentType).toMatch(/problem\+json/);
    expect(deletions(key)).toBe(1);
  });

  it('answers 404 for a key the account does not hold, 422 for a key named with another type', async () => {
    const unknown = await remove({ entryType: 'EMAIL', key: 'ninguem@exemplo.com.br' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ status: 404 });
    expect(String(unknown.json.detail)).toMatch(/no Pix key/);

    const key = await registered();
    const wrongType = await remove({ entryType: 'EMAIL', key });
    expect(wrongType.status).toBe(422);
    expect(String(wrongType.json.detail)).toMatch(/of type EVP/);
    expect(deletions(key)).toBe(0);
  });

  it('refuses every malformed request with a 4xx naming what is wrong, deleting nothing', async () => {
    const key = await registered();
    const cases: { name: string; send: () => ReturnType<typeof t.call> }[] = [
      {
        name: 'no IdempotencyKey',
        send: () => t.call('DELETE', ENTRIES, { body: { entryType: 'EVP', key } }),
      },
      { name: 'IdempotencyKey not a GUID', send: () => remove({ entryType: 'EVP', key }, 'x-1') },
      { name: 'no body', send: () => t.call('DELETE', ENTRIES, { headers: idem() }) },
      { name: 'a body that is not JSON', send: () => rawDelete('{"entryType": "EVP", ') },
      { name: 'an array', send: () => remove([{ entryType: 'EVP', key }]) },
      { name: 'a string', send: () => remove('EVP') },
      { name: 'no key', send: () => remove({ entryType: 'EVP' }) },
      { name: 'an empty key', send: () => remove({ entryType: 'EVP', key: '' }) },
      { name: 'a key of another type', send: () => remove({ entryType: 'EVP', key: 42 }) },
      { name: 'an unknown type', send: () => remove({ entryType: 'CNPJ', key }) },
      { name: 'a key too long', send: () => remove({ entryType: 'EVP', key: 'k'.repeat(78) }) },
    ];
    for (const { name, send } of cases) {
      const answer = await send();
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
    }
    const missingHeader = await cases[0]!.send();
    expect(JSON.stringify(missingHeader.json)).toMatch(/IdempotencyKey/);
    const missingKey = await remove({ entryType: 'EVP' });
    expect(JSON.stringify(missingKey.json)).toMatch(/\$\.key/);
    expect(deletions(key)).toBe(0);
    expect(((await t.call('GET', ENTRIES)).json as { key: string }[]).map((k) => k.key)).toContain(
      key,
    );
  });

  it('refuses a wrong API key like every other path, deleting nothing', async () => {
    const key = await registered();
    const answer = await t.call('DELETE', ENTRIES, {
      body: { entryType: 'EVP', key },
      headers: { ...idem(), 'x-service-api-key': 'sbx_not-the-key' },
    });
    expect(answer.status).toBe(401);
    expect(deletions(key)).toBe(0);
  });

  it('through the service client: deleted once; a second time the bank’s own 404', async () => {
    const entry = await createPixKey(t.client, {
      entryType: 'EVP',
      idempotencyKey: randomUUID(),
    });
    const request = { entryType: 'EVP' as const, key: entry.key, idempotencyKey: randomUUID() };
    await deletePixKey(t.client, request);
    await deletePixKey(t.client, request);
    expect(deletions(entry.key)).toBe(1);
    const error = await failureOf(() =>
      deletePixKey(t.client, { ...request, idempotencyKey: randomUUID() }),
    );
    expect(error).toMatchObject({ code: 'not_found', params: { status: 404, problem: 'bank' } });
  });
});

describe('the demo account’s keys', () => {
  it('has a key of each type, registered elsewhere; one deleted does not come back on restart', async () => {
    const bank = await startBank({ clock: TEST_NOW, demoData: true });
    try {
      const keys = (await listPixKeys(bank.client)).map((k) => k.entryType).sort();
      expect(keys).toEqual(['DOCUMENT', 'EMAIL', 'EVP', 'PHONE']);
      const email = (await listPixKeys(bank.client)).find((k) => k.entryType === 'EMAIL')!;
      await deletePixKey(bank.client, {
        entryType: 'EMAIL',
        key: email.key,
        idempotencyKey: randomUUID(),
      });
      await bank.stop(false);
      const again = await startBank({ clock: TEST_NOW, demoData: true, dataDir: bank.dataDir });
      try {
        const listed = await listPixKeys(again.client);
        expect(listed).toHaveLength(3);
        expect(listed.map((k) => k.key)).not.toContain(email.key);
      } finally {
        await again.stop();
      }
    } catch (error) {
      await bank.stop().catch(() => {});
      throw error;
    }
  });
});

function idem() {
  return { IdempotencyKey: randomUUID() };
}

function rawDelete(text: string) {
  return t.call('DELETE', ENTRIES, { rawBody: text, headers: idem() });
}
