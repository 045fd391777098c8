import type { Locale } from '../../../../preload/contract/index.ts';
import { formatDate, instantInSaoPaulo } from '../../lib/format.ts';
import { translate } from '../../lib/i18n/translate.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What is left of the 90 days to refund a Pix, in whole days and hours, never rounded up: with
 * 26 hours left that is 1 day and 2 hours, with 59 minutes 0 and 0 ("less than an hour").
 * Over once the last instant has passed, as main judges it (`now > until`).
 */
export interface RefundDeadline {
  /** The last instant a refund is accepted (ISO). */
  until: string;
  over: boolean;
  days: number;
  hours: number;
}

/** Null when the receipt instant is unknown here (a pasted id not read yet). */
export function deadlineOf(refundableUntil: string | null, now: number): RefundDeadline | null {
  if (refundableUntil === null) return null;
  const until = Date.parse(refundableUntil);
  if (Number.isNaN(until)) return null;
  const left = Math.max(0, until - now);
  return {
    until: refundableUntil,
    over: now > until,
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
  };
}

/** An instant as its São Paulo day and hour: `28/11/2026 às 14:05`, `28 Nov 2026 at 14:05`. */
export function dayAndHour(iso: string, locale: Locale): string {
  const at = instantInSaoPaulo(iso);
  if (!at) return iso;
  return translate(locale, 'received.day_and_hour', {
    date: formatDate(at.day, locale),
    time: at.time,
  });
}

/** `1 dia`, `2 horas`: one unit with its count. */
function unit(locale: Locale, name: 'day' | 'hour', count: number): string {
  return translate(locale, count === 1 ? `received.${name}_one` : `received.${name}_other`, {
    count,
  });
}

/** What is left, in words: `1 dia e 2 horas restantes`, `5 horas restantes`, `menos de 1 hora`. */
export function timeLeftText(deadline: RefundDeadline, locale: Locale): string {
  const { days, hours } = deadline;
  if (days === 0 && hours === 0) return translate(locale, 'received.left_under_hour');
  if (days > 0 && hours > 0) {
    const span = translate(locale, 'received.left_and', {
      days: unit(locale, 'day', days),
      hours: unit(locale, 'hour', hours),
    });
    return translate(locale, 'received.left_other', { span });
  }
  const count = days > 0 ? days : hours;
  const span = unit(locale, days > 0 ? 'day' : 'hour', count);
  return translate(locale, count === 1 ? 'received.left_one' : 'received.left_other', { span });
}

/**
 * The deadline as the detail page says it: what is left and until when
 * (`1 dia e 2 horas restantes (até 28/11/2026 às 14:05)`), or when it ended.
 */
export function deadlineText(deadline: RefundDeadline, locale: Locale): string {
  const when = dayAndHour(deadline.until, locale);
  if (deadline.over) return translate(locale, 'received.window_over', { when });
  return translate(locale, 'received.deadline_left', {
    left: timeLeftText(deadline, locale),
    when,
  });
}
