import { pingBank } from '../../service/connection-check.ts';
import type { AppContext } from '../context.ts';

/**
 * The offline badge tells how the LAST call ended, maybe minutes ago: before money out is
 * refused for it, one cheap read asks the bank whether it can be reached now. The client
 * reports the answer to the connection state itself.
 */
export async function askWhetherReachable(
  ctx: Pick<AppContext, 'session' | 'now' | 'connection'>,
): Promise<void> {
  if (ctx.connection.online) return;
  try {
    await pingBank(await ctx.session().service(), ctx.now());
  } catch {
    // Still unreachable (or refused): the pipeline refuses money out as the state says.
  }
}
