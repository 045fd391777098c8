import { z } from 'zod';

const none = z.object({}).strict().default({});

export const restoredDemoSchema = z.object({
  /** Demo boletos and Pix codes the sandbox holds again. */
  boletos: z.number().int(),
  pixCodes: z.number().int(),
  /** The sync started to bring them into the emptied cache. */
  runId: z.string(),
});
export type RestoredDemo = z.infer<typeof restoredDemoSchema>;

/** The local sandbox profile's own controls; refused (`unsupported`) on every other profile. */
export const sandboxOperations = {
  /**
   * Erases what was tried in the local sandbox and puts its first-run demo data back (boletos
   * and Pix codes), then empties this profile's cache and syncs it again.
   */
  'sandbox:restore-demo': { input: none, output: restoredDemoSchema },
} as const;
