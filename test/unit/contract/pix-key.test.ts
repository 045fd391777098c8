import { describe, expect, it } from 'vitest';
import {
  normalizePixKey,
  pixKeyForeignCharacter,
  pixKeyKindOf,
  pixKeySchema,
} from '../../../preload/contract/validators/pix-key.ts';
import { issuesToFields } from '../../../preload/contract/issues.ts';
import { transferInputSchema } from '../../../preload/contract/schemas/transfers.ts';
import { translateField } from '../../../renderer/src/lib/i18n/translate.ts';
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
    expect(issueOf('hello world')).toBe('v.pix_key.unknown');
  });
});

describe('a Pix key with a character no Pix key has', () => {
  const refusal = (typed: string) => {
    const parsed = pixKeySchema.safeParse(typed);
    return parsed.success ? null : issuesToFields(parsed.error.issues)['_']?.[0];
  };
  const foreign = (codePoint: string, position: number, char: string) => ({
    key: 'v.pix_key.foreign_character',
    params: { codePoint, position, char },
  });
  const hidden = (codePoint: string, position: number) => ({
    key: 'v.pix_key.hidden_character',
    params: { codePoint, position },
  });

  it('is refused, naming the character, where it is, and the character when it shows', () => {
    const cases: [string, ReturnType<typeof foreign | typeof hidden>][] = [
      // Fullwidth letters: NFKC would fold them into fuzz@…, the key they imitate.
      ['ｆｕｚｚ@exemplo.com.br', foreign('U+FF46', 1, 'ｆ')],
      // A Cyrillic е in the domain, identical to the eye to the Latin e.
      ['ana.souza@ex\u0435mplo.com.br', foreign('U+0435', 13, '\u0435')],
      // A zero-width space at the end: trim() keeps it, the screen does not show it.
      ['ana.souza@exemplo.com.br\u200b', hidden('U+200B', 25)],
      // A no-break space, inside a phone and at the end of an e-mail (which trim() would drop).
      ['+55 11\u00a098765-4321', hidden('U+00A0', 7)],
      ['ana.souza@exemplo.com.br\u00a0', hidden('U+00A0', 25)],
      // A right-to-left override turns what follows around on screen.
      ['\u202erb.moc.olpmexe@azuos.ana', hidden('U+202E', 1)],
      ['ana.souza@exemplo.com.br\u202e', hidden('U+202E', 25)],
      // A Latin-1 é in an e-mail, and the same é typed as e and a combining accent.
      ['josé@exemplo.com.br', foreign('U+00E9', 4, 'é')],
      ['jose\u0301@exemplo.com.br', hidden('U+0301', 5)],
      // A fullwidth digit in a CPF.
      ['529.982.247-２5', foreign('U+FF12', 13, '２')],
      // A Cyrillic а in a random key, a Greek Ο in a CNPJ, a Kelvin sign that lower-cases to k.
      ['123e4567-e89b-42d3-\u0430456-426614174000', foreign('U+0430', 20, '\u0430')],
      ['12.ABC.345/\u039f1DE-35', foreign('U+039F', 12, '\u039f')],
      ['\u212aey@exemplo.com', foreign('U+212A', 1, '\u212a')],
      // A character outside the Basic Multilingual Plane counts as one place.
      ['😀a@exemplo.com\u200b', foreign('U+1F600', 1, '😀')],
      ['a😀\u200b@exemplo.com', foreign('U+1F600', 2, '😀')],
      ['ab\u200b😀@exemplo.com', hidden('U+200B', 3)],
      ['olá mundo', foreign('U+00E1', 3, 'á')],
      // ASCII control characters are not in keys either.
      ['ana\u0000@exemplo.com', hidden('U+0000', 4)],
      ['ana\u007f@exemplo.com', hidden('U+007F', 4)],
    ];
    for (const [typed, expected] of cases) {
      expect(refusal(typed), JSON.stringify(typed)).toEqual(expected);
      expect(pixKeyForeignCharacter(typed), JSON.stringify(typed)).toEqual(expected.params);
    }
  });

  it('is refused though the key it imitates is accepted: never folded or stripped into it', () => {
    const lookalikes: [string, string][] = [
      ['ｆｕｚｚ@exemplo.com.br', 'ｆｕｚｚ@exemplo.com.br'.normalize('NFKC')],
      ['ana.souza@ex\u0435mplo.com.br', 'ana.souza@exemplo.com.br'],
      ['ana.souza@exemplo.com.br\u200b', 'ana.souza@exemplo.com.br'],
      ['529.982.247-２5', '529.982.247-25'.normalize('NFKC')],
    ];
    for (const [typed, imitated] of lookalikes) {
      expect(pixKeySchema.safeParse(imitated).success, imitated).toBe(true);
      expect(pixKeySchema.safeParse(typed).success, typed).toBe(false);
    }
  });

  it('is refused on the transfer’s key field, with the parameters the form shows', () => {
    const parsed = transferInputSchema.safeParse({
      key: 'ana.souza@ex\u0435mplo.com.br',
      amountCents: 1_000,
      confirmAmountCents: 1_000,
    });
    expect(parsed.success).toBe(false);
    const fields = parsed.success ? {} : issuesToFields(parsed.error.issues);
    expect(fields).toEqual({ key: [foreign('U+0435', 13, '\u0435')] });
    const [message] = fields['key'] ?? [];
    expect(translateField('pt-BR', message!)).toContain('“\u0435” (U+0435), na posição 13');
    expect(translateField('en', message!)).toContain('“\u0435” (U+0435), at position 13');
    const invisible = hidden('U+200B', 25);
    expect(translateField('pt-BR', invisible)).toContain('(U+200B) na posição 25');
    expect(translateField('en', invisible)).toContain('(U+200B) at position 25');
  });

  it('does not stop plain ASCII keys, with the spaces around them that people paste', () => {
    const cases: [string, string][] = [
      ['529.982.247-25', '52998224725'],
      ['11.222.333/0001-81', '11222333000181'],
      ['12.ABC.345/01DE-35', '12ABC34501DE35'],
      ['\tfuzz@exemplo.com.br\r\n', 'fuzz@exemplo.com.br'],
      ['  Ana.Souza@Exemplo.com.br ', 'Ana.Souza@Exemplo.com.br'],
      ['+55 (11) 98765-4321', '+5511987654321'],
      ['123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
    ];
    for (const [typed, key] of cases) {
      expect(pixKeyForeignCharacter(typed)).toBeNull();
      expect(pixKeySchema.parse(typed)).toBe(key);
    }
  });
});
