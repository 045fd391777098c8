import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { fireSandboxEvent, getWebhook, listWebhooks } from '../../service/webhooks.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { isOwnReceiver } from '../events/event-journal.ts';
import { runWrite } from '../writes/pipeline.ts';
import {
  webhookDelete,
  webhookRegister,
  webhookUpdate,
  webhookView,
} from '../writes/webhook-writes.ts';

type WebhookHandlers = Pick<
  HandlerTable,
  | 'webhooks:list'
  | 'webhooks:register'
  | 'webhooks:update'
  | 'webhooks:delete'
  | 'webhooks:send-test'
>;

function ownReceiver(): AppFailure {
  return new AppFailure('rejected', 'This is the app’s own event receiver.', {
    key: 'error.webhook.own_receiver',
  });
}

function authorizationRequired(): AppFailure {
  return new AppFailure('validation', 'The authorization value is required.', {
    fields: { authorization: [{ key: 'v.webhook.authorization_required' }] },
  });
}

export function webhookHandlers(ctx: AppContext): WebhookHandlers {
  /** Keeps (or forgets) a registration's secret; a locked keychain only costs a retype later. */
  async function keepSecret(session: ProfileSession, id: string, value: string | null) {
    try {
      if (value === null) await ctx.vault.clearWebhookSecret(session.profileId, id);
      else await ctx.vault.setWebhookSecret(session.profileId, id, value);
    } catch (error) {
      ctx.log.warn('The webhook authorization could not be kept in the keychain', String(error));
    }
  }

  async function keptSecret(session: ProfileSession, id: string): Promise<string | null> {
    try {
      return await ctx.vault.getWebhookSecret(session.profileId, id);
    } catch {
      return null;
    }
  }

  return {
    'webhooks:list': async () => {
      const session = ctx.session();
      const all = await listWebhooks(await session.service());
      const items = await Promise.all(
        all.map(async (w) =>
          webhookView(w, w.authorization === null ? await keptSecret(session, w.id) : null),
        ),
      );
      return { profileKind: session.kind, items };
    },

    'webhooks:register': async (input) => {
      const session = ctx.session();
      const authorization =
        input.authorizationScheme === null ? null : (input.authorization ?? null);
      const view = await runWrite(ctx, webhookRegister, {
        webhookId: null,
        eventType: input.eventType,
        url: input.url,
        authorizationScheme: input.authorizationScheme,
        authorization,
      });
      if (authorization !== null) await keepSecret(session, view.id, authorization);
      return view;
    },

    'webhooks:update': async (input) => {
      const session = ctx.session();
      const client = await session.service();
      const current = await getWebhook(client, input.id);
      if (isOwnReceiver(current.url)) throw ownReceiver();
      let authorization: string | null = null;
      if (input.authorizationScheme !== null) {
        authorization =
          input.authorization ??
          (await keptSecret(session, input.id)) ??
          current.authorization ??
          null;
        if (authorization === null || authorization === '') throw authorizationRequired();
      }
      const view = await runWrite(ctx, webhookUpdate, {
        webhookId: input.id,
        eventType: input.eventType,
        url: input.url,
        authorizationScheme: input.authorizationScheme,
        authorization,
      });
      await keepSecret(session, input.id, authorization);
      return view;
    },

    'webhooks:delete': async ({ id }) => {
      const session = ctx.session();
      const current = await getWebhook(await session.service(), id);
      if (isOwnReceiver(current.url)) throw ownReceiver();
      const done = await runWrite(ctx, webhookDelete, {
        webhookId: id,
        label: `${current.eventType} → ${current.url}`,
      });
      await keepSecret(session, id, null);
      return done;
    },

    'webhooks:send-test': async ({ eventType }) => {
      const session = ctx.session();
      if (session.kind !== 'local-sandbox') {
        throw new AppFailure('unsupported', 'Test events can be sent on the local sandbox only.', {
          key: 'error.webhook.sandbox_only',
        });
      }
      const event = await fireSandboxEvent(await session.service(), eventType);
      return { eventId: event.id };
    },
  };
}
