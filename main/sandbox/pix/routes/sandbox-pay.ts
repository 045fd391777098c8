import { TZDate } from '@date-fns/tz';
import { decodeBrCode, formatBrCodeAmount } from '../../../domain/brcode.ts';
import { isIsoDate, todayInSaoPaulo } from '../../../domain/dates.ts';
import { amountDueOn, type Breakdown } from '../../../domain/due-date-charge.ts';
import { centsToReais, reaisToCents } from '../../../domain/money.ts';
import {
  sandboxPixPaymentRequestSchema,
  type DueDateTaxes,
  type SandboxPixPaymentRequest,
  type SandboxPixPaymentResult,
} from '../../../domain/wire/pix.ts';
import { taxesFromWire } from '../../../domain/wire/pix-taxes.ts';
import { maskDocument } from '../../../../preload/contract/validators/document.ts';
import { parseRequest } from '../../http/parse-request.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors } from '../../http/validation.ts';
import { paymentReceived } from '../../events/payment-received.ts';
import { newEndToEndId } from '../pix-codes.ts';
import { checkPayerDocument } from '../pix-create-rules.ts';
import type { StoredPixQrCode } from '../pix-store.ts';

/**
 * `POST /_sandbox/pix/pay` — the local sandbox only, not part of the service's interface: pays
 * a QR code of the account as a payer's bank would, found by its payload (copy and paste) or
 * its transactionId. The code must be ACTIVE and within its deadline at `paidAt`; an immediate
 * code takes exactly its amount (any amount with allowChangeAmount) and, with payer.validate,
 * only its payer's document; a due-date code takes exactly the amount due on the São Paulo
 * date of `paidAt` (domain `amountDueOn`: rebate, discount, fine, interest). The code becomes
 * CONCLUDED and the Pix is kept as received (`received_pix`), for refunds.
 *
 * 400: the body's shape or the payer's check digits; 404: no such code on the account; 422:
 * any rule above, with the reason (and the expected amount) in `detail`.
 */
export function payPixQrCode(ctx: RequestContext): Reply {
  const parsed = parseRequest(ctx, sandboxPixPaymentRequestSchema, (request, errors) => {
    if ((request.payload === undefined) === (request.transactionId === undefined)) {
      errors.addSentence('$.payload', 'Send either payload or transactionId (exactly one).');
    }
    checkPayerDocument(request, errors);
  });
  if ('problem' in parsed) return parsed.problem;
  const { request } = parsed;

  const found = findCode(ctx, request);
  if ('problem' in found) return found.problem;
  const code = found.code;
  const { record } = code;
  const refuse = (detail: string) => problemReply(ctx.traceId, 422, detail);

  const paidAt = paidAtOf(request.paidAt, ctx.now);
  if (paidAt < record.createdAt) {
    return refuse(`paidAt ${paidAt} is before the QR code was created (${record.createdAt}).`);
  }
  if (record.status !== 'ACTIVE') {
    return refuse(
      record.status === 'CONCLUDED'
        ? 'This QR code was already paid (CONCLUDED); a dynamic code is paid once.'
        : `This QR code can no longer be paid: it is ${record.status}.`,
    );
  }
  if (paidAt > record.expiresAt) {
    return refuse(`This QR code could be paid until ${record.expiresAt}; paidAt is ${paidAt}.`);
  }

  const amountCents = reaisToCents(request.amount);
  let breakdown: Breakdown | undefined;
  if (code.kind === 'IMMEDIATE') {
    const payer = code.record.payer;
    if (payer?.validate && payer.document !== request.payer.document) {
      return refuse(
        `Only the payer named on this QR code (document ${maskDocument(payer.document ?? '')}) may pay it.`,
      );
    }
    const expectedCents = reaisToCents(code.record.amount);
    if (!code.record.allowChangeAmount && amountCents !== expectedCents) {
      return refuse(
        `The amount must be ${reais(expectedCents)}, the QR code's amount (it does not allow changing it); ${reais(amountCents)} was sent.`,
      );
    }
  } else {
    const date = todayInSaoPaulo(new Date(paidAt));
    const due = amountDueOn(
      {
        originalCents: reaisToCents(code.record.originalAmount),
        dueDate: code.record.dueDate,
        maxDaysOverdue: code.record.maxDaysOverdue,
        taxes: taxesFromWire(code.record.taxes as DueDateTaxes | undefined).taxes,
      },
      date,
    );
    if (!due.payable) {
      return refuse(`This QR code could be paid until ${due.deadline}; paidAt is ${date}.`);
    }
    breakdown = due.breakdown;
    if (amountCents !== breakdown.totalCents) {
      return refuse(
        `The amount due on ${date} is ${reais(breakdown.totalCents)} (${describe(breakdown)}); ${reais(amountCents)} was sent.`,
      );
    }
  }

  const endToEndId = newEndToEndId(new Date(paidAt));
  const recorded = ctx.store.pix.recordPayment(ctx.accountId, code.rowId, {
    endToEndId,
    transactionId: record.transactionId,
    correlationId: record.correlationId,
    amountCents,
    payer: request.payer,
    paidAt,
    ...(breakdown ? { breakdown } : {}),
  });
  // Another payment concluded it between the read and this write.
  if (!recorded)
    return refuse('This QR code was already paid (CONCLUDED); a dynamic code is paid once.');
  paymentReceived(ctx, {
    source: {
      kind: 'QR_CODE',
      transactionId: record.transactionId,
      correlationId: record.correlationId,
    },
    amountCents,
    endToEndId,
    payer: request.payer,
    paidAt,
  });

  const result: SandboxPixPaymentResult = {
    endToEndId,
    amount: centsToReais(amountCents),
    paidAt,
    transactionId: record.transactionId,
    correlationId: record.correlationId,
  };
  return jsonReply(200, result);
}

