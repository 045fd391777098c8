import type { HandlerTable } from '../../ipc/registry.ts';
import { homeSummaryReader } from '../../cache/charges/home-summary.ts';
import type { AppContext } from '../context.ts';

type HomeHandlers = Pick<HandlerTable, 'home:summary'>;

/** The home screen's figures, from the cache: they hold offline. */
export function homeHandlers(ctx: AppContext): HomeHandlers {
  return {
    'home:summary': () => homeSummaryReader(ctx.session().db).summary(ctx.now()),
  };
}
