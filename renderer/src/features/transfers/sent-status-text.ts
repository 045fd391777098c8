import type { Locale, SentPayment } from '../../../../preload/contract/index.ts';
import { formatDate } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.svelte.ts';

/**
 * Where a payment stands, in the owner's words: a scheduled transfer names its day ("Agendada
 * para 03/12/2026"), so the Sent list and the receipt say when the money will leave.
 */
export function sentStatusText(
  payment: Pick<SentPayment, 'status' | 'scheduledFor'>,
  locale: Locale,
): string {
  if (payment.status === 'SCHEDULED' && payment.scheduledFor) {
    return t('sent.scheduled_for', { date: formatDate(payment.scheduledFor, locale) });
  }
  return t(`receipt.status.${payment.status}`);
}
