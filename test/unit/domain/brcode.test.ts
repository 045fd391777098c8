import fc from 'fast-check';
import { createDynamicPix, createStaticPix, hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';

import {
  AMOUNT_CENTS_MAX,
  BrCodeInputError,
  crc16CcittFalse,
  decodeBrCode,
  encodeBrCode,
  formatBrCodeAmount,
  parseBrCodeAmount,
  sanitizeMerchantText,
  type BrCodeInput,
  type DecodedBrCode,
} from '../../../main/domain/brcode.ts';

// ── published payloads (each one's CRC checked below before anything else relies on it) ──────

/** Manual de Padrões para Iniciação do Pix, static example. */
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** Same manual, dynamic example (location URL, 01 = 12). */
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
/** Same manual, composite example: dynamic code plus a Pix Automático template in 80. */
const BCB_COMPOSITE =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac1200026304FB42';
/** Manual do BR Code, multi-arrangement example: GUI in upper case, other arrangements in 04,
 * 27 and 80, postal code, txid in the older format with a hyphen. */
const BRCODE_MULTI =
  '00020104141234567890123426580014BR.GOV.BCB.PIX0136123e4567-e12b-12d1-a456-42665544000027300012BR.COM.OUTRO011001234567895204000053039865406123.455802BR5917NOME DO RECEBEDOR6008BRASILIA61087007490062190515RP12345678-201980390012BR.COM.OUTRO01190123.ABCD.3456.WXYZ6304AD38';
/** pix-utils README, static with description and amount. */
const PIX_UTILS_README =
  '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069';
/** Widely copied community example whose city ("Presidente Prudente", 19) breaks the 15 limit. */
const COMMUNITY_LONG_CITY =
  '00020126580014br.gov.bcb.pix0136bee05743-4291-4f3c-9259-595df1307ba1520400005303986540510.005802BR5914Alexandre Lima6019Presidente Prudente62180514Um-Id-Qualquer6304D475';

const PUBLISHED = {
  BCB_STATIC,
  BCB_DYNAMIC,
  BCB_COMPOSITE,
  BRCODE_MULTI,
  PIX_UTILS_README,
  COMMUNITY_LONG_CITY,
};

// ── helpers (deliberately independent of main/domain/brcode-tlv.ts) ─────────────────────────

const f = (tag: string, value: string): string =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;
const sign = (body: string): string => `${body}6304${crc16CcittFalse(`${body}6304`)}`;

const KEY = '123e4567-e12b-12d1-a456-426655440000';
const ACCOUNT = f('26', f('00', 'br.gov.bcb.pix') + f('01', KEY));
/** A valid static payload assembled from overridable parts; `null` drops a field. */
function build(parts: Partial<Record<string, string | null>> = {}): string {
  const base: Record<string, string> = {
    '00': '01',
    '26': f('00', 'br.gov.bcb.pix') + f('01', KEY),
    '52': '0000',
    '53': '986',
    '58': 'BR',
    '59': 'Fulano de Tal',
    '60': 'BRASILIA',
    '62': f('05', '***'),
  };
  const merged: Record<string, string | null | undefined> = { ...base, ...parts };
  const order = Object.keys(merged).sort((a, b) =>
    a === '00' ? -1 : b === '00' ? 1 : a < b ? -1 : 1,
  );
  return sign(
    order
      .map((tag) => {
        const value = merged[tag];
        return value === null || value === undefined ? '' : f(tag, value);
      })
      .join(''),
  );
}

function decoded(payload: string): DecodedBrCode {
  const result = decodeBrCode(payload);
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

function encodeError(input: BrCodeInput): BrCodeInputError {
  try {
    encodeBrCode(input);
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    expect(error).toBeInstanceOf(BrCodeInputError);
    return error as BrCodeInputError;
  }
  throw new Error('expected encodeBrCode to throw');
}

const BASE: BrCodeInput = { key: KEY, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' };

// ── CRC ─────────────────────────────────────────────────────────────────────────────────────

describe('crc16CcittFalse', () => {
  it('matches the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
  });

  it.each(Object.entries(PUBLISHED))('validates the published payload %s', (_name, payload) => {
    expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it('pads to four upper-case hex digits', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(crc16CcittFalse(text)).toMatch(/^[0-9A-F]{4}$/);
      }),
    );
  });

  it('works on UTF-8 bytes, not UTF-16 units', () => {
    // Reference values from Python's binascii.crc_hqx(bytes, 0xFFFF), an independent CRC-16.
    expect(crc16CcittFalse('é')).toBe('7ACB'); // C3 A9; the single unit E9 would give 8DF7
    expect(crc16CcittFalse('São Paulo')).toBe('E390');
  });
});

