import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { centsToReais } from '../../domain/money.ts';
import { problemReply, validationProblemReply } from '../http/problems.ts';
import { jsonReply, type Reply } from '../http/reply.ts';
import type { RequestContext } from '../http/router.ts';
import { FieldErrors, parseInto } from '../http/validation.ts';
import { findReceivedPix } from '../payments/received-pix.ts';
import { emitEvent } from './emit.ts';

/** What a test (or the demo) asks for: which received Pix its payer disputes, and why. */
const openInfractionRequestSchema = z
  .object({
    endToEndId: z.string().min(1).max(100),
    /** The Pix rules' cause: a fraud, or the payer's request for the money back. */
    reason: z.enum(['FRAUD', 'REFUND_REQUEST']).default('FRAUD'),
  })
  .strict();

/**
 * `POST /_sandbox/pix/infractions` — the local sandbox only: the payer of a Pix the account
 * received disputes it (an infraction notification, as the Pix rules' MED opens one). Only a
 * Pix of the account's ledger (404 otherwise); the amount is the Pix's. The bank tells it the
 * way it tells everything: `INFRACTION_NOTIFICATION_CREATED` through the normal deliveries to
 * the webhooks registered for it. Answers the event.
 */
export function openInfraction(ctx: RequestContext): Reply {
  const errors = new FieldErrors();
  const request = parseInto(openInfractionRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);
  const received = findReceivedPix(ctx.store, ctx.accountId, request.endToEndId);
  if (!received) {
    return problemReply(ctx.traceId, 404, 'No Pix received by this account has this endToEndId.');
  }
  const event = emitEvent(
    ctx,
    'INFRACTION_NOTIFICATION_CREATED',
    {
      infractionId: randomUUID(),
      endToEndId: received.endToEndId,
      reason: request.reason,
      status: 'OPEN',
      amount: centsToReais(received.amountCents),
    },
    ctx.now.toISOString(),
  );
  return jsonReply(200, event);
}
