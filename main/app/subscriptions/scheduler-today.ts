import { isIsoDate, todayInSaoPaulo } from '../../domain/dates.ts';

/**
 * `BALCAO_SANDBOX_TODAY=YYYY-MM-DD` makes the subscriptions' scheduler take that São Paulo day
 * as today — on a sandbox profile only (the local sandbox or a provider's sandbox), never on
 * production, where the calendar is always the computer's. It lets a test (or an owner trying
 * the app) see next month's charge issued, or months missed while the app was closed, without
 * waiting for the calendar. The sync's read-back of scheduled transfers takes the same day
 * (../payments/sent-settlement.ts), as the local sandbox bank runs them by it.
 */
export const SANDBOX_TODAY_ENV = 'BALCAO_SANDBOX_TODAY';

/** The São Paulo day the scheduler takes as today at the instant `now`. */
export function schedulerToday(
  now: Date,
  profile: { isSandbox: boolean },
  env: NodeJS.ProcessEnv = process.env,
): string {
  const given = env[SANDBOX_TODAY_ENV];
  if (profile.isSandbox && given !== undefined && isIsoDate(given)) return given;
  return todayInSaoPaulo(now);
}
