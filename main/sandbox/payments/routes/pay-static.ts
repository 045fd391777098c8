import { decodeBrCode, formatBrCodeAmount } from '../../../domain/brcode.ts';
import { reaisToCents } from '../../../domain/money.ts';
import { sandboxStaticPaymentRequestSchema } from '../../../domain/wire/counter-qr.ts';
import { parseRequest } from '../../http/parse-request.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import type { Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors } from '../../http/validation.ts';
import { checkPayerDocument } from '../../pix/pix-create-rules.ts';
import { payRegisteredStaticCode, registeredStaticCode } from '../../pix/static-qr-pay.ts';
import { pixFromPayer, receivedAsTransfer } from './receive.ts';

/**
 * `POST /_sandbox/pix/pay-static` — the local sandbox only, not part of the service's
 * interface: a payer's bank pays a static code (a counter QR the app built without the bank)
 * whose key is registered on this account. Body: `payload` (the BR Code), `payer`, `amount`
 * (reais: required when the code has none, else equal to the code's if sent), `paidAt`
 * (default now). The Pix arrives as any Pix sent to a key does (`paymentReceived`, a transfer:
 * a static code names no charge), with the code's description, and answers
 * `{ endToEndId, amount, paidAt }` like `/_sandbox/pix/receive`.
 *
 * A counter QR the bank registered (its txid is the code's transactionId) is paid the same
 * way, as often as asked, each payment listed on the code and received as a QR code's Pix
 * (`../../pix/static-qr-pay.ts`).
 *
 * 400: the body's shape, a payload that is not a BR Code, a missing amount; 404: the key is
 * not this account's; 422: a dynamic code (paid by `/_sandbox/pix/pay`), an amount other than
 * the code's, a registered code that was cancelled.
 */
export function payStaticCode(ctx: RequestContext): Reply {
  const parsed = parseRequest(ctx, sandboxStaticPaymentRequestSchema, checkPayerDocument);
  if ('problem' in parsed) return parsed.problem;
  const { request } = parsed;

  const errors = new FieldErrors();
  const decoded = decodeBrCode(request.payload);
  if (!decoded.ok) {
    errors.add(
      '$.payload',
      `is not a valid Pix BR Code (field ${decoded.error.field}: ${decoded.error.reason}).`,
    );
    return validationProblemReply(ctx.traceId, errors);
  }
  const code = decoded.value;
  if (code.kind !== 'static') {
    return problemReply(
      ctx.traceId,
      422,
      'This is a dynamic Pix code (it carries a location, not a key); pay it with /_sandbox/pix/pay.',
    );
  }
  if (!ctx.store.moneyOut.hasPixKey(ctx.accountId, code.key)) {
    return problemReply(
      ctx.traceId,
      404,
      'The Pix key of this code is not registered on this account.',
    );
  }
  // A counter QR the bank registered (its txid names it): refused once cancelled.
  const registered = registeredStaticCode(ctx, code);
  if (registered && 'refused' in registered) return registered.refused;

  const sentCents = request.amount === undefined ? undefined : reaisToCents(request.amount);
  if (code.amountCents === undefined && sentCents === undefined) {
    errors.addSentence('$.amount', 'The code has no amount: send the amount the payer pays.');
    return validationProblemReply(ctx.traceId, errors);
  }
  if (code.amountCents !== undefined && sentCents !== undefined && sentCents !== code.amountCents) {
    return problemReply(
      ctx.traceId,
      422,
      `The amount must be ${formatBrCodeAmount(code.amountCents)}, the code's; ${formatBrCodeAmount(sentCents)} was sent.`,
    );
  }
  // The code's amount wins when it has one; a code of R$ 0,00 cannot be written, so one exists.
  const amountCents = code.amountCents ?? sentCents!;

  return pixFromPayer(ctx, request, amountCents, (pix) =>
    registered
      ? payRegisteredStaticCode(ctx, registered.code, pix)
      : receivedAsTransfer(ctx, pix, code.description),
  );
}
