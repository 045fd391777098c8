import { assertNonNegativeCents, percentOf } from './money.ts';

/**
 * Split arithmetic (service-spec 4.15, 8): how one payment received on an account is shared
 * by the account's split instructions, in integer cents. The local sandbox distributes with
 * it and the app previews with it, so both always agree.
 */

/** At most this percent per `PERCENTAGE` instruction (service-spec 4.15, 8). */
export const MAX_SPLIT_PERCENT = 5;

/** A `FIXED` instruction above this share of a payment is skipped on that payment (spec 8). */
export const MAX_FIXED_SHARE_PERCENT = 50;

/** One instruction's rule: a percent of the payment, or a fixed amount in cents. */
export type SplitRule =
  { type: 'PERCENTAGE'; percent: number } | { type: 'FIXED'; amountCents: number };

/** Why an instruction takes nothing from a payment. */
export type SplitSkipReason =
  /** A fixed amount above 50% of the payment (spec 4.15). */
  | 'fixed_above_half'
  /**
   * Assumption: instructions are served in their order (by id) and one whose share is more
   * than what the earlier ones left is skipped, so a payment is never shared beyond itself.
   */
  | 'exceeds_remaining'
  /** The share rounds down to no cent at all (1% of R$ 0,50). */
  | 'zero';

export type SplitShare<Id> =
  | { id: Id; rule: SplitRule; amountCents: number; skipped?: undefined }
  | { id: Id; rule: SplitRule; amountCents: 0; skipped: SplitSkipReason };

export interface SplitOutcome<Id> {
  paymentCents: number;
  /** One entry per instruction, in the order given. */
  shares: SplitShare<Id>[];
  /** What the instructions took together. */
  distributedCents: number;
  /** What stays with the receiving account. */
  keptCents: number;
}

/**
 * Shares `paymentCents` among `instructions` (in their order). A percentage share is rounded
 * down to the cent (assumption: the fraction of a cent stays with the receiving account); a
 * fixed amount above 50% of the payment is skipped; exactly 50% is taken.
 */
export function splitPayment<Id>(
  paymentCents: number,
  instructions: readonly { id: Id; rule: SplitRule }[],
): SplitOutcome<Id> {
  assertNonNegativeCents(paymentCents);
  let remaining = paymentCents;
  const shares: SplitShare<Id>[] = [];
  for (const { id, rule } of instructions) {
    const skip = (skipped: SplitSkipReason) => shares.push({ id, rule, amountCents: 0, skipped });
    let share: number;
    if (rule.type === 'FIXED') {
      assertNonNegativeCents(rule.amountCents);
      if (rule.amountCents * 100 > paymentCents * MAX_FIXED_SHARE_PERCENT) {
        skip('fixed_above_half');
        continue;
      }
      share = rule.amountCents;
    } else {
      share = percentOf(paymentCents, rule.percent, 'down');
    }
    if (share === 0) skip('zero');
    else if (share > remaining) skip('exceeds_remaining');
    else {
      shares.push({ id, rule, amountCents: share });
      remaining -= share;
    }
  }
  return {
    paymentCents,
    shares,
    distributedCents: paymentCents - remaining,
    keptCents: remaining,
  };
}

/** The rule problems of one instruction, as i18n-style keys (the sandbox words its own). */
export type SplitRuleIssue = 'percent_range' | 'percent_decimals' | 'fixed_positive';

/**
 * Checks a rule as the service does at creation: a percent above 0 and at most 5 with at most
 * two decimals (assumption: two, like the immediate code's split); a fixed amount above zero
 * (any amount: the 50% limit is judged per payment).
 */
export function splitRuleIssue(rule: SplitRule): SplitRuleIssue | undefined {
  if (rule.type === 'FIXED') return rule.amountCents > 0 ? undefined : 'fixed_positive';
  if (!(rule.percent > 0 && rule.percent <= MAX_SPLIT_PERCENT)) return 'percent_range';
  const text = rule.percent.toPrecision(15);
  const fraction = (/\.(\d+)$/.exec(text)?.[1] ?? '').replace(/0+$/, '');
  return fraction.length > 2 ? 'percent_decimals' : undefined;
}
