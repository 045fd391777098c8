import * as app from './messages/app.ts';
import * as boletos from './messages/boletos.ts';
import * as charges from './messages/charges.ts';
import * as pix from './messages/pix.ts';
import * as outbox from './messages/outbox.ts';
import * as print from './messages/print.ts';
import * as settings from './messages/settings.ts';
import * as home from './messages/home.ts';
import * as send from './messages/send.ts';
import * as payments from './messages/payments.ts';
import * as billPayments from './messages/bill-payments.ts';
import * as refunds from './messages/refunds.ts';
import * as transfers from './messages/transfers.ts';
import * as pixKeys from './messages/pix-keys.ts';
import * as split from './messages/split.ts';
import * as customers from './messages/customers.ts';
import * as webhooks from './messages/webhooks.ts';
import * as business from './messages/business.ts';
import * as sandboxDemo from './messages/sandbox-demo.ts';
import * as roles from './messages/roles.ts';
import * as reminders from './messages/reminders.ts';
import * as counterQr from './messages/counter-qr.ts';
import * as counterQrRegistered from './messages/counter-qr-registered.ts';
import * as subscriptions from './messages/subscriptions.ts';
import * as statement from './messages/statement.ts';

/**
 * Portuguese (Brazil), the default: every feature's words from `messages/<feature>.ts`, one
 * line each. Every key here must exist in `en.ts` (the type of that catalogue is derived from
 * this one). Messages speak to shop owners and clerks, not to developers: say what happened
 * and what to do.
 */
export const ptBR = {
  ...app.ptBR,
  ...boletos.ptBR,
  ...charges.ptBR,
  ...pix.ptBR,
  ...outbox.ptBR,
  ...print.ptBR,
  ...settings.ptBR,
  ...home.ptBR,
  ...send.ptBR,
  ...payments.ptBR,
  ...billPayments.ptBR,
  ...refunds.ptBR,
  ...transfers.ptBR,
  ...pixKeys.ptBR,
  ...split.ptBR,
  ...customers.ptBR,
  ...webhooks.ptBR,
  ...business.ptBR,
  ...sandboxDemo.ptBR,
  ...roles.ptBR,
  ...reminders.ptBR,
  ...counterQr.ptBR,
  ...counterQrRegistered.ptBR,
  ...subscriptions.ptBR,
  ...statement.ptBR,
} as const;
