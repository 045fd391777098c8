import type { ActivityEntry, Locale } from '../../../preload/contract/index.ts';
import { quoteField, reais, type DecimalSeparator } from '../charges/charges-csv.ts';
import { activityWords, fillReason, type ActivityWords } from './activity-words.ts';

const saoPauloInstant = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function instant(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : saoPauloInstant.format(date);
}

/**
 * Why, in words, as the Activity screen says it: how an open one was settled, else the reason
 * main decided for it (`activity-reason.ts`); nothing for one the bank took.
 */
export function reasonText(entry: ActivityEntry, words: ActivityWords, locale: Locale): string {
  if (entry.resolution) return words.resolution[entry.resolution];
  if (!entry.why || entry.result === 'sent') return '';
  return fillReason(words.reason[entry.why.reason], entry.why.params, locale);
}

/**
 * The activity log as CSV, with the charges export's conventions: a BOM, `;` with the decimal
 * comma (Excel in pt-BR) and `,` with the point, amounts built from integer cents, São Paulo
 * times, and text a spreadsheet would run as a formula defused. Every kind, result and reason
 * is in words of the owner's language, never a code.
 */
export function activityCsv(
  entries: Iterable<ActivityEntry>,
  decimal: DecimalSeparator,
  locale: Locale = 'pt-BR',
): string {
  const words = activityWords[locale];
  const separator = decimal === 'comma' ? ';' : ',';
  const quote = (value: string) => quoteField(value, separator);
  const lines = [words.header.map(quote).join(separator)];
  for (const entry of entries) {
    lines.push(
      [
        instant(entry.at),
        words.kind[entry.words],
        entry.label,
        reais(entry.amountCents, decimal),
        words.result[entry.result],
        reasonText(entry, words, locale),
        entry.identity,
      ]
        .map(quote)
        .join(separator),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
