import { z } from 'zod';
import { sentPaymentStatuses } from '../../../preload/contract/schemas/payments.ts';
import { isValidCnpj, isValidCpf } from '../../../preload/contract/validators/document.ts';
import { lenient, lenientReais, lenientWholeNumber } from './common.ts';
import { pixAmountSchema, pixDocumentSchema } from './pix.ts';

/**
 * Wire shapes of money out (service-spec 2.1, 2.6, 4.1, 4.2) and of paying a decoded QR code
 * (the request the spec does not show, taken from the operator's public SDK), exactly as they
 * travel: reais, camelCase on `/baas`, snake_case on `/v1/pix`. The app's service client
 * parses responses with these and the local sandbox parses requests with them.
 */

const requiredText = (max: number) =>
  z.string().trim().min(1, 'must not be empty.').max(max, `must be at most ${max} characters.`);

/** The `IdempotencyKey` header: a UUID version 4 (service-spec 4.9; the SDK's transfers too). */
export const IDEMPOTENCY_KEY_HEADER = 'IdempotencyKey';
export const uuidV4Schema = z.uuidv4('must be a UUID version 4.');

// ---------------------------------------------------------------------------------------------
// 4.1 Decode a QR code

export const decodeQrCodeRequestSchema = z.object({
  payload: z
    .string()
    .trim()
    .min(1, 'must not be empty.')
    .regex(/^000201/, 'must be a Pix BR Code (it begins with 000201).'),
});
export type DecodeQrCodeRequest = z.infer<typeof decodeQrCodeRequestSchema>;

export const QR_CODE_TYPES = [
  'QR_CODE_STATIC',
  'DYNAMIC_IMMEDIATE_PAYMENT',
  'DYNAMIC_PAYMENT_WITH_EXPIRATION',
] as const;
export const INITIATION_TYPES = ['QR_CODE_STATIC', 'QR_CODE_DYNAMIC'] as const;
export const DECODED_STATUSES = [
  'ACTIVE',
  'CONCLUDED',
  'REMOVED_BY_THE_RECEIVER',
  'REMOVED_BY_PSP',
] as const;
export type QrCodeType = (typeof QR_CODE_TYPES)[number];
export type InitiationType = (typeof INITIATION_TYPES)[number];
export type DecodedStatus = (typeof DECODED_STATUSES)[number];

