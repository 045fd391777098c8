import type { EventPayload, PaymentNotice, RefundView } from '../../../preload/contract/index.ts';
import { alertIdOf, alertsRepo } from '../../cache/alerts/alerts-repo.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { WebhookEvent } from '../../domain/wire/webhook-events.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

/** What applying an event did (the shape of `events/appliers.ts`'s `Applied`, which runs these). */
interface Applied {
  changed: EventPayload<'data:changed'>['resource'][];
  notice: PaymentNotice | null;
}

type EventOf<T extends WebhookEvent['eventType']> = Extract<WebhookEvent, { eventType: T }>;
type TransferEvent = EventOf<
  | 'TRANSFER_INTERNAL_CREDITED'
  | 'TRANSFER_INTERNAL_DEBITED'
  | 'TRANSFER_EXTERNAL_CREDITED'
  | 'TRANSFER_EXTERNAL_DEBITED'
>;

/** An instant as the cache sorts them (UTC, `Z`); the receiver already checked it is one. */
function utc(instant: string, fallback: string): string {
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? fallback : at.toISOString();
}

function payerOf(session: ProfileSession, endToEndId: string): string | null {
  return session.received.getReceived(endToEndId)?.payerName ?? null;
}

/**
 * A payer disputed a Pix the account received: an alert on Home until the owner marks it
 * seen, and a notice at once — once per dispute, whether the bank tells it once or again
 * under another event id.
 */
export function applyInfraction(
  session: ProfileSession,
  event: EventOf<'INFRACTION_NOTIFICATION_CREATED'>,
  now: string,
): Applied | null {
  const { data } = event;
  const id = alertIdOf('infraction', data.infractionId);
  const amountCents = reaisToCents(data.amount);
  const raised = alertsRepo(session.db).raise({
    id,
    kind: 'infraction',
    subjectId: data.infractionId,
    endToEndId: data.endToEndId,
    amountCents,
    counterpartName: null,
    paymentKind: null,
    reason: data.reason,
    occurredAt: utc(event.occurredAt, now),
    raisedAt: now,
  });
  if (!raised) return null;
  return {
    changed: ['alerts'],
    notice: {
      kind: 'infraction',
      alertId: id,
      amountCents,
      payerName: payerOf(session, data.endToEndId),
    },
  };
}

/**
 * Money in by a transfer (internal or TED): told like a received Pix once it is completed.
 * Nothing is cached of it here (the account statement lists the movements).
 */
export function applyTransferIn(event: TransferEvent): Applied | null {
  const { data } = event;
  if (data.status !== 'completed') return null;
  return {
    changed: [],
    notice: {
      kind: 'transfer-in',
      amountCents: reaisToCents(data.amount),
      payerName: data.counterparty.name,
    },
  };
}

/**
 * Money out by a transfer. What the app sent itself (a payment, a transfer to a key, a refund:
 * known by the bank's id) and a split share the owner set up are expected and tell nothing
 * here. Any other is money that left the account without this app: an alert and a notice, so
 * the owner learns of it even when someone else made it. A debit the bank then says did not go
 * through marks its alert undone (the money stayed); one failed from the start raises none.
 */
export function applyTransferOut(
  session: ProfileSession,
  event: TransferEvent,
  now: string,
): Applied | null {
  const { data } = event;
  if (data.split !== null) return null;
  if (session.sentPayments.get(data.transferId) || session.received.getRefund(data.transferId)) {
    return null;
  }
  const alerts = alertsRepo(session.db);
  const id = alertIdOf('outside-debit', data.transferId);
  if (data.status === 'failed') {
    return alerts.markUndone(id) ? { changed: ['alerts'], notice: null } : null;
  }
  const amountCents = reaisToCents(data.amount);
  const raised = alerts.raise({
    id,
    kind: 'outside-debit',
    subjectId: data.transferId,
    endToEndId: null,
    amountCents,
    counterpartName: data.counterparty.name,
    paymentKind: null,
    reason: null,
    occurredAt: utc(data.transferredAt, now),
    raisedAt: now,
  });
  if (!raised) return null;
  return {
    changed: ['alerts'],
    notice: {
      kind: 'outside-debit',
      alertId: id,
      amountCents,
      counterpartName: data.counterparty.name,
    },
  };
}

/**
 * What a refund that just turned failed tells the owner at once: the payer did not get the
 * money back. Its alert on Home is raised by the cache itself as the status turns
 * (`0210-alerts.ts`), whoever learned it.
 */
export function refundFailedNotice(
  session: ProfileSession,
  refund: RefundView,
  reason: string | null,
): NonNullable<Applied['notice']> {
  return {
    kind: 'refund-failed',
    alertId: alertIdOf('refund-failed', refund.id),
    amountCents: refund.amountCents,
    payerName: payerOf(session, refund.originalEndToEndId),
    reason,
  };
}
