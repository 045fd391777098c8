/** The lists a record can be opened from; the record's "back" goes to the one it came from. */
export type ListName = 'boletos' | 'charges';

/** The side navigation's items. */
export type NavSection =
  | ListName
  | 'home'
  | 'settings'
  | 'pay'
  | 'pay-boleto'
  | 'sent'
  | 'received'
  | 'transfer'
  | 'activity'
  | 'statement'
  | 'pix-keys'
  | 'counter-qr'
  | 'split'
  | 'customers'
  | 'reminders'
  | 'subscriptions'
  | 'journal'
  | 'webhooks';

/** The top-bar item a page belongs to; `last-list` follows the list the record was opened from. */
export type Section = NavSection | 'last-list';

export interface RouteDefinition {
  /** Segments after `#/`; `:name` takes one segment as the route's `name` param. */
  readonly path: string;
  readonly section: Section | null;
  /** Where Esc leaves to. Absent on forms: Esc there must not throw away what was typed. */
  readonly escape?: 'last-list' | 'charges' | 'sent' | 'received';
  /** Set on list pages: records opened from here go back here. */
  readonly list?: ListName;
}

/**
 * The app's places: one row per page. The router reads and writes hashes from it, the shell
 * renders its view (`views.ts`), the top bar marks its section and Esc follows its `escape`. Rows are tried
 * in order, so a fixed segment (`boletos/new`) comes before a param (`boletos/:id`).
 * Print pages (`#/print/…`) carry query parameters and have their own reader.
 */
