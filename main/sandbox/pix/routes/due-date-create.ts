import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { DEFAULT_MAX_DAYS_OVERDUE } from '../../../domain/due-date-charge.ts';
import { reaisToCents } from '../../../domain/money.ts';
import { createDueDateQrCodeRequestSchema } from '../../../domain/wire/pix.ts';
import { parseRequest } from '../../http/parse-request.ts';
import type { Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { newDueDateQrCode } from '../pix-codes.ts';
import { checkDueDateQrCodeRules } from '../pix-create-rules.ts';
import { dueDateQrCodeResponse } from '../pix-responses.ts';
import { issueQrCode } from './issue-qr-code.ts';

/**
 * `POST /baas/api/v2/pix/qrcode/due-date` (service-spec 4.6, 2.3): a due-date QR code. 200
 * with the record (payer document masked, the PNG only with PAYLOAD_AND_QRCODE), 400 with
 * every broken rule by JSON path (taxes by the domain's rules), 409 for a used correlationId.
 */
export async function createDueDateQrCode(ctx: RequestContext): Promise<Reply> {
  const today = todayInSaoPaulo(ctx.now);
  const parsed = parseRequest(ctx, createDueDateQrCodeRequestSchema, (request, errors) =>
    checkDueDateQrCodeRules(request, today, errors),
  );
  if ('problem' in parsed) return parsed.problem;
  const { request, checked: taxes } = parsed;

  return issueQrCode(
    ctx,
    request,
    () => ({
      kind: 'DUE_DATE',
      ...newDueDateQrCode(
        request,
        {
          originalCents: reaisToCents(request.amount),
          maxDaysOverdue: request.maxDaysOverdue ?? DEFAULT_MAX_DAYS_OVERDUE,
          taxes,
        },
        ctx.now,
      ),
    }),
    (record) => dueDateQrCodeResponse(record, undefined, ctx.shapes),
  );
}
