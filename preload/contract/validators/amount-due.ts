import { MAX_CENTS } from './money.ts';

/** Last calendar day the service's dates (and the app's date arithmetic) can name. */
export const LAST_CALENDAR_DAY = '9999-12-31';

type Adjustment = { type: 'FIXED_AMOUNT'; cents: number } | { type: 'PERCENTAGE'; percent: number };

/** The part of a due-date code's input that decides the most a payer can owe. */
export interface AmountDueInput {
  amountCents: number;
  maxDaysOverdue: number;
  taxes?:
    | {
        rebate?: Adjustment | undefined;
        fine?: Adjustment | undefined;
        interest?: { type: string; value: number } | undefined;
      }
    | undefined;
}

const PERCENT_SCALE = 1_000_000n; // 100 % × 10^4 (percents have at most four decimals)
const DAYS_PER_PERIOD: Readonly<Record<string, bigint>> = {
  PERCENTAGE_PER_DAY_CALENDAR_DAY: 1n,
  PERCENTAGE_PER_MONTH_CALENDAR_DAY: 30n,
  PERCENTAGE_PER_YEAR_CALENDAR_DAY: 365n,
};

function halfUp(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  return (numerator % denominator) * 2n >= denominator ? quotient + 1n : quotient;
}

const tenThousandths = (percent: number) => BigInt(Math.round(percent * 10_000));

/**
 * The most a due-date code can ask on any day it can be paid: on its last payable day
 * (due date + `maxDaysOverdue`), original − rebate + fine + interest, rounded as
 * `main/domain/due-date-charge.ts` rounds (half up, once). The discount only lowers it. The
 * form checks this before anything is sent: a charge that could ask more than the contract
 * (and a bar code) can hold would be refused by no one and then break every list showing
 * its payment. Exact integers: these sums run past 2^53.
 */
export function maxAmountDueCents(input: AmountDueInput): bigint {
  const original = BigInt(input.amountCents);
  const { rebate, fine, interest } = input.taxes ?? {};
  let rebateCents = 0n;
  if (rebate?.type === 'FIXED_AMOUNT') rebateCents = BigInt(rebate.cents);
  if (rebate?.type === 'PERCENTAGE') {
    rebateCents = halfUp(original * tenThousandths(rebate.percent), PERCENT_SCALE);
  }
  const base = original > rebateCents ? original - rebateCents : 0n;
  const days = BigInt(input.maxDaysOverdue);
  if (days <= 0n) return base;

  let fineCents = 0n;
  if (fine?.type === 'FIXED_AMOUNT') fineCents = BigInt(fine.cents);
  if (fine?.type === 'PERCENTAGE') {
    fineCents = halfUp(base * tenThousandths(fine.percent), PERCENT_SCALE);
  }
  let interestCents = 0n;
  if (interest?.type === 'FIXED_AMOUNT_CALENDAR_DAY') {
    interestCents = BigInt(interest.value) * days;
  } else if (interest) {
    const period = DAYS_PER_PERIOD[interest.type] ?? 1n;
    interestCents = halfUp(base * tenThousandths(interest.value) * days, PERCENT_SCALE * period);
  }
  return base + fineCents + interestCents;
}

/** True when some payable day of the code would ask more than R$ 99.999.999,99. */
export function amountDueCanExceedMax(input: AmountDueInput): boolean {
  return maxAmountDueCents(input) > BigInt(MAX_CENTS);
}

/** `date` + `days` as `YYYY-MM-DD`, or undefined past the last calendar day. */
export function lastPayableDay(date: string, days: number): string | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day + days);
  const y = instant.getUTCFullYear();
  if (!(y >= 1 && y <= 9999)) return undefined;
  return instant.toISOString().slice(0, 10);
}
