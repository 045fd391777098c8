import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import {
  barCodeFromDigitableLine,
  buildBarCode,
  digitableLineFromBarCode,
  dueDateFactor,
  dueDateFromFactor,
  formatDigitableLine,
  mod10,
  mod11BarCode,
  parseBarCode,
  parseSandboxFreeField,
  sandboxFreeField,
  validateBarCode,
  validateDigitableLine,
} from '../../../main/domain/boleto.ts';

/**
 * Banco do Brasil, "Especificações Técnicas para Confecção de Boleto de Cobrança do Banco do
 * Brasil" (Doc5175Bloqueto): R$ 1,00 due 2007-12-31.
 */
const BB_BAR_CODE = '00193373700000001000500940144816060680935031';
const BB_LINE = '00190500954014481606906809350314337370000000100';

/**
 * Digitable lines of real boletos published, by bank, in the test suite of the Android
 * library concretesolutions/canarinho (TesteValidadores.consegueValidarBoletoNormal).
 */
const PUBLISHED_LINES = {
  bradesco: '23790.12301 60000.000053 25000.456704 9 64680000013580',
  bancoDoBrasil: '00199.38414 90480.002550 84666.970219 4 64290000007726',
  itau: '34191.75009 00001.590918 20521.070001 6 64890002370000',
  banestes: '02190.00015 05000.000017 23452.021696 2 25230000034000',
  sudameris: '34790.12001 12345.695006 10502.000002 5 25230000034000',
};
/** Published there as a Caixa boleto too, but its general (mod-11) digit is wrong. */
const PUBLISHED_CAIXA_LINE_WITH_BAD_DV = '10491.44338 55119.000002 00000.000141 3 25230000093423';

/** The documented example of @brazilian-utils getBoletoInfo: R$ 1.026,56 due 2018-07-15. */
const BRAZILIAN_UTILS_LINE = '00190000090114971860168524522114675860000102656';

const digitString = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

