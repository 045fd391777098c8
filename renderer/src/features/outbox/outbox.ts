import {
  chargeWordFamilies,
  type AppError,
  type OutboxEntry,
  type OutboxSummary,
  type WriteScreen,
  type WriteWordFamily,
} from '../../../../preload/contract/index.ts';

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

/**
 * The bank accepted this write, but this computer could not save it: main keeps the bank's
 * answer, and checking it finishes the write without asking the bank again.
 */
export function isAcceptedNotSaved(entry: OutboxEntry): boolean {
  return entry.state === 'unknown' && entry.lastError?.key === 'error.write.accepted_not_saved';
}

/** The entries the owner must check, oldest first (as main lists them). */
export function entriesToCheck(entries: readonly OutboxEntry[], now: number): OutboxEntry[] {
  return entries.filter((e) => checkState(e, now) !== null);
}

/** Where each screen a write opens lives; a record screen takes the write's identity. */
const screenHref: Record<WriteScreen, (id: string) => string> = {
  boleto: (id) => `#/boletos/${encodeURIComponent(id)}`,
  pix: (id) => `#/pix/${encodeURIComponent(id)}`,
  sent: () => '#/sent',
  received: () => '#/received',
  'pix-keys': () => '#/pix-keys',
  split: () => '#/split',
  webhooks: () => '#/webhooks',
  'counter-qr': (id) => `#/counter-qr/registered/${encodeURIComponent(id)}`,
};

/** Where the record of a finished entry is opened, and the words of the link (its kind's). */
export function openLinkOf(entry: Pick<OutboxEntry, 'presentation'>): {
  href: string;
  labelKey: `outbox.open.${WriteScreen}`;
} {
  const { screen, id } = entry.presentation.opens;
  return { href: screenHref[screen](id ?? ''), labelKey: `outbox.open.${screen}` };
}

/** The words of an entry's state, as its kind tells them (its descriptor names the family). */
export function stateKeyOf(
  entry: Pick<OutboxEntry, 'presentation'>,
  state: OutboxCheckState,
): `write.${WriteWordFamily}.state.${OutboxCheckState}` {
  return `write.${entry.presentation.words}.state.${state}`;
}

/** What the owner is told once an entry was checked and the bank has it. */
export function resolvedKeyOf(
  entry: Pick<OutboxEntry, 'presentation'>,
): `write.${WriteWordFamily}.resolved` {
  return `write.${entry.presentation.words}.resolved`;
}

/**
 * An entry main says cannot be checked with the bank (its kind offers no read back and no
 * resend — an immediate Pix code — and the bank's answer never came back): nobody was shown
 * it, so no money can have moved, and the owner may forget it.
 */
export function isUncheckable(entry: OutboxEntry, now: number): boolean {
  const state = checkState(entry, now);
  return !entry.actions.check && (state === 'unknown' || state === 'interrupted');
}

/** Which actions an entry offers (its kind's, from main), none while it is in flight. */
export function actionsOf(entry: OutboxEntry, now: number): { resolve: boolean; discard: boolean } {
  if (checkState(entry, now) === null) return { resolve: false, discard: false };
  return { resolve: entry.actions.check, discard: entry.actions.discard };
}

/** The words for an entry's one date: what it means is the kind's to say. */
export function datedLabelKey(
  dated: NonNullable<OutboxSummary['dated']>,
): 'outbox.due_date' | 'outbox.valid_until' {
  return dated.meaning === 'valid-until' ? 'outbox.valid_until' : 'outbox.due_date';
}

/**
 * Which words the outbox's page and banner use for what it holds: boletos only keep their own
 * words; boletos and Pix codes are "charges"; anything else (a transfer, a payment, a key) makes
 * them speak of operations, so a Pix sent is never called a charge.
 */
export type OutboxScope = 'boletos' | 'charges' | 'operations';

export function outboxScope(entries: readonly OutboxEntry[]): OutboxScope {
  if (entries.every((e) => e.presentation.words === 'boleto')) return 'boletos';
  return entries.every((e) =>
    (chargeWordFamilies as readonly WriteWordFamily[]).includes(e.presentation.words),
  )
    ? 'charges'
    : 'operations';
}
