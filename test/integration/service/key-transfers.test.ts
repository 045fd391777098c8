import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getKeyTransfer } from '../../../main/service/payments.ts';
import { transferToKey } from '../../../main/service/writes/payments.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

let env: TestBank;
beforeAll(async () => {
  env = await startBank({ clock: TEST_NOW });
});
afterAll(() => env.stop());
beforeEach(() => env.setNow(TEST_NOW));

describe('Pix transfers to a key (4.2) through the service client over mutual TLS', () => {
  it.each([
    ['CPF', '52998224725'],
    ['CNPJ', '11444777000161'],
    ['e-mail', 'compras@padaria.example'],
    ['phone', '+5511987654321'],
    ['EVP', randomUUID()],
  ])('transfers to a %s key: processing, then completed', async (_kind, key) => {
    const transfer = await transferToKey(env.client, {
      key,
      amountCents: 12_345,
      description: 'Fornecedor',
    });
    expect(transfer).toMatchObject({ amountCents: 12_345, status: 'processing' });
    expect(transfer.endToEndId).toMatch(/^E99999999\d{12}[A-Za-z0-9]{11}$/);
    expect(transfer.createdAt).toBe(TEST_NOW.toISOString());
    expect(await getKeyTransfer(env.client, transfer.id)).toEqual(transfer);
    env.advance(10_000);
    expect((await getKeyTransfer(env.client, transfer.id)).status).toBe('completed');
  });

  it.each([
    ['a CPF with wrong check digits', '52998224724'],
    ['a CNPJ with wrong check digits', '11444777000162'],
    ['a CPF with punctuation', '529.982.247-25'],
    ['an e-mail without domain', 'compras@'],
    ['a phone without +55', '11987654321'],
    ['a foreign phone', '+15551234567'],
    ['a malformed random key', '7d9f0c2e-4b1a-4c3d-9e8f'],
  ])('refuses %s on the key field', async (_what, key) => {
    const error = await failureOf(() => transferToKey(env.client, { key, amountCents: 100 }));
    expect(error.code).toBe('validation');
  });

  it('refuses amounts of zero or with more than two decimals', async () => {
    for (const amount of [0, -1, 10.001]) {
      const error = await failureOf(() =>
        env.client.request({
          method: 'POST',
          path: '/v1/pix/transfers',
          body: { key: '52998224725', amount },
        }),
      );
      expect(error.code).toBe('validation');
    }
  });

  it('ends a transfer of the magic amount R$ 13,13 failed, with its reason', async () => {
    const transfer = await transferToKey(env.client, { key: '52998224725', amountCents: 1_313 });
    expect(transfer.status).toBe('processing');
    env.advance(10_000);
    const failed = await getKeyTransfer(env.client, transfer.id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(/account is closed/);
  });

  it('needs the client certificate; an unknown transfer is not found', async () => {
    const noCertificate = env.newClient({ clientCertificate: undefined });
    const error = await failureOf(() =>
      transferToKey(noCertificate, { key: '52998224725', amountCents: 100 }),
    );
    expect(error.code).toBe('certificate');
    expect((await failureOf(() => getKeyTransfer(env.client, randomUUID()))).code).toBe(
      'not_found',
    );
  });
});