// ── decoding published payloads ─────────────────────────────────────────────────────────────

describe('decodeBrCode on published payloads', () => {
  it('decodes the manual static example', () => {
    expect(decoded(BCB_STATIC)).toEqual({
      kind: 'static',
      key: KEY,
      pointOfInitiation: undefined,
      merchantCategoryCode: '0000',
      amountCents: undefined,
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      postalCode: undefined,
      txid: '***',
      description: undefined,
      fss: undefined,
      additionalData: {},
      otherFields: {},
      crc: '1D3D',
    });
  });

  it('decodes the manual dynamic example', () => {
    const value = decoded(BCB_DYNAMIC);
    expect(value.kind).toBe('dynamic');
    expect(value.url).toBe('pix.example.com/8b3da2f39a4140d1a91abd93113bd441');
    expect(value.key).toBeUndefined();
    expect(value.pointOfInitiation).toBe('dynamic');
    expect(value.txid).toBe('***');
    expect(value.crc).toBe('64E4');
  });

  it('keeps the composite example’s recurrence template as an uninterpreted field', () => {
    const value = decoded(BCB_COMPOSITE);
    expect(value.url).toBe('pix.example.com/8b3da2f39a4140d1a91abd93113bd441');
    expect(value.otherFields).toEqual({
      '80': '0014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac120002',
    });
  });

  it('finds the Pix template among other arrangements and reads every field', () => {
    const value = decoded(BRCODE_MULTI);
    expect(value).toMatchObject({
      kind: 'static',
      key: KEY,
      amountCents: 12345,
      merchantName: 'NOME DO RECEBEDOR',
      merchantCity: 'BRASILIA',
      postalCode: '70074900',
      txid: 'RP12345678-2019',
    });
    expect(value.otherFields).toEqual({
      '04': '12345678901234',
      '27': '0012BR.COM.OUTRO01100123456789',
      '80': '0012BR.COM.OUTRO01190123.ABCD.3456.WXYZ',
    });
  });

  it('decodes the pix-utils README payload', () => {
    expect(decoded(PIX_UTILS_README)).toMatchObject({
      key: 'nubank@thalesog.com',
      description: 'Gerado por Pix-Utils',
      amountCents: 100,
      merchantName: 'Thales Ogliari',
      merchantCity: 'Sao Paulo',
    });
  });

  it('rejects a published payload whose city exceeds 15 characters', () => {
    expect(decodeBrCode(COMMUNITY_LONG_CITY)).toEqual({
      ok: false,
      error: { field: '60', reason: 'too_long' },
    });
  });
});

// ── encoding ────────────────────────────────────────────────────────────────────────────────

