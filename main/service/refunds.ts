import { reaisToCents } from '../domain/money.ts';
import {
  refundRecordSchema,
  sandboxReceivedListSchema,
  type RefundStatus,
} from '../domain/wire/refunds.ts';
import type { ServiceClient } from './http-client.ts';

/** Pix refunds (spec 4.9, 4.10). Amounts are cents on this side, reais on the wire. */

const REFUND_READ = '/v1/pix/refunds';
/** The local sandbox only: not part of the service's interface. */
const SANDBOX_RECEIVED = '/_sandbox/pix/received';

export interface RefundInput {
  /** The received Pix's endToEndId (`E…`). */
  endToEndIdOriginal: string;
  amountCents: number;
  externalId?: string | undefined;
  description?: string | undefined;
  /** UUID v4 created once for this refund, kept with the intent before sending. */
  idempotencyKey: string;
}

export interface RefundCreated {
  /** The refund's `D…` endToEndId, also its id for reads. */
  id: string;
  idempotencyKey: string;
  externalId?: string;
  status: string;
  createdAt: string;
}

export interface Refund {
  id: string;
  /** The original Pix's endToEndId. */
  originalEndToEndId: string;
  amountCents: number;
  status: RefundStatus;
  createdAt: string;
  failureReason?: string;
}

/** `GET /v1/pix/refunds/{refund_id}` (spec 4.10, mutual TLS), by the refund's `D…` id. */
export async function getRefund(client: ServiceClient, refundId: string): Promise<Refund> {
  const { value } = await client.request({
    method: 'GET',
    path: `${REFUND_READ}/${encodeURIComponent(refundId)}`,
    schema: refundRecordSchema,
  });
  return {
    id: value.id,
    originalEndToEndId: value.transaction_id,
    amountCents: reaisToCents(value.amount),
    status: value.status,
    createdAt: value.created_at,
    ...(value.failure_reason === undefined ? {} : { failureReason: value.failure_reason }),
  };
}

/** A Pix the local sandbox says the account received (its refunds counted by the bank). */
export interface SandboxReceivedPix {
  endToEndId: string;
  source: 'QR_CODE' | 'BOLETO' | 'TRANSFER';
  amountCents: number;
  refundedCents: number;
  payer: { name: string; document: string };
  paidAt: string;
  description: string | null;
  /** What was paid: a QR code's transactionId, a boleto's correlationId. */
  reference: string | null;
}

function sandboxSourceOf(source: string): SandboxReceivedPix['source'] {
  if (source === 'QR_CODE' || source === 'BOLETO') return source;
  return 'TRANSFER';
}

/** `GET /_sandbox/pix/received` — the local sandbox only: every Pix the account received. */
export async function listSandboxReceivedPix(client: ServiceClient): Promise<SandboxReceivedPix[]> {
  const { value } = await client.request({
    method: 'GET',
    path: SANDBOX_RECEIVED,
    schema: sandboxReceivedListSchema,
  });
  return value.items.map((item) => ({
    endToEndId: item.endToEndId,
    source: sandboxSourceOf(item.source),
    amountCents: reaisToCents(item.amount),
    refundedCents: reaisToCents(item.refunded),
    payer: { name: item.payer.name, document: item.payer.document },
    paidAt: item.paidAt,
    description: item.description ?? null,
    reference: item.reference ?? null,
  }));
}
