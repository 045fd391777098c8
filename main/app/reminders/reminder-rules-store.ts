import { DEFAULT_REMINDER_RULES, type ReminderRules } from '../../../preload/contract/index.ts';
import type { SettingsStore } from '../profiles/settings-store.ts';

/**
 * The owner's reminder rules, per profile, in the settings file: a cache may be rebuilt, and
 * the rules the owner chose must not go with it.
 */

export function reminderRulesOf(settings: SettingsStore, profileId: string): ReminderRules {
  return settings.value.reminderRules[profileId] ?? DEFAULT_REMINDER_RULES;
}

export function saveReminderRules(
  settings: SettingsStore,
  profileId: string,
  rules: ReminderRules,
): ReminderRules {
  const kept: ReminderRules = {
    daysBefore: rules.daysBefore,
    onDueDate: rules.onDueDate,
    daysAfter: rules.daysAfter,
  };
  settings.update((s) => ({ ...s, reminderRules: { ...s.reminderRules, [profileId]: kept } }));
  return kept;
}
