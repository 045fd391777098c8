import { describe, expect, it } from 'vitest';
import { isoDateSchema } from '../../../preload/contract/index.ts';
import {
  addDaysIso,
  caretAfterDigits,
  completeYear,
  dateTextToIso,
  isoToDateText,
  maskDateAsTyped,
} from '../../../renderer/src/lib/date-text.ts';

/** Types `keys` one at a time, as the input event sees them (caret at the end). */
function type(keys: string, start = ''): string {
  let text = start;
  for (const key of keys)
    text = key === '⌫' ? maskDateAsTyped(text.slice(0, -1)) : maskDateAsTyped(text + key);
  return text;
}

describe('dates typed as dd/mm/aaaa', () => {
  it('puts the slashes in as the digits come', () => {
    expect(type('0')).toBe('0');
    expect(type('05')).toBe('05');
    expect(type('053')).toBe('05/3');
    expect(type('0503')).toBe('05/03');
    expect(type('05032026')).toBe('05/03/2026');
    expect(type('050320261')).toBe('05/03/2026');
  });

  it('keeps slashes the user typed and pads a one-digit day or month', () => {
    expect(type('05/')).toBe('05/');
    expect(type('5/3/2026')).toBe('05/03/2026');
    expect(type('5.3.2026')).toBe('05/03/2026');
    expect(maskDateAsTyped('5-3-2026')).toBe('05/03/2026');
    expect(type('05//')).toBe('05/');
  });

  it('lets Backspace remove a slash (it is not put straight back)', () => {
    expect(type('⌫', '05/')).toBe('05');
    expect(type('⌫', '05/0')).toBe('05/');
    expect(type('⌫⌫⌫', '05/03')).toBe('05');
  });

  it('drops letters and turns a pasted ISO date around', () => {
    expect(maskDateAsTyped('ab05c03')).toBe('05/03');
    expect(maskDateAsTyped('2026-03-05')).toBe('05/03/2026');
    expect(maskDateAsTyped(' 2026-3-5 ')).toBe('05/03/2026');
  });

  it('gives the form YYYY-MM-DD when complete and the text otherwise', () => {
    expect(dateTextToIso('05/03/2026')).toBe('2026-03-05');
    expect(dateTextToIso('')).toBe('');
    expect(dateTextToIso('05/03')).toBe('05/03');
    // The contract decides what is a real date: the text fails it as `v.date.invalid`.
    expect(isoDateSchema.safeParse(dateTextToIso('05/03')).error?.issues[0]?.message).toBe(
      'v.date.invalid',
    );
    expect(isoDateSchema.safeParse(dateTextToIso('31/02/2026')).success).toBe(false);
    expect(isoDateSchema.safeParse(dateTextToIso('29/02/2028')).success).toBe(true);
  });

  it('shows form values back as typed text', () => {
    expect(isoToDateText('2026-03-05')).toBe('05/03/2026');
    expect(isoToDateText('05/0')).toBe('05/0');
    expect(isoToDateText('')).toBe('');
  });

  it('completes a two-digit year on leaving the field', () => {
    expect(completeYear('05/03/26')).toBe('05/03/2026');
    expect(completeYear('05/03/2026')).toBe('05/03/2026');
    expect(completeYear('05/03')).toBe('05/03');
  });

  it('steps days across months and years', () => {
    expect(addDaysIso('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDaysIso('not a date', 1)).toBe('not a date');
  });

  it('keeps the caret after the same digits when re-punctuating', () => {
    expect(caretAfterDigits('05/03/2026', 0)).toBe(0);
    expect(caretAfterDigits('05/03/2026', 1)).toBe(1);
    expect(caretAfterDigits('05/03/2026', 2)).toBe(3);
    expect(caretAfterDigits('05/03/2026', 5)).toBe(7);
    expect(caretAfterDigits('05/3', 9)).toBe(4);
  });
});
