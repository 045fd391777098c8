import { z } from 'zod';
import { appOperations } from './features/app.ts';
import { profileOperations } from './features/profiles.ts';
import { credentialOperations } from './features/credentials.ts';
import { boletoOperations } from './features/boletos.ts';
import { pixOperations } from './features/pix.ts';
import { chargeOperations } from './features/charges.ts';
import { printOperations } from './features/print.ts';
import { syncOperations } from './features/sync.ts';
import { outboxOperations } from './features/outbox.ts';
import { homeOperations } from './features/home.ts';
import { paymentOperations } from './features/payments.ts';
import { refundOperations } from './features/refunds.ts';
import { transferOperations } from './features/transfers.ts';
import { activityOperations } from './features/activity.ts';
import { alertOperations } from './features/alerts.ts';
import { pixKeyOperations } from './features/pix-keys.ts';
import { splitOperations } from './features/split.ts';
import { customerOperations } from './features/customers.ts';
import { journalOperations } from './features/journal.ts';
import { webhookOperations } from './features/webhooks.ts';
import { businessOperations } from './features/business.ts';
import { sandboxOperations } from './features/sandbox.ts';
import { reminderOperations } from './features/reminders.ts';
import { roleOperations } from './features/roles.ts';
import { counterQrOperations } from './features/counter-qr.ts';
import { subscriptionOperations } from './features/subscriptions.ts';
import { statementOperations } from './features/statement.ts';
import { billPaymentOperations } from './features/bill-payments.ts';

export { appInfoSchema, localeSchema, locales, type AppInfo, type Locale } from './features/app.ts';
export { localSandboxStatusSchema, type LocalSandboxStatus } from './features/sandbox.ts';

/**
 * The bridge: one entry per operation, `channel → { input, output }`, each declared in its
 * feature's table under `features/` and assembled here. Main registers a handler for every
 * entry (the type checker fails when one is missing), preload exposes exactly these channels,
 * and the renderer's forms validate with the same input schemas.
 */
export const operations = {
  ...appOperations,
  ...profileOperations,
  ...credentialOperations,
  ...boletoOperations,
  ...pixOperations,
  ...chargeOperations,
  ...printOperations,
  ...syncOperations,
  ...outboxOperations,
  ...homeOperations,
  ...paymentOperations,
  ...billPaymentOperations,
  ...refundOperations,
  ...transferOperations,
  ...activityOperations,
  ...alertOperations,
  ...pixKeyOperations,
  ...splitOperations,
  ...customerOperations,
  ...journalOperations,
  ...webhookOperations,
  ...businessOperations,
  ...sandboxOperations,
  ...reminderOperations,
  ...counterQrOperations,
  ...subscriptionOperations,
  ...statementOperations,
  ...roleOperations,
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type Operations = typeof operations;
export type Channel = keyof Operations;
/** What the renderer passes (defaults may be omitted). */
export type InputOf<C extends Channel> = z.input<Operations[C]['input']>;
/** What the handler receives after parsing. */
export type ParsedInputOf<C extends Channel> = z.output<Operations[C]['input']>;
export type OutputOf<C extends Channel> = z.output<Operations[C]['output']>;

export const channels = Object.keys(operations) as Channel[];

export function isChannel(value: unknown): value is Channel {
  return typeof value === 'string' && Object.hasOwn(operations, value);
}
