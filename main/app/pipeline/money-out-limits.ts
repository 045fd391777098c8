import {
  AppFailure,
  type FieldMessage,
  type MoneyOutLimits,
  type MoneyOutLimitsView,
} from '../../../preload/contract/index.ts';
import type { SettingsStore } from '../profiles/settings-store.ts';

/**
 * The owner's limits on money out, per profile: per transfer and per São Paulo calendar day.
 * Stored in the settings file (a rebuilt cache must not drop them); enforced by the write
 * pipeline, in one place, for every write that moves money out.
 */

export const NO_LIMITS: MoneyOutLimits = { perTransferCents: null, perDayCents: null };

export function limitsOf(settings: SettingsStore, profileId: string): MoneyOutLimits {
  return settings.value.moneyOutLimits[profileId] ?? NO_LIMITS;
}

export function saveLimits(
  settings: SettingsStore,
  profileId: string,
  limits: MoneyOutLimits,
): void {
  settings.update((s) => {
    const { [profileId]: _old, ...others } = s.moneyOutLimits;
    const none = limits.perTransferCents === null && limits.perDayCents === null;
    return { ...s, moneyOutLimits: none ? others : { ...others, [profileId]: limits } };
  });
}

export function limitsView(limits: MoneyOutLimits, usedTodayCents: number): MoneyOutLimitsView {
  return {
    ...limits,
    usedTodayCents,
    leftTodayCents:
      limits.perDayCents === null ? null : Math.max(0, limits.perDayCents - usedTodayCents),
  };
}

/**
 * Money out counted against São Paulo day `day`'s limit: what the log counts on it (sent,
 * unknown, in flight) less the scheduled transfers for that day the bank cancelled before they
 * ran — those moved nothing. One rule for the pipeline's check and the limits the screens read.
 */
export function moneyOutUsedOn(
  // The profile session's log and Sent list (named by shape: the session reads this file).
  session: {
    activity: { countedOn(day: string): number };
    sentPayments: { cancelledScheduledCents(day: string): number };
  },
  day: string,
): number {
  const cancelled = session.sentPayments.cancelledScheduledCents(day);
  return Math.max(0, session.activity.countedOn(day) - cancelled);
}

/**
 * Why `amountCents` may not leave now, on the amount field in words the owner can act on (the
 * limit, and what is left today — or on `day`, a scheduled transfer's), or null when it may.
 */
export function limitRefusal(
  limits: MoneyOutLimits,
  amountCents: number,
  usedTodayCents: number,
  day: string | null = null,
): AppFailure | null {
  if (limits.perTransferCents !== null && amountCents > limits.perTransferCents) {
    return new AppFailure('rejected', 'The amount is above the limit per transfer.', {
      key: 'error.limit.exceeded',
      fields: {
        amountCents: [
          { key: 'v.limit.per_transfer', params: { limitCents: limits.perTransferCents } },
        ],
      },
    });
  }
  if (limits.perDayCents !== null && usedTodayCents + amountCents > limits.perDayCents) {
    const leftCents = Math.max(0, limits.perDayCents - usedTodayCents);
    const message: FieldMessage =
      day === null
        ? { key: 'v.limit.per_day', params: { limitCents: limits.perDayCents, leftCents } }
        : { key: 'v.limit.per_day_on', params: { limitCents: limits.perDayCents, leftCents, day } };
    const words =
      day === null
        ? 'The amount is above what is left of today’s limit.'
        : 'The amount is above what is left of that day’s limit.';
    return new AppFailure('rejected', words, {
      key: 'error.limit.exceeded',
      fields: { amountCents: [message] },
    });
  }
  return null;
}