describe('encodeBrCode', () => {
  it('reproduces the manual dynamic example byte for byte', () => {
    expect(
      encodeBrCode({
        url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(BCB_DYNAMIC);
  });

  it('writes the manual static example with 01 = 11 (the manual leaves 01 out)', () => {
    const withPoi = BCB_STATIC.slice(0, -8).replace(/^000201/, '000201010211');
    expect(encodeBrCode(BASE)).toBe(sign(withPoi));
  });

  it('writes fields in order with amount, description, postal code and txid', () => {
    expect(
      encodeBrCode({
        ...BASE,
        description: 'Pedido 42',
        merchantCategoryCode: '5812',
        amountCents: 1050,
        postalCode: '70074900',
        txid: 'PEDIDO42',
        pointOfInitiation: 'dynamic',
      }),
    ).toBe(
      sign(
        f('00', '01') +
          f('01', '12') +
          f('26', f('00', 'br.gov.bcb.pix') + f('01', KEY) + f('02', 'Pedido 42')) +
          f('52', '5812') +
          f('53', '986') +
          f('54', '10.50') +
          f('58', 'BR') +
          f('59', 'Fulano de Tal') +
          f('60', 'BRASILIA') +
          f('61', '70074900') +
          f('62', f('05', 'PEDIDO42')),
      ),
    );
  });

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [1050, '10.50'],
    [123456, '1234.56'],
    [AMOUNT_CENTS_MAX, '9999999999.99'],
  ])('formats %i cents as %s and parses it back', (cents, text) => {
    expect(formatBrCodeAmount(cents)).toBe(text);
    expect(parseBrCodeAmount(text)).toBe(cents);
  });

  it('parses the amount shapes other generators write', () => {
    expect(parseBrCodeAmount('10')).toBe(1000);
    expect(parseBrCodeAmount('10.5')).toBe(1050);
    expect(parseBrCodeAmount('0.00')).toBe(0);
    for (const bad of ['10,50', '10.505', '.50', '10.', '-1.00', '1e3', ' 1.00', 'R$1']) {
      expect(parseBrCodeAmount(bad)).toBeUndefined();
    }
  });
});

describe('encodeBrCode input errors', () => {
  it.each<[string, BrCodeInput, string, string, string]>([
    [
      'name of 26 characters',
      { ...BASE, merchantName: 'A'.repeat(26) },
      'merchantName',
      '59',
      'too_long',
    ],
    ['empty name', { ...BASE, merchantName: '  ' }, 'merchantName', '59', 'required'],
    [
      'accented name',
      { ...BASE, merchantName: 'José' },
      'merchantName',
      '59',
      'invalid_characters',
    ],
    [
      'city of 16 characters',
      { ...BASE, merchantCity: 'B'.repeat(16) },
      'merchantCity',
      '60',
      'too_long',
    ],
    [
      'accented city',
      { ...BASE, merchantCity: 'São Paulo' },
      'merchantCity',
      '60',
      'invalid_characters',
    ],
    [
      'url of 78 characters',
      { ...BASE, key: undefined, url: `pix.example.com/${'x'.repeat(62)}` },
      'url',
      '26-25',
      'too_long',
    ],
    [
      'url with scheme',
      { ...BASE, key: undefined, url: 'https://pix.example.com/abc' },
      'url',
      '26-25',
      'has_scheme',
    ],
    [
      'url with a space',
      { ...BASE, key: undefined, url: 'pix.example.com/a b' },
      'url',
      '26-25',
      'invalid_characters',
    ],
    ['key and url', { ...BASE, url: 'pix.example.com/abc' }, 'key', '26', 'key_and_url'],
    ['neither key nor url', { ...BASE, key: undefined }, 'key', '26', 'no_key_or_url'],
    ['key of 78 characters', { ...BASE, key: 'k'.repeat(78) }, 'key', '26-01', 'too_long'],
    ['empty key', { ...BASE, key: '' }, 'key', '26-01', 'required'],
    [
      'description in a dynamic code',
      { ...BASE, key: undefined, url: 'pix.example.com/a', description: 'x' },
      'description',
      '26-02',
      'static_only',
    ],
    [
      'key and description over 99',
      { ...BASE, description: 'd'.repeat(38) },
      'description',
      '26',
      'too_long',
    ],
    ['negative amount', { ...BASE, amountCents: -1 }, 'amountCents', '54', 'not_positive'],
    ['zero amount', { ...BASE, amountCents: 0 }, 'amountCents', '54', 'not_positive'],
    ['fractional cents', { ...BASE, amountCents: 10.5 }, 'amountCents', '54', 'not_integer'],
    ['NaN amount', { ...BASE, amountCents: Number.NaN }, 'amountCents', '54', 'not_integer'],
    [
      'amount too large',
      { ...BASE, amountCents: AMOUNT_CENTS_MAX + 1 },
      'amountCents',
      '54',
      'too_large',
    ],
    ['txid of 26 characters', { ...BASE, txid: 'T'.repeat(26) }, 'txid', '62-05', 'invalid_format'],
    ['txid with a hyphen', { ...BASE, txid: 'PEDIDO-42' }, 'txid', '62-05', 'invalid_format'],
    ['empty txid', { ...BASE, txid: '' }, 'txid', '62-05', 'invalid_format'],
    [
      'txid in a dynamic code',
      { ...BASE, key: undefined, url: 'pix.example.com/a', txid: 'PEDIDO42' },
      'txid',
      '62-05',
      'invalid_value',
    ],
    [
      'MCC not 4 digits',
      { ...BASE, merchantCategoryCode: '58a2' },
      'merchantCategoryCode',
      '52',
      'invalid_format',
    ],
    ['CEP with hyphen', { ...BASE, postalCode: '70074-900' }, 'postalCode', '61', 'invalid_format'],
  ])('rejects %s', (_name, input, property, field, reason) => {
    const error = encodeError(input);
    expect(error.input).toBe(property);
    expect(error.field).toBe(field);
    expect(error.reason).toBe(reason);
    expect(error.message).toContain(`field ${field}`);
    expect(error.message).toContain(property);
  });

  it('accepts the limits themselves', () => {
    const payload = encodeBrCode({
      ...BASE,
      merchantName: 'A'.repeat(25),
      merchantCity: 'B'.repeat(15),
      txid: 'T'.repeat(25),
      amountCents: AMOUNT_CENTS_MAX,
      description: 'd'.repeat(37),
    });
    expect(decoded(payload)).toMatchObject({ amountCents: AMOUNT_CENTS_MAX, txid: 'T'.repeat(25) });
    expect(() =>
      encodeBrCode({ ...BASE, key: undefined, url: `pix.example.com/${'x'.repeat(61)}` }),
    ).not.toThrow();
  });

  it('points to sanitizeMerchantText when a name has accents', () => {
    expect(encodeError({ ...BASE, merchantName: 'Padaria Pão' }).message).toMatch(
      /sanitizeMerchantText/,
    );
  });
});

describe('sanitizeMerchantText', () => {
  it.each([
    ['São João', 25, 'Sao Joao'],
    ['  Açaí   da\tEsquina ', 25, 'Acai da Esquina'],
    ['Straße', 25, 'Strasse'],
    ['Padaria Pão Quente Ltda ME', 25, 'Padaria Pao Quente Ltda M'],
    ['Ribeirão Preto do Sul', 15, 'Ribeirao Preto'],
    ['東京', 25, ''],
    ['Empório 東京 Sushi', 25, 'Emporio Sushi'],
  ])('%j (max %i) → %j', (text, max, expected) => {
    expect(sanitizeMerchantText(text, max)).toBe(expected);
  });

  it('always yields text the encoder accepts, or empty text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const name = sanitizeMerchantText(text, 25);
        const city = sanitizeMerchantText(text, 15);
        expect(name.length).toBeLessThanOrEqual(25);
        if (name === '' || city === '') return;
        expect(() =>
          encodeBrCode({ ...BASE, merchantName: name, merchantCity: city }),
        ).not.toThrow();
      }),
    );
  });
});

