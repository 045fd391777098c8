import type { Channel } from './operations.ts';
import type { outboxKinds } from './schemas/outbox.ts';

type OutboxKind = (typeof outboxKinds)[number];

/**
 * Who may make a call once the owner has set a passcode and handed the app to the clerk:
 * - `clerk`: the clerk may (issue, show, print and send charges; read anything);
 * - `owner`: only with the owner's passcode (money out, Pix keys, split rules, webhooks, limits,
 *   credentials, profiles — switching profile would leave clerk mode —, the business details
 *   printed on every document, the local bank's own switches);
 * - `as-the-write`: an outbox entry is checked or discarded as its write would be sent — a
 *   transfer's needs the owner, a boleto's does not.
 * A channel missing here is treated as `owner` by main (it fails closed), and a unit test
 * keeps every channel of the contract listed, so a new one is classified when it is added.
 */
export type ChannelAccess = 'clerk' | 'owner' | 'as-the-write';

export const channelAccess: Partial<Record<Channel, ChannelAccess>> = {
  'app:get-info': 'clerk',
  'settings:set-locale': 'clerk',
  'profiles:save': 'owner',
  'profiles:activate': 'owner',
  'profiles:delete': 'owner',
  'profiles:test-connection': 'clerk',
  'credentials:set-api-key': 'owner',
  'credentials:clear-api-key': 'owner',
  'credentials:import-certificate': 'owner',
  'credentials:remove-certificate': 'owner',
  'boletos:create': 'clerk',
  'boletos:get': 'clerk',
  'boletos:update-due-date': 'clerk',
  'boletos:cancel': 'clerk',
  'boletos:simulate-payment': 'clerk',
  'pix:create-immediate': 'clerk',
  'pix:create-due-date': 'clerk',
  'pix:get': 'clerk',
  'pix:cancel': 'clerk',
  'pix:preview-due-date': 'clerk',
  'pix:simulate-payment': 'clerk',
  'pix:refresh-open': 'clerk',
  'charges:list': 'clerk',
  'charges:totals': 'clerk',
  'charges:export-csv': 'clerk',
  'print:render': 'clerk',
  'sync:start': 'clerk',
  'sync:cancel': 'clerk',
  'sync:status': 'clerk',
  'outbox:list': 'clerk',
  'outbox:resolve': 'as-the-write',
  'outbox:discard': 'as-the-write',
  'home:summary': 'clerk',
  'payments:decode': 'clerk',
  'payments:pay-qr': 'owner',
  'payments:list-sent': 'clerk',
  'payments:get-sent': 'clerk',
  'payments:demo-receivers': 'clerk',
  // Reading a supplier's boleto moves nothing; paying it is money out.
  'bill-payments:read': 'clerk',
  'bill-payments:pay': 'owner',
  'bill-payments:get': 'clerk',
  'bill-payments:demo-suppliers': 'clerk',
  'refunds:create': 'owner',
  'refunds:get': 'clerk',
  'received:list': 'clerk',
  'received:get': 'clerk',
  'received:add': 'clerk',
  'received:sandbox-receive': 'clerk',
  // Who holds a key, before paying it (a read, as a decode is); the transfer needs the owner.
  'transfers:look-up': 'clerk',
  'transfers:create': 'owner',
  'transfers:cancel-scheduled': 'owner',
  'limits:get': 'clerk',
  'limits:set': 'owner',
  'activity:list': 'clerk',
  'activity:export-csv': 'clerk',
  // Alerts: anyone at the counter sees them; only the owner may put one away, so a dispute
  // or money gone is never dismissed before the owner read it. The sandbox's test dispute
  // moves no money.
  'alerts:list': 'clerk',
  'alerts:mark-seen': 'owner',
  'alerts:sandbox-open-infraction': 'clerk',
  'pix-keys:create': 'owner',
  'pix-keys:list': 'clerk',
  // Deleting a key changes how the account receives money: payments to it stop arriving.
  'pix-keys:delete': 'owner',
  'split:list': 'clerk',
  'split:create-configuration': 'owner',
  'split:add-instruction': 'owner',
  'split:update-instruction': 'owner',
  'split:preview': 'clerk',
  'customers:search': 'clerk',
  'customers:get': 'clerk',
  'customers:update': 'clerk',
  'installments:create': 'clerk',
  'installments:of-charge': 'clerk',
  'installments:cancel-from': 'clerk',
  'journal:list': 'clerk',
  'journal:status': 'clerk',
  'webhooks:list': 'clerk',
  'webhooks:register': 'owner',
  'webhooks:update': 'owner',
  'webhooks:delete': 'owner',
  'webhooks:send-test': 'owner',
  'business:get': 'clerk',
  'business:set': 'owner',
  'business:clear': 'owner',
  'sandbox:status': 'clerk',
  'sandbox:set-running': 'owner',
  'sandbox:restore-demo': 'owner',
  // A static code for receiving at the counter: money in only.
  'counter-qr:read-setup': 'clerk',
  'counter-qr:build': 'clerk',
  'counter-qr:simulate-payment': 'clerk',
  // Registered with the bank: the clerk sees them; registering and cancelling change which
  // codes the bank accepts money on, so only the owner does.
  'counter-qr:list-registered': 'clerk',
  'counter-qr:get-registered': 'clerk',
  'counter-qr:register': 'owner',
  'counter-qr:cancel-registered': 'owner',
  // Reminders to payers of what is due: words sent, no money moved.
  'reminders:list': 'clerk',
  'reminders:mark-sent': 'clerk',
  'reminders:rules-get': 'clerk',
  'reminders:rules-set': 'clerk',
  // Subscriptions issue charges (money in), which clerks may.
  'subscriptions:create': 'clerk',
  'subscriptions:list': 'clerk',
  'subscriptions:get': 'clerk',
  'subscriptions:set-status': 'clerk',
  'subscriptions:check': 'clerk',
  // The statement shows every movement of the account's money, money out included.
  'statement:list': 'owner',
  'statement:export-csv': 'owner',
  'statement:export-ofx': 'owner',
  // The roles' own calls check the passcode themselves where they need it (the clerk must be
  // able to ask for the owner); changing or removing the passcode needs the current one.
  'roles:status': 'clerk',
  'roles:unlock': 'clerk',
  'roles:enter-clerk-mode': 'clerk',
  'roles:enter-owner-mode': 'clerk',
  'roles:set-passcode': 'owner',
  'roles:remove-passcode': 'owner',
  'roles:log': 'clerk',
};

