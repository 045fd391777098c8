import { describe, expect, it } from 'vitest';
import { refundableUntil } from '../../../main/cache/received/received-repo.ts';

const DAY_MS = 86_400_000;
/** The rule as written: the receipt's instant plus 90 × 24 hours, in `toISOString`'s form. */
const byTheRule = (paidAt: string) => {
  const at = Date.parse(paidAt);
  return Number.isNaN(at) ? null : new Date(at + 90 * DAY_MS).toISOString();
};

describe('the refund window of a received Pix', () => {
  it('ends 90 × 24 hours after the receipt, for instants across forty years', () => {
    // A fixed walk (no randomness): every 7,919th minute plus some milliseconds.
    const instants = Array.from({ length: 5_000 }, (_, n) =>
      new Date(Date.UTC(1999, 0, 1) + n * 7_919 * 60_000 + ((n * 37) % 1_000)).toISOString(),
    );
    for (const paidAt of instants) expect(refundableUntil(paidAt)).toBe(byTheRule(paidAt));
  });

  it('crosses month, leap-day and year ends', () => {
    expect(refundableUntil('2024-02-29T23:59:59.999Z')).toBe('2024-05-29T23:59:59.999Z');
    expect(refundableUntil('2026-11-27T12:00:00.000Z')).toBe('2027-02-25T12:00:00.000Z');
  });

  it('reads other forms of an instant as the clock does, and none from what is not one', () => {
    for (const paidAt of [
      '2026-01-01T10:00:00Z',
      '2026-01-01T10:00:00.000-03:00',
      '2026-01-01T24:00:00.000Z',
      '2026-13-01T10:00:00.000Z',
    ]) {
      expect(refundableUntil(paidAt)).toBe(byTheRule(paidAt));
    }
    expect(refundableUntil('not a date')).toBeNull();
    expect(refundableUntil(null)).toBeNull();
  });
});
