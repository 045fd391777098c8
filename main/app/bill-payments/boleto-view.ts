import type { BoletoNotPayableReason, BoletoToPayView } from '../../../preload/contract/index.ts';
import type { BoletoToPay } from '../../service/bill-payments.ts';

/**
 * Why the bank's read says the boleto cannot be paid, from its status (assumption: the SDK names
 * no values; the local sandbox says `OPEN`, `PAID`, `EXPIRED`, `CANCELLED`). Any other status is
 * left for the bank to judge when it is paid.
 */
function notPayableOf(status: string | null): BoletoNotPayableReason | null {
  const normalized = (status ?? '').trim().toUpperCase();
  if (normalized === 'PAID') return 'paid';
  if (normalized === 'EXPIRED') return 'expired';
  if (normalized === 'CANCELLED' || normalized === 'CANCELED') return 'cancelled';
  return null;
}

/** What the bank said of a boleto, as the read step shows it and the payment is held to. */
export function boletoToPayView(boleto: BoletoToPay): BoletoToPayView {
  return {
    barCode: boleto.barCode,
    digitableLine: boleto.digitableLine,
    beneficiary: boleto.beneficiary ?? { name: '', tradeName: null, document: null },
    payerName: boleto.payer?.name ?? null,
    issuer: boleto.issuer,
    charge: {
      dueDate: boleto.dueDate,
      originalAmountCents: boleto.originalCents,
      rebateCents: boleto.rebateCents,
      discountCents: boleto.discountCents,
      fineCents: boleto.fineCents,
      interestCents: boleto.interestCents,
      totalCents: boleto.chargedCents,
    },
    otherAmount: boleto.allowsOtherAmount
      ? { minCents: boleto.minCents ?? 1, maxCents: boleto.maxCents ?? boleto.chargedCents }
      : null,
    notPayable: notPayableOf(boleto.status),
  };
}
