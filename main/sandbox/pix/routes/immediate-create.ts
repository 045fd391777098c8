import { reaisToCents } from '../../../domain/money.ts';
import {
  createImmediateQrCodeRequestSchema,
  DEFAULT_PIX_FORMAT_RESPONSE,
} from '../../../domain/wire/pix.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { newImmediateQrCode, qrCodePngBase64, withImage } from '../pix-codes.ts';
import { checkImmediateQrCodeRules } from '../pix-create-rules.ts';

/**
 * `POST /baas/api/v2/pix/qrcode/dynamic` (service-spec 4.8, 2.2): an immediate dynamic QR
 * code. 200 with the record (the PNG only with PAYLOAD_AND_QRCODE), 400 with every broken
 * rule by JSON path, 409 when the account already used the correlationId (assumption, as for
 * boletos).
 */
export async function createImmediateQrCode(ctx: RequestContext): Promise<Reply> {
  const errors = new FieldErrors();
  const body = ctx.shapes === 'sdk' ? withNumericExpiresIn(ctx.body) : ctx.body;
  const request = parseInto(createImmediateQrCodeRequestSchema, body, errors);
  if (request) checkImmediateQrCodeRules(request, ctx.now, errors);
  if (!request || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);

  const conflict = () => duplicateQrCode(ctx.traceId, request.correlationId);
  if (ctx.store.pix.findQrCode(ctx.accountId, request.correlationId)) return conflict();
  const code = newImmediateQrCode(request, reaisToCents(request.amount), ctx.now);
  // The insert is the arbiter: a concurrent create of the same id loses here.
  if (!ctx.store.pix.insertQrCode(ctx.accountId, { kind: 'IMMEDIATE', ...code })) {
    return conflict();
  }
  const format = request.formatResponse ?? DEFAULT_PIX_FORMAT_RESPONSE;
  return jsonReply(
    200,
    format === 'PAYLOAD_AND_QRCODE'
      ? withImage(code.record, await qrCodePngBase64(code.record.payloadPix))
      : code.record,
  );
}

/** The 409 for a correlationId the account already gave a QR code (of either kind). */
export function duplicateQrCode(traceId: string, correlationId: string): Reply {
  return problemReply(
    traceId,
    409,
    `A QR code with correlationId ${correlationId} already exists.`,
  );
}

/**
 * The operator's SDK sends `expiresIn` as a string (`ImmediateQrCodeRequest` defaults it to
 * `"86400"`): the `sdk` shapes read a string of digits as that number of seconds, and leave
 * anything else for the schema to refuse. The `legacy` shapes take a JSON number only.
 */
function withNumericExpiresIn(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { expiresIn } = body as { expiresIn?: unknown };
  if (typeof expiresIn !== 'string' || !/^\d{1,10}$/.test(expiresIn)) return body;
  return { ...body, expiresIn: Number(expiresIn) };
}
