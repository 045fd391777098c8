import type { ActivityEntry } from '../../../preload/contract/index.ts';
import type { ActivityRecord } from '../../cache/activity/activity-repo.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { AppContext } from '../context.ts';
import { activityCsv } from './activity-csv.ts';
import { limitsView, saveLimits } from '../pipeline/money-out-limits.ts';
import { writeDescriptors } from '../pipeline/registry.ts';

type ActivityHandlers = Pick<
  HandlerTable,
  'limits:get' | 'limits:set' | 'activity:list' | 'activity:export-csv'
>;

/** An action with the words its kind's descriptor names. */
function entryOf(record: ActivityRecord): ActivityEntry {
  return { ...record, words: writeDescriptors[record.kind].presentation.words };
}

/** The owner's limits on money out (per profile), and the log the write pipeline keeps. */
export function activityHandlers(ctx: AppContext): ActivityHandlers {
  function view() {
    const session = ctx.session();
    return limitsView(
      session.moneyOutLimits(),
      session.activity.countedOn(todayInSaoPaulo(ctx.now())),
    );
  }

  return {
    'limits:get': () => view(),
    'limits:set': (limits) => {
      saveLimits(ctx.settings, ctx.session().profileId, limits);
      return view();
    },
    'activity:list': ({ limit }) => ctx.session().activity.list(limit).map(entryOf),
    'activity:export-csv': ({ decimalSeparator }) => {
      const entries = ctx.session().activity.list(Number.MAX_SAFE_INTEGER).map(entryOf);
      return {
        filename: `atividade-${todayInSaoPaulo(ctx.now())}.csv`,
        csv: activityCsv(entries, decimalSeparator),
        rows: entries.length,
      };
    },
  };
}
