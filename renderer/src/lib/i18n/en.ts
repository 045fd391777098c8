import type { MessageKey } from './keys.ts';
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

/** English. Typed against the pt-BR catalogue: a missing or extra key is a type error. */
export const en: Record<MessageKey, string> = {
  ...app.en,
  ...boletos.en,
  ...charges.en,
  ...pix.en,
  ...outbox.en,
  ...print.en,
  ...settings.en,
  ...home.en,
  ...send.en,
  ...payments.en,
  ...billPayments.en,
  ...refunds.en,
  ...transfers.en,
  ...pixKeys.en,
  ...split.en,
  ...customers.en,
  ...webhooks.en,
  ...business.en,
  ...sandboxDemo.en,
  ...roles.en,
  ...reminders.en,
  ...counterQr.en,
  ...counterQrRegistered.en,
  ...subscriptions.en,
  ...statement.en,
};
