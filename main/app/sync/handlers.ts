import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';

type SyncHandlers = Pick<HandlerTable, 'sync:start' | 'sync:cancel' | 'sync:status'>;

export function syncHandlers(ctx: AppContext): SyncHandlers {
  return {
    'sync:start': ({ full }) => ({
      runId: ctx.sync.start(ctx.session(), full ? 'full' : 'recent'),
    }),
    'sync:cancel': ({ runId }) => {
      ctx.sync.cancel(runId);
      return { done: true };
    },
    'sync:status': () => ctx.sync.status(ctx.session()),
  };
}
