import { AppFailure } from '../../../preload/contract/errors.ts';
import type { RestoredDemo } from '../../../preload/contract/features/sandbox.ts';
import { clearCache } from '../../cache/db/clear-cache.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { restoreSandboxDemo } from '../../service/sandbox-demo.ts';
import type { AppContext } from '../context.ts';
import type { ProfileSession } from '../profiles/profile-session.ts';

type SandboxHandlers = Pick<HandlerTable, 'sandbox:restore-demo'>;

/** Resources whose screens read the emptied cache: each list reloads. */
const CLEARED = [
  'boletos',
  'pix',
  'outbox',
  'payments',
  'received',
  'pix-keys',
  'customers',
  'subscriptions',
] as const;

/**
 * Cache tables a restore leaves: the split configurations, which the sandbox keeps too (set-up,
 * not charges tried), and the event journal, append-only by design (events as received).
 */
const KEPT = ['split_configurations', 'split_instructions', 'event_journal'];

export function sandboxHandlers(ctx: AppContext): SandboxHandlers {
  // One restore at a time: a second asked for meanwhile gets the first's answer, so no sync
  // of one restore writes into a cache another is emptying.
  let restoring: Promise<RestoredDemo> | null = null;

  const restore = async (session: ProfileSession): Promise<RestoredDemo> => {
    // A sync still writing would put back rows of the state being erased.
    await ctx.sync.stop();
    const restored = await restoreSandboxDemo(await session.service());
    // And one the owner started while the sandbox was restoring.
    await ctx.sync.stop();
    clearCache(session.db, KEPT);
    const runId = ctx.sync.start(session, 'full');
    for (const resource of CLEARED) ctx.events.emit('data:changed', { resource });
    return { ...restored, runId };
  };

  return {
    'sandbox:restore-demo': () => {
      const session = ctx.session();
      if (session.kind !== 'local-sandbox') {
        throw new AppFailure('unsupported', 'Demo data exists only in the local sandbox.');
      }
      restoring ??= restore(session).finally(() => {
        restoring = null;
      });
      return restoring;
    },
  };
}
