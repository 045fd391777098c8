import { webhookEventSchema, type WebhookEvent } from '../domain/wire/webhook-events.ts';
import type { ServiceClient } from './http-client.ts';

/** The local sandbox only: not part of the service's interface. */
const SANDBOX_INFRACTIONS = '/_sandbox/pix/infractions';

/**
 * `POST /_sandbox/pix/infractions` — the local sandbox only: the payer of a Pix the account
 * received disputes it; the sandbox tells it with `INFRACTION_NOTIFICATION_CREATED` through
 * its normal deliveries and answers that event. 404 (`not_found`) for a Pix it never received.
 */
export async function openSandboxInfraction(
  client: ServiceClient,
  input: { endToEndId: string; reason: 'FRAUD' | 'REFUND_REQUEST' },
): Promise<WebhookEvent> {
  const { value } = await client.request({
    method: 'POST',
    path: SANDBOX_INFRACTIONS,
    body: input,
    schema: webhookEventSchema,
  });
  return value;
}
