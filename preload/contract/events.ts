import { z } from 'zod';
import { syncFinishedSchema, syncProgressSchema } from './schemas/sync.ts';
import { sentFailedNoticeSchema } from './schemas/payments.ts';
import { journalReceivedEventSchema } from './schemas/webhooks.ts';
import { subscriptionRunSchema } from './schemas/subscriptions.ts';
import { localeSchema } from './features/app.ts';

/**
 * What the desktop app's menu asks the page to do. The page does each the way its own keyboard
 * shortcuts do (`renderer/src/lib/commands.ts`), so a menu item and a key never differ.
 */
export const menuCommands = ['new-charge', 'search', 'print', 'sync'] as const;
export type MenuCommand = (typeof menuCommands)[number];

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
      'roles',
      'subscriptions',
      'alerts',
    ]),
  }),
  /** The bank's event just reached the app's receiver (and was applied to the cache). */
  'journal:received': journalReceivedEventSchema,
  /** A sent payment found failed by a sync's read-back (an event tells it through the journal). */
  'payments:failed': z.object({ notice: sentFailedNoticeSchema }),
  /** A menu item of the desktop app was chosen (or its accelerator pressed). */
  'menu:command': z.object({ command: z.enum(menuCommands) }),
  /** The owner chose another language: the desktop app's menus follow it. */
  'settings:locale-changed': z.object({ locale: localeSchema }),
  /** A run of the subscriptions' scheduler issued months (or left some for later). */
  'subscriptions:issued': subscriptionRunSchema,
} as const;

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = z.infer<Events[E]>;
export const eventNames = Object.keys(events) as EventName[];
