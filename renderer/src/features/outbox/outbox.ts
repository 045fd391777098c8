import type { AppError, OutboxEntry } from '../../../../preload/contract/index.ts';

/**
 * A write still `sending` this long after its last change is not on its way any more: the
 * app stopped (closed, crashed) mid-request, so it is as unknown as a dropped connection.
 */
export const STALE_SENDING_MS = 2 * 60_000;

/** What the owner is told about an open outbox entry. */
export type OutboxCheckState = 'unknown' | 'failed' | 'refused' | 'interrupted';

/**
 * Main marks an entry `failed` only after the bank said it never saw the boleto and then
 * definitely did not take the same request: that boleto does not exist. A refusal of the
 * request itself (its content, a business rule) is told apart from other causes.
 */
export function isRefusal(error: AppError | null): boolean {
  return error?.code === 'validation' || error?.code === 'rejected';
}

/** How an entry reads to the owner, or null while it is legitimately in flight (or done). */
export function checkState(entry: OutboxEntry, now: number): OutboxCheckState | null {
  if (entry.state === 'unknown') return 'unknown';
  if (entry.state === 'failed') return isRefusal(entry.lastError) ? 'refused' : 'failed';
  if (entry.state === 'sending') {
    const since = Date.parse(entry.updatedAt);
    return Number.isNaN(since) || now - since >= STALE_SENDING_MS ? 'interrupted' : null;
  }
  return null;
}

/** The entries the owner must check, oldest first (as main lists them). */
export function entriesToCheck(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.filter((e) => checkState(e, now) !== null);
}

/** What kind of record an entry creates: the words and links differ for each. */
export type OutboxFamily = 'boleto' | 'pix-immediate' | 'pix-due-date';

export function familyOf(entry: Pick<OutboxEntry, 'kind'>): OutboxFamily {
  switch (entry.kind) {
    case 'pix:create-immediate':
      return 'pix-immediate';
    case 'pix:create-due-date':
      return 'pix-due-date';
    default:
      return 'boleto';
  }
}

/**
 * An immediate Pix code is read back by the id the bank gives it, which never came back: an
 * unknown (or interrupted) one cannot be checked. Nobody was shown its QR code, so no money
 * can have moved, and the owner may forget it.
 */
export function isUncheckable(entry: OutboxEntry, now: number): boolean {
  const state = checkState(entry, now);
  return familyOf(entry) === 'pix-immediate' && (state === 'unknown' || state === 'interrupted');
}

/** Which actions an entry offers: check it with the bank, and/or forget it. */
export function actionsOf(entry: OutboxEntry, now: number): { resolve: boolean; discard: boolean } {
  const state = checkState(entry, now);
  if (state === null) return { resolve: false, discard: false };
  if (isUncheckable(entry, now)) return { resolve: false, discard: true };
  const failed = state === 'failed' || state === 'refused';
  return { resolve: true, discard: failed };
}
