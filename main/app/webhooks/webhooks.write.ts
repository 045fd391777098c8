import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppFailure, type WebhookView } from '../../../preload/contract/index.ts';
import type { AuthorizationScheme, Webhook, WebhookEventType } from '../../domain/wire/webhooks.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { getWebhook } from '../../service/webhooks.ts';
import { deleteWebhook, registerWebhook, updateWebhook } from '../../service/writes/webhooks.ts';
import { isOwnReceiver } from '../events/event-journal.ts';
import { neverSeen } from '../pipeline/answer.ts';
import type { WriteDescriptor, WriteStepContext } from '../pipeline/write-descriptor.ts';

/**
 * The owner's webhook writes (register, edit, delete), as the write pipeline runs them. No
 * money moves, but the bank offers no idempotency for them, so they are recorded and their
 * unknown outcomes kept like every other write:
 *
 * - register and edit are `parked`: a registration has no client identity to read back by,
 *   and finding "the same" one in the list is not sound (the owner may keep two with the same
 *   type and address, or have made one by hand); a lost answer stays in the outbox for the
 *   owner, who sees the list on the same screen and discards the entry or registers again.
 * - delete is resent: removing the same id again is harmless, and a 404 then means it is gone.
 *
 * The authorization value is a secret: the request recorded in the outbox never holds it (it
 * travels as a non-enumerable property, in memory only, for the one send), and the accepted
 * answer kept is the registration without it. Before anything is recorded it is put in the
 * keychain under the intent's identity (`prepare`: a keychain that cannot keep it refuses the
 * write, so the owner is never told it was kept when it was not); once the bank accepted, it
 * is moved to the registration's id (`afterAccepted`), on the live path and from the outbox.
 */

export interface WebhookWriteInput {
  webhookId: string | null;
  eventType: WebhookEventType;
  url: string;
  authorizationScheme: AuthorizationScheme | null;
  /** The value to send, already resolved (typed now, or the one kept for an edit). */
  authorization: string | null;
}

/** The request as recorded: everything but the secret. */
export interface WebhookWriteRequest {
  webhookId: string | null;
  eventType: WebhookEventType;
  url: string;
  authorizationScheme: AuthorizationScheme | null;
  /** Present in memory for the first send only; JSON (the outbox) never sees it. */
  authorization?: string;
}

