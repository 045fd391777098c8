import { z } from 'zod';
import {
  chargeListInputSchema,
  chargeListPageSchema,
  chargeFiltersSchema,
  chargeTotalsSchema,
} from '../schemas/charges.ts';

/** Charges: boletos and Pix codes in one list, its totals, and its export. */
export const chargeOperations = {
  'charges:list': { input: chargeListInputSchema, output: chargeListPageSchema },
  'charges:totals': {
    input: z.object({ filters: chargeFiltersSchema.default({}) }),
    output: chargeTotalsSchema,
  },

  /** The filtered charges as CSV, the columns a bookkeeper expects. */
  'charges:export-csv': {
    input: chargeListInputSchema.omit({ cursor: true, limit: true }).extend({
      decimalSeparator: z.enum(['comma', 'dot']).default('comma'),
    }),
    output: z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
  },
} as const;
