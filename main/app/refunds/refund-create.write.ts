import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  AppFailure,
  type ReceivedPixView,
  type RefundView,
} from '../../../preload/contract/index.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { RefundCreated, RefundInput as RefundRequest } from '../../service/refunds.ts';
import { createRefund } from '../../service/writes/refunds.ts';
import type { ServiceClient } from '../../service/http-client.ts';
import { keptRecord } from '../pipeline/kept-record.ts';
import type { WriteDescriptor } from '../pipeline/write-descriptor.ts';

/** A refund the owner confirmed, with what this computer knows of the Pix it gives back. */
export interface RefundCreateInput {
  endToEndId: string;
  amountCents: number;
  description?: string | undefined;
  /** The received Pix as cached (amount, refunds so far, instant), when it is known here. */
  known: ReceivedPixView | undefined;
  now: Date;
}

/** The accepted answer with the request it answers (the amount is only in the request). */
interface AcceptedRefund {
  created: RefundCreated;
  request: RefundRequest;
}

const acceptedSchema: z.ZodType<AcceptedRefund> = z.object({
  created: z.object({
    id: z.string(),
    idempotencyKey: z.string(),
    externalId: z.string().optional(),
    status: z.string(),
    createdAt: z.string(),
  }),
  request: z.object({
    endToEndIdOriginal: z.string(),
    amountCents: z.number().int(),
    externalId: z.string().optional(),
    description: z.string().optional(),
    idempotencyKey: z.string(),
  }),
});

/** What is left travels in cents; the renderer shows it as money in the owner's language. */
function overLeft(leftCents: number): AppFailure {
  return new AppFailure('validation', 'The refund is larger than what is left to refund.', {
    fields: {
      amountCents: [{ key: 'v.refund.over_left', params: { leftCents } }],
    },
  });
}

/**
 * The bank's refusals, on the form's fields: a 422 on the amount (with what is left, as the
 * bank counted it, when it says so), a 404 on the end-to-end id (no Pix of the account).
 */
function onFields(error: AppFailure): AppFailure {
  const { code, params } = error.error;
  const text = typeof params?.['text'] === 'string' ? params['text'] : '';
  if (code === 'rejected') {
    const left = /(\d+(?:\.\d{1,2})?) left to refund/.exec(text);
    if (left) return overLeft(reaisToCents(Number(left[1])));
    const key = /\b90 days\b/.test(text) ? 'v.refund.window_over_bank' : 'v.service';
    return new AppFailure('validation', 'The bank refused the refund.', {
      fields: { amountCents: [{ key, params: { text } }] },
    });
  }
  if (code === 'not_found') {
    return new AppFailure('validation', 'The bank has no received Pix with this id.', {
      fields: { endToEndId: [{ key: 'v.refund.e2e_unknown' }] },
    });
  }
  return error;
}

async function send(client: ServiceClient, request: RefundRequest): Promise<AcceptedRefund> {
  return { created: await createRefund(client, request), request };
}

function refundOf(accepted: AcceptedRefund): Omit<RefundView, 'syncedAt'> {
  const { created, request } = accepted;
  return {
    id: created.id,
    originalEndToEndId: request.endToEndIdOriginal,
    amountCents: request.amountCents,
    // The creation answers `PIX_PROCESSING`; 4.10 tells the rest.
    status: 'processing',
    failureReason: null,
    description: request.description ?? null,
    createdAt: created.createdAt,
  };
}

/**
 * Refunding a received Pix (money out, spec 4.9). Checked here first against what this
 * computer knows (what is left, the 90 days); the `IdempotencyKey` is created once per intent
 * and recorded with the request before it leaves, and an unknown outcome is settled by
 * sending the same request with the same key: the bank answers the first refund and gives
 * nothing back twice. Refused up front while the bank is unreachable.
 */
export const refundCreate: WriteDescriptor<
  RefundCreateInput,
  RefundRequest,
  AcceptedRefund,
  RefundView
> = {
  kind: 'refund:create',
  presentation: { words: 'refund', opens: 'received' },
  resource: 'received',
  movesMoneyOut: true,
  check(input) {
    const known = input.known;
    if (!known) return;
    if (known.refundableUntil !== null && input.now.getTime() > Date.parse(known.refundableUntil)) {
      throw new AppFailure('validation', 'A Pix can be refunded within 90 days of its receipt.', {
        fields: {
          endToEndId: [{ key: 'v.refund.window_over', params: { until: known.refundableUntil } }],
        },
      });
    }
    if (known.leftCents !== null && input.amountCents > known.leftCents) {
      throw overLeft(known.leftCents);
    }
  },
  newIdentity: () => randomUUID(),
  // The key is also the refund's `externalId` (36 of its 40 characters): the bank's record and
  // its statement then name the intent this computer recorded.
  request: (input, idempotencyKey) => ({
    idempotencyKey,
    externalId: idempotencyKey,
    endToEndIdOriginal: input.endToEndId,
    amountCents: input.amountCents,
    ...(input.description === undefined ? {} : { description: input.description }),
  }),
  amountCents: (input) => input.amountCents,
  summary: (input) => ({
    amountCents: input.amountCents,
    label: input.known?.payerName ?? input.endToEndId,
    dated: null,
  }),
  send,
  refusal: onFields,
  resolution: { how: 'resend' },
  acceptedSchema,
  ...keptRecord(refundOf, {
    keep(session, refund: RefundView, accepted: AcceptedRefund) {
      session.db.transaction(() => {
        // A refund of a pasted id makes that Pix known here too.
        session.received.addPasted(refund.originalEndToEndId, refund.syncedAt);
        session.received.upsertRefund({
          ...refund,
          idempotencyKey: accepted.created.idempotencyKey,
        });
      })();
    },
    get: (session, id) => session.received.getRefund(id),
  }),
  unknownOutcome: {
    key: 'error.refund.kept_to_check',
    message:
      'The refund may or may not have been made; checking it sends it again with the same key.',
  },
};
