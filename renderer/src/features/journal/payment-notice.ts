import type { EventPayload, SentFailedNotice } from '../../../../preload/contract/index.ts';
import { on } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { i18n, t } from '../../lib/i18n/index.svelte.ts';
import { app } from '../../lib/state/app.svelte.ts';
import { showPixKey } from '../transfers/pix-key-text.ts';
import { alertNoticeText, isAlertNotice, transferInText } from '../home/alert-text.ts';

type Notice = NonNullable<EventPayload<'journal:received'>['notice']>;

/**
 * "Pix recebido: R$ 150,00 de Maria" — the words of a received payment's notification; "A
 * transferência de R$ 50,00 para Ana não foi concluída…" — those of a sent one that failed.
 */
export function noticeText(notice: Notice): string {
  const amount = money(notice.amountCents, i18n.locale);
  if (notice.kind === 'sent-failed') return sentFailedText(notice, amount);
  // A dispute, a refund that failed, money out not sent from here; money in by a transfer.
  if (isAlertNotice(notice)) return alertNoticeText(notice, i18n.locale);
  if (notice.kind === 'transfer-in') return transferInText(notice, i18n.locale);
  const key = notice.kind === 'pix' ? 'journal.notice.pix' : 'journal.notice.boleto';
  return notice.payerName
    ? t(`${key}_from`, { amount, payer: notice.payerName })
    : t(key, { amount });
}

function sentFailedText(notice: SentFailedNotice, amount: string): string {
  const receiver =
    notice.receiverName === null
      ? null
      : notice.paymentKind === 'key-transfer'
        ? showPixKey(notice.receiverName)
        : notice.receiverName;
  const what =
    receiver === null
      ? t(`sent.notice.failed_unnamed.${notice.paymentKind}`, { amount })
      : t(`sent.notice.failed.${notice.paymentKind}`, { amount, receiver });
  return notice.reason ? `${what} ${t('sent.notice.reason', { reason: notice.reason })}` : what;
}

/** The desktop notification, only where the page may; the in-app notices hold it otherwise. */
function desktopNotification(text: string, tag: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(t('app.name'), { body: text, tag });
  } catch {
    // Some browsers allow notifications only from a service worker: the journal still shows it.
  }
}

/**
 * Tells the owner at once of a received payment, and of a sent one the bank could not
 * complete, with a desktop notification — only where the page may (the browser asked and the
 * owner allowed; the desktop app allows it by itself): nothing is asked here. A failed sent
 * payment also stays on screen as a notice: money the owner believes gone did not leave; so
 * does an alert (a dispute, a failed refund, money out not sent from here), tagged by the alert
 * so the desktop shows it once, and kept on Home until seen.
 */
export function startPaymentNotices(): () => void {
  const sentFailed = (notice: Notice, tag: string) => {
    const text = noticeText(notice);
    app.notify(text, 'error');
    desktopNotification(text, tag);
  };
  const stopJournal = on('journal:received', (event) => {
    if (!event.notice) return;
    if (event.notice.kind === 'sent-failed') return sentFailed(event.notice, event.eventId);
    if (isAlertNotice(event.notice)) return sentFailed(event.notice, event.notice.alertId);
    desktopNotification(noticeText(event.notice), event.eventId);
  });
  const stopFailed = on('payments:failed', ({ notice }) =>
    sentFailed(notice, `sent-failed-${notice.paymentId}`),
  );
  return () => {
    stopJournal();
    stopFailed();
  };
}
