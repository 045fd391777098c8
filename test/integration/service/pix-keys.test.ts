import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPixKey } from '../../../main/service/writes/pix-keys.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

let env: TestBank;
beforeAll(async () => {
  env = await startBank({ clock: TEST_NOW });
});
afterAll(() => env.stop());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Pix keys (4.14) through the service client', () => {
  it('registers an EVP key, the same one again for the same IdempotencyKey', async () => {
    const idempotencyKey = randomUUID();
    const entry = await createPixKey(env.client, { entryType: 'EVP', idempotencyKey });
    expect(entry.entryType).toBe('EVP');
    expect(entry.key).toMatch(UUID);
    expect(await createPixKey(env.client, { entryType: 'EVP', idempotencyKey })).toEqual(entry);
    const other = await createPixKey(env.client, {
      entryType: 'EVP',
      idempotencyKey: randomUUID(),
    });
    expect(other.key).not.toBe(entry.key);
  });

  it('refuses the same IdempotencyKey for another request (409)', async () => {
    const idempotencyKey = randomUUID();
    await createPixKey(env.client, { entryType: 'EVP', idempotencyKey });
    const error = await failureOf(() =>
      createPixKey(env.client, { entryType: 'EVP', key: 'x@y.example', idempotencyKey }),
    );
    expect(error.code).toBe('conflict');
  });

  it('refuses EMAIL and PHONE keys, saying the validation flow is not available here', async () => {
    for (const [entryType, key] of [
      ['EMAIL', 'loja@padaria.example'],
      ['PHONE', '+5511987654321'],
    ] as const) {
      const error = await failureOf(() =>
        createPixKey(env.client, { entryType, key, idempotencyKey: randomUUID() }),
      );
      expect(error.code).toBe('rejected');
      expect(error.params?.['text']).toMatch(/not available through this interface/);
    }
  });

  it('refuses DOCUMENT keys: only EVP keys are created through the interface', async () => {
    const error = await failureOf(() =>
      createPixKey(env.client, {
        entryType: 'DOCUMENT',
        key: '11222333000181',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(error.code).toBe('rejected');
    expect(error.params?.['text']).toMatch(/Only EVP/);
  });

  it('requires the IdempotencyKey header, a GUID', async () => {
    for (const headers of [{}, { IdempotencyKey: 'chave-123' }] as Record<string, string>[]) {
      const error = await failureOf(() =>
        env.client.request({
          method: 'POST',
          path: '/baas/api/v1/pix/dict/entries',
          body: { entryType: 'EVP' },
          headers,
        }),
      );
      expect(error.code).toBe('validation');
    }
    const unknownType = await failureOf(() =>
      createPixKey(env.client, {
        entryType: 'RANDOM' as 'EVP',
        idempotencyKey: randomUUID(),
      }),
    );
    expect(unknownType.code).toBe('validation');
  });
});
