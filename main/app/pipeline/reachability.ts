import { todayInSaoPaulo } from '../../domain/dates.ts';
import { listBoletos } from '../../service/boletos.ts';
import type { AppContext } from '../context.ts';

/**
 * The offline badge tells how the LAST call ended, maybe minutes ago: before money out is
 * refused for it, one cheap read (a one-item list of today's boletos) asks the bank whether it
 * can be reached now. The client reports the answer to the connection state itself.
 */
export async function askWhetherReachable(
  ctx: Pick<AppContext, 'session' | 'now' | 'connection'>,
): Promise<void> {
  if (ctx.connection.online) return;
  const today = todayInSaoPaulo(ctx.now());
  try {
    await listBoletos(await ctx.session().service(), {
      startDate: today,
      endDate: today,
      page: 1,
      limit: 1,
    });
  } catch {
    // Still unreachable (or refused): the pipeline refuses money out as the state says.
  }
}
