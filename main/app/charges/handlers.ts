import type { ChargeRow } from '../../../preload/contract/index.ts';
import type { HandlerTable } from '../../ipc/registry.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import type { AppContext } from '../context.ts';
import { chargesCsv } from './charges-csv.ts';

type ChargeHandlers = Pick<HandlerTable, 'charges:list' | 'charges:totals' | 'charges:export-csv'>;

/** Everything the account is owed, boletos and Pix codes in one list, from the cache. */
export function chargeHandlers(ctx: AppContext): ChargeHandlers {
  return {
    'charges:list': (input) => ctx.session().charges.listCharges(input),
    'charges:totals': ({ filters }) => ctx.session().charges.chargeTotals(filters),
    // Walks the same keyset pages as the list, so the file is exactly what the filters show.
    'charges:export-csv': ({ filters, sort, decimalSeparator }) => {
      const repo = ctx.session().charges;
      const rows: ChargeRow[] = [];
      let cursor: string | null = null;
      do {
        const page = repo.listCharges({ filters, sort, cursor, limit: 500 });
        rows.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return {
        filename: `cobrancas-${todayInSaoPaulo(ctx.now())}.csv`,
        csv: chargesCsv(rows, decimalSeparator),
        rows: rows.length,
      };
    },
  };
}
