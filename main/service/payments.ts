import { centsToReais, reaisToCents } from '../domain/money.ts';
import { centsOfLenientReais } from '../domain/wire/common.ts';
import {
  decodedQrCodeSchema,
  demoReceiversSchema,
  pixTransferSchema,
  qrPaymentSchema,
  sandboxReceivedPixSchema,
  type DecodedQrCode,
  type DemoReceiver,
  type InitiationType,
  type PixTransfer,
  type PixTransferStatus,
  type QrPayment,
  type QrPaymentStatus,
} from '../domain/wire/payments.ts';
import type { ServiceClient } from './http-client.ts';

/**
 * Money out (spec 4.1, 4.2, and the payment of a decoded QR code, whose request is taken from
 * the operator's SDK) and the local sandbox's tools for it. Amounts are cents on this side,
 * reais on the wire.
 */

const DECODE = '/baas/api/v2/pix/qrcode/payment-initialization';
export const QR_PAYMENTS = '/baas/api/v2/transfers';
export const KEY_TRANSFERS = '/v1/pix/transfers';
/** The local sandbox only: not part of the service's interface. */
const SANDBOX_RECEIVE = '/_sandbox/pix/receive';
const SANDBOX_DEMO_RECEIVERS = '/_sandbox/pix/demo-receivers';

/** A decoded QR code (2.1) with its amounts in cents. */
type KnownFields<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** The decode's fields the spec shows (2.1). */
type SpecFields = Omit<
  KnownFields<DecodedQrCode>,
  | 'amount'
  | 'originalAmount'
  | 'dueDate'
  | 'rebateAmount'
  | 'discountAmount'
  | 'fineAmount'
  | 'feesAmount'
  | 'paymentDeadline'
  | 'payer'
  | 'revision'
  | 'createdAt'
>;

/**
 * A due-date code's charge as the decode tells it, when the bank sends it (the operator's SDK
 * reads these fields; the spec does not show them): the due date, how today's amount is made
 * up in cents, the days it stays payable after the due date, and who it is addressed to.
 * Every part the answer does not carry, or carries in a form this code cannot read, is null.
 */
export interface DecodedDueDateCharge {
  dueDate: string | null;
  rebateCents: number | null;
  discountCents: number | null;
  fineCents: number | null;
  interestCents: number | null;
  payableDaysAfterDue: number | null;
  payerName: string | null;
}

export type DecodedPixCode = SpecFields & {
  amountCents: number;
  originalAmountCents: number;
  /** Null when the answer carries none of the due-date fields. */
  dueDateCharge: DecodedDueDateCharge | null;
};

/**
 * `POST …/payment-initialization` (spec 4.1): the code's live state and a new single-use
 * endToEndId for paying it. Nothing moves, so a lost answer is simply decoded again.
 */
export async function decodePixCode(
  client: ServiceClient,
  payload: string,
): Promise<DecodedPixCode> {
  const { value } = await client.request({
    method: 'POST',
    path: DECODE,
    body: { payload },
    schema: decodedQrCodeSchema,
  });
  const {
    amount,
    originalAmount,
    dueDate,
    rebateAmount,
    discountAmount,
    fineAmount,
    feesAmount,
    paymentDeadline,
    payer,
    revision: _revision,
    createdAt: _createdAt,
    ...rest
  } = value;
  const charge: DecodedDueDateCharge = {
    dueDate:
      dueDate !== undefined && /^\d{4}-\d{2}-\d{2}/.test(dueDate) ? dueDate.slice(0, 10) : null,
    rebateCents: centsOfLenientReais(rebateAmount),
    discountCents: centsOfLenientReais(discountAmount),
    fineCents: centsOfLenientReais(fineAmount),
    interestCents: centsOfLenientReais(feesAmount),
    payableDaysAfterDue: paymentDeadline ?? null,
    payerName: payer?.name ?? null,
  };
  return {
    ...rest,
    amountCents: reaisToCents(amount),
    originalAmountCents: reaisToCents(originalAmount),
    dueDateCharge: Object.values(charge).some((part) => part !== null) ? charge : null,
  };
}

/** What paying a decoded code sends, in cents. */
export interface PayDecodedCodeInput {
  amountCents: number;
  description?: string | undefined;
  endToEndId: string;
  initiationType: InitiationType;
  transactionId: string;
  /** UUID v4 created once for this payment, kept with the intent before sending. */
  idempotencyKey: string;
  /**
   * Sent as `externalId` (the SDK's field), so the bank's record names the intent. Absent in
   * intents recorded before it was sent: those are resent exactly as they were.
   */
  externalId?: string | undefined;
}

