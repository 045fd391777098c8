import { z } from 'zod';
import { outboxEntrySchema } from '../schemas/outbox.ts';

const none = z.object({}).strict().default({});

/** Writes whose outcome is not known yet, kept for the owner to check with the bank. */
export const outboxOperations = {
  'outbox:list': { input: none, output: z.array(outboxEntrySchema) },
  'outbox:resolve': { input: z.object({ id: z.string().min(1) }), output: outboxEntrySchema },
  /**
   * Forgets an entry the user has checked: one the service refused, or an immediate Pix code
   * that cannot be read back (no money moves until someone pays a code nobody was shown).
   */
  'outbox:discard': {
    input: z.object({ id: z.string().min(1) }),
    output: z.object({ done: z.literal(true) }),
  },
} as const;
