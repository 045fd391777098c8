import type { Component } from 'svelte';
import type { RouteName } from './routes.ts';

/**
 * The page of each route, loaded when first shown. Only the shell imports this: pages import the
 * router, and the router must not import pages. A route without a page is a type error.
 */
const views: Record<RouteName, () => Promise<{ default: Component<never> }>> = {
  home: () => import('./features/home/Home.svelte'),
  charges: () => import('./features/charges/ChargeList.svelte'),
  list: () => import('./features/charges/BoletoList.svelte'),
  new: () => import('./features/boletos/BoletoNew.svelte'),
  detail: () => import('./features/boletos/BoletoDetail.svelte'),
  'pix-new': () => import('./features/pix/PixNew.svelte'),
  'pix-new-due': () => import('./features/pix/PixDueNew.svelte'),
  pix: () => import('./features/pix/PixView.svelte'),
  settings: () => import('./features/settings/Settings.svelte'),
  pending: () => import('./features/outbox/OutboxView.svelte'),
  pay: () => import('./features/payments/PayView.svelte'),
  'pay-boleto': () => import('./features/bill-payments/PayBoletoView.svelte'),
  'boleto-payment': () => import('./features/bill-payments/BoletoPaymentReceipt.svelte'),
  sent: () => import('./features/payments/SentList.svelte'),
  payment: () => import('./features/payments/PaymentReceipt.svelte'),
  received: () => import('./features/refunds/ReceivedList.svelte'),
  'received-detail': () => import('./features/refunds/ReceivedDetail.svelte'),
  transfer: () => import('./features/transfers/TransferView.svelte'),
  activity: () => import('./features/activity/ActivityView.svelte'),
  statement: () => import('./features/statement/StatementView.svelte'),
  'pix-keys': () => import('./features/pix-keys/PixKeysView.svelte'),
  'counter-qr': () => import('./features/counter-qr/CounterQrView.svelte'),
  'counter-qr-registered': () => import('./features/counter-qr/RegisteredQrView.svelte'),
  split: () => import('./features/split/SplitView.svelte'),
  'installments-new': () => import('./features/customers/InstallmentsNew.svelte'),
  customers: () => import('./features/customers/CustomerList.svelte'),
  customer: () => import('./features/customers/CustomerDetail.svelte'),
  reminders: () => import('./features/reminders/RemindersView.svelte'),
  subscriptions: () => import('./features/subscriptions/SubscriptionList.svelte'),
  'subscription-new': () => import('./features/subscriptions/SubscriptionNew.svelte'),
  'subscription-new-for': () => import('./features/subscriptions/SubscriptionNew.svelte'),
  subscription: () => import('./features/subscriptions/SubscriptionDetail.svelte'),
  journal: () => import('./features/journal/JournalView.svelte'),
  webhooks: () => import('./features/webhooks/WebhooksView.svelte'),
};

/** A page's view; every view takes its path params and `back` (the last list shown). */
export async function loadView(name: RouteName): Promise<Component<Record<string, unknown>>> {
  const view = (await views[name]()).default;
  return view as unknown as Component<Record<string, unknown>>;
}
