import { z } from 'zod';
import {
  journalEntrySchema,
  journalListInputSchema,
  journalStatusSchema,
} from '../schemas/webhooks.ts';

const none = z.object({}).strict().default({});

/** The journal of the events the app received (the local sandbox's receiver). */
export const journalOperations = {
  /** The journal, newest first, optionally of one type and matching a search (works offline). */
  'journal:list': { input: journalListInputSchema, output: z.array(journalEntrySchema) },
  'journal:status': { input: none, output: journalStatusSchema },
} as const;
