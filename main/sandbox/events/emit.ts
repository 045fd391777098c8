import { randomUUID } from 'node:crypto';
import {
  webhookEventSchema,
  type WebhookEvent,
  type WebhookEventData,
} from '../../domain/wire/webhook-events.ts';
import type { WebhookEventType } from '../../domain/wire/webhooks.ts';
import type { SandboxStore } from '../store.ts';
import { deliveryQueueOf } from '../webhooks/delivery-queue.ts';
import { webhookStore } from '../webhooks/webhook-store.ts';
import { eventStore } from './event-store.ts';

/** What emitting needs of a request (or of any caller holding the sandbox). */
export interface EventSink {
  store: SandboxStore;
  accountId: string;
}

/**
 * Emits one event: it is kept (with a new id), one delivery is queued per webhook of the
 * account registered for its type, and the delivery queue is woken. Returns at once: the
 * deliveries run apart from the caller. The body is checked against the one schema of
 * `domain/wire/webhook-events.ts`, so the sandbox never sends a shape receivers do not expect.
 */
export function emitEvent<T extends WebhookEventType>(
  sink: EventSink,
  eventType: T,
  data: WebhookEventData<T>,
  occurredAt: string,
): WebhookEvent {
  const event = webhookEventSchema.parse({
    id: randomUUID(),
    eventType,
    occurredAt,
    accountNumber: sink.accountId,
    data,
  });
  const listening = webhookStore(sink.store).listening(sink.accountId, eventType);
  eventStore(sink.store).insert(
    sink.accountId,
    event,
    listening.map((webhook) => webhook.id),
    Date.now(),
  );
  if (listening.length > 0) deliveryQueueOf(sink.store)?.wake();
  return event;
}