/** What the outbox keeps of an accepted registration: no authorization value. */
const acceptedSchema = z.object({
  id: z.string(),
  eventType: z.string(),
  url: z.string(),
  authorizationScheme: z.enum(['BASIC', 'BEARER', 'HEADER']).nullable(),
  authorizationEnding: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type AcceptedWebhook = z.infer<typeof acceptedSchema>;

/** Below this length the last four characters would give away too much of the value. */
const SHORTEST_TO_HINT = 8;

export function authorizationEnding(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return value.length >= SHORTEST_TO_HINT ? value.slice(-4) : '';
}

/** A registration as the renderer may see it. */
export function webhookView(webhook: Webhook, kept: string | null = null): WebhookView {
  return {
    id: webhook.id,
    eventType: webhook.eventType,
    url: webhook.url,
    authorizationScheme: webhook.authorizationScheme,
    authorizationEnding: authorizationEnding(webhook.authorization ?? kept),
    createdAt: webhook.createdAt,
    updatedAt: webhook.updatedAt,
    ownReceiver: isOwnReceiver(webhook.url),
  };
}

function accepted(webhook: Webhook, sent: string | null): AcceptedWebhook {
  const { ownReceiver: _own, ...view } = webhookView(webhook, sent);
  return view;
}

function recorded(input: WebhookWriteInput): WebhookWriteRequest {
  const request: WebhookWriteRequest = {
    webhookId: input.webhookId,
    eventType: input.eventType,
    url: input.url,
    authorizationScheme: input.authorizationScheme,
  };
  if (input.authorizationScheme !== null && input.authorization !== null) {
    Object.defineProperty(request, 'authorization', {
      value: input.authorization,
      enumerable: false,
    });
  }
  return request;
}

function wireOf(request: WebhookWriteRequest) {
  return {
    eventType: request.eventType,
    url: request.url,
    ...(request.authorizationScheme !== null && request.authorization !== undefined
      ? { authorizationScheme: request.authorizationScheme, authorization: request.authorization }
      : {}),
  };
}

/** Where a value waits in the keychain between `prepare` and the bank's answer. */
const pendingSecretId = (identity: string) => `pending-${identity}`;

function secretNotKept(error: unknown): AppFailure {
  return new AppFailure('keychain', 'The authorization could not be kept in the keychain.', {
    key: 'error.webhook.secret_not_kept',
    params: { reason: error instanceof AppFailure ? error.error.code : 'keychain' },
  });
}

async function keepPending(steps: WriteStepContext, input: WebhookWriteInput, identity: string) {
  if (input.authorizationScheme === null || input.authorization === null) return;
  try {
    await steps.vault.setWebhookSecret(
      steps.session.profileId,
      pendingSecretId(identity),
      input.authorization,
    );
  } catch (error) {
    throw secretNotKept(error);
  }
}

/** The value sent now belongs to the registration; a registration sent without one has none. */
async function movePending(
  steps: WriteStepContext,
  accepted: AcceptedWebhook,
  request: WebhookWriteRequest,
  identity: string,
) {
  const { vault, session } = steps;
  if (request.authorizationScheme === null) {
    // Nothing was kept for this one; an edit that drops its value forgets the old one, best
    // effort (a value left behind is never sent: the bank's registration has none).
    if (request.webhookId !== null) {
      await vault.clearWebhookSecret(session.profileId, accepted.id).catch(() => {});
    }
    return;
  }
  const pending = pendingSecretId(identity);
  const value = await vault.getWebhookSecret(session.profileId, pending);
  if (value !== null) await vault.setWebhookSecret(session.profileId, accepted.id, value);
  await vault.clearWebhookSecret(session.profileId, pending);
}

/** A write the bank refused leaves no value waiting in the keychain. */
async function forgetPending(steps: WriteStepContext, _input: WebhookWriteInput, identity: string) {
  await steps.vault.clearWebhookSecret(steps.session.profileId, pendingSecretId(identity));
}

const summary = (input: WebhookWriteInput) => ({
  amountCents: 0,
  label: `${input.eventType} → ${input.url}`,
  dated: null,
});

const parkedOutcome = {
  key: 'error.webhook.kept_to_check',
  message:
    'The bank may or may not have taken this webhook change; check the list before trying again.',
};

const toView = (_session: unknown, _identity: string, a: AcceptedWebhook): WebhookView => ({
  ...a,
  ownReceiver: isOwnReceiver(a.url),
});

export const webhookRegister: WriteDescriptor<
  WebhookWriteInput,
  WebhookWriteRequest,
  AcceptedWebhook,
  WebhookView
> = {
  kind: 'webhook:register',
  presentation: { words: 'webhook', opens: 'webhooks' },
  resource: 'webhooks',
  movesMoneyOut: false,
  newIdentity: () => randomUUID(),
  request: recorded,
  summary,
  prepare: keepPending,
  unprepare: forgetPending,
  async send(client, request) {
    return accepted(await registerWebhook(client, wireOf(request)), request.authorization ?? null);
  },
  resolution: { how: 'parked' },
  acceptedSchema,
  cache: () => {},
  afterAccepted: movePending,
  view: toView,
  unknownOutcome: parkedOutcome,
};

export const webhookUpdate: WriteDescriptor<
  WebhookWriteInput,
  WebhookWriteRequest,
  AcceptedWebhook,
  WebhookView
> = {
  ...webhookRegister,
  kind: 'webhook:update',
  presentation: { words: 'webhook', opens: 'webhooks' },
  async send(client, request) {
    const id = request.webhookId ?? '';
    return accepted(
      await updateWebhook(client, id, wireOf(request)),
      request.authorization ?? null,
    );
  },
};

interface DeleteRequest {
  webhookId: string;
}

/**
 * Deleting what the bank no longer has (its own 404) is done: a resend finds it gone. The
 * registration is read once after: one still there (a gateway's 2xx before the bank saw the
 * request) leaves the outcome open, to be deleted again.
 */
async function sendDelete(client: ServiceClient, request: DeleteRequest) {
  try {
    await deleteWebhook(client, request.webhookId);
  } catch (error) {
    if (!neverSeen(error)) throw error;
  }
  try {
    await getWebhook(client, request.webhookId);
  } catch (error) {
    if (neverSeen(error)) return { deleted: request.webhookId };
    throw error;
  }
  throw new AppFailure('unknown_outcome', 'The bank said yes, but the webhook is still there.', {
    key: 'error.webhook.delete_to_check',
  });
}

export const webhookDelete: WriteDescriptor<
  { webhookId: string; label: string },
  DeleteRequest,
  { deleted: string },
  { done: true }
> = {
  kind: 'webhook:delete',
  presentation: { words: 'webhook', opens: 'webhooks' },
  resource: 'webhooks',
  movesMoneyOut: false,
  newIdentity: () => randomUUID(),
  request: (input) => ({ webhookId: input.webhookId }),
  summary: (input) => ({ amountCents: 0, label: input.label, dated: null }),
  send: sendDelete,
  resolution: { how: 'resend' },
  acceptedSchema: z.object({ deleted: z.string() }),
  cache: () => {},
  afterAccepted: ({ vault, session }, { deleted }) =>
    vault.clearWebhookSecret(session.profileId, deleted),
  view: () => ({ done: true }),
  unknownOutcome: {
    key: 'error.webhook.delete_to_check',
    message: 'The bank may or may not have deleted this webhook; checking deletes it again.',
  },
};
