import type { AppError, OutboxEntry, OutboxSummary } from '../../../../preload/contract/index.ts';

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

/** What kind of record an entry creates: the words and links differ for each. */
export type OutboxFamily =
  | 'boleto'
  | 'boleto-due-date'
  | 'pix-immediate'
  | 'pix-due-date'
  | 'payment'
  | 'refund'
  | 'transfer'
  | 'pix-key'
  | 'split'
  | 'webhook';

export function familyOf(entry: Pick<OutboxEntry, 'kind'>): OutboxFamily {
  switch (entry.kind) {
    case 'pix:create-immediate':
      return 'pix-immediate';
    case 'pix:create-due-date':
      return 'pix-due-date';
    case 'payment:qr-code':
      return 'payment';
    case 'boleto:create':
      return 'boleto';
    case 'boleto:update-due-date':
      return 'boleto-due-date';
    case 'refund:create':
      return 'refund';
    case 'transfer:key':
      return 'transfer';
    case 'pix-key:create':
      return 'pix-key';
    case 'split:create-configuration':
    case 'split:add-instruction':
    case 'split:update-instruction':
      return 'split';
    case 'webhook:register':
    case 'webhook:update':
    case 'webhook:delete':
      return 'webhook';
  }
}

/** What the owner is told once an entry was checked and the bank has it. */
export function resolvedKeyOf(
  family: OutboxFamily,
): 'outbox.resolved' | 'outbox.resolved_due_date' | 'outbox.resolved_pix' {
  if (family === 'boleto') return 'outbox.resolved';
  if (family === 'boleto-due-date') return 'outbox.resolved_due_date';
  return 'outbox.resolved_pix';
}

/** Where the record of a finished entry is opened, and the words of the link. */
export function openLinkOf(entry: Pick<OutboxEntry, 'kind' | 'identity'>): {
  href: string;
  labelKey:
    | 'outbox.open_boleto'
    | 'outbox.open_pix'
    | 'outbox.open_sent'
    | 'outbox.open_received'
    | 'outbox.open_pix_keys'
    | 'outbox.open_split'
    | 'outbox.open_webhooks';
} {
  const id = encodeURIComponent(entry.identity);
  switch (familyOf(entry)) {
    case 'boleto':
    case 'boleto-due-date':
      return { href: `#/boletos/${id}`, labelKey: 'outbox.open_boleto' };
    // A payment is known by the bank's id, not by its key: the list shows it.
    case 'payment':
      return { href: '#/sent', labelKey: 'outbox.open_sent' };
    // A refund is known by the bank's id, not by its key: the Received list shows it.
    case 'refund':
      return { href: '#/received', labelKey: 'outbox.open_received' };
    case 'transfer':
      return { href: '#/sent', labelKey: 'outbox.open_sent' };
    // Keys and split rules are known by the bank's own ids: their lists show them.
    case 'pix-key':
      return { href: '#/pix-keys', labelKey: 'outbox.open_pix_keys' };
    case 'split':
      return { href: '#/split', labelKey: 'outbox.open_split' };
    // Webhooks are listed live from the bank: the screen shows whether the change took.
    case 'webhook':
      return { href: '#/webhooks', labelKey: 'outbox.open_webhooks' };
    default:
      return { href: `#/pix/${id}`, labelKey: 'outbox.open_pix' };
  }
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
