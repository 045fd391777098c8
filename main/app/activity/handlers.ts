import type { HandlerTable } from '../../ipc/registry.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { AppContext } from '../context.ts';
import { activityCsv } from './activity-csv.ts';
import { activityEntryOf as entryOf } from './activity-entry.ts';
import { activityWords } from './activity-words.ts';
import { limitsView, moneyOutUsedOn, saveLimits } from '../pipeline/money-out-limits.ts';

type ActivityHandlers = Pick<
  HandlerTable,
  'limits:get' | 'limits:set' | 'activity:list' | 'activity:export-csv'
>;

/** The owner's limits on money out (per profile), and the log the write pipeline keeps. */
export function activityHandlers(ctx: AppContext): ActivityHandlers {
  /** The limits with what `day` (today when not given) has used of them. */
  function view(day: string = todayInSaoPaulo(ctx.now())) {
    const session = ctx.session();
    return limitsView(session.moneyOutLimits(), moneyOutUsedOn(session, day));
  }

  return {
    'limits:get': ({ day }) => view(day),
    'limits:set': (limits) => {
      saveLimits(ctx.settings, ctx.session().profileId, limits);
      return view();
    },
    'activity:list': ({ limit, after }) => ctx.session().activity.list(limit, after).map(entryOf),
    'activity:export-csv': ({ decimalSeparator }) => {
      const entries = ctx.session().activity.list(Number.MAX_SAFE_INTEGER).map(entryOf);
      // In the language the owner chose, as the screen it was exported from.
      const locale = ctx.settings.value.locale;
      return {
        filename: `${activityWords[locale].filename}-${todayInSaoPaulo(ctx.now())}.csv`,
        csv: activityCsv(entries, decimalSeparator, locale),
        rows: entries.length,
      };
    },
  };
}
