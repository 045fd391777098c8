import { DEFAULT_PIX_FORMAT_RESPONSE, type PixFormatResponse } from '../../../domain/wire/pix.ts';
import { problemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { qrCodePngBase64, withImage } from '../pix-codes.ts';
import type { NewStoredPixQrCode } from '../pix-store.ts';

/** The 409 for a correlationId the account already gave a QR code (of either kind). */
export function duplicateQrCode(traceId: string, correlationId: string): Reply {
  return problemReply(
    traceId,
    409,
    `A QR code with correlationId ${correlationId} already exists.`,
  );
}

/**
 * Issues a dynamic code of either kind: 409 when the account already used the request's
 * correlationId, else the code `newCode` makes is kept and answered 200 as `answer` shows its
 * record, with the PNG only when the request asks for PAYLOAD_AND_QRCODE.
 */
export async function issueQrCode<Code extends NewStoredPixQrCode>(
  ctx: RequestContext,
  request: { correlationId: string; formatResponse?: PixFormatResponse | undefined },
  newCode: () => Code,
  answer: (record: Code['record']) => { payloadPix: string } = (record) => record,
): Promise<Reply> {
  const conflict = () => duplicateQrCode(ctx.traceId, request.correlationId);
  if (ctx.store.pix.findQrCode(ctx.accountId, request.correlationId)) return conflict();
  const code = newCode();
  // The insert is the arbiter: a concurrent create of the same id loses here.
  if (!ctx.store.pix.insertQrCode(ctx.accountId, code)) return conflict();
  const response = answer(code.record);
  const format = request.formatResponse ?? DEFAULT_PIX_FORMAT_RESPONSE;
  return jsonReply(
    200,
    format === 'PAYLOAD_AND_QRCODE'
      ? withImage(response, await qrCodePngBase64(response.payloadPix))
      : response,
  );
}
