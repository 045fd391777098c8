import { centsToReais, reaisToCents } from '../../../domain/money.ts';
import {
  sandboxReceivePixRequestSchema,
  type SandboxReceivedPix,
} from '../../../domain/wire/payments.ts';
import { paymentReceived } from '../../events/payment-received.ts';
import { parseRequest } from '../../http/parse-request.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { newEndToEndId } from '../../pix/pix-codes.ts';
import { checkPayerDocument } from '../../pix/pix-create-rules.ts';

/**
 * `POST /_sandbox/pix/receive` — the local sandbox only: a Pix arrives on the account at a
 * chosen instant (default now; e.g. 91 days ago to try the refund window), from the payer
 * given. Answers `{ endToEndId, amount, paidAt }`.
 */
export function receivePix(ctx: RequestContext): Reply {
  const parsed = parseRequest(ctx, sandboxReceivePixRequestSchema, checkPayerDocument);
  if ('problem' in parsed) return parsed.problem;
  const { request } = parsed;
  return pixFromPayer(ctx, request, reaisToCents(request.amount), (pix) =>
    receivedAsTransfer(ctx, pix, request.description),
  );
}

/** A Pix a payer's bank sends the account, as the sandbox's tools make one arrive. */
export interface ArrivingPix {
  endToEndId: string;
  amountCents: number;
  payer: { name: string; document: string };
  paidAt: string;
}

/**
 * A Pix of `amountCents` from the request's payer at its `paidAt` (default now), with a new
 * end-to-end id: `arrive` records it, or answers why it cannot. Answers
 * `{ endToEndId, amount, paidAt }`, the same for every tool that makes a Pix arrive.
 */
export function pixFromPayer(
  ctx: RequestContext,
  request: { payer: ArrivingPix['payer']; paidAt?: string | undefined },
  amountCents: number,
  arrive: (pix: ArrivingPix) => Reply | null | void,
): Reply {
  const paidAt = new Date(request.paidAt ?? ctx.now.toISOString());
  const pix: ArrivingPix = {
    endToEndId: newEndToEndId(paidAt),
    amountCents,
    payer: request.payer,
    paidAt: paidAt.toISOString(),
  };
  const refused = arrive(pix);
  if (refused) return refused;
  const result: SandboxReceivedPix = {
    endToEndId: pix.endToEndId,
    amount: centsToReais(amountCents),
    paidAt: pix.paidAt,
  };
  return jsonReply(200, result);
}

/** A Pix sent to a key of the account: a transfer, naming no charge. */
export function receivedAsTransfer(
  ctx: RequestContext,
  pix: ArrivingPix,
  description: string | undefined,
): void {
  paymentReceived(ctx, { source: { kind: 'PIX_TRANSFER' }, ...pix, description });
}

/**
 * `GET /_sandbox/pix/received` — the local sandbox only: the account's received Pix, newest
 * first (at most 200), each with what was refunded so far and what is left.
 */
export function listReceivedPix(ctx: RequestContext): Reply {
  const items = ctx.store.moneyOut.listReceived(ctx.accountId, 200).map((entry) => {
    const refunded = ctx.store.moneyOut
      .refundsOf(ctx.accountId, entry.endToEndId)
      .filter((r) => r.failureReason === null)
      .reduce((sum, r) => sum + r.amountCents, 0);
    return {
      endToEndId: entry.endToEndId,
      source: entry.source,
      amount: centsToReais(entry.amountCents),
      refunded: centsToReais(refunded),
      left: centsToReais(entry.amountCents - refunded),
      payer: entry.payer,
      paidAt: entry.paidAt,
      ...(entry.description === undefined ? {} : { description: entry.description }),
      // What was paid: a QR code's transactionId, a boleto's correlationId.
      ...(entry.reference === undefined ? {} : { reference: entry.reference }),
    };
  });
  return jsonReply(200, { items });
}
