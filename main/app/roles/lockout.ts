import { PASSCODE_TRIES } from '../../../preload/contract/features/roles.ts';

/** Where the passcode's lock stands: wrong tries in a row, and the end of a lock in force. */
export interface LockState {
  failures: number;
  /** ISO instant; null when no lock was ever set or the last one was cleared. */
  lockedUntil: string | null;
}

/** The first lock lasts a minute; each wrong try after a lock doubles it, up to an hour. */
export const FIRST_LOCK_MS = 60_000;
export const LONGEST_LOCK_MS = 60 * 60_000;

export const unlocked: LockState = { failures: 0, lockedUntil: null };

/** The end of the lock in force at `now`, or null when a try is allowed. */
export function lockedAt(state: LockState, now: Date): Date | null {
  if (state.lockedUntil === null) return null;
  const until = new Date(state.lockedUntil);
  return until.getTime() > now.getTime() ? until : null;
}

/**
 * Wrong tries still allowed before the (next) lock: five from a right passcode, then one at a
 * time once a lock has ended — so a guesser gets a try per lock, each lock twice the last.
 */
export function triesLeft(state: LockState, now: Date): number {
  if (lockedAt(state, now)) return 0;
  return Math.max(1, PASSCODE_TRIES - state.failures);
}

/** After a wrong passcode: counted, and locked from the fifth in a row on. */
export function afterWrongPasscode(state: LockState, now: Date): LockState {
  const failures = state.failures + 1;
  if (failures < PASSCODE_TRIES) return { failures, lockedUntil: null };
  const ms = Math.min(LONGEST_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - PASSCODE_TRIES));
  return { failures, lockedUntil: new Date(now.getTime() + ms).toISOString() };
}
