import { webhookSchema, type Webhook } from '../../domain/wire/webhooks.ts';
import type { ServiceClient } from '../http-client.ts';
import { WEBHOOKS, formPath, toWire, webhookPath, type WebhookInput } from '../webhooks.ts';

/** The webhook writes (spec 4.16): one request each, no retries. */

/** `POST /baas/api/v1/webhooks`. */
export async function registerWebhook(
  client: ServiceClient,
  input: WebhookInput,
): Promise<Webhook> {
  const { value } = await client.request({
    method: 'POST',
    path: WEBHOOKS,
    body: toWire(input),
    schema: webhookSchema,
    fieldPaths: formPath,
  });
  return value;
}

/** PATCH with the registration's whole payload (an omitted authorization is cleared). */
export async function updateWebhook(
  client: ServiceClient,
  id: string,
  input: WebhookInput,
): Promise<Webhook> {
  const { value } = await client.request({
    method: 'PATCH',
    path: webhookPath(id),
    body: toWire(input),
    schema: webhookSchema,
    fieldPaths: formPath,
  });
  return value;
}

export async function deleteWebhook(client: ServiceClient, id: string): Promise<void> {
  await client.request({ method: 'DELETE', path: webhookPath(id), expect: 'empty' });
}
