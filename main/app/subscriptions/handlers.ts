import { randomUUID } from 'node:crypto';
import {
  AppFailure,
  dueDateOf,
  monthsDueBy,
  type SubscriptionDetail,
  type SubscriptionStatus,
} from '../../../preload/contract/index.ts';
import {
  subscriptionsRepo,
  type SubscriptionRecord,
} from '../../cache/subscriptions/subscriptions-repo.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { monthCharge } from './month-charge.ts';
import { monthIdentity } from './month-identity.ts';
import { schedulerToday } from './scheduler-today.ts';
import { subscriptionDetail, subscriptionView } from './subscription-view.ts';

type SubscriptionHandlers = Pick<
  HandlerTable,
  | 'subscriptions:create'
  | 'subscriptions:list'
  | 'subscriptions:get'
  | 'subscriptions:set-status'
  | 'subscriptions:check'
>;

function notFound(): AppFailure {
  return new AppFailure('not_found', 'There is no such subscription on this computer.', {
    key: 'error.subscription.not_found',
  });
}

/** Which status may follow which: an ended subscription stays ended. */
const NEXT: Record<SubscriptionStatus, readonly SubscriptionStatus[]> = {
  active: ['paused', 'ended'],
  paused: ['active', 'ended'],
  ended: [],
};

export function subscriptionHandlers(ctx: AppContext): SubscriptionHandlers {
  const repo = () => subscriptionsRepo(ctx.session().db);
  const today = () => schedulerToday(ctx.now(), ctx.session());
  const detail = (id: string): SubscriptionDetail => {
    const found = subscriptionDetail(repo(), id);
    if (found === null) throw notFound();
    return found;
  };
  const changed = () => ctx.events.emit('data:changed', { resource: 'subscriptions' });
  /** A run now: a month already due is issued before the call answers (or kept, with why). */
  const runNow = () => ctx.subscriptions.runNow({ onStart: false }).catch(() => null);

  return {
    'subscriptions:create': async (input) => {
      const session = ctx.session();
      const customer = session.customers.get(input.customerDocument);
      if (customer === null) {
        throw new AppFailure('validation', 'Choose a saved customer.', {
          fields: { customerDocument: [{ key: 'v.subscription.customer' }] },
        });
      }
      const now = ctx.now();
      const subscription: Omit<SubscriptionRecord, 'number' | 'status' | 'pausedOn'> = {
        id: randomUUID(),
        customerDocument: customer.document,
        customerName: customer.name,
        customer,
        kind: input.kind,
        amountCents: input.amountCents,
        description: input.description || null,
        dayOfMonth: input.dayOfMonth,
        leadDays: input.leadDays,
        startMonth: input.startMonth,
        count: input.count,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        issuedCount: 0,
        attentionCount: 0,
      };
      // The customer's data must make this kind of charge: checked before anything is saved,
      // on the first month as the scheduler would issue it.
      const day = today();
      const firstDue = dueDateOf(input.startMonth, input.dayOfMonth);
      monthCharge(
        { ...subscription, number: 1, status: 'active', pausedOn: null },
        customer,
        input.startMonth,
        firstDue < day ? day : firstDue,
        day,
      );
      repo().create(subscription);
      changed();
      await runNow();
      return detail(subscription.id);
    },

    'subscriptions:list': () => {
      const subscriptions = repo();
      return {
        items: subscriptions.list().map((s) => subscriptionView(s, subscriptions.months(s.id))),
        startRun: ctx.subscriptions.startRun,
        today: today(),
      };
    },

    'subscriptions:get': ({ id }) => detail(id),

    'subscriptions:set-status': async ({ id, status }) => {
      const subscriptions = repo();
      const subscription = subscriptions.get(id);
      if (subscription === null) throw notFound();
      if (subscription.status === status) return detail(id);
      if (!NEXT[subscription.status].includes(status)) {
        throw new AppFailure('rejected', 'An ended subscription cannot start again.', {
          key: 'error.subscription.ended',
        });
      }
      const day = today();
      const at = ctx.now().toISOString();
      if (status === 'active' && subscription.pausedOn !== null) {
        // The months whose issue date fell while it was paused are skipped, not issued late.
        const pausedOn = subscription.pausedOn;
        subscriptions.skip(
          monthsDueBy(subscription, day)
            .filter((m) => m.issueDate >= pausedOn && m.issueDate < day)
            .filter((m) => subscriptions.month(id, m.month) === null)
            .map((m) => ({
              subscriptionId: id,
              month: m.month,
              identity: monthIdentity(id, m.month),
              dueDate: m.dueDate,
              issueDate: m.issueDate,
            })),
          at,
        );
      }
      subscriptions.setStatus(id, status, status === 'paused' ? day : null, at);
      changed();
      if (status === 'active') await runNow();
      return detail(id);
    },

    'subscriptions:check': (input) =>
      ctx.subscriptions.runNow({ onStart: false, ...(input.id ? { retry: input.id } : {}) }),
  };
}
