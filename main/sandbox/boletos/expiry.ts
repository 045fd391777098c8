import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import type { SandboxStore } from '../store.ts';

/**
 * Days after dueDate during which a boleto is still payable (with fine and interest).
 * Assumption: the spec does not say when a boleto becomes `Expired`; we use 30, the default
 * `maxDaysOverdue` of the service's due-date Pix charges.
 */
export const DAYS_PAYABLE_AFTER_DUE = 30;

/**
 * Turns `Pending` boletos of the account `Expired` once the São Paulo date is past
 * dueDate + 30 days, persisting the change. Runs before every request, with the sandbox's
 * (injectable) clock, so reads and lists always see the state as of `now`.
 */
export function expireOverdueBoletos(store: SandboxStore, accountId: string, now: Date): number {
  // Expired when today > dueDate + 30, i.e. dueDate < today − 30.
  const cutoff = addDays(todayInSaoPaulo(now), -DAYS_PAYABLE_AFTER_DUE);
  return store.expirePendingDueBefore(accountId, cutoff, now.toISOString());
}
