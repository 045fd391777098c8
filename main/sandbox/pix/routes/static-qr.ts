import { randomInt } from 'node:crypto';
import {
  BrCodeInputError,
  encodeBrCode,
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  sanitizeMerchantText,
  TXID_MAX,
} from '../../../domain/brcode.ts';
import { centsToReais, reaisToCents } from '../../../domain/money.ts';
import { createStaticQrCodeRequestSchema } from '../../../domain/wire/static-qr.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_ISPB } from '../../bank.ts';
import { problemReply, validationProblemReply } from '../../http/problems.ts';
import { jsonReply, type Reply } from '../../http/reply.ts';
import type { RequestContext } from '../../http/router.ts';
import { FieldErrors, parseInto } from '../../http/validation.ts';
import { qrCodePngBase64 } from '../pix-codes.ts';
import {
  staticQrStore,
  type StaticQrPaymentRow,
  type StaticQrRecord,
  type StoredStaticQr,
} from '../static-qr-store.ts';
import { duplicateQrCode } from './issue-qr-code.ts';

/**
 * A counter QR registered with the bank: `POST /baas/api/v2/pix/qrcode/static`,
 * `GET …/static/{id}`, `GET …/static/{id}/payments`, `PATCH …/static/{id}/cancel`. Not in the
 * spec; the operator's SDK shows them (`QrCodeService::createStaticQrCode`, `getStaticQrCode`,
 * `getStaticQrCodePayments`, `cancelStaticQrCode`) and their shapes
 * (`StaticQrCodeRequest`, `CreateStaticQrCodeResponse`, `GetQrCodeResponse`,
 * `QrCodePaymentDTO`).
 *
 * Assumptions (README, "Assumptions about the service"): `{id}` is the correlationId or the
 * transactionId (as the due-date read, 4.7); the key must be one of the account's (else 400 on
 * `$.pixKey`); the payload is a static code (01 = 11, reusable) carrying the key, the amount when
 * one was sent, `additionalInfo` as its text and the transactionId as its txid (62-05, 25
 * letters and digits), which is how a payer's bank finds the code; a correlationId used before
 * is a 409; `ACTIVE` until cancelled, then `CANCELLED`; cancelling twice is a 422; a cancelled
 * code cannot be paid. No event on create or cancel (spec 6 lists none).
 */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A transactionId a static code can carry as its txid: 25 letters and digits. */
