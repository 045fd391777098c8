import { z } from 'zod';
import { syncStartInputSchema, syncStatusSchema } from '../schemas/sync.ts';

const none = z.object({}).strict().default({});

/** Syncing the active profile's charges from the bank into this computer's cache. */
export const syncOperations = {
  'sync:start': { input: syncStartInputSchema, output: z.object({ runId: z.string() }) },
  'sync:cancel': {
    input: z.object({ runId: z.string() }),
    output: z.object({ done: z.literal(true) }),
  },
  'sync:status': { input: none, output: syncStatusSchema },
} as const;
