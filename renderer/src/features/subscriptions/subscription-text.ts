import type {
  IssuedMonth,
  Locale,
  Subscription,
  SubscriptionRun,
} from '../../../../preload/contract/index.ts';
import { t } from '../../lib/i18n/index.svelte.ts';

/** "março de 2026" / "March 2026": a `YYYY-MM` month in words. */
export function monthName(month: string, locale: Locale): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/** "março de 2026 de Lurdes, abril de 2026 de Lurdes": the months a run issued or left. */
export function monthsList(
  months: readonly Pick<IssuedMonth, 'month' | 'customerName'>[],
  locale: Locale,
): string {
  return months
    .map((m) =>
      t('subscriptions.notice.item', {
        month: monthName(m.month, locale),
        customer: m.customerName,
      }),
    )
    .join(', ');
}

/** A run's notice for the owner: what went out (said apart when the app just opened). */
export function runNotice(run: SubscriptionRun, locale: Locale): string | null {
  if (run.issued.length === 0) return null;
  const list = monthsList(run.issued, locale);
  return run.onStart
    ? t('subscriptions.notice.on_start', { list })
    : t('subscriptions.notice.issued', { list });
}

/** "Ativa", "Pausada", "Encerrada" — or "Concluída" once every month of its count is out. */
export function statusText(subscription: Subscription): string {
  if (subscription.status === 'active' && subscription.next === null) {
    return t('subscription.status.finished');
  }
  return t(`subscription.status.${subscription.status}`);
}
