import { describe, expect, it } from 'vitest';
import {
  normalizePixKey,
  pixKeyKindOf,
  pixKeySchema,
} from '../../../preload/contract/validators/pix-key.ts';
import { pixKeyKind } from '../../../main/domain/wire/payments.ts';

const issueOf = (typed: string) => {
  const parsed = pixKeySchema.safeParse(typed);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('a Pix key as typed', () => {
  it('is read as its kind while it is typed', () => {
    expect(pixKeyKindOf('')).toBeNull();
    expect(pixKeyKindOf('529.982')).toBe('cpf');
    expect(pixKeyKindOf('529.982.247-25')).toBe('cpf');
    expect(pixKeyKindOf('11.222.333/0001-81')).toBe('cnpj');
    expect(pixKeyKindOf('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(pixKeyKindOf('ana@')).toBe('email');
    expect(pixKeyKindOf('+55 11')).toBe('phone');
    expect(pixKeyKindOf('(11) 98765-4321')).toBe('phone');
    expect(pixKeyKindOf('123e4567-e89b')).toBe('evp');
    expect(pixKeyKindOf('olá mundo')).toBeNull();
  });

  it('is sent as the bank takes it, which the bank’s own rule accepts', () => {
    const cases: [string, string, string][] = [
      ['529.982.247-25', '52998224725', 'CPF'],
      ['11.222.333/0001-81', '11222333000181', 'CNPJ'],
      ['12.abc.345/01de-35', '12ABC34501DE35', 'CNPJ'],
      ['  Ana.Souza@Exemplo.com.br ', 'Ana.Souza@Exemplo.com.br', 'EMAIL'],
      ['+55 (11) 98765-4321', '+5511987654321', 'PHONE'],
      ['(21) 3456-7890', '+552134567890', 'PHONE'],
      ['123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000', 'EVP'],
    ];
    for (const [typed, key, bankKind] of cases) {
      expect(normalizePixKey(typed)).toBe(key);
      expect(pixKeySchema.parse(typed)).toBe(key);
      expect(pixKeyKind(key)).toBe(bankKind);
    }
  });

  it('is refused with what is wrong for its kind', () => {
    expect(issueOf('')).toBe('v.required');
    expect(issueOf('529.982.247-26')).toBe('v.document.check_digits');
    expect(issueOf('111.111.111-11')).toBe('v.document.repeated');
    expect(issueOf('5299822')).toBe('v.document.length');
    expect(issueOf('11.222.333/0001-80')).toBe('v.document.check_digits');
    expect(issueOf('ana@exemplo')).toBe('v.pix_key.email');
    expect(issueOf(`${'a'.repeat(70)}@exemplo.com`)).toBe('v.pix_key.email_too_long');
    expect(issueOf('+1 202 555 0100')).toBe('v.pix_key.phone');
    expect(issueOf('+55 11 9876')).toBe('v.pix_key.phone');
    expect(issueOf('(11) 98765-4321')).toBeNull();
    expect(issueOf('11 98765-4321')).toBe('v.pix_key.phone_needs_country');
    expect(issueOf('123e4567-e89b-42d3-a456-42661417400')).toBe('v.pix_key.evp');
    expect(issueOf('olá mundo')).toBe('v.pix_key.unknown');
  });
});
