import { z } from 'zod';

/**
 * Where the next page of a list starts: the last row of the page before, by the columns of the
 * list's order. Keyset, never an offset: a row written meanwhile neither repeats a row nor
 * skips one. A page shorter than its `limit` is the last.
 */

/** The Sent list (newest first, ties by id): the last payment's `createdAt` and `id`. */
export const sentAfterSchema = z.object({
  createdAt: z.string().min(1).max(64),
  id: z.string().min(1).max(100),
});
export type SentAfter = z.infer<typeof sentAfterSchema>;

/** The money-out log (newest first, ties by id): the last action's `at` and `id`. */
export const activityAfterSchema = z.object({
  at: z.string().min(1).max(64),
  id: z.number().int().positive(),
});
export type ActivityAfter = z.infer<typeof activityAfterSchema>;

/** The journal (in the order received, newest first): the last entry's `seq`. */
export const journalAfterSchema = z.number().int().positive();
