import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { webhookEventDataSchemas } from '../../domain/wire/webhook-events.ts';
import { webhookEventTypeSchema, type WebhookEventType } from '../../domain/wire/webhooks.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_BRANCH, SANDBOX_ISPB } from '../bank.ts';
import { validationProblemReply } from '../http/problems.ts';
import { jsonReply, type Reply } from '../http/reply.ts';
import { routesOf, type RequestContext, type Route } from '../http/router.ts';
import { FieldErrors, parseInto } from '../http/validation.ts';
import { newEndToEndId } from '../pix/pix-codes.ts';
import { emitEvent } from './emit.ts';
import { eventStore } from './event-store.ts';
import { openInfraction } from './infraction-route.ts';

/**
 * The local sandbox's own tools for events, apart from the service's interface:
 * - `GET /_sandbox/webhooks/deliveries[?eventId=…]` — the delivery log: every delivery (an
 *   event to one webhook), newest first, with every attempt (status, error, duration);
 * - `GET /_sandbox/events` — every event emitted, newest first, listened to or not;
 * - `POST /_sandbox/events` `{ eventType, data? }` — fires an event of any of the 12 types,
 *   with a plausible sample `data` whose fields `data` replaces, so that types with no
 *   trigger in the sandbox (TED, infraction, white-label customer) can be seen;
 * - `POST /_sandbox/pix/infractions` `{ endToEndId, reason? }` — the payer of a received Pix
 *   disputes it (`infraction-route.ts`).
 */

function deliveryLog(ctx: RequestContext): Reply {
  const eventId = ctx.query.get('eventId') ?? undefined;
  return jsonReply(200, eventStore(ctx.store).log(ctx.accountId, eventId ? { eventId } : {}));
}

function listEvents(ctx: RequestContext): Reply {
  return jsonReply(200, eventStore(ctx.store).events(ctx.accountId));
}

const fireRequestSchema = z.object({
  eventType: webhookEventTypeSchema,
  data: z.record(z.string(), z.unknown()).optional(),
});

function fireEvent(ctx: RequestContext): Reply {
  const errors = new FieldErrors();
  const request = parseInto(fireRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);
  const at = ctx.now.toISOString();
  const data = { ...sampleData(request.eventType, ctx.now), ...request.data };
  const parsed = webhookEventDataSchemas[request.eventType].safeParse(data);
  if (!parsed.success) {
    errors.addIssues(
      parsed.error.issues.map((issue) => ({ ...issue, path: ['data', ...issue.path] })),
    );
    return validationProblemReply(ctx.traceId, errors);
  }
  const event = emitEvent(ctx, request.eventType, parsed.data as never, at);
  return jsonReply(200, event);
}

/** A plausible `data` of each type, for events fired by hand. */
function sampleData(eventType: WebhookEventType, now: Date): Record<string, unknown> {
  const at = now.toISOString();
  const endToEndId = newEndToEndId(now);
  const counterparty = {
    name: 'Fornecedora Exemplo Ltda',
    document: '11444777000161',
    participantIspb: '60701190',
    branch: '0341',
    number: '123456',
  };
  const transfer = {
    transferId: randomUUID(),
    amount: 150,
    status: 'completed',
    transferredAt: at,
    counterparty,
    split: null,
  };
  switch (eventType) {
    case 'CHARGE_PAID':
      return {
        correlationId: randomUUID(),
        ourNumber: '00000000001',
        amount: 150,
        paidAmount: 150,
        paidAt: at,
        source: 'BANKSLIP',
        endToEndId: null,
        status: 'Paid',
      };
    case 'PIX_RECEIVED':
      return {
        endToEndId,
        amount: 150,
        paidAt: at,
        origin: 'TRANSFER',
        correlationId: null,
        transactionId: null,
        payer: { name: 'Maria da Silva', document: '***.982.247-**' },
      };
    case 'PIX_PAYMENT_UPDATED':
      return {
        paymentId: randomUUID(),
        endToEndId,
        amount: 150,
        status: 'completed',
        reason: null,
        counterparty,
        split: null,
      };
    case 'PIX_REFUNDED':
      return {
        refundId: randomUUID(),
        endToEndId,
        amount: 50,
        status: 'completed',
        refundedAt: at,
      };
    case 'PIX_REFUND_PAYMENT_UPDATED':
      return {
        refundId: randomUUID(),
        endToEndId,
        amount: 50,
        status: 'failed',
        reason: 'The receiving account is closed.',
      };
    case 'TRANSFER_INTERNAL_CREDITED':
    case 'TRANSFER_INTERNAL_DEBITED':
      return {
        ...transfer,
        counterparty: {
          name: SANDBOX_ACCOUNT_HOLDER.name,
          document: SANDBOX_ACCOUNT_HOLDER.document,
          participantIspb: SANDBOX_ISPB,
          branch: SANDBOX_BRANCH,
          number: '7654321',
        },
      };
    case 'TRANSFER_EXTERNAL_CREDITED':
    case 'TRANSFER_EXTERNAL_DEBITED':
      return transfer;
    case 'INFRACTION_NOTIFICATION_CREATED':
      return {
        infractionId: randomUUID(),
        endToEndId,
        reason: 'FRAUD',
        status: 'OPEN',
        amount: 150,
      };
    case 'WHITELABEL_CUSTOMER_DOCUMENTATION_REJECTED':
      return {
        customerId: randomUUID(),
        document: '52998224725',
        reasons: ['The photo of the identity document is not legible.'],
      };
    case 'WHITELABEL_CUSTOMER_APPROVED':
      return {
        customerId: randomUUID(),
        document: '52998224725',
        name: 'Maria da Silva',
        bankAccount: { number: '7654321', branch: SANDBOX_BRANCH },
      };
  }
}

export const eventSandboxRoutes: readonly Route[] = routesOf({
  '/_sandbox/webhooks/deliveries': { GET: deliveryLog },
  '/_sandbox/events': { GET: listEvents, POST: fireEvent },
  '/_sandbox/pix/infractions': { POST: openInfraction },
});
