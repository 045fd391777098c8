import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  documentIssueKey,
  documentKind,
  documentSchema,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  maskDocument,
  normalizeDocument,
} from '../../../preload/contract/validators/document.ts';

/** Real or classic published CPFs (textbook examples of the check-digit algorithm). */
const VALID_CPFS = ['529.982.247-25', '111.444.777-35', '123.456.789-09'];
/**
 * Real CNPJs: Banco do Brasil (00.000.000/0001-91), a Receita Federal establishment
 * (00.394.460/0058-87) and the classic textbook example 11.222.333/0001-81.
 */
const VALID_CNPJS = ['00.000.000/0001-91', '00.394.460/0058-87', '11.222.333/0001-81'];
/** The Receita Federal's official example of an alphanumeric CNPJ. */
const OFFICIAL_ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

/**
 * Check digits of a CNPJ base straight from the Receita Federal's description — character
 * value = ASCII code − 48, weights 2…9 from the right, DV = 11 − (sum mod 11), 0 when that is
 * 10 or 11 — as an oracle independent of the library used by the code under test.
 */
function cnpjCheckDigits(base12: string): string {
  const digit = (chars: string) => {
    let sum = 0;
    for (let i = 0; i < chars.length; i++) {
      const weight = ((chars.length - 1 - i) % 8) + 2;
      sum += (chars.charCodeAt(i) - 48) * weight;
    }
    const dv = 11 - (sum % 11);
    return dv >= 10 ? 0 : dv;
  };
  const first = digit(base12);
  return `${first}${digit(base12 + first)}`;
}

const alphanumeric = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');

describe('normalizeDocument and documentKind', () => {
  it('strip punctuation and spaces, uppercase letters', () => {
    expect(normalizeDocument(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('tell a CPF from a CNPJ by shape', () => {
    expect(documentKind('52998224725')).toBe('cpf');
    expect(documentKind('00000000000191')).toBe('cnpj');
    expect(documentKind('12ABC34501DE35')).toBe('cnpj');
    expect(documentKind('12ABC34501DEAB')).toBeNull(); // letters in the check digits
    expect(documentKind('5299822472A')).toBeNull();
    expect(documentKind('123')).toBeNull();
  });
});

describe('isValidCpf', () => {
  it('accepts valid CPFs formatted or bare', () => {
    for (const cpf of VALID_CPFS) {
      expect(isValidCpf(cpf), cpf).toBe(true);
      expect(isValidCpf(cpf.replace(/\D/g, '')), cpf).toBe(true);
    }
  });

  it('refuses a wrong check digit, repeated digits and other shapes', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('00.000.000/0001-91')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('catches any change to a check digit', () => {
    // Not to any digit: mod 11 maps remainders 0 and 1 to the same DV, so a rare change in
    // the first nine digits can keep both check digits right.
    for (const cpf of VALID_CPFS) {
      const bare = cpf.replace(/\D/g, '');
      for (const i of [9, 10]) {
        for (const d of '0123456789') {
          if (d === bare[i]) continue;
          expect(isValidCpf(bare.slice(0, i) + d + bare.slice(i + 1))).toBe(false);
        }
      }
    }
  });
});

describe('isValidCnpj', () => {
  it('accepts valid numeric CNPJs formatted or bare', () => {
    for (const cnpj of VALID_CNPJS) {
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
      expect(isValidCnpj(cnpj.replace(/\D/g, '')), cnpj).toBe(true);
    }
  });

  it('computes DV 35 for the official alphanumeric example 12ABC34501DE, and nothing else', () => {
    expect(isValidCnpj(OFFICIAL_ALPHANUMERIC_CNPJ)).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    for (let dv = 0; dv < 100; dv++) {
      if (dv === 35) continue;
      expect(isValidCnpj(`12ABC34501DE${String(dv).padStart(2, '0')}`)).toBe(false);
    }
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('agrees with the Receita Federal algorithm for any alphanumeric base', () => {
    fc.assert(
      fc.property(fc.array(alphanumeric, { minLength: 12, maxLength: 12 }), (chars) => {
        const base = chars.join('');
        const dv = cnpjCheckDigits(base);
        // The numeric reserved values (all digits equal) are refused on purpose.
        if (/^(\d)\1{11}$/.test(base) && dv === `${base[0]}${base[0]}`) return;
        expect(isValidCnpj(base + dv)).toBe(true);
        const wrong = `${dv[0]}${(Number(dv[1]) + 1) % 10}`;
        expect(isValidCnpj(base + wrong)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a wrong check digit, repeated digits and other shapes', () => {
    expect(isValidCnpj('00.000.000/0001-92')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('529.982.247-25')).toBe(false);
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
  });
});

describe('formatDocument and maskDocument', () => {
  it('format CPF and CNPJ, including alphanumeric, and leave other values as typed', () => {
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('00000000000191')).toBe('00.000.000/0001-91');
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatDocument('12 34')).toBe('12 34');
  });

  it('mask the first digits and the check digits', () => {
    expect(maskDocument('123.456.789-09')).toBe('***.456.789-**');
    expect(maskDocument('12345678909')).toBe('***.456.789-**');
    expect(maskDocument('11.222.333/0001-81')).toBe('**.222.333/0001-**');
    expect(maskDocument('***.456.789-**')).toBe('***.456.789-**');
    expect(maskDocument('1234')).toBe('****');
  });
});

describe('documentSchema', () => {
  const keysOf = (input: unknown) => {
    const result = documentSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('outputs the normalized document', () => {
    expect(documentSchema.parse(' 529.982.247-25 ')).toBe('52998224725');
    expect(documentSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('reports one i18n key per problem', () => {
    expect(keysOf('')).toEqual(['v.required']);
    expect(keysOf(' .-/ ')).toEqual(['v.required']);
    expect(keysOf(undefined)).toEqual(['v.required']);
    expect(keysOf('529.982.247')).toEqual(['v.document.length']);
    expect(keysOf('529.982.247-2#')).toEqual(['v.document.format']);
    expect(keysOf('5299822472A')).toEqual(['v.document.format']);
    expect(keysOf('111.111.111-11')).toEqual(['v.document.repeated']);
    expect(keysOf('00.000.000/0000-00')).toEqual(['v.document.repeated']);
    expect(keysOf('529.982.247-24')).toEqual(['v.document.check_digits']);
    expect(keysOf('12.ABC.345/01DE-36')).toEqual(['v.document.check_digits']);
    expect(keysOf('00.000.000/0001-91')).toEqual([]);
  });

  it('documentIssueKey is null exactly for valid documents', () => {
    for (const doc of [...VALID_CPFS, ...VALID_CNPJS, OFFICIAL_ALPHANUMERIC_CNPJ]) {
      expect(documentIssueKey(normalizeDocument(doc)), doc).toBeNull();
    }
  });
});
