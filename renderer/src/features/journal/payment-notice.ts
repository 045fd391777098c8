import type { EventPayload } from '../../../../preload/contract/index.ts';
import { on } from '../../lib/api.ts';
import { money } from '../../lib/format.ts';
import { i18n, t } from '../../lib/i18n/index.svelte.ts';

type Notice = NonNullable<EventPayload<'journal:received'>['notice']>;

/** "Pix recebido: R$ 150,00 de Maria" — the words of a received payment's notification. */
export function noticeText(notice: Notice): string {
  const amount = money(notice.amountCents, i18n.locale);
  const key = notice.kind === 'pix' ? 'journal.notice.pix' : 'journal.notice.boleto';
  return notice.payerName
    ? t(`${key}_from`, { amount, payer: notice.payerName })
    : t(key, { amount });
}

/**
 * Tells the owner of a received payment at once with a desktop notification. Only where the
 * page may (the browser asked and the owner allowed; the desktop app allows it by itself):
 * nothing is asked here, and nothing happens otherwise.
 */
export function startPaymentNotices(): () => void {
  return on('journal:received', (event) => {
    if (!event.notice) return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    try {
      new Notification(t('app.name'), { body: noticeText(event.notice), tag: event.eventId });
    } catch {
      // Some browsers allow notifications only from a service worker: the journal still shows it.
    }
  });
}
