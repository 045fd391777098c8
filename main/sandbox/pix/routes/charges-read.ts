import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { pixChargeOf } from '../pix-responses.ts';

/**
 * `GET /v1/pix/charges/{charge_id}` (service-spec 4.5, 2.5), behind mutual TLS like every
 * `/v1/pix` path: the QR code (immediate or due-date) whose transactionId is the charge id, in
 * snake_case. Unknown → 404 problem.
 */
export function readPixCharge(ctx: RequestContext): Reply {
  const code = ctx.store.pix.findQrCodeByTransactionId(ctx.accountId, ctx.params.chargeId!);
  if (!code) return problemReply(ctx.traceId, 404, 'Pix charge not found.');
  const received =
    code.record.status === 'CONCLUDED' ? ctx.store.pix.receivedPixOfQrCode(code.rowId) : undefined;
  return jsonReply(200, pixChargeOf(code, received));
}
