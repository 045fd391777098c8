import { maskDocument } from '../../../../preload/contract/index.ts';

/**
 * The payer's CPF/CNPJ of a received Pix, one way on every screen and every load: masked as the
 * bank masks payer documents (`***.456.789-**`). The sources disagree — the bank's list and a
 * Pix code's record give it masked, a boleto's row or a test Pix typed here give it whole — and
 * the newest source wins in the cache, so showing it as given made the same Pix show the full
 * CPF on one load and the masked one after "Atualizar". The whole document, where the owner
 * typed it, is on the charge's own page.
 */
export function payerDocumentText(document: string): string {
  return maskDocument(document);
}
