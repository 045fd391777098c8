import { randomUUID } from 'node:crypto';
import {
  webhookRequestSchema,
  type Webhook,
  type WebhookRequest,
} from '../../domain/wire/webhooks.ts';
import { problemReply, validationProblemReply } from '../http/problems.ts';
import { emptyTextReply, jsonReply, type Reply } from '../http/reply.ts';
import { routesOf, type Route, type RequestContext } from '../http/router.ts';
import { FieldErrors, parseInto } from '../http/validation.ts';
import { webhookStore } from './webhook-store.ts';

/**
 * Webhook registrations (service-spec 4.16). Assumptions (answers are not shown): register
 * answers 200 (as the other creates of the service) with the registration; list 200 with a JSON array of every registration of the
 * credentials (no paging); read and update 200 with the registration; delete 204 with no
 * body; an unknown id 404.
 */

const BASE = '/baas/api/v1/webhooks';

/** The body's rules beyond the field shapes: a scheme and a value go together. */
function parseRequest(ctx: RequestContext): { request: WebhookRequest } | { problem: Reply } {
  const errors = new FieldErrors();
  const request = parseInto(webhookRequestSchema, ctx.body, errors);
  if (request) {
    const hasScheme = request.authorizationScheme != null;
    const hasValue = request.authorization != null;
    if (hasScheme && !hasValue)
      errors.addSentence(
        '$.authorization',
        `The authorization field is required with the scheme ${request.authorizationScheme}.`,
      );
    if (hasValue && !hasScheme)
      errors.addSentence(
        '$.authorizationScheme',
        'The authorizationScheme field is required with an authorization value: BASIC, BEARER or HEADER.',
      );
  }
  if (!request || !errors.isEmpty) return { problem: validationProblemReply(ctx.traceId, errors) };
  return { request };
}

function notFound(ctx: RequestContext): Reply {
  return problemReply(
    ctx.traceId,
    404,
    `No webhook of these credentials has the id ${ctx.params.id}.`,
  );
}

function registerWebhook(ctx: RequestContext): Reply {
  const parsed = parseRequest(ctx);
  if ('problem' in parsed) return parsed.problem;
  const at = ctx.now.toISOString();
  const webhook: Webhook = {
    id: randomUUID(),
    ...fields(parsed.request),
    createdAt: at,
    updatedAt: at,
  };
  webhookStore(ctx.store).insert(ctx.accountId, webhook);
  return jsonReply(200, webhook);
}

function fields(request: WebhookRequest) {
  return {
    eventType: request.eventType,
    url: request.url,
    authorizationScheme: request.authorizationScheme ?? null,
    authorization: request.authorization ?? null,
  };
}

function listWebhooks(ctx: RequestContext): Reply {
  return jsonReply(200, webhookStore(ctx.store).list(ctx.accountId));
}

function readWebhook(ctx: RequestContext): Reply {
  const webhook = webhookStore(ctx.store).get(ctx.accountId, ctx.params.id!);
  return webhook ? jsonReply(200, webhook) : notFound(ctx);
}

/** PATCH with the registration's payload: every field as sent (an omitted optional one clears). */
function updateWebhook(ctx: RequestContext): Reply {
  const store = webhookStore(ctx.store);
  const existing = store.get(ctx.accountId, ctx.params.id!);
  if (!existing) return notFound(ctx);
  const parsed = parseRequest(ctx);
  if ('problem' in parsed) return parsed.problem;
  const webhook: Webhook = {
    ...existing,
    ...fields(parsed.request),
    updatedAt: ctx.now.toISOString(),
  };
  store.update(ctx.accountId, webhook);
  return jsonReply(200, webhook);
}

function deleteWebhook(ctx: RequestContext): Reply {
  return webhookStore(ctx.store).delete(ctx.accountId, ctx.params.id!)
    ? emptyTextReply(204)
    : notFound(ctx);
}

export const webhookRoutes: readonly Route[] = routesOf({
  [BASE]: { POST: registerWebhook, GET: listWebhooks },
  [`${BASE}/{id}`]: { GET: readWebhook, PATCH: updateWebhook, DELETE: deleteWebhook },
});
