import { describe, expect, it } from 'vitest';
import { pixKeyListSchema } from '../../../main/domain/wire/pix-keys.ts';

// The account's keys as the bank lists them. The spec does not show this answer and the SDK
// hands its JSON on as it comes, so it is read leniently: a bare array or one inside an
// object, the type under other names and words or read from the key itself — and refused
// whole (never a key left out) when an entry has no key or no type that can be told.

const EVP = '7f9c2a1b-0000-4000-8000-9e3f4c2d1a0b';

describe('the list of Pix keys', () => {
  it('reads the sandbox’s bare array, dates as instants', () => {
    expect(
      pixKeyListSchema.parse([
        { key: EVP, entryType: 'EVP', createdAt: '2026-03-05T09:00:00-03:00' },
        { key: '11222333000181', entryType: 'DOCUMENT', status: 'ACTIVE' },
      ]),
    ).toEqual([
      {
        key: EVP,
        entryType: 'EVP',
        createdAt: '2026-03-05T12:00:00.000Z',
        record: { key: EVP, entryType: 'EVP', createdAt: '2026-03-05T09:00:00-03:00' },
      },
      {
        key: '11222333000181',
        entryType: 'DOCUMENT',
        createdAt: null,
        record: { key: '11222333000181', entryType: 'DOCUMENT', status: 'ACTIVE' },
      },
    ]);
  });

  it.each(['keys', 'entries', 'items', 'data', 'listKeys'])('finds the list under `%s`', (name) => {
    const parsed = pixKeyListSchema.parse({ total: 1, [name]: [{ key: EVP, entryType: 'EVP' }] });
    expect(parsed.map((k) => k.key)).toEqual([EVP]);
  });

  it.each([
    [{ key: '52998224725', keyType: 'CPF' }, 'DOCUMENT'],
    [{ key: '11222333000181', type: 'cnpj' }, 'DOCUMENT'],
    [{ key: EVP, keyType: 'RANDOM' }, 'EVP'],
    [{ key: '+5511987654321', entryType: 'PHONE_NUMBER' }, 'PHONE'],
    [{ key: 'loja@exemplo.com.br' }, 'EMAIL'],
    [{ key: '+5511987654321' }, 'PHONE'],
    [{ key: EVP.toUpperCase() }, 'EVP'],
    [{ key: '52998224725', createdAt: 'ontem' }, 'DOCUMENT'],
  ])('reads the type of %j as %s', (entry, type) => {
    const [parsed] = pixKeyListSchema.parse([entry]);
    expect(parsed!.entryType).toBe(type);
    expect(parsed!.createdAt).toBeNull();
  });

  it.each([
    ['an entry without a key', [{ entryType: 'EVP' }]],
    ['an empty key', [{ key: '', entryType: 'EVP' }]],
    ['a type no one can tell', [{ key: 'chave-estranha', entryType: 'BANK_ACCOUNT' }]],
    ['a number for a key', [{ key: 12345, entryType: 'EVP' }]],
    ['an object with no list', { total: 0 }],
    ['a string', 'keys'],
  ])('refuses %s', (_name, body) => {
    expect(pixKeyListSchema.safeParse(body).success).toBe(false);
  });
});
