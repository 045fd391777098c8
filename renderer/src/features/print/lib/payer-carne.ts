import type { ChargeListInput, ChargeRow } from '../../../../../preload/contract/index.ts';
import { MAX_CARNE_BOLETOS } from '../../../lib/print-route.ts';

/** A CPF/CNPJ as compared: letters and digits only (the CNPJ may be alphanumeric). */
function documentKey(document: string): string {
  return document.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** The list query of a payer's open boletos, earliest due first, as many as a carnê holds. */
export function payerCarneQuery(document: string): ChargeListInput {
  return {
    filters: { kinds: ['boleto'], search: documentKey(document), states: ['open'] },
    sort: { key: 'dueDate', direction: 'asc' },
    limit: MAX_CARNE_BOLETOS,
  };
}

/**
 * The ids of the rows that are this payer's: the text search also matches the digits in other
 * fields (a your-number, another document that contains them), so the document is checked.
 */
export function payerCarneIds(rows: readonly ChargeRow[], document: string): string[] {
  const key = documentKey(document);
  return rows
    .filter(
      (row) =>
        row.kind === 'boleto' &&
        row.state === 'open' &&
        documentKey(row.payerDocument ?? '') === key,
    )
    .map((row) => row.id);
}
