import type { ChargeMoney } from '../../preload/contract/schemas/charge-money.ts';

/**
 * The one rule for where a charge's money stands: what was paid, less what was refunded
 * (refunds done or on their way; a failed refund gave its amount back). A charge that is not
 * paid has no money state. Every screen, print and export reads it from here.
 */
export function chargeMoneyOf(
  state: 'open' | 'paid' | 'expired' | 'cancelled',
  paidCents: number,
  refundedCents: number,
): ChargeMoney | null {
  if (state !== 'paid') return null;
  // A refund is never more than what was paid (the bank refuses it); kept so if one were.
  const refunded = Math.min(Math.max(0, refundedCents), paidCents);
  return {
    state: refunded === 0 ? 'paid' : refunded >= paidCents ? 'refunded' : 'partly-refunded',
    receivedCents: paidCents,
    refundedCents: refunded,
    netCents: paidCents - refunded,
  };
}
