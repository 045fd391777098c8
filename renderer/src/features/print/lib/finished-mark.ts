import type { BoletoView, PixCodeView } from '../../../../../preload/contract/index.ts';

/**
 * A charge that can no longer be paid prints with a mark across it (PAGO, EXPIRADO,
 * CANCELADO), so a copy found later in a drawer never invites a second payment.
 */
export type FinishedMark = 'paid' | 'expired' | 'cancelled';

const BOLETO_MARKS: Partial<Record<BoletoView['status'], FinishedMark>> = {
  Paid: 'paid',
  Expired: 'expired',
  Cancelled: 'cancelled',
};

export function boletoMark(boleto: Pick<BoletoView, 'status'>): FinishedMark | null {
  return BOLETO_MARKS[boleto.status] ?? null;
}

/** A code's mark by its status; an ACTIVE code past its last instant is expired all the same. */
export function pixMark(
  code: Pick<PixCodeView, 'status' | 'expiresAt'>,
  now: number = Date.now(),
): FinishedMark | null {
  if (code.status === 'CONCLUDED') return 'paid';
  if (code.status === 'EXPIRED') return 'expired';
  if (code.status === 'CANCELLED' || code.status.startsWith('REMOVED')) return 'cancelled';
  const deadline = code.expiresAt ? Date.parse(code.expiresAt) : Number.NaN;
  return !Number.isNaN(deadline) && deadline < now ? 'expired' : null;
}

/** The word printed across the document: documents print in Portuguese, as the boleto does. */
export const markWords: Record<FinishedMark, string> = {
  paid: 'PAGO',
  expired: 'EXPIRADO',
  cancelled: 'CANCELADO',
};
