import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  isCalendarDate,
  isoDateSchema,
  todayInSaoPauloIso,
} from '../../../preload/contract/validators/date.ts';
import { todayInSaoPaulo } from '../../../main/domain/dates.ts';

describe('isoDateSchema', () => {
  const keysOf = (input: unknown) => {
    const result = isoDateSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts real calendar dates', () => {
    for (const ok of ['2024-02-29', '2000-02-29', '2025-12-31', '2025-01-01']) {
      expect(isoDateSchema.parse(ok)).toBe(ok);
    }
  });

  it('refuses impossible dates and other formats with v.date.invalid', () => {
    for (const bad of [
      '2023-02-29',
      '1900-02-29',
      '2025-04-31',
      '2025-13-13',
      '2025-00-01',
      '2025-01-32',
      '31/12/2024',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
      ' 2024-01-01',
      '0000-01-01',
      20240101,
      null,
    ]) {
      expect(keysOf(bad), String(bad)).toEqual(['v.date.invalid']);
    }
  });

  it('says "day first" for a date typed month first (12/25/2026 reads as month 25)', () => {
    expect(keysOf('2026-25-12')).toEqual(['v.date.day_first']);
    expect(keysOf('2025-13-01')).toEqual(['v.date.day_first']);
  });

  it('reports a missing or empty value as v.required', () => {
    expect(keysOf(undefined)).toEqual(['v.required']);
    expect(keysOf('')).toEqual(['v.required']);
  });

  it('agrees with Date on every day from 1900 to 2100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const s = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const real = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
          expect(isCalendarDate(s)).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('todayInSaoPauloIso', () => {
  it('is the São Paulo calendar day and agrees with the domain', () => {
    expect(todayInSaoPauloIso(new Date('2025-06-01T02:00:00Z'))).toBe('2025-05-31');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2060-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          expect(todayInSaoPauloIso(now)).toBe(todayInSaoPaulo(now));
        },
      ),
    );
  });
});
