import type { ReminderRules, ReminderStage } from '../../../preload/contract/schemas/reminders.ts';
import { addDays, daysBetween, type IsoDate } from '../../domain/dates.ts';

/**
 * Where a charge due on `dueDate` stands today under the owner's rules, all in São Paulo
 * calendar days: `before` (due within the next `daysBefore` days), `due-today`, `overdue`
 * (by `daysAfter` days or more), or null when the rules leave it out. Overdue is the home
 * screen's overdue: due before today.
 */
export function reminderStage(
  dueDate: IsoDate,
  today: IsoDate,
  rules: ReminderRules,
): { stage: ReminderStage; daysToDue: number } | null {
  const daysToDue = daysBetween(today, dueDate);
  if (daysToDue > 0) {
    return rules.daysBefore !== null && daysToDue <= rules.daysBefore
      ? { stage: 'before', daysToDue }
      : null;
  }
  if (daysToDue === 0) return rules.onDueDate ? { stage: 'due-today', daysToDue } : null;
  return rules.daysAfter !== null && -daysToDue >= rules.daysAfter
    ? { stage: 'overdue', daysToDue }
    : null;
}

/** The latest due date the rules may list: every reminder is for a charge due by then. */
export function reminderHorizon(today: IsoDate, rules: ReminderRules): IsoDate {
  return addDays(today, rules.daysBefore ?? 0);
}
