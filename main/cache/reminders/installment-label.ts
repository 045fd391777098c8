import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../../preload/contract/schemas/customers.ts';

/** What `installmentYourNumber` writes at the end: `<prefix>-<n>/<count>`. */
const LABEL = /-(\d{1,2})\/(\d{1,2})$/;

/**
 * The "n/N" of a carnê's installment, read back from its reference: a boleto's your number
 * is `installmentYourNumber(prefix, n, count)`, a due-date Pix code's description ends with
 * it. Null for any other charge, and for numbers no carnê can have.
 */
export function installmentOf(
  reference: string | null | undefined,
): { number: number; count: number } | null {
  const match = LABEL.exec(reference?.trim() ?? '');
  if (!match) return null;
  const number = Number(match[1]);
  const count = Number(match[2]);
  if (count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) return null;
  if (number < 1 || number > count) return null;
  return { number, count };
}
