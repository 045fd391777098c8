import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors } from '../../http/validation.ts';
import {
  askedToday,
  barCodeOfIdentifier,
  billPaymentInfoOf,
  findBoletoToPay,
} from '../boleto-to-pay.ts';

/** The 400 naming the path's boleto identifier (the SDK's `paymentIdentifier`). */
export function identifierProblem(ctx: RequestContext, path: string): Reply {
  const errors = new FieldErrors();
  errors.addSentence(
    path,
    `The ${path.replace(/^\$\./, '')} must be a digitable line (47 digits) or a bar code (44 digits) whose check digits match.`,
  );
  return validationProblemReply(ctx.traceId, errors);
}

/** The 404 of a boleto no registry entry of this bank names. */
export function unknownBoletoProblem(ctx: RequestContext): Reply {
  return problemReply(
    ctx.traceId,
    404,
    'No boleto is registered with this bar code (the local sandbox knows its own boletos and its demo suppliers’).',
  );
}

/**
 * `GET /baas/api/v1/bill-payments/{digitableLine or barCode}` (assumption: the operator's SDK,
 * `ChargesService::getPaymentInfo`; the spec does not show it): a boleto to pay as the bank
 * reads it — beneficiary, due date, face amount and what it asks today, whether another amount
 * may be paid. Punctuation in the identifier is ignored; a wrong check digit is a 400, a boleto
 * the bank does not know a 404. A paid, expired or cancelled boleto is answered with its status.
 */
export function readBillToPay(ctx: RequestContext): Reply {
  const barCode = barCodeOfIdentifier(ctx.params.paymentIdentifier!);
  if (barCode === null) return identifierProblem(ctx, 'paymentIdentifier');
  const boleto = findBoletoToPay(ctx.store, ctx.accountId, barCode);
  if (!boleto) return unknownBoletoProblem(ctx);
  const asked = askedToday(ctx.store, ctx.accountId, boleto, ctx.now);
  return jsonReply(200, billPaymentInfoOf(boleto, asked));
}