/** The code named by the payload's location or by the transactionId, or the 400/404 answer. */
function findCode(
  ctx: RequestContext,
  request: SandboxPixPaymentRequest,
): { code: StoredPixQrCode } | { problem: Reply } {
  if (request.transactionId !== undefined) {
    const code = ctx.store.pix.findQrCodeByTransactionId(ctx.accountId, request.transactionId);
    return code
      ? { code }
      : {
          problem: problemReply(
            ctx.traceId,
            404,
            'No QR code of this account has this transactionId.',
          ),
        };
  }
  const decoded = decodeBrCode(request.payload!.trim());
  if (!decoded.ok) {
    const errors = new FieldErrors();
    errors.add(
      '$.payload',
      `is not a valid Pix BR Code (field ${decoded.error.field}: ${decoded.error.reason}).`,
    );
    return { problem: validationProblemReply(ctx.traceId, errors) };
  }
  const code =
    decoded.value.kind === 'dynamic'
      ? ctx.store.pix.findQrCodeByLocation(ctx.accountId, decoded.value.url)
      : undefined;
  return code
    ? { code }
    : {
        problem: problemReply(
          ctx.traceId,
          404,
          decoded.value.kind === 'static'
            ? 'This is a static Pix code; the sandbox pays the dynamic codes it issued.'
            : 'No QR code of this account has this payload location.',
        ),
      };
}

/**
 * The payment instant (ISO, UTC): the one sent, noon in São Paulo of a date sent alone
 * (assumption), or now.
 */
function paidAtOf(sent: string | undefined, now: Date): string {
  if (sent === undefined) return now.toISOString();
  if (isIsoDate(sent)) {
    const [year, month, day] = sent.split('-').map(Number) as [number, number, number];
    return new Date(
      new TZDate(year, month - 1, day, 12, 'America/Sao_Paulo').getTime(),
    ).toISOString();
  }
  return new Date(sent).toISOString();
}

/** `12345` → `123.45`, on integers. */
function reais(cents: number): string {
  return formatBrCodeAmount(cents);
}

function describe(b: Breakdown): string {
  const parts = [`original ${reais(b.originalCents)}`];
  if (b.rebateCents) parts.push(`rebate ${reais(b.rebateCents)}`);
  if (b.discountCents) parts.push(`discount ${reais(b.discountCents)}`);
  if (b.fineCents) parts.push(`fine ${reais(b.fineCents)}`);
  if (b.interestCents) parts.push(`interest ${reais(b.interestCents)} for ${b.daysLate} days late`);
  return parts.join(', ');
}