const dueDate = fc
  .date({
    min: new Date('1997-10-08T00:00:00Z'),
    max: new Date('2075-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

const barCodeInput = fc.record({
  bankCode: digitString(3),
  dueDate: fc.option(dueDate, { nil: null }),
  amountCents: fc.integer({ min: 0, max: 9_999_999_999 }),
  freeField: digitString(25),
});

/** Independent oracle for calendar arithmetic. */
function utcDaysBetween(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

describe('check digits', () => {
  it('mod10 weighs 2,1 from the right and sums the digits of products', () => {
    // Field 1 of the Banco do Brasil line below, 001905009, carries DV 5.
    expect(mod10('001905009')).toBe(5);
    expect(mod10('0')).toBe(0);
    expect(mod10('5')).toBe(9); // 5·2=10 → 1+0 = 1 → 10−1
    expect(() => mod10('12a')).toThrow(RangeError);
  });

  it('mod11BarCode gives the published general digit and never 0', () => {
    expect(mod11BarCode(BB_BAR_CODE.slice(0, 4) + BB_BAR_CODE.slice(5))).toBe(3);
    fc.assert(
      fc.property(digitString(43), (digits) => {
        const dv = mod11BarCode(digits);
        expect(dv).toBeGreaterThanOrEqual(1);
        expect(dv).toBeLessThanOrEqual(9);
      }),
    );
    expect(() => mod11BarCode('123')).toThrow(RangeError);
  });
});

describe('published examples', () => {
  it('Banco do Brasil: bar code and digitable line convert into each other', () => {
    expect(validateBarCode(BB_BAR_CODE)).toEqual({ ok: true });
    expect(validateDigitableLine(BB_LINE)).toEqual({ ok: true });
    expect(digitableLineFromBarCode(BB_BAR_CODE)).toBe(BB_LINE);
    expect(barCodeFromDigitableLine(BB_LINE)).toBe(BB_BAR_CODE);
    expect(formatDigitableLine(BB_LINE)).toBe(
      '00190.50095 40144.816069 06809.350314 3 37370000000100',
    );
  });

  it('Banco do Brasil: fields read back as published (R$ 1,00 due 2007-12-31)', () => {
    expect(parseBarCode(BB_BAR_CODE, '2007-12-01')).toEqual({
      bankCode: '001',
      currency: '9',
      dueDate: '2007-12-31',
      amountCents: 100,
      freeField: '0500940144816060680935031',
    });
  });

  it('Banco do Brasil: rebuilding from the fields gives the same bar code', () => {
    expect(
      buildBarCode({
        bankCode: '001',
        dueDate: '2007-12-31',
        amountCents: 100,
        freeField: '0500940144816060680935031',
      }),
    ).toBe(BB_BAR_CODE);
  });

  it('real boletos of several banks validate, formatted or bare, and survive a round trip', () => {
    for (const [bank, line] of Object.entries(PUBLISHED_LINES)) {
      expect(validateDigitableLine(line), bank).toEqual({ ok: true });
      const bare = line.replace(/\D/g, '');
      expect(validateDigitableLine(bare), bank).toEqual({ ok: true });
      expect(digitableLineFromBarCode(barCodeFromDigitableLine(line)), bank).toBe(bare);
      expect(formatDigitableLine(bare), bank).toBe(line);
    }
  });

  it('the published "Caixa" line fails its general digit, here and in @brazilian-utils', () => {
    expect(validateDigitableLine(PUBLISHED_CAIXA_LINE_WITH_BAD_DV)).toEqual({
      ok: false,
      reason: 'general',
    });
    expect(isValidBoleto(PUBLISHED_CAIXA_LINE_WITH_BAD_DV)).toBe(false);
  });

  it('matches the documented @brazilian-utils example (R$ 1.026,56 due 2018-07-15)', () => {
    const fields = parseBarCode(barCodeFromDigitableLine(BRAZILIAN_UTILS_LINE), '2025-06-15');
    expect(fields.bankCode).toBe('001');
    expect(fields.amountCents).toBe(102_656);
    expect(fields.dueDate).toBe('2018-07-15');
  });
});

describe('every single altered digit is caught', () => {
  it('in the Banco do Brasil bar code', () => {
    for (let i = 0; i < 44; i++) {
      for (const digit of '0123456789') {
        if (digit === BB_BAR_CODE[i]) continue;
        const altered = BB_BAR_CODE.slice(0, i) + digit + BB_BAR_CODE.slice(i + 1);
        expect(validateBarCode(altered), `position ${i + 1} → ${digit}`).toEqual({
          ok: false,
          reason: 'check_digit',
        });
      }
    }
  });

  it('in the Banco do Brasil digitable line, naming the field that fails', () => {
    const fieldOf = (i: number) =>
      i <= 9 ? 'field1' : i <= 20 ? 'field2' : i <= 31 ? 'field3' : 'general';
    for (let i = 0; i < 47; i++) {
      for (const digit of '0123456789') {
        if (digit === BB_LINE[i]) continue;
        const altered = BB_LINE.slice(0, i) + digit + BB_LINE.slice(i + 1);
        expect(validateDigitableLine(altered), `position ${i + 1} → ${digit}`).toEqual({
          ok: false,
          reason: fieldOf(i),
        });
      }
    }
  });

  it('in the mod-10 fields of any line', () => {
    fc.assert(
      fc.property(
        barCodeInput,
        fc.integer({ min: 0, max: 31 }),
        fc.integer({ min: 1, max: 9 }),
        (input, i, shift) => {
          if (i === 9 || i === 20) return; // field DVs themselves are covered by the BB test
          const line = digitableLineFromBarCode(buildBarCode(input));
          const altered =
            line.slice(0, i) + String((Number(line[i]) + shift) % 10) + line.slice(i + 1);
          expect(validateDigitableLine(altered).ok).toBe(false);
        },
      ),
    );
  });
});

describe('input shape', () => {
  it('reports length and non-digits, and ignores spaces, dots and hyphens', () => {
    expect(validateBarCode(BB_BAR_CODE.slice(1))).toEqual({ ok: false, reason: 'length' });
    expect(validateBarCode(`${BB_BAR_CODE.slice(1)}x`)).toEqual({ ok: false, reason: 'digits' });
    expect(validateBarCode(` ${BB_BAR_CODE} `)).toEqual({ ok: true });
    expect(validateDigitableLine(BB_LINE.slice(0, 46))).toEqual({ ok: false, reason: 'length' });
    expect(validateDigitableLine('')).toEqual({ ok: false, reason: 'length' });
    expect(validateDigitableLine(`${BB_LINE.slice(0, 46)}A`)).toEqual({
      ok: false,
      reason: 'digits',
    });
    expect(validateDigitableLine('00190.50095 40144.816069 06809.350314 3 37370000000100')).toEqual(
      { ok: true },
    );
  });

  it('conversions refuse invalid input', () => {
    expect(() =>
      digitableLineFromBarCode(`${BB_BAR_CODE.slice(0, 4)}4${BB_BAR_CODE.slice(5)}`),
    ).toThrow(RangeError);
    expect(() => barCodeFromDigitableLine(BB_LINE.replace(/0$/, '1'))).toThrow(RangeError);
    expect(() => formatDigitableLine('123')).toThrow(RangeError);
    expect(() => parseBarCode('123', '2025-01-01')).toThrow(RangeError);
  });
});

describe('due-date factor', () => {
  it('restarts at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2007-12-31')).toBe('3737');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
  });

  it('starts each later 9000-day cycle at 1000 again', () => {
    const nextRestart = new Date(Date.parse('2025-02-22T00:00:00Z') + 9000 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(dueDateFactor(nextRestart)).toBe('1000');
  });

  it('gives the historic 0001–0999 before 2000-07-03 and refuses the base date (0000 = no due date)', () => {
    expect(dueDateFactor('1997-10-08')).toBe('0001');
    expect(dueDateFactor('2000-07-02')).toBe('0999');
    expect(() => dueDateFactor('1997-10-07')).toThrow(RangeError);
    expect(() => dueDateFactor('1990-01-01')).toThrow(RangeError);
    expect(() => dueDateFactor('2025-02-30')).toThrow(RangeError);
  });

  it('is days since 1997-10-07, modulo the restart, for every date', () => {
    fc.assert(
      fc.property(dueDate, (date) => {
        const days = utcDaysBetween('1997-10-07', date);
        const expected = days < 10_000 ? days : ((days - 10_000) % 9000) + 1000;
        expect(Number(dueDateFactor(date))).toBe(expected);
      }),
    );
  });

  it('reads back the candidate nearest the reference date', () => {
    expect(dueDateFromFactor('0000', '2025-01-01')).toBeNull();
    expect(dueDateFromFactor('1000', '2025-03-01')).toBe('2025-02-22');
    expect(dueDateFromFactor('1000', '2010-01-01')).toBe('2000-07-03');
    expect(dueDateFromFactor('9999', '2025-02-22')).toBe('2025-02-21');
    expect(dueDateFromFactor('3737', '2007-12-01')).toBe('2007-12-31');
    expect(dueDateFromFactor('0001', '2040-01-01')).toBe('1997-10-08');
  });

  it('picks the later candidate exactly half-way, the earlier one a day before', () => {
    // Factor 1000: candidates 2000-07-03 (day 1000) and 2025-02-22 (day 10000); mid = day 5500.
    const mid = new Date(Date.parse('1997-10-07T00:00:00Z') + 5500 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const dayBefore = new Date(Date.parse(`${mid}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(dueDateFromFactor('1000', mid)).toBe('2025-02-22');
    expect(dueDateFromFactor('1000', dayBefore)).toBe('2000-07-03');
  });

  it('inverts dueDateFactor when the reference is within 4500 days', () => {
    fc.assert(
      fc.property(dueDate, fc.integer({ min: -4499, max: 4499 }), (date, offset) => {
        const reference = new Date(Date.parse(`${date}T00:00:00Z`) + offset * 86_400_000)
          .toISOString()
          .slice(0, 10);
        expect(dueDateFromFactor(dueDateFactor(date), reference)).toBe(date);
      }),
    );
  });

  it('refuses factors that are not 4 digits', () => {
    expect(() => dueDateFromFactor('123', '2025-01-01')).toThrow(RangeError);
    expect(() => dueDateFromFactor('12a4', '2025-01-01')).toThrow(RangeError);
  });
});

describe('buildBarCode', () => {
  it('refuses out-of-range parts', () => {
    const base = {
      bankCode: '001',
      dueDate: '2025-03-10',
      amountCents: 100,
      freeField: '0'.repeat(25),
    };
    expect(() => buildBarCode({ ...base, bankCode: '1' })).toThrow(RangeError);
    expect(() => buildBarCode({ ...base, currency: '0' as '9' })).toThrow(RangeError);
    expect(() => buildBarCode({ ...base, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBarCode({ ...base, amountCents: -1 })).toThrow(RangeError);
    expect(() => buildBarCode({ ...base, amountCents: 1.5 })).toThrow(RangeError);
    expect(() => buildBarCode({ ...base, freeField: '1'.repeat(24) })).toThrow(RangeError);
    expect(() => buildBarCode({ ...base, dueDate: '1997-10-07' })).toThrow(RangeError);
  });

  it('round-trips through the digitable line and parses back to its input', () => {
    fc.assert(
      fc.property(barCodeInput, (input) => {
        const barCode = buildBarCode(input);
        expect(barCode).toMatch(/^\d{44}$/);
        expect(validateBarCode(barCode)).toEqual({ ok: true });
        const line = digitableLineFromBarCode(barCode);
        expect(validateDigitableLine(line)).toEqual({ ok: true });
        expect(validateDigitableLine(formatDigitableLine(line))).toEqual({ ok: true });
        expect(barCodeFromDigitableLine(line)).toBe(barCode);
        expect(parseBarCode(barCode, input.dueDate ?? '2025-01-01')).toEqual({
          ...input,
          currency: '9',
        });
      }),
    );
  });

  it('agrees with @brazilian-utils on validity, bank, amount and due date', () => {
    fc.assert(
      fc.property(barCodeInput, fc.integer({ min: -3000, max: 4500 }), (input, offset) => {
        const line = digitableLineFromBarCode(buildBarCode(input));
        expect(isValidBoleto(line)).toBe(true);
        // The library's fallback for dates outside its window differs; stay inside it.
        const anchor = input.dueDate ?? '2025-01-01';
        const reference = new Date(Date.parse(`${anchor}T12:00:00Z`) - offset * 86_400_000);
        const info = getBoletoInfo(line, {
          referenceDate: new Date(
            reference.getUTCFullYear(),
            reference.getUTCMonth(),
            reference.getUTCDate(),
          ),
        });
        expect(info?.bankCode).toBe(input.bankCode);
        expect(info?.amount).toBe(input.amountCents);
        const theirs = info?.expirationDate;
        const theirDate = theirs
          ? `${theirs.getFullYear()}-${String(theirs.getMonth() + 1).padStart(2, '0')}-${String(theirs.getDate()).padStart(2, '0')}`
          : null;
        // The library does not read the first-cycle factors 0001–0999.
        if (input.dueDate === null || Number(dueDateFactor(input.dueDate)) >= 1000) {
          expect(theirDate).toBe(input.dueDate);
        }
      }),
    );
  });
});

describe('sandbox free field', () => {
  it('lays out wallet, our number, branch and account, zero-padded', () => {
    const field = sandboxFreeField({
      wallet: '112',
      ourNumber: '123',
      branch: '0001',
      account: '4567',
    });
    expect(field).toBe('112' + '00000000123' + '0001' + '0004567');
    expect(parseSandboxFreeField(field)).toEqual({
      wallet: '112',
      ourNumber: '00000000123',
      branch: '0001',
      account: '0004567',
    });
  });

  it('round-trips for every valid combination', () => {
    fc.assert(
      fc.property(
        digitString(3),
        fc.integer({ min: 1, max: 11 }).chain((n) => digitString(n)),
        digitString(4),
        fc.integer({ min: 1, max: 7 }).chain((n) => digitString(n)),
        (wallet, ourNumber, branch, account) => {
          const field = sandboxFreeField({ wallet, ourNumber, branch, account });
          expect(field).toMatch(/^\d{25}$/);
          const parts = parseSandboxFreeField(field);
          expect(parts.wallet).toBe(wallet);
          expect(Number(parts.ourNumber)).toBe(Number(ourNumber));
          expect(parts.branch).toBe(branch);
          expect(Number(parts.account)).toBe(Number(account));
        },
      ),
    );
  });

  it('refuses parts of the wrong shape', () => {
    const ok = { wallet: '121', ourNumber: '1', branch: '1234', account: '1' };
    expect(() => sandboxFreeField({ ...ok, wallet: '12' })).toThrow(RangeError);
    expect(() => sandboxFreeField({ ...ok, ourNumber: '123456789012' })).toThrow(RangeError);
    expect(() => sandboxFreeField({ ...ok, ourNumber: '' })).toThrow(RangeError);
    expect(() => sandboxFreeField({ ...ok, branch: '12a4' })).toThrow(RangeError);
    expect(() => sandboxFreeField({ ...ok, account: '12345678' })).toThrow(RangeError);
    expect(() => parseSandboxFreeField('1'.repeat(24))).toThrow(RangeError);
  });
});
