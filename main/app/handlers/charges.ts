import type { HandlerTable } from '../../ipc/registry.ts';
import type { AppContext } from '../context.ts';

type ChargeHandlers = Pick<HandlerTable, 'charges:list' | 'charges:totals'>;

/** Everything the account is owed, boletos and Pix codes in one list, from the cache. */
export function chargeHandlers(ctx: AppContext): ChargeHandlers {
  return {
    'charges:list': (input) => ctx.session().charges.listCharges(input),
    'charges:totals': ({ filters }) => ctx.session().charges.chargeTotals(filters),
  };
}
