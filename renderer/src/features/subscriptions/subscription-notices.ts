import type { SubscriptionRun } from '../../../../preload/contract/index.ts';
import { invoke, on } from '../../lib/api.ts';
import { i18n, t } from '../../lib/i18n/index.svelte.ts';
import { app } from '../../lib/state/app.svelte.ts';
import { monthsList, runNotice } from './subscription-text.ts';

/**
 * Tells the owner what the subscriptions' scheduler issued: each run that issued something, as
 * a notice — and the run of the app's opening, which usually ends before this window listens,
 * once more from the subscriptions list when the window opens. Each run is told once.
 */
export function startSubscriptionNotices(): () => void {
  // Bookkeeping of runs already told: nothing renders from it.
  const told = new Set<string>();
  const tell = (run: SubscriptionRun) => {
    const key = `${run.onStart}-${run.at}`;
    if (told.has(key)) return;
    told.add(key);
    const text = runNotice(run, i18n.locale);
    if (text) app.notify(text, 'success');
    // A month the opening could not issue (refused, or the bank out of reach) is said too.
    if (run.onStart && run.notIssued.length > 0) {
      app.notify(
        t('subscriptions.notice.not_issued', { list: monthsList(run.notIssued, i18n.locale) }),
        'error',
      );
    }
  };
  const stop = on('subscriptions:issued', tell);
  void invoke('subscriptions:list', {}).then((result) => {
    if (result.ok && result.value.startRun) tell(result.value.startRun);
  });
  return stop;
}
