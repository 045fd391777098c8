import type { EventPayload, PaymentNotice } from '../../../preload/contract/index.ts';
import { markBoletoPaid } from '../../cache/events/boleto-paid.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { WebhookEvent } from '../../domain/wire/webhook-events.ts';
import type { WebhookEventType } from '../../domain/wire/webhooks.ts';
import { settleSentPayment } from '../payments/sent-settlement.ts';
import {
  applyInfraction,
  applyTransferIn,
  applyTransferOut,
  refundFailedNotice,
} from '../alerts/alert-appliers.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

type Resource = EventPayload<'data:changed'>['resource'];

/** What applying one event did to the cache. */
export interface Applied {
  /** Cached resources it changed (the renderer reloads them). */
  changed: Resource[];
  /** What the owner is told of at once (a payment, an alert); null for other events. */
  notice: PaymentNotice | null;
}

type Applier<T extends WebhookEventType> = (
  session: ProfileSession,
  event: Extract<WebhookEvent, { eventType: T }>,
  now: string,
) => Applied | null;

const nothing = (): null => null;

/**
 * One applier per event type. Each is idempotent by itself (applying an event twice leaves
 * the cache as once) and the journal runs it once per event id anyway. Returns null when the
 * event changes nothing cached (kept in the journal only: the cache has no table for it).
 */
export const appliers: { [T in WebhookEventType]: Applier<T> } = {
  CHARGE_PAID(session, event, now) {
    const { data } = event;
    const paid = markBoletoPaid(
      session.db,
      {
        correlationId: data.correlationId,
        paymentId: event.id,
        amount: data.paidAmount,
        paidAt: data.paidAt,
        source: data.source,
        endToEndId: data.endToEndId,
      },
      now,
    );
    if (paid === null) return null;
    // A boleto paid by Pix also emits PIX_RECEIVED: that one notifies.
    const notice: PaymentNotice | null =
      data.source === 'BANKSLIP'
        ? { kind: 'boleto', amountCents: reaisToCents(data.paidAmount), payerName: paid.payerName }
        : null;
    // A payment by Pix is in the received list already: the boleto's writer keeps it there.
    return { changed: paid.changed ? ['boletos', 'received'] : [], notice };
  },

  PIX_RECEIVED(session, event, now) {
    const { data } = event;
    const amountCents = reaisToCents(data.amount);
    const changed: Resource[] = ['received'];
    const code =
      data.transactionId === null
        ? undefined
        : session.received.codeOfTransaction(data.transactionId);
    if (code && data.transactionId !== null) {
      // The code's charge view, as the bank's /v1/pix would tell it now: paid.
      const counts = session.pix.applyPixCharges(
        [
          {
            id: data.transactionId,
            txid: data.transactionId,
            copia_e_cola: '',
            amount: data.amount,
            status: 'paid',
            created_at: data.paidAt,
            paid_at: data.paidAt,
          },
        ],
        now,
      );
      // Also when the code was already CONCLUDED (read back from the bank before the event
      // came): its page shows the payment this event brings, from the received Pix below.
      if (counts.updated > 0 || counts.unchanged > 0) changed.push('pix');
    }
    const source =
      data.origin === 'TRANSFER'
        ? ({ source: 'transfer', reference: null } as const)
        : data.origin === 'BOLETO'
          ? ({ source: 'boleto', reference: data.correlationId } as const)
          : code
            ? ({ source: code.kind, reference: code.correlationId } as const)
            : ({ source: 'qr-code', reference: null } as const);
    session.received.upsertReceived(
      [
        {
          endToEndId: data.endToEndId,
          ...source,
          amountCents: amountCents > 0 ? amountCents : null,
          payerName: data.payer.name,
          payerDocument: data.payer.document,
          paidAt: data.paidAt,
          description: null,
        },
      ],
      now,
    );
    return { changed, notice: { kind: 'pix', amountCents, payerName: data.payer.name } };
  },

  PIX_REFUNDED(session, event, now) {
    return refundStatus(session, event.data.refundId, event.data.status, null, now);
  },

  PIX_REFUND_PAYMENT_UPDATED(session, event, now) {
    const { data } = event;
    return refundStatus(session, data.refundId, data.status, data.reason, now);
  },

  PIX_PAYMENT_UPDATED(session, event, now) {
    const { data } = event;
    // A split share the bank sent is not in the Sent list: kept in the journal only.
    const settled = settleSentPayment(
      session,
      data.paymentId,
      sentStatus[data.status],
      data.reason,
      now,
    );
    if (!settled.changed) return null;
    return { changed: ['payments'], notice: settled.notice };
  },

  // Money in by a transfer is told like a received Pix; money out that this app did not send
  // and a disputed Pix are alerts on Home (../alerts/alert-appliers.ts).
  TRANSFER_INTERNAL_CREDITED: (_session, event) => applyTransferIn(event),
  TRANSFER_INTERNAL_DEBITED: applyTransferOut,
  TRANSFER_EXTERNAL_CREDITED: (_session, event) => applyTransferIn(event),
  TRANSFER_EXTERNAL_DEBITED: applyTransferOut,
  INFRACTION_NOTIFICATION_CREATED: applyInfraction,
  WHITELABEL_CUSTOMER_DOCUMENTATION_REJECTED: nothing,
  WHITELABEL_CUSTOMER_APPROVED: nothing,
};

const sentStatus = {
  processing: 'PROCESSING',
  completed: 'COMPLETED',
  failed: 'FAILED',
} as const;

function refundStatus(
  session: ProfileSession,
  refundId: string,
  status: 'processing' | 'completed' | 'failed',
  reason: string | null,
  now: string,
): Applied | null {
  const known = session.received.getRefund(refundId);
  if (known === undefined) return null;
  if (known.status === status && known.failureReason === reason) return null;
  const failureReason = status === 'failed' ? reason : null;
  session.received.setRefundStatus(refundId, status, failureReason, now);
  // Turning failed raises its alert in the cache (0210-alerts.ts) and tells the owner once:
  // the payer did not get the money back.
  if (status !== 'failed' || known.status === 'failed')
    return { changed: ['received'], notice: null };
  return {
    changed: ['received', 'alerts'],
    notice: refundFailedNotice(session, known, failureReason),
  };
}

/** Applies an event already parsed against the payload schemas. */
export function applyEvent(
  session: ProfileSession,
  event: WebhookEvent,
  now: string,
): Applied | null {
  const apply = appliers[event.eventType] as Applier<WebhookEventType>;
  return apply(session, event as never, now);
}
