import { randomBytes, randomInt } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import QRCode from 'qrcode';
import {
  encodeBrCode,
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  sanitizeMerchantText,
} from '../../domain/brcode.ts';
import { addDays } from '../../domain/dates.ts';
import { deadlineOf, rebateCentsOf, type Taxes } from '../../domain/due-date-charge.ts';
import { centsToReais } from '../../domain/money.ts';
import {
  DEFAULT_EXPIRES_IN_SECONDS,
  DEFAULT_IMMEDIATE_QR_ADDRESS,
  PIX_QR_IMAGE_SIZE_PX,
  type CreateDueDateQrCodeRequest,
  type CreateImmediateQrCodeRequest,
  type DueDateQrCode,
  type ImmediateQrCode,
  type PixAddress,
  type PixAddressRequest,
  type PixAdditionalInfo,
} from '../../domain/wire/pix.ts';
import { SANDBOX_ACCOUNT_HOLDER, SANDBOX_ISPB, SANDBOX_PIX_LOCATION_HOST } from '../bank.ts';

/**
 * The QR codes the sandbox bank issues: identifiers, the BR Code payload, its image, and the
 * 2.2 / 2.3 records. The one place that assembles them, for the create endpoints and the demo
 * data alike.
 */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Inside the Pix norm's 26–35 for a charge's txid. */
const TRANSACTION_ID_LENGTH = 32;

/** A new transactionId: 32 random letters and digits. */
export function newTransactionId(): string {
  let id = '';
  for (let i = 0; i < TRANSACTION_ID_LENGTH; i++) {
    id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  }
  return id;
}

/**
 * A new payload location: `pix.sandbox.balcao.local/qr/v2/<32 hex>` for an immediate charge,
 * `…/qr/v2/cobv/<32 hex>` for a due-date one. Like a PSP's, the location has its own id,
 * not the transactionId (which the payer's bank learns from the payload it fetches there).
 */
export function newLocation(kind: 'IMMEDIATE' | 'DUE_DATE'): string {
  const id = randomBytes(16).toString('hex');
  return `${SANDBOX_PIX_LOCATION_HOST}/qr/v2/${kind === 'DUE_DATE' ? 'cobv/' : ''}${id}`;
}

/**
 * A Pix end-to-end id as the SPI forms it: `E`, the payer's ISPB (the sandbox's), the payment's
 * yyyyMMddHHmm in UTC and 11 letters and digits — 32 characters.
 */
export function newEndToEndId(paidAt: Date): string {
  const stamp = paidAt.toISOString().replace(/\D/g, '').slice(0, 12);
  let tail = '';
  for (let i = 0; i < 11; i++) tail += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return `E${SANDBOX_ISPB}${stamp}${tail}`;
}

/**
 * The dynamic BR Code of a QR code: its location, the amount, MCC 0000, and the account
 * holder as merchant (name ≤ 25, city ≤ 15, sanitized); txid `***` as dynamic codes require.
 */
export function pixPayload(location: string, amountCents: number): string {
  return encodeBrCode({
    url: location,
    amountCents,
    merchantName: sanitizeMerchantText(SANDBOX_ACCOUNT_HOLDER.name, MERCHANT_NAME_MAX),
    merchantCity: sanitizeMerchantText(SANDBOX_ACCOUNT_HOLDER.city, MERCHANT_CITY_MAX),
    postalCode: SANDBOX_ACCOUNT_HOLDER.postalCode,
  });
}

/**
 * The PNG of a payload, base64 without a `data:` prefix (assumption: 2.2 and 2.3 say "Base64
 * image", while 2.4 spells out the data URL for boletos), exactly 250×250. The qrcode library
 * scales by `width / (modules + 2 × margin)` and floors the product, which lands on 249 for
 * some sizes (61 modules with margin: 250 / 61 × 61 < 250 in floating point), so the margin
 * is the first of 2, 3, 1, 4 that gives exactly 250.
 */
export async function qrCodePngBase64(payload: string): Promise<string> {
  const modules = QRCode.create(payload, { errorCorrectionLevel: 'M' }).modules.size;
  const margin =
    [2, 3, 1, 4].find(
      (m) =>
        Math.floor((modules + 2 * m) * (PIX_QR_IMAGE_SIZE_PX / (modules + 2 * m))) ===
        PIX_QR_IMAGE_SIZE_PX,
    ) ?? 2;
  const png = await QRCode.toBuffer(payload, {
    type: 'png',
    width: PIX_QR_IMAGE_SIZE_PX,
    margin,
    errorCorrectionLevel: 'M',
  });
  return png.toString('base64');
}

/**
 * The last instant of `date` in São Paulo (23:59:59.999 local), as an ISO instant in UTC.
 * A due-date code's `expiresAt`: payable through the whole deadline day, as a boleto is.
 */
