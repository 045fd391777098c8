import type {
  AppError,
  FieldMessage,
  MoneyOutLimitsView,
} from '../../../../preload/contract/index.ts';

/** What a money-out form's first step knows before the confirmation: limits and connection. */
export interface FirstStepGuard {
  /** The amount field's message when the amount is over a limit, or null. */
  amountMessage(amountCents: number): FieldMessage | null;
  readonly online: boolean;
}

/**
 * Why an amount may not leave under the owner's limits as last read, in main's words for the
 * amount field (`v.limit.per_transfer`, `v.limit.per_day` with what is left today), or null.
 * The same rule as the write pipeline's `limitRefusal` (per transfer first, then what is left
 * of the São Paulo day — a scheduled transfer's own day, read for it), read at the first step of
 * a form so an amount over a limit is refused
 * before it is typed again. Main checks again when the money is sent: another window may have
 * spent the day's limit meanwhile.
 */
export function limitMessage(
  limits: MoneyOutLimitsView | null,
  amountCents: number,
  /** A scheduled transfer's day, when the limits were read for it (its own day's limit). */
  day: string | null = null,
): FieldMessage | null {
  if (limits === null) return null;
  if (limits.perTransferCents !== null && amountCents > limits.perTransferCents) {
    return { key: 'v.limit.per_transfer', params: { limitCents: limits.perTransferCents } };
  }
  if (
    limits.perDayCents !== null &&
    limits.leftTodayCents !== null &&
    amountCents > limits.leftTodayCents
  ) {
    const params = { limitCents: limits.perDayCents, leftCents: limits.leftTodayCents };
    return day === null
      ? { key: 'v.limit.per_day', params }
      : { key: 'v.limit.per_day_on', params: { ...params, day } };
  }
  return null;
}

/**
 * The first step of a money-out form while the bank cannot be reached: refused at once, with
 * the words main uses when it refuses the send (`error.write.money_out_offline`).
 */
export const OFFLINE_FIRST_STEP: AppError = {
  code: 'offline',
  message: 'Money is never sent while the bank cannot be reached.',
  key: 'error.write.money_out_offline',
};
