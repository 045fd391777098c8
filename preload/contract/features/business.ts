import { z } from 'zod';
import { businessDetailsInputSchema, businessDetailsSchema } from '../schemas/business.ts';

const none = z.object({}).strict().default({});

/** The owner's business details (Settings), printed on every document of the active profile. */
export const businessOperations = {
  /** The active profile's business details, or null when none were given. */
  'business:get': { input: none, output: businessDetailsSchema.nullable() },
  /** Replaces them whole: a refused field leaves what was stored untouched. */
  'business:set': { input: businessDetailsInputSchema, output: businessDetailsSchema },
  /** Forgets them: documents go back to the names the bank knows. */
  'business:clear': { input: none, output: z.object({ done: z.literal(true) }) },
} as const;
