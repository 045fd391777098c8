import { MAX_INSTALLMENTS, MIN_INSTALLMENTS } from '../../../../preload/contract/index.ts';

/** What `installmentYourNumber` writes at the end of a carnê's reference: `<prefix>-<n>/<count>`. */
const LABEL = /-(\d{1,2})\/(\d{1,2})$/;

/** The "3/6" of a carnê's installment. */
export interface Installment {
  number: number;
  count: number;
}

/**
 * The installment a charge is of, read back from its reference — a boleto's your number, a
 * due-date Pix code's description — as the reminders list reads it in the cache
 * (`main/cache/reminders/installment-label.ts`). Null for any other charge, and for numbers no
 * carnê can have.
 */
export function installmentOf(reference: string | null | undefined): Installment | null {
  const match = LABEL.exec(reference?.trim() ?? '');
  if (!match) return null;
  const number = Number(match[1]);
  const count = Number(match[2]);
  if (count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) return null;
  if (number < 1 || number > count) return null;
  return { number, count };
}
