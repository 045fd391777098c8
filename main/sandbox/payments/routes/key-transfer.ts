import { randomUUID } from 'node:crypto';
import { reaisToCents } from '../../../domain/money.ts';
import { keyTransferRequestSchema, type PixTransfer } from '../../../domain/wire/payments.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import type { StoredKeyTransfer } from '../money-out-store.ts';
import {
  FAILING_TRANSFER_CENTS,
  outgoingEndToEndId,
  settledRecord,
  settleDelayOf,
  TRANSFER_FAILURE_REASON,
} from '../settlement.ts';

/**
 * `POST /v1/pix/transfers` (service-spec 4.2, 2.6; mutual TLS): a transfer to a Pix key. The
 * key is checked by its kind (CPF/CNPJ check digits, e-mail, +55 phone, EVP UUID), the amount
 * above zero with at most two decimals. Answers `processing`; the transfer has no idempotency
 * key, so each call is a new transfer. Once settled it emits `PIX_PAYMENT_UPDATED`
 * (../settle-sent.ts).
 */
export function createKeyTransfer(ctx: RequestContext): Reply {
  const errors = new FieldErrors();
  const request = parseInto(keyTransferRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);
  const amountCents = reaisToCents(request.amount);
  const transfer: StoredKeyTransfer = {
    id: randomUUID(),
    endToEndId: outgoingEndToEndId('E', ctx.now),
    key: request.key,
    amountCents,
    createdAt: ctx.now.toISOString(),
    failureReason: amountCents === FAILING_TRANSFER_CENTS ? TRANSFER_FAILURE_REASON : null,
  };
  ctx.store.moneyOut.addKeyTransfer(ctx.accountId, transfer, request.description);
  return jsonReply(200, transferView(transfer, ctx.now, settleDelayOf(ctx.store)));
}

/**
 * `GET /v1/pix/transfers/{id}` (assumption: the spec shows no read; this one mirrors the
 * charges' and refunds' `/v1/pix` reads): the transfer with its status now.
 */
export function readKeyTransfer(ctx: RequestContext): Reply {
  const transfer = ctx.store.moneyOut.findKeyTransfer(ctx.accountId, ctx.params.id!);
  if (!transfer) return problemReply(ctx.traceId, 404, 'No transfer of this account has this id.');
  return jsonReply(200, transferView(transfer, ctx.now, settleDelayOf(ctx.store)));
}

function transferView(transfer: StoredKeyTransfer, now: Date, delayMs: number): PixTransfer {
  return { ...settledRecord(transfer, now, delayMs), end_to_end_id: transfer.endToEndId };
}
