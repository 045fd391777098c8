import { z } from 'zod';
import { webhookEventSchema, type WebhookEvent } from '../domain/wire/webhook-events.ts';
import {
  webhookListSchema,
  webhookSchema,
  type AuthorizationScheme,
  type Webhook,
  type WebhookEventType,
} from '../domain/wire/webhooks.ts';
import type { ServiceClient } from './http-client.ts';
import { FORM_LEVEL, wireSegments } from './mapping/json-path.ts';

/**
 * The webhook endpoints of the service (spec 4.16) and, for sandbox profiles, the local
 * sandbox's delivery log and event trigger. No money here: registrations carry no amounts.
 */

export const WEBHOOKS = '/baas/api/v1/webhooks';
/** The local sandbox only: not part of the service's interface. */
const SANDBOX_DELIVERIES = '/_sandbox/webhooks/deliveries';
const SANDBOX_EVENTS = '/_sandbox/events';

/** Register and update send the same payload. */
export interface WebhookInput {
  eventType: WebhookEventType;
  url: string;
  authorizationScheme?: AuthorizationScheme;
  authorization?: string;
}

export function toWire(input: WebhookInput) {
  return {
    eventType: input.eventType,
    url: input.url,
    ...(input.authorizationScheme ? { authorizationScheme: input.authorizationScheme } : {}),
    ...(input.authorization !== undefined ? { authorization: input.authorization } : {}),
  };
}

export function formPath(wirePath: string): string {
  const segments = wireSegments(wirePath);
  return segments.length === 0 ? FORM_LEVEL : segments.join('.');
}

export function webhookPath(id: string): string {
  return `${WEBHOOKS}/${encodeURIComponent(id)}`;
}

/** Every registration of the API key (a plain array; no paging). */
export async function listWebhooks(client: ServiceClient): Promise<Webhook[]> {
  const { value } = await client.request({
    method: 'GET',
    path: WEBHOOKS,
    schema: webhookListSchema,
  });
  return value;
}

export async function getWebhook(client: ServiceClient, id: string): Promise<Webhook> {
  const { value } = await client.request({
    method: 'GET',
    path: webhookPath(id),
    schema: webhookSchema,
  });
  return value;
}

// ---------------------------------------------------------------------------------------------
// The local sandbox's tools

const deliveryAttemptSchema = z.looseObject({
  attempt: z.number().int(),
  url: z.string(),
  startedAt: z.string(),
  durationMs: z.number(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const deliveryLogEntrySchema = z.looseObject({
  deliveryId: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  occurredAt: z.string(),
  webhookId: z.string(),
  state: z.enum(['pending', 'delivered', 'failed', 'dropped']),
  attempts: z.array(deliveryAttemptSchema),
  event: webhookEventSchema,
});
export type DeliveryLogEntry = z.infer<typeof deliveryLogEntrySchema>;

/** The local sandbox's delivery log, newest first; optionally one event's deliveries. */
export async function listSandboxDeliveries(
  client: ServiceClient,
  eventId?: string,
): Promise<DeliveryLogEntry[]> {
  const { value } = await client.request({
    method: 'GET',
    path: SANDBOX_DELIVERIES,
    query: { eventId },
    schema: z.array(deliveryLogEntrySchema),
  });
  return value;
}

/** Fires an event of any type on the local sandbox ("send a test event"); `data` overrides the sample. */
export async function fireSandboxEvent(
  client: ServiceClient,
  eventType: WebhookEventType,
  data?: Record<string, unknown>,
): Promise<WebhookEvent> {
  const { value } = await client.request({
    method: 'POST',
    path: SANDBOX_EVENTS,
    body: { eventType, ...(data ? { data } : {}) },
    schema: webhookEventSchema,
    fieldPaths: formPath,
  });
  return value;
}
