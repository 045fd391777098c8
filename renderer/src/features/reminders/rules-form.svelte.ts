import {
  MAX_DAYS_AFTER,
  MAX_DAYS_BEFORE,
  reminderRulesSchema,
  type ReminderRules,
} from '../../../../preload/contract/index.ts';
import { invoke } from '../../lib/api.ts';
import { checkInput, type Fields } from '../../lib/draft-values.ts';
import { FormState, withParts } from '../../lib/state/form-state.svelte.ts';

/** The rules as typed: a number of days, or blank for "no reminder" then. */
export interface RulesDraft {
  daysBefore: string;
  onDueDate: boolean;
  daysAfter: string;
}

/**
 * Days typed in a rule: null when blank (off), the number when whole digits; otherwise the
 * rule's own message at `path`, naming the range, and null for the schema.
 */
function days(text: string, path: keyof RulesDraft, max: number, fields: Fields): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (/^\d{1,3}$/.test(typed)) return Number(typed);
  fields[path] = [
    {
      key: `v.reminders.${path === 'daysBefore' ? 'days_before' : 'days_after'}`,
      params: { min: 1, max },
    },
  ];
  return null;
}

export function rulesForm() {
  const form = new FormState({
    id: 'rules',
    empty: (): RulesDraft => ({ daysBefore: '', onDueDate: true, daysAfter: '' }),
    check: (draft: RulesDraft) => {
      const fields: Fields = {};
      const input = {
        daysBefore: days(draft.daysBefore, 'daysBefore', MAX_DAYS_BEFORE, fields),
        onDueDate: draft.onDueDate,
        daysAfter: days(draft.daysAfter, 'daysAfter', MAX_DAYS_AFTER, fields),
      };
      return checkInput(reminderRulesSchema, input, fields);
    },
    send: (rules: ReminderRules) => invoke('reminders:rules-set', rules),
  });
  return withParts(form, {
    /** Shows the rules as saved. */
    load(rules: ReminderRules): void {
      form.draft = {
        daysBefore: rules.daysBefore === null ? '' : String(rules.daysBefore),
        onDueDate: rules.onDueDate,
        daysAfter: rules.daysAfter === null ? '' : String(rules.daysAfter),
      };
    },
  });
}

export type RulesForm = ReturnType<typeof rulesForm>;
