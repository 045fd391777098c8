import { z } from 'zod';
import {
  webhookEventTypeSchema,
  webhookIdSchema,
  webhookListSchema,
  webhookRegisterInputSchema,
  webhookUpdateInputSchema,
  webhookViewSchema,
} from '../schemas/webhooks.ts';

const none = z.object({}).strict().default({});

/** Webhooks of the active profile. */
export const webhookOperations = {
  /** Every registration of the profile's API key; authorization values only by their end. */
  'webhooks:list': { input: none, output: webhookListSchema },
  'webhooks:register': { input: webhookRegisterInputSchema, output: webhookViewSchema },
  'webhooks:update': { input: webhookUpdateInputSchema, output: webhookViewSchema },
  'webhooks:delete': {
    input: z.object({ id: webhookIdSchema }),
    output: z.object({ done: z.literal(true) }),
  },
  /** The local sandbox sends an event of this type to every registration of it. */
  'webhooks:send-test': {
    input: z.object({ eventType: webhookEventTypeSchema }),
    output: z.object({ eventId: z.string() }),
  },
} as const;