/** Who may make `channel`; an unlisted one needs the owner. */
export function accessOf(channel: Channel): ChannelAccess {
  return channelAccess[channel] ?? 'owner';
}

/** The subscriptions' calls that may issue a month (the scheduler also issues on its own). */
const subscriptionIssuers = [
  'subscriptions:create',
  'subscriptions:set-status',
  'subscriptions:check',
] as const satisfies readonly Channel[];

/**
 * The channels that send each kind of write (the outbox resends any kind through
 * `outbox:resolve`, classified by this table). A new kind of write is a type error here until
 * it names its channels, and the classification test then holds money out, Pix keys, split
 * rules and webhooks to owner-only channels.
 */
export const writeChannels: Record<OutboxKind, readonly Channel[]> = {
  'boleto:create': ['boletos:create', 'installments:create', ...subscriptionIssuers],
  'boleto:update-due-date': ['boletos:update-due-date'],
  'boleto:cancel': ['boletos:cancel', 'installments:cancel-from'],
  'pix:create-immediate': ['pix:create-immediate'],
  'pix:create-due-date': ['pix:create-due-date', 'installments:create', ...subscriptionIssuers],
  'pix:cancel-immediate': ['pix:cancel'],
  'pix:cancel-due-date': ['pix:cancel', 'installments:cancel-from'],
  'payment:qr-code': ['payments:pay-qr'],
  'payment:boleto': ['bill-payments:pay'],
  'refund:create': ['refunds:create'],
  'transfer:key': ['transfers:create'],
  'transfer:key-v2': ['transfers:create'],
  'transfer:key-scheduled': ['transfers:create'],
  'transfer:cancel-scheduled': ['transfers:cancel-scheduled'],
  'pix-key:create': ['pix-keys:create'],
  'pix-key:delete': ['pix-keys:delete'],
  'split:create-configuration': ['split:create-configuration'],
  'split:add-instruction': ['split:add-instruction'],
  'split:update-instruction': ['split:update-instruction'],
  'webhook:register': ['webhooks:register'],
  'webhook:update': ['webhooks:update'],
  'webhook:delete': ['webhooks:delete'],
  'counter-qr:register': ['counter-qr:register'],
  'counter-qr:cancel': ['counter-qr:cancel-registered'],
};

/** Whether sending (or resending) a write of this kind needs the owner. */
export function writeNeedsOwner(kind: OutboxKind): boolean {
  return writeChannels[kind].some((channel) => accessOf(channel) !== 'clerk');
}
