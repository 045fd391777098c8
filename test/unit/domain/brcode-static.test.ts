import fc from 'fast-check';
import { hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';

import {
  AMOUNT_CENTS_MAX,
  crc16CcittFalse,
  decodeBrCode,
  type DecodedBrCode,
} from '../../../main/domain/brcode.ts';
import { parseTlv } from '../../../main/domain/brcode-tlv.ts';
import {
  buildStaticBrCode,
  merchantFieldText,
  staticDescriptionMax,
  type StaticBrCode,
  type StaticBrCodeRequest,
} from '../../../main/domain/brcode-static.ts';
import {
  counterQrDescriptionMax,
  counterQrInputSchema,
  issuesToFields,
} from '../../../preload/contract/index.ts';

// The counter QR: a static BR Code built on this computer. Everything it writes must come back
// through the decoder the app pays codes with (and through pix-utils, written by others).

const EVP = '123e4567-e12b-12d1-a456-426655440000';
const MERCHANT = { merchantName: 'Padaria Pão Quente', merchantCity: 'São Paulo' };

function built(request: StaticBrCodeRequest): StaticBrCode {
  const result = buildStaticBrCode(request);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
  return result.value;
}

function decoded(payload: string): DecodedBrCode {
  const result = decodeBrCode(payload);
  if (!result.ok) throw new Error(`does not decode: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Field 26 (GUI, key, description) as written in the payload. */
function accountTemplate(payload: string): string {
  const top = parseTlv(payload, '');
  if (!top.ok) throw new Error('not TLV');
  return top.records.find((r) => r.tag === '26')!.value;
}

describe('a counter QR reads back through the app’s own decoder', () => {
  it('with an amount and a description: static, the key, the amount, the text, txid ***', () => {
    const code = built({ key: EVP, amountCents: 1_234, description: 'Balcão 1', ...MERCHANT });
    const back = decoded(code.payload);
    expect(back).toMatchObject({
      kind: 'static',
      pointOfInitiation: 'static',
      key: EVP,
      amountCents: 1_234,
      description: 'Balcao 1',
      merchantName: 'PADARIA PAO QUENTE',
      merchantCity: 'SAO PAULO',
      merchantCategoryCode: '0000',
      txid: '***',
    });
    expect(code.payload).toContain('540512.34');
    expect(code.payload.startsWith('000201010211')).toBe(true);
  });

  it('without an amount: no field 54, and the payer types what to pay', () => {
    const code = built({ key: EVP, ...MERCHANT });
    const back = decoded(code.payload);
    expect(back.amountCents).toBeUndefined();
    expect(back.description).toBeUndefined();
    const top = parseTlv(code.payload, '');
    expect(top.ok && top.records.map((r) => r.tag)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
  });

  it('a blank description is no description', () => {
    expect(built({ key: EVP, description: '   ', ...MERCHANT }).description).toBeUndefined();
  });

  it('ends in the CRC16 of everything before it, in upper-case hex', () => {
    const { payload } = built({ key: EVP, amountCents: 500, description: 'Pao', ...MERCHANT });
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
    expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
  });

  it('pix-utils reads the same key, amount, description, name and city', () => {
    const code = built({ key: EVP, amountCents: 990, description: 'Café e pão', ...MERCHANT });
    const theirs = parsePix(code.payload);
    if (hasError(theirs) || theirs.type !== 'STATIC') throw new Error('pix-utils refused it');
    expect(theirs.pixKey).toBe(EVP);
    expect(Math.round((theirs.transactionAmount ?? 0) * 100)).toBe(990);
    expect(theirs.infoAdicional).toBe('Cafe e pao');
    expect(theirs.merchantName).toBe('PADARIA PAO QUENTE');
    expect(theirs.merchantCity).toBe('SAO PAULO');
  });
});

describe('the name and city are written as the manual wants them', () => {
  it('upper case, without accents, the name cut to 25 and the city to 15', () => {
    const code = built({
      key: EVP,
      merchantName: 'Confeitaria Doçura & Cia — Filial Açaí',
      merchantCity: 'São José dos Campos',
    });
    expect(code.merchantName).toBe('CONFEITARIA DOCURA & CIA');
    expect(code.merchantName.length).toBeLessThanOrEqual(25);
    expect(code.merchantCity).toBe('SAO JOSE DOS CA');
    expect(decoded(code.payload).merchantCity).toBe('SAO JOSE DOS CA');
  });

  it('spells out letters without a base letter and drops what no code can carry', () => {
    expect(merchantFieldText('Bäckerei Straße 🍞', 25)).toBe('BACKEREI STRASSE');
    expect(merchantFieldText('  Ótica   Visão  ', 25)).toBe('OTICA VISAO');
  });

  it('a name of letters a code cannot carry is refused, not written empty', () => {
    const result = buildStaticBrCode({ key: EVP, merchantName: '東京', merchantCity: 'Rio' });
    expect(result).toEqual({ ok: false, problem: { field: 'merchantName', reason: 'required' } });
  });

  it('every character written is printable ASCII, whatever the owner typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        expect(merchantFieldText(text, 25)).toMatch(/^[\x20-\x7e]{0,25}$/);
        expect(merchantFieldText(text, 25)).toBe(merchantFieldText(text, 25).toUpperCase());
      }),
    );
  });
});

describe('field 26 holds at most 99 characters', () => {
  it('a random key leaves 37 for the description: 37 fills field 26 exactly', () => {
    expect(staticDescriptionMax(EVP)).toBe(37);
    const longest = 'Padaria do Bairro - balcao da frente!';
    expect(longest).toHaveLength(37);
    const code = built({ key: EVP, amountCents: 2_500, description: longest, ...MERCHANT });
    expect(accountTemplate(code.payload)).toHaveLength(99);
    expect(decoded(code.payload).description).toBe(longest);
  });

  it('one character more is refused, naming the room there is', () => {
    const result = buildStaticBrCode({ key: EVP, description: 'x'.repeat(38), ...MERCHANT });
    expect(result).toEqual({
      ok: false,
      problem: { field: 'description', reason: 'too_long', max: 37 },
    });
  });

  it('accents do not count twice: the room is counted on the text as written', () => {
    const accented = 'Pão de queijo é só no balcão, à vontad';
    expect(accented).toHaveLength(38);
    expect(buildStaticBrCode({ key: EVP, description: accented, ...MERCHANT })).toMatchObject({
      ok: false,
      problem: { reason: 'too_long', max: 37 },
    });
    const code = built({ key: EVP, description: accented.slice(0, 37), ...MERCHANT });
    expect(code.description).toBe('Pao de queijo e so no balcao, a vonta');
  });

  it('a 73-character e-mail key leaves no room for a description, and still makes a code', () => {
    const key = `${'a'.repeat(61)}@exemplo.com`;
    expect(key).toHaveLength(73);
    expect(staticDescriptionMax(key)).toBe(0);
    expect(buildStaticBrCode({ key, description: 'x', ...MERCHANT })).toEqual({
      ok: false,
      problem: { field: 'description', reason: 'too_long', max: 0 },
    });
    expect(decoded(built({ key, ...MERCHANT }).payload).key).toBe(key);
  });

  it('a key longer than 77 characters is refused', () => {
    const key = `${'a'.repeat(70)}@ex.com.br`;
    expect(buildStaticBrCode({ key, ...MERCHANT })).toEqual({
      ok: false,
      problem: { field: 'key', reason: 'too_long', max: 77 },
    });
  });

  it('the contract’s limit, which the form checks as the owner types, is the domain’s', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '1', '@', '.', '-'), maxLength: 77 }),
        (key) => {
          expect(counterQrDescriptionMax(key)).toBe(staticDescriptionMax(key));
        },
      ),
    );
  });
});

describe('the amount', () => {
  it('is written in reais with two places when fixed', () => {
    expect(decoded(built({ key: EVP, amountCents: 1, ...MERCHANT }).payload).amountCents).toBe(1);
    const code = built({ key: EVP, amountCents: 123_456_789, ...MERCHANT });
    expect(code.payload).toContain('54101234567.89');
    expect(decoded(code.payload).amountCents).toBe(123_456_789);
  });

  it('zero, fractions of a cent and more than the code holds are refused on the amount', () => {
    const refused = (amountCents: number) =>
      buildStaticBrCode({ key: EVP, amountCents, ...MERCHANT });
    expect(refused(0)).toMatchObject({
      ok: false,
      problem: { field: 'amountCents', reason: 'not_positive' },
    });
    expect(refused(10.5)).toMatchObject({
      ok: false,
      problem: { field: 'amountCents', reason: 'not_integer' },
    });
    expect(refused(AMOUNT_CENTS_MAX + 1)).toMatchObject({
      ok: false,
      problem: { field: 'amountCents', reason: 'too_large' },
    });
  });
});

describe('any input: a code that reads back exactly, or a refusal naming the field', () => {
  const keyChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-@.+_'.split(''));
  const request = fc.record(
    {
      key: fc.string({ unit: keyChar, minLength: 1, maxLength: 80 }),
      amountCents: fc.integer({ min: -5, max: AMOUNT_CENTS_MAX + 5 }),
      description: fc.string({ unit: 'grapheme', maxLength: 60 }),
      merchantName: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      merchantCity: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    },
    { requiredKeys: ['key', 'merchantName', 'merchantCity'] },
  );

  it('never throws, and what it builds the decoder reads back field for field', () => {
    fc.assert(
      fc.property(request, (input) => {
        const result = buildStaticBrCode(input);
        if (!result.ok) {
          expect(['key', 'amountCents', 'description', 'merchantName', 'merchantCity']).toContain(
            result.problem.field,
          );
          return;
        }
        const code = result.value;
        const back = decoded(code.payload);
        expect(back.kind).toBe('static');
        expect(back.key).toBe(input.key);
        expect(back.amountCents).toBe(input.amountCents);
        expect(back.description).toBe(code.description);
        expect(back.merchantName).toBe(code.merchantName);
        expect(back.merchantCity).toBe(code.merchantCity);
        expect(back.txid).toBe('***');
        expect(accountTemplate(code.payload).length).toBeLessThanOrEqual(99);
        expect(code.payload).toMatch(/^[\x20-\x7e]+$/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('the form’s rules (contract)', () => {
  const fieldsOf = (input: unknown) => {
    const parsed = counterQrInputSchema.safeParse(input);
    return parsed.success ? {} : issuesToFields(parsed.error.issues);
  };

  it('takes a key alone, and a blank description as none', () => {
    expect(counterQrInputSchema.parse({ key: EVP, description: '  ' })).toEqual({
      key: EVP,
      description: undefined,
    });
  });

  it('asks for a key', () => {
    expect(fieldsOf({ key: '' })).toEqual({ key: [{ key: 'v.counter_qr.key_required' }] });
  });

  it('names the room beside the key when the description is too long', () => {
    expect(fieldsOf({ key: EVP, description: 'x'.repeat(38) })).toEqual({
      description: [{ key: 'v.counter_qr.description_too_long', params: { max: 37, length: 38 } }],
    });
    expect(fieldsOf({ key: EVP, description: 'x'.repeat(37) })).toEqual({});
  });

  it('names a character no code can carry, even without its accent', () => {
    expect(fieldsOf({ key: EVP, description: 'Pão 🍞' })).toEqual({
      description: [{ key: 'v.counter_qr.description_character', params: { char: '🍞' } }],
    });
    expect(fieldsOf({ key: EVP, description: 'Pão de açúcar' })).toEqual({});
  });

  it('tells every broken field at once', () => {
    expect(
      Object.keys(fieldsOf({ key: EVP, amountCents: 0, description: 'x'.repeat(40) })),
    ).toEqual(['amountCents', 'description']);
  });
});
