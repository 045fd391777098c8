import { randomUUID } from 'node:crypto';
import { reaisToCents } from '../../../domain/money.ts';
import {
  DICT_LOOKUP_VALID_MS,
  dictTransferRequestSchema,
  sdkDictTransferRequestSchema,
} from '../../../domain/wire/dict.ts';
import type { QrPayment } from '../../../domain/wire/payments.ts';
import { SANDBOX_ACCOUNT_HOLDER } from '../../bank.ts';
import { paymentReceived } from '../../events/payment-received.ts';
import type { Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { dictBeneficiary, isDictTarget } from '../dict-directory.ts';
import { keepPayment, newPaymentRecord, transferPayment } from './transfer-payment.ts';
import { addScheduledTransfer, sandboxToday } from '../scheduled-transfers.ts';
import {
  isSchedulableDay,
  MAX_SCHEDULE_DAYS,
  scheduledDayOf,
} from '../../../domain/scheduled-transfer.ts';

/** The short request with `transferAt`, as the `legacy` shapes read it. */
const legacyDictTransferRequestSchema = dictTransferRequestSchema.extend({
  transferAt: sdkDictTransferRequestSchema.shape.transferAt,
});

/**
 * `POST /baas/api/v2/transfers` with `initiationType: "DICT"` — pays a Pix key looked up by
 * `POST /baas/api/v2/pix/dict/payment-initialization` (assumption: the operator's SDK,
 * `TransfersService::createTransfer` with `CreateTransferRequest`; the spec shows neither).
 * `IdempotencyKey` (UUID v4) required, in the same key space as the payments of decoded codes
 * on this route: the same key and body answer the first transfer again and move nothing;
 * another body is 409. The endToEndId must come from a key lookup of this account, younger
 * than `DICT_LOOKUP_VALID_MS`, and is spent by the transfer (422 otherwise). The record,
 * status (`PROCESSING` → `COMPLETED`, or `FAILED` for R$ 13,13) and read
 * (`GET /baas/api/v2/transfers/{id}`) are those of a QR payment, and it settles with
 * `PIX_PAYMENT_UPDATED` like them; a transfer to one of the account's own keys comes back to
 * it as a received Pix.
 *
 * `transferAt` (the SDK's, an ISO instant) on a later São Paulo day than the bank's today
 * schedules the transfer: answered `SCHEDULED`, the lookup spent, nothing moved until its day
 * (../scheduled-transfers.ts); at most `MAX_SCHEDULE_DAYS` ahead (422 beyond). A `transferAt`
 * of today or before — what the SDK sends by default, now — pays at once. The SDK's other
 * fields (`saveFavorite`, `tags`, an empty `splitInstructions`) are taken.
 */
export function payKeyLookup(ctx: RequestContext): Reply {
  // The `legacy` shapes read `transferAt` too: a transfer asked for a later day must never
  // leave today.
  const schemas = { sdk: sdkDictTransferRequestSchema, legacy: legacyDictTransferRequestSchema };
  return transferPayment(ctx, schemas, true, (request, refuse) => {
    const today = sandboxToday(ctx.now);
    const runDay = request.transferAt === undefined ? today : scheduledDayOf(request.transferAt);
    const scheduled = runDay > today;
    if (scheduled && !isSchedulableDay(runDay, today)) {
      return refuse(
        `transferAt ${request.transferAt} is more than ${MAX_SCHEDULE_DAYS} days ahead: a transfer is scheduled at most that far.`,
      );
    }
    const lookup = ctx.store.moneyOut.findDecode(ctx.accountId, request.endToEndId);
    if (!lookup || !isDictTarget(lookup.target)) {
      return refuse('This endToEndId was not issued by a Pix key lookup of this account.');
    }
    if (lookup.usedBy !== null) {
      return refuse('This endToEndId was already used by a transfer; look the key up again.');
    }
    if (ctx.now.getTime() - Date.parse(lookup.capturedAt) > DICT_LOOKUP_VALID_MS) {
      return refuse('This key lookup has expired; look the key up again.');
    }
    const { own, holder } = lookup.target;
    const id = randomUUID();
    const createdAt = ctx.now.toISOString();
    if (!ctx.store.moneyOut.useDecode(request.endToEndId, id)) {
      return refuse('This endToEndId was already used by a transfer; look the key up again.');
    }
    const amountCents = reaisToCents(request.amount);
    if (own && !scheduled) {
      // The account pays its own key: the money leaves and comes back as a received Pix.
      paymentReceived(ctx, {
        source: { kind: 'PIX_TRANSFER' },
        amountCents,
        endToEndId: request.endToEndId,
        payer: { name: SANDBOX_ACCOUNT_HOLDER.name, document: SANDBOX_ACCOUNT_HOLDER.document },
        paidAt: createdAt,
        description: request.description,
      });
    }
    const payment: QrPayment = {
      ...newPaymentRecord(ctx, request, {
        id,
        // A later day's transfer waits for it, moving nothing (../scheduled-transfers.ts).
        status: scheduled ? 'SCHEDULED' : 'PROCESSING',
        amountCents,
        createdAt,
        beneficiary: dictBeneficiary(holder),
      }),
      ...(request.transferAt === undefined ? {} : { transferAt: request.transferAt }),
    };
    if (scheduled) addScheduledTransfer(ctx.store, ctx.accountId, id, runDay, own);
    return keepPayment(ctx, payment);
  });
}
