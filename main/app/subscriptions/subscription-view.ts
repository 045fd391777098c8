import {
  addMonths,
  isPlanMonth,
  lastMonthOf,
  scheduledMonth,
  type Subscription,
  type SubscriptionDetail,
  type SubscriptionMonth,
} from '../../../preload/contract/index.ts';
import type {
  MonthRecord,
  SubscriptionRecord,
  SubscriptionsRepo,
} from '../../cache/subscriptions/subscriptions-repo.ts';

/** A subscription as the screens show it: its plan, where it stands, and its next month. */
export function subscriptionView(
  subscription: SubscriptionRecord,
  months: readonly MonthRecord[],
): Subscription {
  const { customer: _customer, updatedAt: _updatedAt, ...shown } = subscription;
  return {
    ...shown,
    lastMonth: lastMonthOf(subscription),
    next: subscription.status === 'ended' ? null : nextMonth(subscription, months),
  };
}

/** The first of the plan's months with no charge yet (issued or skipped), or null. */
function nextMonth(
  subscription: SubscriptionRecord,
  months: readonly MonthRecord[],
): Subscription['next'] {
  const settled = new Set(
    months.filter((m) => m.state === 'issued' || m.state === 'skipped').map((m) => m.month),
  );
  let month = subscription.startMonth;
  while (settled.has(month)) month = addMonths(month, 1);
  return isPlanMonth(subscription, month) ? scheduledMonth(subscription, month) : null;
}

export function monthView(subscription: SubscriptionRecord, month: MonthRecord): SubscriptionMonth {
  return {
    month: month.month,
    dueDate: month.dueDate,
    issueDate: month.issueDate,
    state: month.state,
    chargeId: month.chargeId,
    issuedAt: month.issuedAt,
    onStart: month.onStart,
    // Its planned due date had passed when it went out: it is due on the day it was issued.
    late: month.dueDate !== scheduledMonth(subscription, month.month).dueDate,
    error: month.lastError,
  };
}

/** One subscription with its months, newest first; null when there is none by that id. */
export function subscriptionDetail(repo: SubscriptionsRepo, id: string): SubscriptionDetail | null {
  const subscription = repo.get(id);
  if (subscription === null) return null;
  const months = repo.months(id);
  return {
    subscription: subscriptionView(subscription, months),
    months: months.map((month) => monthView(subscription, month)),
  };
}