// ── decoding errors ─────────────────────────────────────────────────────────────────────────

describe('decodeBrCode errors', () => {
  it('accepts the helper-built baseline', () => {
    expect(decoded(build()).key).toBe(KEY);
  });

  it.each<[string, string, string, string]>([
    ['a wrong CRC', BCB_STATIC.replace(/1D3D$/, '1D3E'), '63', 'crc_mismatch'],
    [
      'a changed name under the old CRC',
      BCB_STATIC.replace('Fulano', 'Fulana'),
      '63',
      'crc_mismatch',
    ],
    ['a lower-case CRC', BCB_STATIC.replace(/1D3D$/, '1d3d'), '63', 'invalid_format'],
    ['a missing CRC', BCB_STATIC.slice(0, -8), '63', 'missing'],
    ['an empty payload', '', 'payload', 'required'],
    ['a trailing newline', `${BCB_STATIC}\n`, 'payload', 'invalid_characters'],
    ['a payload over 512 characters', `${'0'.repeat(600)}6304ABCD`, 'payload', 'too_long'],
    ['payload format 02', build({ '00': '02' }), '00', 'invalid_value'],
    ['payload format missing', build({ '00': null }), '00', 'missing'],
    ['point of initiation 13', build({ '01': '13' }), '01', 'invalid_value'],
    [
      'another GUI',
      build({ '26': f('00', 'br.com.outro') + f('01', KEY) }),
      '26-00',
      'invalid_value',
    ],
    ['no merchant account', build({ '26': null }), '26', 'missing'],
    [
      'key and url',
      build({ '26': f('00', 'br.gov.bcb.pix') + f('01', KEY) + f('25', 'pix.example.com/a') }),
      '26',
      'key_and_url',
    ],
    ['neither key nor url', build({ '26': f('00', 'br.gov.bcb.pix') }), '26', 'no_key_or_url'],
    ['a broken template', build({ '26': '0014br.gov.bcb.pix0199x' }), '26-01', 'truncated'],
    ['MCC missing', build({ '52': null }), '52', 'missing'],
    ['MCC not numeric', build({ '52': '00A0' }), '52', 'invalid_format'],
    ['currency USD', build({ '53': '840' }), '53', 'invalid_value'],
    ['currency missing', build({ '53': null }), '53', 'missing'],
    ['amount with letters', build({ '54': '1R3.45' }), '54', 'invalid_format'],
    ['amount with a comma', build({ '54': '10,50' }), '54', 'invalid_format'],
    ['amount with 3 decimals', build({ '54': '10.505' }), '54', 'invalid_format'],
    ['amount of 14 characters', build({ '54': '12345678901.00' }), '54', 'too_long'],
    ['country AR', build({ '58': 'AR' }), '58', 'invalid_value'],
    ['name of 26 characters', build({ '59': 'N'.repeat(26) }), '59', 'too_long'],
    ['name missing', build({ '59': null }), '59', 'missing'],
    ['city of 16 characters', build({ '60': 'C'.repeat(16) }), '60', 'too_long'],
    ['city missing', build({ '60': null }), '60', 'missing'],
    ['postal code of 11 characters', build({ '61': '12345678901' }), '61', 'too_long'],
    ['additional data missing', build({ '62': null }), '62', 'missing'],
    ['txid missing', build({ '62': f('50', 'x') }), '62-05', 'missing'],
    ['txid of 26 characters', build({ '62': f('05', 'T'.repeat(26)) }), '62-05', 'too_long'],
    ['a length that is not a number', sign(`000201${ACCOUNT}52O40000`), '52', 'invalid_length'],
    ['a zero length', sign(`000201${ACCOUNT}5200`), '52', 'invalid_length'],
    [
      'a tag that is not a number',
      sign(`000201${ACCOUNT}X20400005303986`),
      'payload',
      'invalid_tag',
    ],
    ['a field longer than the rest', sign(`000201${ACCOUNT}5299`), '52', 'truncated'],
    ['a repeated field', sign(`000201${ACCOUNT}5204000052040000`), '52', 'duplicate'],
    ['a second CRC record', sign(`000201${ACCOUNT}63041234`), '63', 'duplicate'],
    ['00 not first', sign(`${ACCOUNT}000201`), '00', 'not_first'],
    // The shape of a widely copied example: 62 claims 8 characters but holds 7.
    [
      'a template length one too long',
      sign(build().slice(0, -8).replace('62070503***', '62080503***')),
      '62',
      'truncated',
    ],
  ])('reports %s', (_name, payload, field, reason) => {
    expect(decodeBrCode(payload)).toEqual({ ok: false, error: { field, reason } });
  });

  it('accepts what other generators write: upper-case GUI, open amount, zero amount, Pix template in 27', () => {
    expect(decoded(build({ '26': f('00', 'BR.GOV.BCB.PIX') + f('01', KEY) })).key).toBe(KEY);
    expect(decoded(build({ '54': '0.00' })).amountCents).toBe(0);
    expect(decoded(build({ '54': '7' })).amountCents).toBe(700);
    const in27 = decoded(build({ '26': null, '27': f('00', 'br.gov.bcb.pix') + f('01', KEY) }));
    expect(in27.key).toBe(KEY);
  });

  it('counts lengths in characters for non-ASCII text and checks the CRC over UTF-8', () => {
    const value = decoded(build({ '59': 'JOSÉ DA SILVA', '60': 'SÃO PAULO' }));
    expect(value.merchantName).toBe('JOSÉ DA SILVA');
    expect(value.merchantCity).toBe('SÃO PAULO');
  });

  it('returns sub-fields of 62 other than 05 and the facilitator id', () => {
    const value = decoded(
      build({
        '26': f('00', 'br.gov.bcb.pix') + f('01', KEY) + f('03', 'FSS123'),
        '62': f('05', 'ABC') + f('50', f('00', 'br.gov.bcb.brcode') + f('01', '1.0.0')),
      }),
    );
    expect(value.fss).toBe('FSS123');
    expect(value.additionalData).toEqual({ '50': '0017br.gov.bcb.brcode01051.0.0' });
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(typeof decodeBrCode(text).ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 200 }),
        (digits) => {
          expect(typeof decodeBrCode(sign(digits)).ok).toBe('boolean');
        },
      ),
    );
  });
});

