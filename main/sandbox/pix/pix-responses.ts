import { centsToReais } from '../../domain/money.ts';
import type {
  DueDateQrCode,
  DueDateQrCodePayment,
  DueDateQrCodePaymentItem,
  ImmediateQrCode,
  PixCharge,
  PixChargeStatus,
} from '../../domain/wire/pix.ts';
import { maskDocument } from '../../../preload/contract/validators/document.ts';
import type { SandboxShapes } from '../shapes.ts';
import type { ReceivedPix, StoredPixQrCode } from './pix-store.ts';

/**
 * What the API answers for a stored QR code: the due-date record with the payer's document
 * masked (service-spec 2.3) and its payment once paid, and the `/v1/pix` charge view (2.5).
 */

/**
 * The 2.3 record as answered: payer document masked, and its payment (the spec shows no
 * fields). The `sdk` shapes answer `payments`, an array as the operator's SDK reads it
 * (`GetQrCodeResponse`, `CreateDueDateQrCodeResponse`) — empty until paid, then one item of
 * `QrCodePaymentDTO`'s fields (endToEndId, correlationId, amount, createdAt: the instant of
 * the payment) with the payer and the breakdown. The `legacy` shapes answer `payment` once
 * paid: end-to-end id, amount, `paidAt`, payer with the document masked, and the breakdown
 * original / rebate / discount / fine / interest, all in reais.
 */
export function dueDateQrCodeResponse(
  record: DueDateQrCode,
  received: ReceivedPix | undefined,
  shapes: SandboxShapes,
): DueDateQrCode {
  const answered = {
    ...record,
    payer: { ...record.payer, document: maskDocument(record.payer.document) },
  };
  if (shapes === 'sdk') return { ...answered, payments: received ? [paymentItemOf(received)] : [] };
  return received ? { ...answered, payment: paymentOf(received) } : answered;
}

/**
 * An immediate code as its read answers it (the operator's SDK reads it as the same
 * `GetQrCodeResponse` as a due-date code): the record as created, its status moved, and its
 * payment in the same shapes as a due-date code's — `payments` (`sdk`: empty until paid, then
 * the one Pix that paid it) or `payment` once paid (`legacy`) — without a breakdown, which an
 * immediate code, paid at its face amount, does not have. `maskPayer` masks the payer's
 * document, as the list of codes does.
 */
export function immediateQrCodeResponse(
  record: ImmediateQrCode,
  received: ReceivedPix | undefined,
  shapes: SandboxShapes,
  options: { maskPayer: boolean },
): ImmediateQrCode {
  const { payer } = record;
  const answered =
    options.maskPayer && payer?.document !== undefined
      ? { ...record, payer: { ...payer, document: maskDocument(payer.document) } }
      : record;
  if (shapes === 'sdk') {
    return { ...answered, payments: received ? [withoutBreakdown(paymentItemOf(received))] : [] };
  }
  return received ? { ...answered, payment: withoutBreakdown(paymentOf(received)) } : answered;
}

function withoutBreakdown<T extends { breakdown: unknown }>(payment: T): Omit<T, 'breakdown'> {
  const { breakdown: _breakdown, ...rest } = payment;
  return rest;
}

function paymentOf(received: ReceivedPix): DueDateQrCodePayment {
  return {
    endToEndId: received.endToEndId,
    amount: centsToReais(received.amountCents),
    paidAt: received.paidAt,
    payer: { name: received.payer.name, document: maskDocument(received.payer.document) },
    breakdown: breakdownOf(received),
  };
}

function paymentItemOf(received: ReceivedPix): DueDateQrCodePaymentItem {
  return {
    endToEndId: received.endToEndId,
    correlationId: received.correlationId,
    amount: centsToReais(received.amountCents),
    createdAt: received.paidAt,
    payer: { name: received.payer.name, document: maskDocument(received.payer.document) },
    breakdown: breakdownOf(received),
  };
}

function breakdownOf(received: ReceivedPix): DueDateQrCodePayment['breakdown'] {
  const breakdown = received.breakdown;
  return {
    original: centsToReais(breakdown?.originalCents ?? received.amountCents),
    rebate: centsToReais(breakdown?.rebateCents ?? 0),
    discount: centsToReais(breakdown?.discountCents ?? 0),
    fine: centsToReais(breakdown?.fineCents ?? 0),
    interest: centsToReais(breakdown?.interestCents ?? 0),
  };
}

/**
 * The `/v1/pix` status of a code: ACTIVE → pending, CONCLUDED → paid, anything else (EXPIRED,
 * CANCELLED) → expired.
 */
export function pixChargeStatusOf(status: string): PixChargeStatus {
  if (status === 'ACTIVE') return 'pending';
  if (status === 'CONCLUDED') return 'paid';
  return 'expired';
}

/**
 * A code as a `/v1/pix` charge (2.5). Assumption: the charge id is the code's transactionId,
 * which is also its txid; `amount` is the original amount (a due-date code's
 * `originalAmount`); `paid_at` only when paid.
 */
export function pixChargeOf(code: StoredPixQrCode, received: ReceivedPix | undefined): PixCharge {
  const { record } = code;
  const status = pixChargeStatusOf(record.status);
  return {
    id: record.transactionId,
    txid: record.transactionId,
    copia_e_cola: record.payloadPix,
    amount: code.kind === 'DUE_DATE' ? code.record.originalAmount : code.record.amount,
    status,
    created_at: record.createdAt,
    ...(status === 'paid' && received ? { paid_at: received.paidAt } : {}),
  };
}