function newStaticTransactionId(): string {
  let id = '';
  for (let i = 0; i < TXID_MAX; i++) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** The create's answer (`CreateStaticQrCodeResponse`): no status, the text as `additionalInfo`. */
function createAnswer(record: StaticQrRecord, image?: string): Record<string, unknown> {
  return {
    transactionId: record.transactionId,
    correlationId: record.correlationId,
    amount: record.amount,
    pixKey: record.pixKey,
    beneficiaryName: record.beneficiaryName,
    beneficiaryIspb: record.beneficiaryIspb,
    address: null,
    additionalInfo: record.additionalInfo,
    createdAt: record.createdAt,
    payloadPix: record.payloadPix,
    ...(image === undefined ? {} : { base64Image: image }),
    ispbPss: record.ispbPss,
  };
}

/** The read's answer (`GetQrCodeResponse`): the status, the text as `staticAdditionalInfo`. */
function readAnswer(code: StoredStaticQr, payments: StaticQrPaymentRow[]): Record<string, unknown> {
  const { record } = code;
  return {
    transactionId: record.transactionId,
    correlationId: record.correlationId,
    type: 'QR_CODE_STATIC',
    amount: record.amount,
    status: record.status,
    payloadPix: record.payloadPix,
    createdAt: record.createdAt,
    staticAdditionalInfo: record.additionalInfo,
    additionalInfo: [],
    payments: payments.map(paymentAnswer),
  };
}

/** One payment (`QrCodePaymentDTO`); `proof` carries the payer's name (assumption). */
function paymentAnswer(payment: StaticQrPaymentRow): Record<string, unknown> {
  return {
    endToEndId: payment.endToEndId,
    correlationId: payment.correlationId,
    amount: centsToReais(payment.amountCents),
    createdAt: payment.paidAt,
    proof: { payerName: payment.payer.name },
  };
}

const notFound = (ctx: RequestContext) =>
  problemReply(ctx.traceId, 404, 'Static QR code not found.');

/** `POST /baas/api/v2/pix/qrcode/static`. */
export async function createStaticQrCode(ctx: RequestContext): Promise<Reply> {
  const errors = new FieldErrors();
  const request = parseInto(createStaticQrCodeRequestSchema, ctx.body, errors);
  if (request && !ctx.store.moneyOut.hasPixKey(ctx.accountId, request.pixKey)) {
    errors.add('$.pixKey', 'is not a Pix key of this account.');
  }
  if (!request || !errors.isEmpty) return validationProblemReply(ctx.traceId, errors);

  const conflict = () => duplicateQrCode(ctx.traceId, request.correlationId);
  const codes = staticQrStore(ctx.store);
  if (
    codes.find(ctx.accountId, request.correlationId) ||
    ctx.store.pix.findQrCode(ctx.accountId, request.correlationId)
  ) {
    return conflict();
  }

  const transactionId = newStaticTransactionId();
  const beneficiaryName = sanitizeMerchantText(
    request.beneficiaryName ?? SANDBOX_ACCOUNT_HOLDER.name,
    MERCHANT_NAME_MAX,
  ).toUpperCase();
  const amountCents = request.amount === undefined ? undefined : reaisToCents(request.amount);
  const text = request.additionalInfo?.trim() || undefined;
  let payloadPix: string;
  try {
    payloadPix = encodeBrCode({
      key: request.pixKey,
      pointOfInitiation: 'static',
      txid: transactionId,
      merchantName: beneficiaryName || SANDBOX_ACCOUNT_HOLDER.name.toUpperCase(),
      merchantCity: sanitizeMerchantText(
        SANDBOX_ACCOUNT_HOLDER.city,
        MERCHANT_CITY_MAX,
      ).toUpperCase(),
      ...(amountCents === undefined ? {} : { amountCents }),
      ...(text ? { description: text } : {}),
    });
  } catch (error) {
    if (!(error instanceof BrCodeInputError)) throw error;
    // What the code cannot carry, named on the field that asked for it.
    const path =
      error.input === 'description'
        ? '$.additionalInfo'
        : error.input === 'amountCents'
          ? '$.amount'
          : error.input === 'merchantName'
            ? '$.beneficiaryName'
            : '$.pixKey';
    errors.add(
      path,
      error.input === 'description' && error.reason === 'too_long'
        ? 'does not fit in the code beside this key.'
        : `cannot be written in a Pix code (${error.reason}).`,
    );
    return validationProblemReply(ctx.traceId, errors);
  }

  const created = ctx.now.toISOString();
  const record: StaticQrRecord = {
    transactionId,
    correlationId: request.correlationId,
    amount: amountCents === undefined ? null : centsToReais(amountCents),
    pixKey: request.pixKey,
    beneficiaryName,
    beneficiaryIspb: SANDBOX_ISPB,
    additionalInfo: text ?? null,
    ispbPss: request.ispbPss ?? null,
    createdAt: created,
    updatedAt: created,
    payloadPix,
    status: 'ACTIVE',
  };
  // The insert is the arbiter: a concurrent create of the same id loses here.
  if (!codes.insert(ctx.accountId, record)) return conflict();
  const image =
    request.formatResponse === 'PAYLOAD_AND_QRCODE' ? await qrCodePngBase64(payloadPix) : undefined;
  return jsonReply(200, createAnswer(record, image));
}

/** `GET /baas/api/v2/pix/qrcode/static/{id}`: the code, its status and its payments. */
export function readStaticQrCode(ctx: RequestContext): Reply {
  const codes = staticQrStore(ctx.store);
  const code = codes.find(ctx.accountId, ctx.params.id!);
  if (!code) return notFound(ctx);
  return jsonReply(200, readAnswer(code, codes.payments(code.rowId, code.record.correlationId)));
}

/** `GET /baas/api/v2/pix/qrcode/static/{id}/payments`: a bare array, oldest first. */
export function listStaticQrPayments(ctx: RequestContext): Reply {
  const codes = staticQrStore(ctx.store);
  const code = codes.find(ctx.accountId, ctx.params.id!);
  if (!code) return notFound(ctx);
  return jsonReply(200, codes.payments(code.rowId, code.record.correlationId).map(paymentAnswer));
}

/** `PATCH /baas/api/v2/pix/qrcode/static/{id}/cancel`: `ACTIVE` → `CANCELLED`, once. */
export function cancelStaticQrCode(ctx: RequestContext): Reply {
  const codes = staticQrStore(ctx.store);
  const code = codes.find(ctx.accountId, ctx.params.id!);
  if (!code) return notFound(ctx);
  const alreadyCancelled = () =>
    problemReply(
      ctx.traceId,
      422,
      'This static QR code is already cancelled; it can no longer be paid.',
    );
  if (code.record.status === 'CANCELLED') return alreadyCancelled();
  if (!codes.cancel(code.rowId, ctx.now.toISOString())) return alreadyCancelled();
  const cancelled = codes.find(ctx.accountId, ctx.params.id!)!;
  return jsonReply(
    200,
    readAnswer(cancelled, codes.payments(cancelled.rowId, cancelled.record.correlationId)),
  );
}
