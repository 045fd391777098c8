import { describe, expect, it } from 'vitest';
import { splitPayment, splitRuleIssue, type SplitRule } from '../../../main/domain/split.ts';

const pct = (percent: number): SplitRule => ({ type: 'PERCENTAGE', percent });
const fixed = (amountCents: number): SplitRule => ({ type: 'FIXED', amountCents });
const rules = (...list: SplitRule[]) => list.map((rule, i) => ({ id: i + 1, rule }));

describe('splitPayment', () => {
  it('shares R$ 100,00 as 5% and R$ 2,00, keeping R$ 93,00', () => {
    const outcome = splitPayment(100_00, rules(pct(5), fixed(200)));
    expect(outcome.shares.map((s) => s.amountCents)).toEqual([500, 200]);
    expect(outcome.distributedCents).toBe(700);
    expect(outcome.keptCents).toBe(93_00);
  });

  it('rounds a percentage share down to the cent; the fraction stays with the account', () => {
    // 2.5% of R$ 0,99 = 2.475 cents → 2.
    expect(splitPayment(99, rules(pct(2.5))).shares[0]).toMatchObject({ amountCents: 2 });
    // 1.33% of R$ 1.234,57 = 1641.9781 cents → 1641.
    expect(splitPayment(123_457, rules(pct(1.33))).shares[0]).toMatchObject({ amountCents: 1641 });
  });

  it('skips a fixed amount above half of the payment, and takes exactly half', () => {
    const above = splitPayment(1_000, rules(fixed(501)));
    expect(above.shares[0]).toEqual({
      id: 1,
      rule: fixed(501),
      amountCents: 0,
      skipped: 'fixed_above_half',
    });
    expect(above.keptCents).toBe(1_000);
    expect(splitPayment(1_000, rules(fixed(500))).shares[0]).toMatchObject({ amountCents: 500 });
    // Odd cents: half of 1,001 is 500.5, so 500 is taken and 501 is not.
    expect(splitPayment(1_001, rules(fixed(501))).shares[0]?.skipped).toBe('fixed_above_half');
  });

  it('skips, in order, a share larger than what is left, and a share of no cent', () => {
    const outcome = splitPayment(1_000, rules(fixed(500), fixed(400), fixed(200), pct(5)));
    expect(outcome.shares.map((s) => [s.amountCents, s.skipped])).toEqual([
      [500, undefined],
      [400, undefined],
      [0, 'exceeds_remaining'],
      [50, undefined],
    ]);
    expect(outcome.keptCents).toBe(50);
    expect(splitPayment(10, rules(pct(1))).shares[0]?.skipped).toBe('zero');
  });

  it('never shares more than the payment (property over many payments)', () => {
    const list = rules(pct(5), pct(4.99), fixed(300), fixed(10_000), pct(0.01));
    for (let cents = 0; cents <= 50_000; cents += 37) {
      const outcome = splitPayment(cents, list);
      const total = outcome.shares.reduce((sum, share) => sum + share.amountCents, 0);
      expect(total).toBe(outcome.distributedCents);
      expect(outcome.keptCents + total).toBe(cents);
      expect(outcome.keptCents).toBeGreaterThanOrEqual(0);
      for (const share of outcome.shares)
        expect(Number.isSafeInteger(share.amountCents)).toBe(true);
    }
  });

  it('refuses cents that are not whole', () => {
    expect(() => splitPayment(10.5, rules(pct(1)))).toThrow(RangeError);
    expect(() => splitPayment(100, rules(fixed(1.5)))).toThrow(RangeError);
  });
});

describe('splitRuleIssue', () => {
  it('allows a percent above 0 and at most 5, with at most two decimals', () => {
    expect(splitRuleIssue(pct(5))).toBeUndefined();
    expect(splitRuleIssue(pct(0.01))).toBeUndefined();
    expect(splitRuleIssue(pct(4.99))).toBeUndefined();
    expect(splitRuleIssue(pct(5.01))).toBe('percent_range');
    expect(splitRuleIssue(pct(0))).toBe('percent_range');
    expect(splitRuleIssue(pct(Number.NaN))).toBe('percent_range');
    expect(splitRuleIssue(pct(1.005))).toBe('percent_decimals');
  });

  it('allows any fixed amount above zero', () => {
    expect(splitRuleIssue(fixed(1))).toBeUndefined();
    expect(splitRuleIssue(fixed(9_999_999_999))).toBeUndefined();
    expect(splitRuleIssue(fixed(0))).toBe('fixed_positive');
  });
});
