import { z } from 'zod';
import {
  activityEntrySchema,
  moneyOutLimitsSchema,
  moneyOutLimitsViewSchema,
} from '../schemas/activity.ts';
import { activityAfterSchema } from '../schemas/list-pages.ts';
import { isoDateSchema } from '../validators/date.ts';

/** The owner's limits on money out, and the log of every money-out action. */
export const activityOperations = {
  /**
   * The active profile's limits, with what today's money out used of them — or, with `day`
   * (`YYYY-MM-DD`, São Paulo), what that day's did: a transfer scheduled for it counts there.
   */
  'limits:get': {
    input: z.object({ day: isoDateSchema.optional() }).strict().default({}),
    output: moneyOutLimitsViewSchema,
  },
  'limits:set': { input: moneyOutLimitsSchema, output: moneyOutLimitsViewSchema },
  /**
   * Every money-out action, newest first, from this computer (works offline): `limit` rows
   * after `after` (from the top when null). A page shorter than `limit` is the last.
   */
  'activity:list': {
    input: z.object({
      after: activityAfterSchema.nullable().default(null),
      limit: z.number().int().min(1).max(5000).default(500),
    }),
    output: z.array(activityEntrySchema),
  },
  /** The whole log as CSV, with the charges export's conventions. */
  'activity:export-csv': {
    input: z.object({ decimalSeparator: z.enum(['comma', 'dot']).default('comma') }),
    output: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
  },
} as const;
