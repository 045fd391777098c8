/**
 * The words of a term's three types, in the order shown (none, an amount, a percent): the
 * keys `form.{term}_none`, `form.{term}_fixed`, `form.{term}_percentage` of the discount, the
 * fine and the interest.
 */
export const termWords = ['none', 'fixed', 'percentage'] as const;

/** The discount's and the fine's types, in that order. */
export const fixedOrPercent = ['NONE', 'FIXED', 'PERCENTAGE'] as const;

/** The interest's: an amount a day, or a percent a month. */
export const interestTypes = ['NONE', 'FIXED_PER_DAY', 'PERCENTAGE_PER_MONTH'] as const;

/** What paying late costs, each under its contract object: `lateFine`, `latePayment`. */
export const lateTerms = {
  fine: { path: 'lateFine', types: fixedOrPercent },
  interest: { path: 'latePayment', types: interestTypes },
} as const;

export type LateTerm = keyof typeof lateTerms;
export type LateType<T extends LateTerm> = (typeof lateTerms)[T]['types'][number];
