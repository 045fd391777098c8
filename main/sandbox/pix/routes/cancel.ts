import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { dueDateQrCodeResponse } from '../pix-responses.ts';
import type { PixQrCodeKind, StoredPixQrCode } from '../pix-store.ts';

/**
 * `PATCH /baas/api/v2/pix/qrcode/dynamic/immediate-payment/{id}/cancel` and
 * `PATCH /baas/api/v2/pix/qrcode/dynamic/due-date/{id}/cancel`: cancels a code. Not in the
 * spec; the operator's SDK shows them (`QrCodeService::cancelImmediateQrCode`,
 * `cancelDueDateQrCode`: no body, the answer read as "mixed").
 *
 * Assumptions: `id` is the correlationId or the transactionId (as the due-date read, 4.7);
 * an `ACTIVE` code becomes `CANCELLED` and the answer is 200 with the code's record; a
 * `CANCELLED` code answers the same again, unchanged; a paid (`CONCLUDED`) or `EXPIRED` code
 * gets 422; a code of the other kind, or none, is a 404 problem. Once cancelled, a code can no
 * longer be paid (`/_sandbox/pix/pay` and a payer's bank refuse it). No event is emitted
 * (spec 6 lists none).
 */
function cancelQrCode(ctx: RequestContext, kind: PixQrCodeKind): Reply {
  const found = ctx.store.pix.findQrCode(ctx.accountId, ctx.params.id!);
  if (found?.kind !== kind) return problemReply(ctx.traceId, 404, 'QR code not found.');
  const { status } = found.record;
  if (status === 'CONCLUDED') {
    return problemReply(ctx.traceId, 422, 'This QR code was already paid (CONCLUDED).');
  }
  if (status !== 'ACTIVE' && status !== 'CANCELLED') {
    return problemReply(ctx.traceId, 422, `This QR code cannot be cancelled: it is ${status}.`);
  }
  if (status === 'ACTIVE' && !ctx.store.pix.cancelQrCode(found.rowId, ctx.now.toISOString())) {
    // Paid in between: the store lets only one of the two land.
    return problemReply(ctx.traceId, 422, 'This QR code is no longer ACTIVE.');
  }
  return jsonReply(200, answerOf(ctx, ctx.store.pix.findQrCode(ctx.accountId, ctx.params.id!)!));
}

function answerOf(ctx: RequestContext, code: StoredPixQrCode): unknown {
  return code.kind === 'DUE_DATE'
    ? dueDateQrCodeResponse(code.record, undefined, ctx.shapes)
    : code.record;
}

export const cancelImmediateQrCode = (ctx: RequestContext): Reply => cancelQrCode(ctx, 'IMMEDIATE');
export const cancelDueDateQrCode = (ctx: RequestContext): Reply => cancelQrCode(ctx, 'DUE_DATE');
