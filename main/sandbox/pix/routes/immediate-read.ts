import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { immediateQrCodeResponse } from '../pix-responses.ts';

/**
 * `GET /baas/api/v2/pix/qrcode/dynamic/{id}`: an immediate code with its current status. Not
 * in the spec; the operator's SDK shows it (`QrCodeService::getImmediateQrCode`, answering
 * `GetQrCodeResponse`). Assumptions: `id` is the correlationId or the transactionId; the
 * answer is the record as created (2.2) with its status and updatedAt moved, and the Pix that
 * paid it once paid, as a due-date code's read carries it (`immediateQrCodeResponse`). A
 * due-date code's id, or an unknown one, is a 404 problem.
 */
export function readImmediateQrCode(ctx: RequestContext): Reply {
  const code = ctx.store.pix.findQrCode(ctx.accountId, ctx.params.id!);
  if (code?.kind !== 'IMMEDIATE') {
    return problemReply(ctx.traceId, 404, 'Immediate QR code not found.');
  }
  const received =
    code.record.status === 'CONCLUDED' ? ctx.store.pix.receivedPixOfQrCode(code.rowId) : undefined;
  return jsonReply(
    200,
    immediateQrCodeResponse(code.record, received, ctx.shapes, { maskPayer: false }),
  );
}
