import { z } from 'zod';

/** Printing: boletos, receipts, carnês, Pix cards and reports, on paper or as PDF. */
export const printOperations = {
  /**
   * Renders a print page (`#/print/…`) in a hidden window and sends it to the printer or to a
   * PDF file the user picks. Desktop only: in the browser the page prints itself.
   */
  'print:render': {
    input: z.object({
      route: z.string().regex(/^#\/print\/[\w\-/?=&,.%]+$/, 'v.invalid'),
      target: z.enum(['printer', 'pdf']),
      suggestedName: z.string().trim().max(120).optional(),
    }),
    output: z.object({ path: z.string().nullable() }),
  },
} as const;
