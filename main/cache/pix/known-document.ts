import { normalizeDocument } from '../../../preload/contract/validators/document.ts';

/**
 * The service masks a due-date code's payer document in its answers (`**.222.333/0001-**`).
 * When the app knows the whole document (it sent it, or it was cached or saved before), the
 * owner sees it in full: the first known document that fits the mask, or the one received.
 */
export function knownDocument(received: string, known: readonly (string | null | undefined)[]) {
  if (!received.includes('*')) return received;
  const masked = normalizeDocument(received);
  for (const candidate of known) {
    if (!candidate || candidate.includes('*')) continue;
    const whole = normalizeDocument(candidate);
    if (fits(whole, masked)) return whole;
  }
  return received;
}

/** Same length, and every character the mask shows is the same. */
function fits(whole: string, masked: string): boolean {
  if (whole.length !== masked.length) return false;
  for (let i = 0; i < masked.length; i++) {
    if (masked[i] !== '*' && masked[i] !== whole[i]) return false;
  }
  return true;
}

/** A due-date record with its payer's document in full when one of `known` fits it. */
export function withKnownPayer<R extends { payer: { name: string; document: string } }>(
  record: R,
  known: readonly (string | null | undefined)[],
): R {
  const document = knownDocument(record.payer.document, known);
  return document === record.payer.document
    ? record
    : { ...record, payer: { ...record.payer, document } };
}
