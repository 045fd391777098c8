import type { BoletoListInput, BoletoRow } from '../../../../../preload/contract/index.ts';
import { MAX_CARNE_BOLETOS } from './route.ts';

/** A CPF/CNPJ as compared: letters and digits only (the CNPJ may be alphanumeric). */
function documentKey(document: string): string {
  return document.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** The list query of a payer's pending boletos, earliest due first, as many as a carnê holds. */
export function payerCarneQuery(document: string): BoletoListInput {
  return {
    filters: { search: documentKey(document), statuses: ['Pending'] },
    sort: { key: 'dueDate', direction: 'asc' },
    limit: MAX_CARNE_BOLETOS,
  };
}

/**
 * The ids of the rows that are this payer's: the text search also matches the digits in other
 * fields (a your-number, another document that contains them), so the document is checked.
 */
export function payerCarneIds(rows: readonly BoletoRow[], document: string): string[] {
  const key = documentKey(document);
  return rows
    .filter((row) => row.status === 'Pending' && documentKey(row.payerDocument) === key)
    .map((row) => row.correlationId);
}
