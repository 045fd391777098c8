import { AppFailure } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { fireSandboxEvent, getWebhook, listWebhooks } from '../../service/webhooks.ts';
import type { AppContext } from '../context.ts';
import type { FeatureWrites } from '../pipeline/write-descriptor.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';
import { isOwnReceiver } from '../events/event-journal.ts';
import { runWrite } from '../pipeline/pipeline.ts';
import { webhookDelete, webhookRegister, webhookUpdate, webhookView } from './webhooks.write.ts';

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

/** This feature's kinds of write, as the outbox finds them (`pipeline/registry.ts`). */
export const webhookWrites = {
  'webhook:register': webhookRegister,
  'webhook:update': webhookUpdate,
  'webhook:delete': webhookDelete,
} satisfies FeatureWrites;

export function webhookHandlers(ctx: AppContext): WebhookHandlers {
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

    // The secret is kept in the keychain by the write itself (../writes/webhook-writes.ts).
    'webhooks:register': (input) =>
      runWrite(ctx, webhookRegister, {
        webhookId: null,
        eventType: input.eventType,
        url: input.url,
        authorizationScheme: input.authorizationScheme,
        authorization: input.authorizationScheme === null ? null : (input.authorization ?? null),
      }),

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
      return runWrite(ctx, webhookUpdate, {
        webhookId: input.id,
        eventType: input.eventType,
        url: input.url,
        authorizationScheme: input.authorizationScheme,
        authorization,
      });
    },

    'webhooks:delete': async ({ id }) => {
      const session = ctx.session();
      const current = await getWebhook(await session.service(), id);
      if (isOwnReceiver(current.url)) throw ownReceiver();
      return runWrite(ctx, webhookDelete, {
        webhookId: id,
        label: `${current.eventType} → ${current.url}`,
      });
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
