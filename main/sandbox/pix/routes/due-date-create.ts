import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { DEFAULT_MAX_DAYS_OVERDUE } from '../../../domain/due-date-charge.ts';
import { reaisToCents } from '../../../domain/money.ts';
import {
  createDueDateQrCodeRequestSchema,
  DEFAULT_PIX_FORMAT_RESPONSE,
} from '../../../domain/wire/pix.ts';
import { validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { newDueDateQrCode, qrCodePngBase64, withImage } from '../pix-codes.ts';
import { checkDueDateQrCodeRules } from '../pix-create-rules.ts';
import { dueDateQrCodeResponse } from '../pix-responses.ts';
import { duplicateQrCode } from './immediate-create.ts';

/**
 * `POST /baas/api/v2/pix/qrcode/due-date` (service-spec 4.6, 2.3): a due-date QR code. 200
 * with the record (payer document masked, the PNG only with PAYLOAD_AND_QRCODE), 400 with
 * every broken rule by JSON path (taxes by the domain's rules), 409 for a used correlationId.
 */
export async function createDueDateQrCode(ctx: RequestContext): Promise<Reply> {
  const errors = new FieldErrors();
  const request = parseInto(createDueDateQrCodeRequestSchema, ctx.body, errors);
  const taxes = request
    ? checkDueDateQrCodeRules(request, todayInSaoPaulo(ctx.now), errors)
    : undefined;
  if (!request || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);

  const conflict = () => duplicateQrCode(ctx.traceId, request.correlationId);
  if (ctx.store.pix.findQrCode(ctx.accountId, request.correlationId)) return conflict();
  const code = newDueDateQrCode(
    request,
    {
      originalCents: reaisToCents(request.amount),
      maxDaysOverdue: request.maxDaysOverdue ?? DEFAULT_MAX_DAYS_OVERDUE,
      taxes,
    },
    ctx.now,
  );
  if (!ctx.store.pix.insertQrCode(ctx.accountId, { kind: 'DUE_DATE', ...code })) {
    return conflict();
  }
  const response = dueDateQrCodeResponse(code.record, undefined, ctx.shapes);
  const format = request.formatResponse ?? DEFAULT_PIX_FORMAT_RESPONSE;
  return jsonReply(
    200,
    format === 'PAYLOAD_AND_QRCODE'
      ? withImage(response, await qrCodePngBase64(response.payloadPix))
      : response,
  );
}
