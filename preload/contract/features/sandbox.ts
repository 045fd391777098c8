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

export const localSandboxStatusSchema = z.object({
  running: z.boolean(),
  baseUrl: z.string().nullable(),
});
export type LocalSandboxStatus = z.infer<typeof localSandboxStatusSchema>;

/** The local sandbox's own controls. */
export const sandboxOperations = {
  /** The embedded bank of the Local sandbox profile can be paused, to see the app offline. */
  'sandbox:status': { input: none, output: localSandboxStatusSchema },
  'sandbox:set-running': {
    input: z.object({ running: z.boolean() }),
    output: localSandboxStatusSchema,
  },
  /**
   * Erases what was tried in the local sandbox and puts its first-run demo data back (boletos
   * and Pix codes), then empties this profile's cache and syncs it again. Refused
   * (`unsupported`) on every other profile.
   */
  'sandbox:restore-demo': { input: none, output: restoredDemoSchema },
} as const;