export const routeTable = {
  /** Where the app opens: what came in, what is coming, what is late. */
  home: { path: 'home', section: 'home' },
  charges: {
    path: 'charges',
    section: 'charges',
    list: 'charges',
  },
  list: {
    path: 'boletos',
    section: 'boletos',
    list: 'boletos',
  },
  new: {
    path: 'boletos/new',
    section: 'boletos',
  },
  detail: {
    path: 'boletos/:id',
    section: 'last-list',
    escape: 'last-list',
  },
  'pix-new': {
    path: 'pix/new',
    section: 'charges',
  },
  'pix-new-due': {
    path: 'pix/new-due',
    section: 'charges',
  },
  pix: {
    path: 'pix/:id',
    section: 'charges',
    escape: 'charges',
  },
  settings: {
    path: 'settings',
    section: 'settings',
  },
  /** Charges whose creation may not have reached the bank (the outbox). */
  pending: {
    path: 'pending',
    section: null,
    escape: 'last-list',
  },
  /** Paying a Pix QR code: paste or open an image, check, confirm. */
  pay: { path: 'pay', section: 'pay' },
  /** Paying a supplier's boleto: its line typed or read from an image, checked, confirmed. */
  'pay-boleto': { path: 'pay-boleto', section: 'pay-boleto' },
  /** A boleto payment's receipt, opened from the Sent list. */
  'boleto-payment': { path: 'boleto-payments/:id', section: 'sent', escape: 'sent' },
  /** The payments made (money out). */
  sent: { path: 'sent', section: 'sent' },
  payment: { path: 'payments/:id', section: 'sent', escape: 'sent' },
  /** Every received Pix known, and refunds of them. */
  received: { path: 'received', section: 'received' },
  'received-detail': { path: 'received/:id', section: 'received', escape: 'received' },
  /** A transfer to a Pix key: key, amount, then a confirmation with the amount typed again. */
  transfer: { path: 'transfer', section: 'transfer' },
  /** Every money-out action and what became of it; exported as CSV. */
  activity: { path: 'activity', section: 'activity', escape: 'sent' },
  /** Every movement of the account's money this computer has seen, by day; CSV and OFX. */
  statement: { path: 'statement', section: 'statement' },
  /** Registering a random Pix key, and the keys registered from here. */
  'pix-keys': { path: 'pix-keys', section: 'pix-keys' },
  /** A fixed Pix QR for the till, made here from a key (offline), printed on A6 or A4. */
  'counter-qr': { path: 'counter-qr', section: 'counter-qr' },
  /** A counter QR registered with the bank: its payments, print, cancel. */
  'counter-qr-registered': { path: 'counter-qr/registered/:id', section: 'counter-qr' },
  /** Split rules: the configurations created here, their instructions, and the preview. */
  split: { path: 'split', section: 'split' },
  /** A carnê for a saved customer, chosen first (the customer page has the same form). */
  'installments-new': { path: 'installments/new', section: 'charges' },
  /** Payers saved as they are used. */
  customers: { path: 'customers', section: 'customers' },
  /** One customer: their data (a form: Esc stays), their charges, installments. */
  customer: { path: 'customers/:id', section: 'customers' },
  /** What is due soon and overdue, by customer, each sent its reminder by the owner. */
  reminders: { path: 'reminders', section: 'reminders' },
  /** A customer's monthly charge, issued by the app before each due date. */
  subscriptions: { path: 'subscriptions', section: 'subscriptions' },
  'subscription-new': { path: 'subscriptions/new', section: 'subscriptions' },
  /** A new subscription for the customer given (from the customer's page). */
  'subscription-new-for': { path: 'subscriptions/new/:id', section: 'subscriptions' },
  /** One subscription: its plan, its months with their charges, pause/resume/end. */
  subscription: { path: 'subscriptions/:id', section: 'subscriptions' },
  /** The bank's events as they arrive (the local sandbox), or where to have them sent. */
  journal: { path: 'journal', section: 'journal' },
  /** The profile's webhook registrations: list, register, edit, delete, test. */
  webhooks: { path: 'webhooks', section: 'webhooks' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routeTable;

/** The routes without params: what a menu item can open. */
export type PlainRouteName = {
  [N in RouteName]: (typeof routeTable)[N]['path'] extends `${string}:${string}` ? never : N;
}[RouteName];

/** The page an empty hash opens. */
export const startRoute = 'home' satisfies RouteName;

export function definitionOf(name: RouteName): RouteDefinition {
  return routeTable[name];
}

/** The groups of the side navigation, in their order; an item without one stands first. */
export type NavGroup = 'receive' | 'pay' | 'account';
export const navGroups: readonly NavGroup[] = ['receive', 'pay', 'account'];

export interface NavItem {
  section: NavSection;
  route: PlainRouteName;
  label: string;
  group?: NavGroup;
}

/** The side navigation's items, in their order: the section they stand for and the route they open. */
export const navigation: readonly NavItem[] = [
  { section: 'home', route: 'home', label: 'nav.home' },
  { section: 'charges', route: 'charges', label: 'nav.charges', group: 'receive' },
  { section: 'boletos', route: 'list', label: 'nav.boletos', group: 'receive' },
  { section: 'received', route: 'received', label: 'nav.received', group: 'receive' },
  { section: 'counter-qr', route: 'counter-qr', label: 'nav.counter_qr', group: 'receive' },
  { section: 'customers', route: 'customers', label: 'nav.customers', group: 'receive' },
  { section: 'reminders', route: 'reminders', label: 'nav.reminders', group: 'receive' },
  {
    section: 'subscriptions',
    route: 'subscriptions',
    label: 'nav.subscriptions',
    group: 'receive',
  },
  { section: 'pay', route: 'pay', label: 'nav.pay', group: 'pay' },
  { section: 'pay-boleto', route: 'pay-boleto', label: 'nav.pay_boleto', group: 'pay' },
  { section: 'transfer', route: 'transfer', label: 'nav.transfer', group: 'pay' },
  { section: 'sent', route: 'sent', label: 'nav.sent', group: 'pay' },
  { section: 'activity', route: 'activity', label: 'nav.activity', group: 'pay' },
  { section: 'statement', route: 'statement', label: 'nav.statement', group: 'account' },
  { section: 'pix-keys', route: 'pix-keys', label: 'nav.pix_keys', group: 'account' },
  { section: 'split', route: 'split', label: 'nav.split', group: 'account' },
  { section: 'journal', route: 'journal', label: 'nav.journal', group: 'account' },
  { section: 'webhooks', route: 'webhooks', label: 'nav.webhooks', group: 'account' },
  { section: 'settings', route: 'settings', label: 'nav.settings', group: 'account' },
];