// ── properties ──────────────────────────────────────────────────────────────────────────────

const PRINTABLE = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
const VISIBLE = PRINTABLE.slice(1);
const ALNUM = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'];
const DIGITS = [...'0123456789'];

const printable = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc
    .string({ unit: fc.constantFrom(...PRINTABLE), minLength, maxLength })
    .filter((s) => s.trim() !== '');
const visible = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...VISIBLE), minLength, maxLength });
const digits = (length: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: length, maxLength: length });

const pixKey = fc.oneof(
  fc.uuid(),
  digits(11), // CPF
  digits(14), // CNPJ
  digits(11).map((d) => `+55${d}`),
  fc.emailAddress().filter((e) => e.length <= 77),
  visible(1, 77),
);
const location = fc
  .tuple(fc.domain(), visible(1, 60))
  .map(([host, path]) => `${host}/${path}`.slice(0, 77))
  .filter((url) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(url));
const amount = fc.option(
  fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: AMOUNT_CENTS_MAX })),
  { nil: undefined },
);
const common = {
  merchantName: printable(1, 25),
  merchantCity: printable(1, 15),
  merchantCategoryCode: fc.option(digits(4), { nil: undefined }),
  amountCents: amount,
  postalCode: fc.option(digits(8), { nil: undefined }),
  pointOfInitiation: fc.option(fc.constantFrom('static' as const, 'dynamic' as const), {
    nil: undefined,
  }),
};
const staticInput: fc.Arbitrary<BrCodeInput> = pixKey.chain((key) =>
  fc.record({
    key: fc.constant(key),
    // GUI (18) + key (4 + n) + description (4 + m) must fit the 99 of field 26.
    description:
      key.length <= 72
        ? fc.option(printable(1, 73 - key.length), { nil: undefined })
        : fc.constant(undefined),
    txid: fc.option(
      fc.oneof(
        fc.constant('***'),
        fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 25 }),
      ),
      { nil: undefined },
    ),
    ...common,
  }),
);
const dynamicInput: fc.Arbitrary<BrCodeInput> = fc.record({
  url: location,
  txid: fc.option(fc.constant('***'), { nil: undefined }),
  ...common,
});
const anyInput = fc.oneof(staticInput, dynamicInput);

