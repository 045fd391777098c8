import { monthsDueBy, type SubscriptionRun } from '../../../preload/contract/index.ts';
import {
  subscriptionsRepo,
  type SubscriptionRecord,
} from '../../cache/subscriptions/subscriptions-repo.ts';
import type { AppContext } from '../context.ts';
import { issueMonth, type IssueRun } from './issue-month.ts';
import { schedulerToday } from './scheduler-today.ts';
import type { RunOptions } from './subscription-scheduler.ts';

type RunContext = Pick<AppContext, 'session' | 'events' | 'now' | 'connection' | 'vault'>;

/**
 * One pass of the scheduler over the active profile's subscriptions: every month whose issue
 * date has arrived (São Paulo) and that has no charge yet is issued, oldest first within each
 * subscription — never one before its issue date, never one past the subscription's end, none
 * of a paused or ended one. A month refused before is left for the owner (unless `retry`
 * names its subscription); one whose outcome is open is settled by its identity. When the bank
 * cannot be reached the pass stops: the rest waits for the next one.
 */
export async function runSubscriptions(
  ctx: RunContext,
  options: RunOptions,
): Promise<SubscriptionRun> {
  const session = ctx.session();
  const repo = subscriptionsRepo(session.db);
  const now = ctx.now();
  const run: IssueRun = {
    today: schedulerToday(now, session),
    at: now.toISOString(),
    onStart: options.onStart,
  };
  const report: SubscriptionRun = {
    onStart: options.onStart,
    at: run.at,
    today: run.today,
    issued: [],
    notIssued: [],
  };

  pass: for (const subscription of repo.list()) {
    if (subscription.status !== 'active') {
      confirmSettled(ctx, subscription, run);
      continue;
    }
    for (const scheduled of monthsDueBy(subscription, run.today)) {
      const recorded = repo.month(subscription.id, scheduled.month);
      if (recorded?.state === 'issued' || recorded?.state === 'skipped') continue;
      if (recorded?.state === 'failed' && options.retry !== subscription.id) continue;
      const outcome = await issueMonth(ctx, subscription, scheduled, run);
      const who = { subscriptionId: subscription.id, customerName: subscription.customerName };
      if (outcome.state === 'issued') {
        report.issued.push({
          ...who,
          month: scheduled.month,
          chargeId: outcome.chargeId,
          kind: subscription.kind,
          late: scheduled.issueDate < run.today,
        });
        continue;
      }
      report.notIssued.push({
        ...who,
        month: scheduled.month,
        state: outcome.state === 'failed' ? 'failed' : 'issuing',
        error: outcome.error,
      });
      if (outcome.state === 'unreachable') break pass;
    }
  }

  if (report.issued.length > 0 || report.notIssued.length > 0) {
    ctx.events.emit('data:changed', { resource: 'subscriptions' });
    ctx.events.emit('subscriptions:issued', report);
  }
  return report;
}

/**
 * A paused or ended subscription issues nothing, but a month it left open may have been
 * settled since from the outbox: the charge now in the cache under the month's identity marks
 * it issued. Nothing is sent.
 */
function confirmSettled(ctx: RunContext, subscription: SubscriptionRecord, run: IssueRun): void {
  const session = ctx.session();
  const repo = subscriptionsRepo(session.db);
  for (const month of repo.months(subscription.id)) {
    if (month.state !== 'issuing') continue;
    const cached =
      subscription.kind === 'pix-due'
        ? session.pix.getPixCode(month.identity)
        : session.boletos.getBoleto(month.identity);
    if (cached === null) continue;
    repo.markIssued(subscription.id, month.month, {
      chargeId: month.identity,
      issuedAt: run.at,
      issuedOn: run.today,
      onStart: false,
    });
  }
}
