import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  compareDates,
  daysBetween,
  isIsoDate,
  todayInSaoPaulo,
} from '../../../main/domain/dates.ts';
import { isCalendarDate } from '../../../preload/contract/validators/date.ts';

const DAY_MS = 86_400_000;

/** Independent oracle: days since 1970-01-01 by Date.UTC (fine for years ≥ 100). */
function epochDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

const calendarDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('todayInSaoPaulo', () => {
  it('is the São Paulo calendar day, not the UTC one (UTC−3 today)', () => {
    expect(todayInSaoPaulo(new Date('2025-01-01T02:59:59Z'))).toBe('2024-12-31');
    expect(todayInSaoPaulo(new Date('2025-01-01T03:00:00Z'))).toBe('2025-01-01');
  });

  it('follows the historical daylight-saving offset (UTC−2 in the 2018–2019 summer)', () => {
    // DST began at local midnight on 2018-11-04; 03:00Z is then 01:00 local.
    expect(todayInSaoPaulo(new Date('2018-11-04T02:59:59Z'))).toBe('2018-11-03');
    expect(todayInSaoPaulo(new Date('2018-11-04T03:00:00Z'))).toBe('2018-11-04');
    // 02:30Z on 2019-01-15 is 00:30 local under UTC−2 (it would still be the 14th under UTC−3).
    expect(todayInSaoPaulo(new Date('2019-01-15T02:30:00Z'))).toBe('2019-01-15');
  });

  it('defaults to the current instant', () => {
    expect(isIsoDate(todayInSaoPaulo())).toBe(true);
  });
});

describe('isIsoDate', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    for (const ok of ['2024-02-29', '2000-02-29', '1997-10-07', '0001-01-01', '9999-12-31']) {
      expect(isIsoDate(ok), ok).toBe(true);
    }
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-1-01',
      ' 2024-01-01',
      '2024-01-01T00:00',
      '31/12/2024',
      '0000-01-01',
      '',
      20240101,
      null,
    ]) {
      expect(isIsoDate(bad), String(bad)).toBe(false);
    }
  });

  it('agrees with the contract validator on every string of the shape dddd-dd-dd', () => {
    const digits = (n: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    fc.assert(
      fc.property(digits(4), digits(2), digits(2), (y, m, d) => {
        const s = `${y}-${m}-${d}`;
        expect(isIsoDate(s)).toBe(isCalendarDate(s));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('addDays and daysBetween', () => {
  it('count the due-date factor base: 2025-02-22 is 10 000 days after 1997-10-07', () => {
    expect(daysBetween('1997-10-07', '2025-02-22')).toBe(10_000);
    expect(daysBetween('2025-02-22', '1997-10-07')).toBe(-10_000);
    expect(addDays('1997-10-07', 1000)).toBe('2000-07-03');
  });

  it('cross month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-10', 0)).toBe('2025-03-10');
  });

  it('are not moved by the machine time zone or by Brazilian DST changeover days', () => {
    const previous = process.env.TZ;
    try {
      process.env.TZ = 'America/Sao_Paulo';
      // 2018-11-04 had no local midnight; 2019-02-16 had two 23:00s.
      expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
      expect(addDays('2018-11-04', 1)).toBe('2018-11-05');
      expect(addDays('2019-02-16', 1)).toBe('2019-02-17');
      expect(daysBetween('2018-11-03', '2019-02-17')).toBe(106);
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });

  it('agree with Date.UTC arithmetic and invert each other', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (a, b) => {
        const n = daysBetween(a, b);
        expect(n).toBe(epochDay(b) - epochDay(a));
        expect(addDays(a, n)).toBe(b);
      }),
    );
  });

  it('refuse invalid dates, fractional days and results outside years 0001–9999', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow(RangeError);
    expect(() => addDays('2024-01-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => daysBetween('2024-01-01', 'tomorrow')).toThrow(RangeError);
  });
});

describe('compareDates', () => {
  it('orders calendar dates', () => {
    expect(compareDates('2024-12-31', '2025-01-01')).toBe(-1);
    expect(compareDates('2025-01-01', '2025-01-01')).toBe(0);
    expect(compareDates('2025-01-10', '2025-01-09')).toBe(1);
    expect(() => compareDates('2025-1-1', '2025-01-01')).toThrow(RangeError);
  });

  it('agrees with daysBetween', () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (a, b) => {
        expect(compareDates(a, b)).toBe(Math.sign(daysBetween(b, a)) || 0);
      }),
    );
  });
});
