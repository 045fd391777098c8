import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { dueDateQrCodeResponse } from '../pix-responses.ts';

/**
 * `GET /baas/api/v2/pix/qrcode/due-date/{transactionIdentifier}` (service-spec 4.7): by
 * correlationId or transactionId; the record with additionalInfos and its payment (`payments`
 * or, in the `legacy` shapes, `payment` once paid).
 * An unknown identifier, or one of an immediate code, is a 404 problem.
 */
export function readDueDateQrCode(ctx: RequestContext): Reply {
  const code = ctx.store.pix.findQrCode(ctx.accountId, ctx.params.transactionIdentifier!);
  if (code?.kind !== 'DUE_DATE') {
    return problemReply(ctx.traceId, 404, 'Due-date QR code not found.');
  }
  const received =
    code.record.status === 'CONCLUDED' ? ctx.store.pix.receivedPixOfQrCode(code.rowId) : undefined;
  return jsonReply(200, dueDateQrCodeResponse(code.record, received, ctx.shapes));
}
