import type { Fields } from '../../lib/draft-values.ts';
import type { FirstStepGuard } from './money-out-limit.ts';

/**
 * Puts the owner's limit on the amount field when the amount is over it, unless the field
 * already says what is wrong (an amount that cannot be read, or outside a boleto's range).
 */
export function refuseOverLimit(
  guard: FirstStepGuard,
  amountCents: number | undefined,
  fields: Fields,
): void {
  const overLimit = amountCents === undefined ? null : guard.amountMessage(amountCents);
  if (overLimit && !fields['amountCents']) fields['amountCents'] = [overLimit];
}

/**
 * What every money-out input takes besides what it pays: the amount, the amount typed again,
 * and the owner's message (a blank one is none).
 */
export function amountTypedTwice(
  amountCents: number | undefined,
  confirmAmountCents: number | undefined,
  description: string,
) {
  return {
    amountCents,
    confirmAmountCents,
    description: description.trim() === '' ? undefined : description,
  };
}
