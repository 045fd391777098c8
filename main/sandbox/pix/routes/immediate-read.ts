import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';

/**
 * `GET /baas/api/v2/pix/qrcode/dynamic/{id}`: an immediate code with its current status. Not
 * in the spec; the operator's SDK shows it (`QrCodeService::getImmediateQrCode`, answering
 * `GetQrCodeResponse`). Assumptions: `id` is the correlationId or the transactionId; the
 * answer is the record as created (2.2) with its status and updatedAt moved. A due-date
 * code's id, or an unknown one, is a 404 problem.
 */
export function readImmediateQrCode(ctx: RequestContext): Reply {
  const code = ctx.store.pix.findQrCode(ctx.accountId, ctx.params.id!);
  if (code?.kind !== 'IMMEDIATE') {
    return problemReply(ctx.traceId, 404, 'Immediate QR code not found.');
  }
  return jsonReply(200, code.record);
}