/** 2.1: the decoding result (payment initialization). */
export const decodedQrCodeSchema = z.looseObject({
  endToEndId: z.string(),
  transactionId: z.string(),
  key: z.string(),
  type: z.enum(QR_CODE_TYPES),
  initiationType: z.enum(INITIATION_TYPES),
  status: z.enum(DECODED_STATUSES),
  amount: z.number(),
  originalAmount: z.number(),
  allowChangeAmount: z.boolean(),
  expirationTime: z.number(),
  categoryCode: z.string(),
  capturedAt: z.string(),
  beneficiary: z.looseObject({
    number: z.string(),
    branch: z.string(),
    type: z.string(),
    participant: z.looseObject({ name: z.string(), ispb: z.string() }),
    holder: z.looseObject({ name: z.string(), document: z.string(), type: z.string() }),
  }),
  additionalInfos: z.array(z.unknown()),
  // What the operator's SDK also reads from a decode (`DecodeQrCodeResponse`), for a due-date
  // code: how its amount is made up. Lenient: an odd value is dropped, never the decode.
  /** The code's due date. */
  dueDate: lenient(z.string()),
  /** Reais (a number, or a string as the SDK types it): rebate, discount, fine, interest. */
  rebateAmount: lenientReais,
  discountAmount: lenientReais,
  fineAmount: lenientReais,
  /** Interest ("juros"), in the SDK's words `feesAmount`. */
  feesAmount: lenientReais,
  /** Assumption: days after the due date during which the code can still be paid. */
  paymentDeadline: lenientWholeNumber,
  /** Who the charge is addressed to (document masked). */
  payer: lenient(
    z.looseObject({ name: lenient(z.string()), document: lenient(z.string()) }).nullable(),
  ),
  revision: lenientWholeNumber,
  createdAt: lenient(z.string()),
});
export type DecodedQrCode = z.infer<typeof decodedQrCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Pay a decoded code: `POST /baas/api/v2/transfers` (assumption from the operator's SDK)

export const payDecodedQrCodeRequestSchema = z.object({
  amount: pixAmountSchema,
  description: z.string().max(140, 'must be at most 140 characters.').optional(),
  type: z.literal('Pix', 'must be Pix.'),
  endToEndId: z.string().min(1, 'must not be empty.'),
  initiationType: z.enum(INITIATION_TYPES),
  transactionId: z.string().min(1, 'must not be empty.'),
});
export type PayDecodedQrCodeRequest = z.infer<typeof payDecodedQrCodeRequestSchema>;

/** The longest `externalId` taken (the refund's limit, service-spec 4.9). */
export const MAX_EXTERNAL_ID_LENGTH = 40;

/**
 * The fields the operator's SDK adds to every v2 transfer it sends (`CreateTransferRequest`),
 * whatever pays: a decoded code here, a key read from the DICT (`dict.ts`).
 */
export const SDK_TRANSFER_FIELDS = {
  externalId: z
    .string()
    .min(1, 'must not be empty.')
    .max(MAX_EXTERNAL_ID_LENGTH, `must be at most ${MAX_EXTERNAL_ID_LENGTH} characters.`)
    .optional(),
  saveFavorite: z.boolean().optional(),
  transferAt: z.iso.datetime({ offset: true, error: 'must be an ISO instant.' }).optional(),
  tags: z.array(z.string().max(50, 'must be at most 50 characters.')).optional(),
  splitInstructions: z.array(z.unknown()).optional(),
};

/**
 * The same request as the operator's SDK sends it (`TransfersService::createTransfer`,
 * `CreateTransferRequest`): it always adds saveFavorite, transferAt (now, by default), tags and
 * splitInstructions, and externalId when set. Read by the sandbox's `sdk` shapes; Balcão sends
 * only `externalId` of them (its IdempotencyKey, so the bank's record names the intent).
 */
export const sdkPayDecodedQrCodeRequestSchema =
  payDecodedQrCodeRequestSchema.extend(SDK_TRANSFER_FIELDS);
export type SdkPayDecodedQrCodeRequest = z.infer<typeof sdkPayDecodedQrCodeRequestSchema>;

/**
 * Assumption: the statuses of a v2 transfer (a payment of a decoded code, a transfer to a
 * key). `SCHEDULED` is one asked for a later day (`transferAt`) that has not run yet, and
 * `CANCELLED` one of those cancelled before it ran (the SDK names neither). The contract's
 * list: the Sent list says where a payment stands in the bank's own words.
 */
export const QR_PAYMENT_STATUSES = sentPaymentStatuses;
export type QrPaymentStatus = (typeof QR_PAYMENT_STATUSES)[number];

/**
 * A party of a transfer as the SDK's answer carries it (`payer`, `beneficiary`: shown as
 * arrays with no fields). Assumption: the decode's beneficiary shape (2.1) — holder name and
 * document, participant name — every part of it optional.
 */
const transferPartySchema = z.looseObject({
  holder: lenient(z.looseObject({ name: lenient(z.string()), document: lenient(z.string()) })),
  participant: lenient(z.looseObject({ name: lenient(z.string()) })),
});

/**
 * Why a transfer failed, as the SDK's answer carries it (`error`: an array with no fields).
 * Assumption: a code and a message, either optional.
 */
const transferErrorSchema = z.looseObject({
  code: lenient(z.union([z.string(), z.number()])),
  message: lenient(z.string()),
  description: lenient(z.string()),
});

/**
 * The answer to paying a decoded code (and to reading it back). The fields after
 * `description` are the ones the operator's SDK also reads (`CreateTransferResponse`,
 * `GetTransferResponse`); all lenient, since this is a write's answer: one the client cannot
 * read is "accepted, details unknown" (main/app/pipeline/answer.ts), and a real bank's extra
 * field of another type must not park every payment.
 */
export const qrPaymentSchema = z.looseObject({
  id: z.string(),
  endToEndId: z.string(),
  status: z.enum(QR_PAYMENT_STATUSES),
  amount: z.number(),
  createdAt: z.string(),
  transactionId: z.string().optional(),
  description: z.string().optional(),
  type: lenient(z.string()),
  transactionNsu: lenient(z.union([z.string(), z.number()])),
  externalId: lenient(z.string()),
  updatedAt: lenient(z.string()),
  error: lenient(transferErrorSchema.nullable()),
  payer: lenient(transferPartySchema.nullable()),
  beneficiary: lenient(transferPartySchema.nullable()),
});
export type QrPayment = z.infer<typeof qrPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// 4.2 Transfer to a key (`/v1/pix`, mutual TLS)

export type PixKeyKind = 'CPF' | 'CNPJ' | 'EMAIL' | 'PHONE' | 'EVP';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
/** `+55`, a two-digit area code (11–99) and 8 or 9 digits. */
const PHONE = /^\+55[1-9][1-9]\d{8,9}$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kind of a Pix key as written (CPF/CNPJ digits only), or null when it is none. */
export function pixKeyKind(key: string): PixKeyKind | null {
  if (/^\d{11}$/.test(key)) return isValidCpf(key) ? 'CPF' : null;
  if (/^[0-9A-Z]{12}\d{2}$/.test(key)) return isValidCnpj(key) ? 'CNPJ' : null;
  if (key.startsWith('+')) return PHONE.test(key) ? 'PHONE' : null;
  if (key.includes('@')) return key.length <= 77 && EMAIL.test(key) ? 'EMAIL' : null;
  if (EVP.test(key)) return 'EVP';
  return null;
}

export const keyTransferRequestSchema = z.object({
  key: z
    .string()
    .min(1, 'must not be empty.')
    .refine(
      (key) => pixKeyKind(key) !== null,
      'must be a Pix key: a CPF or CNPJ with valid check digits (digits only), an e-mail, a phone as +55 and 10 or 11 digits, or a random key (UUID).',
    ),
  amount: pixAmountSchema,
  description: z.string().max(140, 'must be at most 140 characters.').optional(),
});
export type KeyTransferRequest = z.infer<typeof keyTransferRequestSchema>;

export const PIX_TRANSFER_STATUSES = ['processing', 'completed', 'failed'] as const;
export type PixTransferStatus = (typeof PIX_TRANSFER_STATUSES)[number];

/**
 * 2.6. Assumption: a failed transfer carries its reason in `failure_reason` (the spec shows
 * none for transfers; the name matches the refund record's).
 */
export const pixTransferSchema = z.looseObject({
  id: z.string(),
  end_to_end_id: z.string(),
  amount: z.number(),
  status: z.enum(PIX_TRANSFER_STATUSES),
  created_at: z.string(),
  failure_reason: z.string().optional(),
});
export type PixTransfer = z.infer<typeof pixTransferSchema>;

// ---------------------------------------------------------------------------------------------
// Sandbox only: demo receivers, Pix received on demand

export const demoReceiverSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  document: z.string(),
  bank: z.looseObject({ name: z.string(), ispb: z.string() }),
  key: z.string(),
  staticPayload: z.string(),
  staticAmountPayload: z.string(),
  dynamicPayload: z.string(),
  dynamicAmount: z.number(),
});
export type DemoReceiver = z.infer<typeof demoReceiverSchema>;
export const demoReceiversSchema = z.looseObject({ items: z.array(demoReceiverSchema) });

export const sandboxReceivePixRequestSchema = z.object({
  amount: pixAmountSchema,
  payer: z.object({ name: requiredText(100), document: pixDocumentSchema }),
  paidAt: z.iso.datetime({ offset: true, error: 'must be an ISO instant.' }).optional(),
  description: z.string().max(140, 'must be at most 140 characters.').optional(),
});
export type SandboxReceivePixRequest = z.infer<typeof sandboxReceivePixRequestSchema>;

export const sandboxReceivedPixSchema = z.looseObject({
  endToEndId: z.string(),
  amount: z.number(),
  paidAt: z.string(),
});
export type SandboxReceivedPix = z.infer<typeof sandboxReceivedPixSchema>;
