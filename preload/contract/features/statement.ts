import {
  statementExportCsvInputSchema,
  statementExportOfxInputSchema,
  statementExportSchema,
  statementListInputSchema,
  statementPageSchema,
} from '../schemas/statement.ts';

/**
 * The account statement (extrato), built from what this computer has seen: every movement of
 * the account's money it knows, dated, with the sums of each day and of the period. It shows
 * money out as well as in, so it is the owner's (`owner-only.ts`).
 */
export const statementOperations = {
  /** A page of lines, newest first, after `after`; the period's sums come with the first. */
  'statement:list': { input: statementListInputSchema, output: statementPageSchema },
  /** The filtered lines as CSV, every code in the owner's words. */
  'statement:export-csv': { input: statementExportCsvInputSchema, output: statementExportSchema },
  /** The filtered lines that moved money as an OFX 1.02 bank statement, for bookkeeping. */
  'statement:export-ofx': { input: statementExportOfxInputSchema, output: statementExportSchema },
} as const;
