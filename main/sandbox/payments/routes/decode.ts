import { maskDocument } from '../../../../preload/contract/validators/document.ts';
import { centsToReais } from '../../../domain/money.ts';
import { decodeQrCodeRequestSchema, type DecodedQrCode } from '../../../domain/wire/payments.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { resolveTarget, viewTarget, type TargetView } from '../qr-targets.ts';
import { outgoingEndToEndId } from '../settlement.ts';

/**
 * `POST /baas/api/v2/pix/qrcode/payment-initialization` (service-spec 4.1, 2.1): decodes a BR
 * Code and answers its live state with a new single-use endToEndId for the payment. 400 when
 * the payload is not a BR Code (CRC, fields), 404 when no charge lives at a dynamic code's
 * location. The `sdk` shapes add, for a due-date code, the fields the operator's SDK reads.
 */
export function decodeQrCode(ctx: RequestContext): Reply {
  const errors = new FieldErrors();
  const request = parseInto(decodeQrCodeRequestSchema, ctx.body, errors);
  if (!request) return validationProblemReply(ctx.traceId, errors);

  const found = resolveTarget(ctx.store, ctx.accountId, request.payload);
  if (!found.ok) {
    if (found.status === 404) return problemReply(ctx.traceId, 404, found.detail);
    errors.add('$.payload', found.detail);
    return validationProblemReply(ctx.traceId, errors);
  }
  const view = viewTarget(ctx.store, ctx.accountId, found.target, ctx.now);
  if (!view) return problemReply(ctx.traceId, 404, 'This QR code no longer exists.');

  const endToEndId = outgoingEndToEndId('E', ctx.now);
  const capturedAt = ctx.now.toISOString();
  ctx.store.moneyOut.addDecode(ctx.accountId, endToEndId, capturedAt, found.target);
  const { amountCents: _cents, breakdown, dueDateCode, ...fields } = view;
  const result: DecodedQrCode = {
    endToEndId,
    ...fields,
    capturedAt,
    ...(ctx.shapes === 'sdk' ? dueDateFields(dueDateCode, breakdown) : {}),
  };
  return jsonReply(200, result);
}

/**
 * What the operator's SDK also reads from the decode of a due-date code
 * (`DecodeQrCodeResponse`): the due date, how today's amount is made up (rebate, discount, fine,
 * and interest as `feesAmount`, in reais; none once the code cannot be paid), the days it can
 * still be paid after the due date (`paymentDeadline`, assumption), the payer with the document
 * masked, the revision and the creation instant. Sent by the `sdk` shapes only.
 */
function dueDateFields(
  code: TargetView['dueDateCode'],
  breakdown: TargetView['breakdown'],
): Record<string, unknown> {
  if (!code) return {};
  return {
    dueDate: code.dueDate,
    ...(breakdown
      ? {
          rebateAmount: centsToReais(breakdown.rebateCents),
          discountAmount: centsToReais(breakdown.discountCents),
          fineAmount: centsToReais(breakdown.fineCents),
          feesAmount: centsToReais(breakdown.interestCents),
        }
      : {}),
    paymentDeadline: code.maxDaysOverdue,
    payer: { name: code.payer.name, document: maskDocument(code.payer.document) },
    revision: code.revision,
    createdAt: code.createdAt,
  };
}
