import { describe, expect, it } from 'vitest';
import { keyTransferRequestSchema, pixKeyKind } from '../../../main/domain/wire/payments.ts';

describe('pixKeyKind', () => {
  it.each([
    ['52998224725', 'CPF'],
    ['11444777000161', 'CNPJ'],
    ['12ABC34501DE35', 'CNPJ'],
    ['loja@padaria.example', 'EMAIL'],
    ['+5511987654321', 'PHONE'],
    ['+551132654321', 'PHONE'],
    ['7d9f0c2e-4b1a-4c3d-9e8f-0a1b2c3d4e5f', 'EVP'],
  ])('%s is a %s key', (key, kind) => {
    expect(pixKeyKind(key)).toBe(kind);
  });

  it.each([
    '52998224724', // CPF check digits
    '11444777000162', // CNPJ check digits
    '529.982.247-25',
    '11987654321',
    '+15551234567',
    '+55119876',
    'loja@',
    '@padaria.example',
    'loja padaria@x.example',
    `${'a'.repeat(70)}@padaria.example`,
    '7d9f0c2e4b1a4c3d9e8f0a1b2c3d4e5f',
    '',
  ])('%j is no Pix key', (key) => {
    expect(pixKeyKind(key)).toBeNull();
  });

  it('the transfer request refuses an invalid key and an amount with three decimals', () => {
    expect(keyTransferRequestSchema.safeParse({ key: '52998224725', amount: 10.5 }).success).toBe(
      true,
    );
    expect(keyTransferRequestSchema.safeParse({ key: '52998224724', amount: 10 }).success).toBe(
      false,
    );
    expect(keyTransferRequestSchema.safeParse({ key: '52998224725', amount: 0.001 }).success).toBe(
      false,
    );
  });
});
