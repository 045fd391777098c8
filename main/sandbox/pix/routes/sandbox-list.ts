import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { dueDateQrCodeResponse, immediateQrCodeResponse, pixChargeOf } from '../pix-responses.ts';

/**
 * `GET /_sandbox/pix/qrcodes` — the local sandbox only, not part of the service's interface:
 * every QR code of the account, oldest first, as the API answers for each (payer documents
 * masked). The service has no list of codes, so an app learns only the codes it created; on
 * the local sandbox this is how the demo codes (and codes made with other tools) reach its
 * cache. An immediate code comes with its `/v1/pix` charge view, which says when it was paid,
 * and, like every paid code, with the Pix that paid it.
 */
export function listSandboxQrCodes(ctx: RequestContext): Reply {
  const items = ctx.store.pix.listQrCodes(ctx.accountId).map((code) => {
    const received =
      code.record.status === 'CONCLUDED'
        ? ctx.store.pix.receivedPixOfQrCode(code.rowId)
        : undefined;
    if (code.kind === 'DUE_DATE') {
      return { kind: code.kind, record: dueDateQrCodeResponse(code.record, received, ctx.shapes) };
    }
    const record = immediateQrCodeResponse(code.record, received, ctx.shapes, { maskPayer: true });
    return { kind: code.kind, record, charge: pixChargeOf(code, received) };
  });
  return jsonReply(200, { items });
}
