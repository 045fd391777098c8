import type { ActivityEntry, Locale } from '../../../../preload/contract/index.ts';
import { translate } from '../../lib/i18n/translate.ts';

/**
 * Why, in words (the same words as the CSV, `main/app/activity/activity-words.ts`): how an
 * open one was settled, else the reason main decided for it; nothing for one the bank took.
 * Money that may have left is held against today's limit until the bank settles it.
 */
export function activityReasonText(entry: ActivityEntry, locale: Locale): string {
  if (entry.resolution) return translate(locale, `activity.resolution.${entry.resolution}`);
  if (!entry.why || entry.result === 'sent') return '';
  const why = translate(locale, `activity.reason.${entry.why.reason}`, entry.why.params);
  return entry.result === 'unknown'
    ? `${why} ${translate(locale, 'activity.unknown_counts')}`
    : why;
}

/** What the action was, in words: its kind's name, as its descriptor's family tells it. */
export function activityKindText(entry: Pick<ActivityEntry, 'words'>, locale: Locale): string {
  return translate(locale, `write.${entry.words}.name`);
}
