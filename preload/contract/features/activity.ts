import { z } from 'zod';
import {
  activityEntrySchema,
  moneyOutLimitsSchema,
  moneyOutLimitsViewSchema,
} from '../schemas/activity.ts';

const none = z.object({}).strict().default({});

/** The owner's limits on money out, and the log of every money-out action. */
export const activityOperations = {
  /** The active profile's limits, with what today's money out used of them. */
  'limits:get': { input: none, output: moneyOutLimitsViewSchema },
  'limits:set': { input: moneyOutLimitsSchema, output: moneyOutLimitsViewSchema },
  /** Every money-out action, newest first, from this computer (works offline). */
  'activity:list': {
    input: z.object({ limit: z.number().int().min(1).max(5000).default(500) }),
    output: z.array(activityEntrySchema),
  },
  /** The whole log as CSV, with the charges export's conventions. */
  'activity:export-csv': {
    input: z.object({ decimalSeparator: z.enum(['comma', 'dot']).default('comma') }),
    output: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
  },
} as const;
