import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';
import { appHandlers } from './app.ts';
import { boletoHandlers } from './boletos.ts';
import { chargeHandlers } from './charges.ts';
import { homeHandlers } from './home.ts';
import { credentialHandlers } from './credentials.ts';
import { outboxHandlers } from './outbox.ts';
import { pixHandlers } from './pix.ts';
import { profileHandlers } from './profiles.ts';
import { syncHandlers } from './sync.ts';
import { printHandlers } from './print.ts';
import { paymentHandlers } from './payments.ts';
import { refundHandlers } from './refunds.ts';
import { transferHandlers } from './transfers.ts';
import { activityHandlers } from './activity.ts';
import { pixKeyHandlers } from './pix-keys.ts';
import { splitHandlers } from './split.ts';
import { customerHandlers } from './customers.ts';
import { journalHandlers } from './journal.ts';
import { webhookHandlers } from './webhooks.ts';
import { businessHandlers } from './business.ts';
import { sandboxHandlers } from './sandbox.ts';

/** Every contract operation's handler; leaving one out is a type error here. */
export function createHandlers(ctx: AppContext): HandlerTable {
  return {
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
    ...refundHandlers(ctx),
    ...transferHandlers(ctx),
    ...activityHandlers(ctx),
    ...pixKeyHandlers(ctx),
    ...splitHandlers(ctx),
    ...customerHandlers(ctx),
    ...journalHandlers(ctx),
    ...webhookHandlers(ctx),
    ...businessHandlers(ctx),
    ...sandboxHandlers(ctx),
  };
}
