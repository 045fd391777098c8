import { AppFailure } from '../../../preload/contract/index.ts';
import { remindersRepo } from '../../cache/reminders/reminders-repo.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { reminderRulesOf, saveReminderRules } from './reminder-rules-store.ts';

type ReminderHandlers = Pick<
  HandlerTable,
  'reminders:list' | 'reminders:mark-sent' | 'reminders:rules-get' | 'reminders:rules-set'
>;

/**
 * Reminders of what is due and overdue, from the cache: nothing here reaches the bank or
 * moves money, and nothing is sent from here — the owner opens each message on screen.
 */
export function reminderHandlers(ctx: AppContext): ReminderHandlers {
  return {
    'reminders:list': () => {
      const session = ctx.session();
      const rules = reminderRulesOf(ctx.settings, session.profileId);
      return remindersRepo(session.db).list(todayInSaoPaulo(ctx.now()), rules);
    },

    'reminders:mark-sent': ({ channel, charges }) => {
      const session = ctx.session();
      const sent = remindersRepo(session.db).markSent(charges, channel, ctx.now());
      if (sent.recorded === 0) {
        throw new AppFailure('not_found', 'None of these charges is on this computer.', {
          key: 'error.reminders.not_found',
        });
      }
      return sent;
    },

    'reminders:rules-get': () => reminderRulesOf(ctx.settings, ctx.session().profileId),

    'reminders:rules-set': (rules) =>
      saveReminderRules(ctx.settings, ctx.session().profileId, rules),
  };
}