function expectSameFields(input: BrCodeInput, value: DecodedBrCode): void {
  expect(value.kind).toBe(input.key !== undefined ? 'static' : 'dynamic');
  expect(value.key).toBe(input.key);
  expect(value.url).toBe(input.url);
  expect(value.description).toBe(input.description);
  expect(value.merchantCategoryCode).toBe(input.merchantCategoryCode ?? '0000');
  expect(value.amountCents).toBe(input.amountCents);
  expect(value.merchantName).toBe(input.merchantName);
  expect(value.merchantCity).toBe(input.merchantCity);
  expect(value.postalCode).toBe(input.postalCode);
  expect(value.txid).toBe(input.txid ?? '***');
  expect(value.pointOfInitiation).toBe(
    input.pointOfInitiation ?? (input.url !== undefined ? 'dynamic' : 'static'),
  );
  expect(value.additionalData).toEqual({});
  expect(value.otherFields).toEqual({});
}

describe('properties', () => {
  it('encode → decode gives back every field, with a valid CRC', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const payload = encodeBrCode(input);
        expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
        expectSameFields(input, decoded(payload));
      }),
      { numRuns: 500 },
    );
  });

  it('any single-character change is caught (by the CRC record: missing, malformed or mismatched)', () => {
    fc.assert(
      fc.property(
        anyInput,
        fc.nat(),
        fc.constantFrom(...PRINTABLE),
        (input, position, replacement) => {
          const payload = encodeBrCode(input);
          const at = position % payload.length;
          fc.pre(payload[at] !== replacement);
          const changed = payload.slice(0, at) + replacement + payload.slice(at + 1);
          const result = decodeBrCode(changed);
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.error.field).toBe('63');
            expect(['crc_mismatch', 'invalid_format', 'missing']).toContain(result.error.reason);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('every position of one payload, every other printable character', () => {
    const payload = encodeBrCode({ ...BASE, amountCents: 1050, txid: 'PEDIDO42' });
    for (let at = 0; at < payload.length; at++) {
      for (const c of PRINTABLE) {
        if (c === payload[at]) continue;
        const result = decodeBrCode(payload.slice(0, at) + c + payload.slice(at + 1));
        expect(result.ok, `position ${at} → ${JSON.stringify(c)}`).toBe(false);
      }
    }
  });
});

// ── cross-check with pix-utils (an independent implementation) ──────────────────────────────

describe('cross-check with pix-utils', () => {
  it('pix-utils reads what we encode, field for field', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const parsed = parsePix(encodeBrCode(input));
        if (hasError(parsed) || parsed.type === 'INVALID') {
          throw new Error(`pix-utils rejected it: ${JSON.stringify(parsed)}`);
        }
        expect(parsed.merchantName).toBe(input.merchantName);
        expect(parsed.merchantCity).toBe(input.merchantCity);
        expect(parsed.merchantCategoryCode).toBe(input.merchantCategoryCode ?? '0000');
        expect(parsed.transactionCurrency).toBe('986');
        expect(parsed.countryCode).toBe('BR');
        if (input.key !== undefined) {
          expect(parsed.type).toBe('STATIC');
          if (parsed.type !== 'STATIC') return;
          expect(parsed.pixKey).toBe(input.key);
          expect(parsed.infoAdicional).toBe(input.description);
          expect(parsed.txid).toBe(input.txid ?? '***');
          // pix-utils reports reais as a float; 0 means "no amount".
          expect(Math.round((parsed.transactionAmount ?? 0) * 100)).toBe(input.amountCents ?? 0);
        } else {
          expect(parsed.type).toBe('DYNAMIC');
          if (parsed.type !== 'DYNAMIC') return;
          expect(parsed.url).toBe(input.url);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('we read what pix-utils creates (static), field for field', () => {
    const upperAscii = (min: number, max: number): fc.Arbitrary<string> =>
      printable(min, max).map((s) => s.toUpperCase());
    fc.assert(
      fc.property(
        pixKey.filter((k) => k.length <= 40),
        upperAscii(1, 25),
        upperAscii(1, 15),
        fc.option(printable(1, 30), { nil: undefined }),
        fc.option(fc.string({ unit: fc.constantFrom(...ALNUM), minLength: 1, maxLength: 25 }), {
          nil: undefined,
        }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (pixKey, merchantName, merchantCity, infoAdicional, txid, cents) => {
          const pix = createStaticPix({
            pixKey,
            merchantName,
            merchantCity,
            infoAdicional,
            txid,
            transactionAmount: cents / 100,
          });
          if (hasError(pix)) throw new Error(`pix-utils refused: ${JSON.stringify(pix)}`);
          const value = decoded(pix.toBRCode());
          expect(value).toMatchObject({
            kind: 'static',
            key: pixKey,
            merchantName,
            merchantCity,
            merchantCategoryCode: '0000',
            description: infoAdicional,
            txid: txid ?? '***',
            amountCents: cents === 0 ? undefined : cents,
            pointOfInitiation: undefined,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('we read what pix-utils creates (dynamic), field for field', () => {
    fc.assert(
      fc.property(
        location,
        printable(1, 25).map((s) => s.toUpperCase()),
        printable(1, 15).map((s) => s.toUpperCase()),
        fc.boolean(),
        (url, merchantName, merchantCity, oneTime) => {
          const pix = createDynamicPix({ url, merchantName, merchantCity, oneTime });
          if (hasError(pix)) throw new Error(`pix-utils refused: ${JSON.stringify(pix)}`);
          expect(decoded(pix.toBRCode())).toMatchObject({
            kind: 'dynamic',
            url,
            merchantName,
            merchantCity,
            txid: '***',
            amountCents: undefined,
            pointOfInitiation: oneTime ? 'dynamic' : undefined,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('both implementations write the same payload for the same input', () => {
    // pix-utils leaves out 01 unless oneTime, so compare dynamic single-use codes, which both
    // write with 01 = 12; and static codes after removing our 01.
    fc.assert(
      fc.property(location, printable(1, 25), printable(1, 15), (url, name, city) => {
        const merchantName = name.toUpperCase();
        const merchantCity = city.toUpperCase();
        const theirs = createDynamicPix({ url, merchantName, merchantCity, oneTime: true });
        if (hasError(theirs)) throw new Error('pix-utils refused');
        expect(encodeBrCode({ url, merchantName, merchantCity })).toBe(theirs.toBRCode());
      }),
      { numRuns: 200 },
    );
    const theirs = createStaticPix({
      pixKey: KEY,
      merchantName: 'FULANO DE TAL',
      merchantCity: 'BRASILIA',
      transactionAmount: 10.5,
      infoAdicional: 'Pedido 42',
      txid: 'PEDIDO42',
    });
    if (hasError(theirs)) throw new Error('pix-utils refused');
    const ours = encodeBrCode({
      key: KEY,
      merchantName: 'FULANO DE TAL',
      merchantCity: 'BRASILIA',
      amountCents: 1050,
      description: 'Pedido 42',
      txid: 'PEDIDO42',
    });
    const withoutPoi = ours.slice(0, -8).replace(/^0002010102\d\d/, '000201');
    expect(sign(withoutPoi)).toBe(theirs.toBRCode());
  });
});
