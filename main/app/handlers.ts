import type { HandlerTable } from '../ipc/registry.ts';
import type { AppContext } from './context.ts';
import { appHandlers } from './profiles/app-handlers.ts';
import { boletoHandlers } from './boletos/handlers.ts';
import { chargeHandlers } from './charges/handlers.ts';
import { homeHandlers } from './home/handlers.ts';
import { credentialHandlers } from './profiles/credential-handlers.ts';
import { outboxHandlers } from './outbox/handlers.ts';
import { pixHandlers } from './pix/handlers.ts';
import { profileHandlers } from './profiles/handlers.ts';
import { syncHandlers } from './sync/handlers.ts';
import { printHandlers } from './print/handlers.ts';
import { paymentHandlers } from './payments/handlers.ts';
import { billPaymentHandlers } from './bill-payments/handlers.ts';
import { refundHandlers } from './refunds/handlers.ts';
import { transferHandlers } from './transfers/handlers.ts';
import { activityHandlers } from './activity/handlers.ts';
import { alertHandlers } from './alerts/handlers.ts';
import { pixKeyHandlers } from './pix-keys/handlers.ts';
import { splitHandlers } from './split/handlers.ts';
import { customerHandlers } from './customers/handlers.ts';
import { journalHandlers } from './events/journal-handlers.ts';
import { webhookHandlers } from './webhooks/handlers.ts';
import { businessHandlers } from './business/handlers.ts';
import { sandboxHandlers } from './sandbox/handlers.ts';
import { ownerRoles, roleHandlers } from './roles/handlers.ts';
import { guardOwnerOnly } from './roles/owner-guard.ts';
import { reminderHandlers } from './reminders/handlers.ts';
import { counterQrHandlers } from './counter-qr/handlers.ts';
import { subscriptionHandlers } from './subscriptions/handlers.ts';
import { statementHandlers } from './statement/handlers.ts';

/**
 * Every contract operation's handler; leaving one out is a type error here. In clerk mode the
 * owner-only ones need the owner's passcode (`roles/owner-guard.ts`).
 */
export function createHandlers(ctx: AppContext): HandlerTable {
  const roles = ownerRoles(ctx);
  return guardOwnerOnly(roles, {
    ...appHandlers(ctx),
    ...profileHandlers(ctx),
    ...credentialHandlers(ctx),
    ...boletoHandlers(ctx),
    ...pixHandlers(ctx),
    ...chargeHandlers(ctx),
    ...homeHandlers(ctx),
    ...syncHandlers(ctx),
    ...printHandlers(ctx),
    ...outboxHandlers(ctx),
    ...paymentHandlers(ctx),
    ...billPaymentHandlers(ctx),
    ...refundHandlers(ctx),
    ...transferHandlers(ctx),
    ...activityHandlers(ctx),
    ...alertHandlers(ctx),
    ...pixKeyHandlers(ctx),
    ...splitHandlers(ctx),
    ...customerHandlers(ctx),
    ...journalHandlers(ctx),
    ...webhookHandlers(ctx),
    ...businessHandlers(ctx),
    ...sandboxHandlers(ctx),
    ...reminderHandlers(ctx),
    ...counterQrHandlers(ctx),
    ...subscriptionHandlers(ctx),
    ...statementHandlers(ctx),
    ...roleHandlers(ctx, roles),
  });
}
