import type {
  AlertNotice,
  AlertView,
  Locale,
  TransferInNotice,
} from '../../../../preload/contract/index.ts';
import { formatDate, formatInstant, money } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.svelte.ts';
import type { Route } from '../../lib/router.ts';
import { showPixKey } from '../transfers/pix-key-text.ts';

/** What one alert says: what happened, why when known, what to do, and where to look. */
export interface AlertText {
  title: string;
  /** What happened, in one or two sentences. */
  what: string;
  /** The bank's reason, or what became of it since; empty when there is nothing to add. */
  detail: string;
  /** What the owner can do, and by when when it is known. */
  todo: string;
  /** The record it is about, when this computer can open it. */
  open: { route: Route; label: string } | null;
}

/** A transfer's receiver is a Pix key, shown the way keys are shown everywhere else. */
function receiverOf(alert: Pick<AlertView, 'counterpartName' | 'paymentKind'>): string | null {
  if (alert.counterpartName === null) return null;
  return alert.paymentKind === 'key-transfer'
    ? showPixKey(alert.counterpartName)
    : alert.counterpartName;
}

function receivedRoute(endToEndId: string | null): AlertText['open'] {
  return endToEndId === null
    ? null
    : { route: { name: 'received-detail', id: endToEndId }, label: t('alerts.open_received') };
}

function infractionText(alert: AlertView, locale: Locale): AlertText {
  const amount = money(alert.amountCents ?? 0, locale);
  const payer = alert.received?.payerName ?? null;
  const paidAt = alert.received?.paidAt ?? null;
  const what =
    alert.received === null
      ? t('alerts.infraction.what_unknown_pix', {
          amount,
          at: formatInstant(alert.occurredAt, locale),
        })
      : payer === null
        ? t('alerts.infraction.what', { amount, at: formatInstant(paidAt, locale) })
        : t('alerts.infraction.what_from', {
            amount,
            payer,
            at: formatInstant(paidAt, locale),
          });
  const reason = t(`alerts.infraction.reason.${alert.infractionReason ?? 'other'}`);
  const todo =
    alert.answerBy === null
      ? t('alerts.infraction.todo')
      : t('alerts.infraction.todo_by', { date: formatDate(alert.answerBy, locale) });
  return {
    title: t('alerts.infraction.title'),
    what: `${what} ${t('alerts.infraction.risk')}`,
    detail: reason,
    todo,
    open: receivedRoute(alert.endToEndId),
  };
}

function refundFailedText(alert: AlertView, locale: Locale): AlertText {
  const amount = money(alert.amountCents ?? 0, locale);
  const payer = alert.received?.payerName ?? null;
  return {
    title: t('alerts.refund_failed.title'),
    what:
      payer === null
        ? t('alerts.refund_failed.what', { amount })
        : t('alerts.refund_failed.what_to', { amount, payer }),
    detail: alert.failureReason ? t('sent.notice.reason', { reason: alert.failureReason }) : '',
    todo: t('alerts.refund_failed.todo'),
    open: receivedRoute(alert.endToEndId),
  };
}

function sentFailedText(alert: AlertView, locale: Locale): AlertText {
  const amount = money(alert.amountCents ?? 0, locale);
  const kind = alert.paymentKind ?? 'qr-code';
  const receiver = receiverOf(alert);
  return {
    title: t(`alerts.sent_failed.title.${kind}`),
    what:
      receiver === null
        ? t(`sent.notice.failed_unnamed.${kind}`, { amount })
        : t(`sent.notice.failed.${kind}`, { amount, receiver }),
    detail: alert.failureReason ? t('sent.notice.reason', { reason: alert.failureReason }) : '',
    todo: t('alerts.sent_failed.todo'),
    open: {
      route: { name: kind === 'boleto' ? 'boleto-payment' : 'payment', id: alert.subjectId },
      label: t('alerts.open_receipt'),
    },
  };
}

function outsideDebitText(alert: AlertView, locale: Locale): AlertText {
  const amount = money(alert.amountCents ?? 0, locale);
  const at = formatInstant(alert.occurredAt, locale);
  return {
    title: t('alerts.outside_debit.title'),
    what:
      alert.counterpartName === null
        ? t('alerts.outside_debit.what', { amount, at })
        : t('alerts.outside_debit.what_to', { amount, at, counterpart: alert.counterpartName }),
    detail: alert.undone ? t('alerts.outside_debit.undone') : '',
    todo: t('alerts.outside_debit.todo'),
    open: null,
  };
}

/** The words of one alert in the owner's language. */
export function alertText(alert: AlertView, locale: Locale): AlertText {
  switch (alert.kind) {
    case 'infraction':
      return infractionText(alert, locale);
    case 'refund-failed':
      return refundFailedText(alert, locale);
    case 'sent-failed':
      return sentFailedText(alert, locale);
    case 'outside-debit':
      return outsideDebitText(alert, locale);
  }
}

/** The notification an alert raised by the bank's event gives at once. */
export function alertNoticeText(notice: AlertNotice, locale: Locale): string {
  const amount = money(notice.amountCents, locale);
  switch (notice.kind) {
    case 'infraction':
      return notice.payerName === null
        ? t('alerts.notice.infraction', { amount })
        : t('alerts.notice.infraction_from', { amount, payer: notice.payerName });
    case 'refund-failed': {
      const what =
        notice.payerName === null
          ? t('alerts.refund_failed.what', { amount })
          : t('alerts.refund_failed.what_to', { amount, payer: notice.payerName });
      return notice.reason ? `${what} ${t('sent.notice.reason', { reason: notice.reason })}` : what;
    }
    case 'outside-debit':
      return notice.counterpartName === null
        ? t('alerts.notice.outside_debit', { amount })
        : t('alerts.notice.outside_debit_to', { amount, counterpart: notice.counterpartName });
  }
}

/** Money in by a transfer, told like a received Pix. */
export function transferInText(notice: TransferInNotice, locale: Locale): string {
  const amount = money(notice.amountCents, locale);
  return notice.payerName
    ? t('alerts.notice.transfer_in_from', { amount, payer: notice.payerName })
    : t('alerts.notice.transfer_in', { amount });
}

const ALERT_NOTICE_KINDS: ReadonlySet<string> = new Set([
  'infraction',
  'refund-failed',
  'outside-debit',
]);

/** Whether a notice is one of the alerts (it stays on Home until seen). */
export function isAlertNotice(notice: { kind: string }): notice is AlertNotice {
  return ALERT_NOTICE_KINDS.has(notice.kind);
}
