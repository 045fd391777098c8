import type { z } from 'zod';

/**
 * A rule across fields broken in a `superRefine`: one issue on the field at `path`, its
 * message the rule's key (`v.…`), which the bridge shows on that field (`issues.ts`).
 */
export function addFieldIssue(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  message: string,
): void {
  ctx.addIssue({ code: 'custom', path, message });
}
