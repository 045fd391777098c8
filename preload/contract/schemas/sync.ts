import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';

export const syncStartInputSchema = z.object({
  /** Re-read the whole history instead of the recent windows only. */
  full: z.boolean().default(false),
});

export const syncStatusSchema = z.object({
  running: z.boolean(),
  runId: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
  /** Whether the last call to the service reached it. */
  online: z.boolean(),
  /** Boletos of the bank's list kept flagged because they could not be read. */
  unreadableBoletos: z.number().int(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

export const syncProgressSchema = z.object({
  runId: z.string(),
  windowIndex: z.number().int(),
  windowCount: z.number().int(),
  pagesFetched: z.number().int(),
  itemsFetched: z.number().int(),
  itemsChanged: z.number().int(),
});
export type SyncProgress = z.infer<typeof syncProgressSchema>;

export const syncFinishedSchema = z.object({
  runId: z.string(),
  outcome: z.enum(['completed', 'cancelled', 'failed']),
  error: appErrorSchema.nullable(),
  itemsFetched: z.number().int(),
  itemsChanged: z.number().int(),
  /** Items of the bank's list this run could not read: kept flagged, never failing the run. */
  itemsUnreadable: z.number().int(),
  lastSyncedAt: z.string().nullable(),
});
export type SyncFinished = z.infer<typeof syncFinishedSchema>;
