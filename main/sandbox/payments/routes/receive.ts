import { centsToReais, reaisToCents } from '../../../domain/money.ts';
import {
  sandboxReceivePixRequestSchema,
  type SandboxReceivedPix,
} from '../../../domain/wire/payments.ts';
import { validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { isValidPixDocument } from '../../pix/pix-create-rules.ts';
import { newEndToEndId } from '../../pix/pix-codes.ts';
import { paymentReceived } from '../../events/payment-received.ts';

/**
 * `POST /_sandbox/pix/receive` — the local sandbox only: a Pix arrives on the account at a
 * chosen instant (default now; e.g. 91 days ago to try the refund window), from the payer
 * given. Answers `{ endToEndId, amount, paidAt }`.
 */
export function receivePix(ctx: RequestContext): Reply {
  const errors = new FieldErrors();
  const request = parseInto(sandboxReceivePixRequestSchema, ctx.body, errors);
  if (request && !isValidPixDocument(request.payer.document)) {
    errors.add('$.payer.document', 'must be a CPF or CNPJ with valid check digits.');
  }
  if (!request || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);

  const paidAt = new Date(request.paidAt ?? ctx.now.toISOString());
  const amountCents = reaisToCents(request.amount);
  const endToEndId = newEndToEndId(paidAt);
  paymentReceived(ctx, {
    source: { kind: 'PIX_TRANSFER' },
    amountCents,
    endToEndId,
    payer: request.payer,
    paidAt: paidAt.toISOString(),
    description: request.description,
  });
  const result: SandboxReceivedPix = {
    endToEndId,
    amount: centsToReais(amountCents),
    paidAt: paidAt.toISOString(),
  };
  return jsonReply(200, result);
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