/** Who received a payment, as the bank's answer says (the SDK's `beneficiary`). */
export interface QrPaymentReceiver {
  name: string;
  document: string | null;
  bank: string | null;
}

export interface QrCodePayment {
  id: string;
  endToEndId: string;
  status: QrPaymentStatus;
  amountCents: number;
  createdAt: string;
  /** Why the bank did not complete it, when its answer says (the SDK's `error`). */
  failureReason?: string | null;
  /** Who received it, when the answer names them (the SDK's `beneficiary`). */
  receiver?: QrPaymentReceiver | null;
}

export function qrPaymentOf(wire: QrPayment): QrCodePayment {
  const error = wire.error;
  const holder = wire.beneficiary?.holder;
  return {
    id: wire.id,
    endToEndId: wire.endToEndId,
    status: wire.status,
    amountCents: reaisToCents(wire.amount),
    createdAt: wire.createdAt,
    failureReason:
      error?.message ??
      error?.description ??
      (error?.code === undefined ? null : String(error.code)),
    receiver:
      holder?.name === undefined
        ? null
        : {
            name: holder.name,
            document: holder.document ?? null,
            bank: wire.beneficiary?.participant?.name ?? null,
          },
  };
}

/** `GET /baas/api/v2/transfers/{id}`: a payment of a decoded code and its status. */
export async function getQrCodePayment(client: ServiceClient, id: string): Promise<QrCodePayment> {
  const { value } = await client.request({
    method: 'GET',
    path: `${QR_PAYMENTS}/${encodeURIComponent(id)}`,
    schema: qrPaymentSchema,
  });
  return qrPaymentOf(value);
}

export interface KeyTransferInput {
  key: string;
  amountCents: number;
  description?: string | undefined;
}

export interface KeyTransfer {
  id: string;
  endToEndId: string;
  amountCents: number;
  status: PixTransferStatus;
  createdAt: string;
  failureReason?: string;
}

export function keyTransferOf(wire: PixTransfer): KeyTransfer {
  return {
    id: wire.id,
    endToEndId: wire.end_to_end_id,
    amountCents: reaisToCents(wire.amount),
    status: wire.status,
    createdAt: wire.created_at,
    ...(wire.failure_reason === undefined ? {} : { failureReason: wire.failure_reason }),
  };
}

/** `GET /v1/pix/transfers/{id}` (assumption: the spec shows no read): status of a transfer. */
export async function getKeyTransfer(client: ServiceClient, id: string): Promise<KeyTransfer> {
  const { value } = await client.request({
    method: 'GET',
    path: `${KEY_TRANSFERS}/${encodeURIComponent(id)}`,
    schema: pixTransferSchema,
  });
  return keyTransferOf(value);
}

// ---------------------------------------------------------------------------------------------
// The local sandbox's tools

export interface SandboxReceiveInput {
  amountCents: number;
  payer: { name: string; document: string };
  /** ISO instant; default now. */
  paidAt?: string;
  description?: string;
}

/** `POST /_sandbox/pix/receive` — the local sandbox only: a Pix arrives on the account. */
export async function receiveSandboxPix(
  client: ServiceClient,
  input: SandboxReceiveInput,
): Promise<{ endToEndId: string; amountCents: number; paidAt: string }> {
  const { value } = await client.request({
    method: 'POST',
    path: SANDBOX_RECEIVE,
    body: {
      amount: centsToReais(input.amountCents),
      payer: input.payer,
      ...(input.paidAt === undefined ? {} : { paidAt: input.paidAt }),
      ...(input.description === undefined ? {} : { description: input.description }),
    },
    schema: sandboxReceivedPixSchema,
  });
  return {
    endToEndId: value.endToEndId,
    amountCents: reaisToCents(value.amount),
    paidAt: value.paidAt,
  };
}

/** `GET /_sandbox/pix/demo-receivers` — the local sandbox only: businesses to try paying. */
export async function listDemoReceivers(client: ServiceClient): Promise<DemoReceiver[]> {
  const { value } = await client.request({
    method: 'GET',
    path: SANDBOX_DEMO_RECEIVERS,
    schema: demoReceiversSchema,
  });
  return value.items;
}
