import type { DecodedBrCode } from '../../domain/brcode.ts';
import { paymentReceived } from '../events/payment-received.ts';
import { problemReply } from '../http/problems.ts';
import type { Reply } from '../http/reply.ts';
import type { RequestContext } from '../http/router.ts';
import { staticQrStore, type StoredStaticQr } from './static-qr-store.ts';

/**
 * A payer's bank paying a counter QR the bank registered (`/_sandbox/pix/pay-static`): the
 * code is found by the txid its payload carries. A code made on the owner's computer carries
 * `***` and is paid as a Pix to its key; a txid this bank never issued is paid the same way,
 * as a payer's bank would (the txid is the receiver's reference, not a condition).
 */

/** The registered code the payload names; a refusal when it can no longer be paid. */
export function registeredStaticCode(
  ctx: RequestContext,
  code: DecodedBrCode,
): { code: StoredStaticQr } | { refused: Reply } | undefined {
  if (code.kind !== 'static' || code.txid === '***') return undefined;
  const found = staticQrStore(ctx.store).findByTransactionId(ctx.accountId, code.txid);
  if (!found || found.record.pixKey !== code.key) return undefined;
  if (found.record.status === 'CANCELLED') return { refused: cancelled(ctx) };
  return { code: found };
}

function cancelled(ctx: RequestContext): Reply {
  return problemReply(
    ctx.traceId,
    422,
    'This counter QR was cancelled by the receiver; it can no longer be paid.',
  );
}

/**
 * Records the payment against the code and receives the Pix as a QR code's (the ledger, the
 * `PIX_RECEIVED` event, the split), with the code's text. A code cancelled in between is
 * refused: the store lets only one of the two land.
 */
export function payRegisteredStaticCode(
  ctx: RequestContext,
  code: StoredStaticQr,
  payment: {
    endToEndId: string;
    amountCents: number;
    payer: { name: string; document: string };
    paidAt: string;
  },
): Reply | null {
  const { record } = code;
  const recorded = staticQrStore(ctx.store).recordPayment(ctx.accountId, code.rowId, {
    ...payment,
    correlationId: record.correlationId,
  });
  if (!recorded) return cancelled(ctx);
  paymentReceived(ctx, {
    source: {
      kind: 'QR_CODE',
      transactionId: record.transactionId,
      correlationId: record.correlationId,
    },
    amountCents: payment.amountCents,
    endToEndId: payment.endToEndId,
    payer: payment.payer,
    paidAt: payment.paidAt,
    description: record.additionalInfo ?? undefined,
  });
  return null;
}
