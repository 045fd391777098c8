import type { AlertView, InfractionReason } from '../../../preload/contract/index.ts';
import type { AlertRecord } from '../../cache/alerts/alerts-repo.ts';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';

/**
 * How long the bank has to decide a dispute of a received Pix, in days from its notification.
 * Assumption: neither the service's spec nor the event's payload gives a deadline; the Pix
 * rules of the Central Bank (the Special Return Mechanism, MED) give the receiving bank 7 days
 * to analyse an infraction notification, and the owner's answer is worth something only
 * before that. The owner is told this date as "by when", in one place: here.
 */
export const INFRACTION_DECISION_DAYS = 7;

/**
 * The dispute's cause in the few kinds the owner is told apart. The bank's codes are the Pix
 * rules' (`FRAUD`; a payer's refund request is `REFUND_REQUEST` — also seen as
 * `REQUEST_REFUND`); any other is `other`, told in general words, never as the code.
 */
export function infractionReasonOf(code: string | null): InfractionReason {
  const normalized = (code ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (normalized === 'FRAUD') return 'fraud';
  if (normalized === 'REFUND_REQUEST' || normalized === 'REQUEST_REFUND') return 'refund-request';
  return 'other';
}

function sentKind(kind: string | null): AlertView['paymentKind'] {
  return kind === 'qr-code' || kind === 'key-transfer' || kind === 'boleto' ? kind : null;
}

/** An alert as the renderer shows it: the bank's codes turned into what the owner reads. */
export function alertView(record: AlertRecord): AlertView {
  const infraction = record.kind === 'infraction';
  const notified = new Date(record.occurredAt);
  return {
    id: record.id,
    kind: record.kind,
    occurredAt: record.occurredAt,
    amountCents: record.amountCents,
    subjectId: record.subjectId,
    endToEndId: record.endToEndId,
    received: record.received,
    counterpartName: record.counterpartName,
    paymentKind: record.kind === 'sent-failed' ? sentKind(record.paymentKind) : null,
    infractionReason: infraction ? infractionReasonOf(record.reason) : null,
    failureReason: infraction ? null : record.reason,
    undone: record.undone,
    answerBy:
      infraction && !Number.isNaN(notified.getTime())
        ? addDays(todayInSaoPaulo(notified), INFRACTION_DECISION_DAYS)
        : null,
  };
}