export function endOfDayInSaoPaulo(date: string): string {
  const [year, month, day] = addDays(date, 1).split('-').map(Number) as [number, number, number];
  const nextMidnight = new TZDate(year, month - 1, day, 'America/Sao_Paulo').getTime();
  return new Date(nextMidnight - 1).toISOString();
}

/** The response address: the request's, with the UF in both `uf` and `state` (assumption). */
function addressOf({ cityName, zipCode, state, street }: PixAddressRequest): PixAddress {
  return { cityName, zipCode, uf: state, state, ...(street === undefined ? {} : { street }) };
}

/** A new code: where its payload points, and its API record (no image: that is per answer). */
export interface NewQrCode<R> {
  location: string;
  record: R;
}

/**
 * A new code of `kind` at a new location, with a new transactionId and `amountCents` payable
 * through its payload: the fields every record has, with the kind's own `terms` after the
 * amount and `until` (its address and expiry) after them, in the order 2.2 and 2.3 list them.
 */
function newQrCode<Terms extends object>(
  kind: 'IMMEDIATE' | 'DUE_DATE',
  request: { correlationId: string; additionalInfos?: PixAdditionalInfo[] | undefined },
  amountCents: number,
  createdAt: Date,
  terms: Terms,
  until: { address: PixAddress; expiresAt: string },
) {
  const location = newLocation(kind);
  const created = createdAt.toISOString();
  return {
    location,
    record: {
      correlationId: request.correlationId,
      transactionId: newTransactionId(),
      amount: centsToReais(amountCents),
      ...terms,
      address: until.address,
      createdAt: created,
      updatedAt: created,
      expiresAt: until.expiresAt,
      payloadPix: pixPayload(location, amountCents),
      additionalInfos: request.additionalInfos ?? [],
    },
  };
}

/**
 * The 2.2 record of a new immediate code: `ACTIVE`, expiresAt = createdAt + expiresIn,
 * defaults applied (86400 s, Aracaju/SE), inputs echoed.
 */
export function newImmediateQrCode(
  request: CreateImmediateQrCodeRequest,
  amountCents: number,
  createdAt: Date,
): NewQrCode<ImmediateQrCode> {
  const expiresIn = request.expiresIn ?? DEFAULT_EXPIRES_IN_SECONDS;
  const terms = {
    allowChangeAmount: request.allowChangeAmount ?? false,
    expiresIn,
    status: 'ACTIVE',
    ...(request.description === undefined ? {} : { description: request.description }),
    ...(request.payer
      ? { payer: { ...request.payer, validate: request.payer.validate ?? false } }
      : {}),
  } as const;
  const { location, record } = newQrCode('IMMEDIATE', request, amountCents, createdAt, terms, {
    address: request.address ? addressOf(request.address) : { ...DEFAULT_IMMEDIATE_QR_ADDRESS },
    expiresAt: new Date(createdAt.getTime() + expiresIn * 1000).toISOString(),
  });
  return {
    location,
    record: {
      ...record,
      splitInstructions: request.splitInstructions ?? [],
      ...(request.finalBeneficiary ? { finalBeneficiary: request.finalBeneficiary } : {}),
    },
  };
}

/**
 * The 2.3 record of a new due-date code: `ACTIVE`, revision 0, amount after the rebate,
 * expiresAt the end of dueDate + maxDaysOverdue in São Paulo. The payer document is kept in
 * clear; `dueDateQrCodeResponse` masks it.
 */
export function newDueDateQrCode(
  request: CreateDueDateQrCodeRequest,
  charge: { originalCents: number; maxDaysOverdue: number; taxes: Taxes | undefined },
  createdAt: Date,
): NewQrCode<DueDateQrCode> {
  const amountCents =
    charge.originalCents - rebateCentsOf(charge.originalCents, charge.taxes?.rebate);
  const terms = {
    originalAmount: centsToReais(charge.originalCents),
    dueDate: request.dueDate,
    maxDaysOverdue: charge.maxDaysOverdue,
    ...(request.taxes ? { taxes: request.taxes } : {}),
    status: 'ACTIVE',
    revision: 0,
    ...(request.description === undefined ? {} : { description: request.description }),
    payer: request.payer,
  } as const;
  return newQrCode('DUE_DATE', request, amountCents, createdAt, terms, {
    address: addressOf(request.address),
    expiresAt: endOfDayInSaoPaulo(deadlineOf(request.dueDate, charge.maxDaysOverdue)),
  });
}

/** The record with `qrCodeImageBase64` right after `payloadPix`, as the create answer has it. */
export function withImage<R extends { payloadPix: string }>(
  record: R,
  image: string,
): R & { qrCodeImageBase64: string } {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(record)) {
    entries.push([key, value]);
    if (key === 'payloadPix') entries.push(['qrCodeImageBase64', image]);
  }
  return Object.fromEntries(entries) as R & { qrCodeImageBase64: string };
}
