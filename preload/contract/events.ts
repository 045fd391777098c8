import { z } from 'zod';
import { syncFinishedSchema, syncProgressSchema } from './schemas/sync.ts';
import { sentFailedNoticeSchema } from './schemas/payments.ts';
import { journalReceivedEventSchema } from './schemas/webhooks.ts';

/** Main → renderer notifications. Each has a schema so both transports carry the same shapes. */
export const events = {
  'sync:progress': syncProgressSchema,
  'sync:finished': syncFinishedSchema,
  'connection:changed': z.object({ online: z.boolean() }),
  'data:changed': z.object({
    resource: z.enum([
      'boletos',
      'pix',
      'profiles',
      'outbox',
      'payments',
      'received',
      'pix-keys',
      'split',
      'customers',
      'webhooks',
      'business',
    ]),
  }),
  /** The bank's event just reached the app's receiver (and was applied to the cache). */
  'journal:received': journalReceivedEventSchema,
  /** A sent payment found failed by a sync's read-back (an event tells it through the journal). */
  'payments:failed': z.object({ notice: sentFailedNoticeSchema }),
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.infer<Events[E]>;
export const eventNames = Object.keys(events) as EventName[];
