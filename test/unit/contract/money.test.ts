import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_CENTS,
  centsSchema,
  formatMoney,
  parseMoneyInput,
  positiveCentsSchema,
} from '../../../preload/contract/validators/money.ts';

const NBSP = '\u00a0';

describe('parseMoneyInput', () => {
  it('reads pt-BR amounts', () => {
    expect(parseMoneyInput('1.234,56', 'pt-BR')).toEqual({ ok: true, cents: 123456 });
    expect(parseMoneyInput('1234,5', 'pt-BR')).toEqual({ ok: true, cents: 123450 });
    expect(parseMoneyInput('R$ 10', 'pt-BR')).toEqual({ ok: true, cents: 1000 });
    expect(parseMoneyInput('R$10,00', 'pt-BR')).toEqual({ ok: true, cents: 1000 });
    expect(parseMoneyInput(`R$${NBSP}0,29`, 'pt-BR')).toEqual({ ok: true, cents: 29 });
    expect(parseMoneyInput('  1.000.000,01 ', 'pt-BR')).toEqual({ ok: true, cents: 100000001 });
    expect(parseMoneyInput(',5', 'pt-BR')).toEqual({ ok: true, cents: 50 });
    expect(parseMoneyInput('0', 'pt-BR')).toEqual({ ok: true, cents: 0 });
  });

  it('reads en amounts', () => {
    expect(parseMoneyInput('1,234.56', 'en')).toEqual({ ok: true, cents: 123456 });
    expect(parseMoneyInput('R$1,234.5', 'en')).toEqual({ ok: true, cents: 123450 });
    expect(parseMoneyInput('0.07', 'en')).toEqual({ ok: true, cents: 7 });
  });

  it('refuses more than two decimals', () => {
    expect(parseMoneyInput('10,005', 'pt-BR')).toEqual({ ok: false, key: 'v.money.decimals' });
    expect(parseMoneyInput('1,234.567', 'en')).toEqual({ ok: false, key: 'v.money.decimals' });
  });

  it('refuses letters, stray symbols and the other locale’s separators', () => {
    for (const [text, locale] of [
      ['abc', 'pt-BR'],
      ['10 reais', 'pt-BR'],
      ['1e3', 'en'],
      ['US$ 10', 'en'],
      ['12.34', 'pt-BR'],
      ['1,234.56', 'pt-BR'],
      ['1.234,56', 'en'],
      ['1..2', 'pt-BR'],
      [',', 'pt-BR'],
      ['R$', 'pt-BR'],
      ['1.23', 'pt-BR'],
      ['12,3456,78', 'en'],
    ] as const) {
      expect(parseMoneyInput(text, locale), `${text} (${locale})`).toEqual({
        ok: false,
        key: 'v.money.format',
      });
    }
  });

  it('refuses negatives, blanks and amounts above the boleto maximum', () => {
    expect(parseMoneyInput('-5', 'pt-BR')).toEqual({ ok: false, key: 'v.money.negative' });
    expect(parseMoneyInput('R$ -5,00', 'pt-BR')).toEqual({ ok: false, key: 'v.money.negative' });
    expect(parseMoneyInput('-R$ 5,00', 'pt-BR')).toEqual({ ok: false, key: 'v.money.negative' });
    expect(parseMoneyInput('   ', 'en')).toEqual({ ok: false, key: 'v.required' });
    expect(parseMoneyInput('99.999.999,99', 'pt-BR')).toEqual({ ok: true, cents: MAX_CENTS });
    expect(parseMoneyInput('100.000.000,00', 'pt-BR')).toEqual({ ok: false, key: 'v.money.max' });
    expect(parseMoneyInput('99999999999999999999', 'en')).toEqual({
      ok: false,
      key: 'v.money.max',
    });
  });

  it('reads back whatever formatMoney printed, in both locales', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_CENTS }),
        fc.constantFrom('pt-BR' as const, 'en' as const),
        (cents, locale) => {
          expect(parseMoneyInput(formatMoney(cents, locale), locale)).toEqual({ ok: true, cents });
        },
      ),
    );
  });
});

describe('formatMoney', () => {
  it('prints BRL the way each locale writes it', () => {
    expect(formatMoney(123456, 'pt-BR')).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(123456, 'en')).toBe('R$1,234.56');
    expect(formatMoney(5, 'pt-BR')).toBe(`R$${NBSP}0,05`);
    expect(formatMoney(0, 'en')).toBe('R$0.00');
    expect(formatMoney(-150, 'pt-BR')).toBe(`-R$${NBSP}1,50`);
    expect(formatMoney(MAX_CENTS, 'pt-BR')).toBe(`R$${NBSP}99.999.999,99`);
  });

  it('stays exact beyond float precision and refuses non-integers', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('R$90,071,992,547,409.91');
    expect(() => formatMoney(1.5, 'en')).toThrow(RangeError);
  });
});

describe('centsSchema and positiveCentsSchema', () => {
  const keysOf = (schema: typeof centsSchema, input: unknown) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accept integer cents in range', () => {
    expect(centsSchema.parse(0)).toBe(0);
    expect(centsSchema.parse(MAX_CENTS)).toBe(MAX_CENTS);
    expect(positiveCentsSchema.parse(1)).toBe(1);
  });

  it('report each problem with its key', () => {
    expect(keysOf(centsSchema, undefined)).toEqual(['v.required']);
    expect(keysOf(centsSchema, '10')).toEqual(['v.money.integer']);
    expect(keysOf(centsSchema, 1.5)).toEqual(['v.money.integer']);
    expect(keysOf(centsSchema, NaN)).toEqual(['v.money.integer']);
    expect(keysOf(centsSchema, Infinity)).toEqual(['v.money.integer']);
    expect(keysOf(centsSchema, -1)).toEqual(['v.money.negative']);
    expect(keysOf(centsSchema, MAX_CENTS + 1)).toEqual(['v.money.max']);
    expect(keysOf(positiveCentsSchema, 0)).toEqual(['v.money.positive']);
    expect(keysOf(positiveCentsSchema, -5)).toEqual(['v.money.positive']);
    expect(keysOf(positiveCentsSchema, 2.5)).toEqual(['v.money.integer']);
    expect(keysOf(positiveCentsSchema, MAX_CENTS + 1)).toEqual(['v.money.max']);
  });
});
