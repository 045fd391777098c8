/**
 * The message key for how a payment reached the bank (`BANKSLIP`, `PIX`), or null for a way
 * this app has no words for yet — then the bank's own word is shown rather than nothing.
 */
export function paymentSourceKey(source: string): `payment_source.${string}` | null {
  return source === 'BANKSLIP' || source === 'PIX' ? `payment_source.${source}` : null;
}
