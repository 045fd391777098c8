import { z } from 'zod';
import { INTEREST_TYPES, MAX_DUE_DATE_DISCOUNT_BANDS } from '../due-date-charge.ts';
import {
  centsOfLenientReais,
  guidSchema,
  isoDateSchema,
  lenient,
  reaisAmountSchema,
} from './common.ts';

/**
 * Wire shapes of the service's Pix receipt endpoints (service-spec 2.2, 2.3, 2.5, 4.5–4.8)
 * and of the local sandbox's payment simulator, exactly as they travel: amounts in reais,
 * camelCase on `/baas`, snake_case on `/v1/pix`. The app's service client parses responses
 * with these and the local sandbox parses requests with them.
 *
 * Request schemas carry the per-field rules the spec gives; rules that span fields (split
 * totals, tax combinations, check digits, dates against today) are the service's and live in
 * the sandbox (tax rules in `domain/due-date-charge.ts`). Response schemas are
 * `z.looseObject`: a field the service adds tomorrow must not break today's client.
 */

// ---------------------------------------------------------------------------------------------
// Shared field rules

const requiredText = (max: number) =>
  z.string().trim().min(1, 'must not be empty.').max(max, `must be at most ${max} characters.`);

const optionalText = (max: number) =>
  z.string().max(max, `must be at most ${max} characters.`).optional();

/**
 * A CPF (11 digits) or CNPJ (14: 12 digits or upper-case letters, then 2 digits — the
 * alphanumeric CNPJ issued from July 2026), without punctuation. Assumption: the spec says
 * "CPF or CNPJ, string" for Pix payers without a format; Balcão sends the normalized value.
 * Check digits are the service's to verify.
 */
export const pixDocumentSchema = z
  .string()
  .regex(
    /^(\d{11}|[0-9A-Z]{12}\d{2})$/,
    'must be a CPF (11 digits) or CNPJ (14 characters), without punctuation.',
  );

/** The 2-letter state (UF). */
const ufSchema = z.string().regex(/^[A-Z]{2}$/, 'must be the 2-letter state (UF), e.g. SP.');

/** The largest amount a BR Code holds (field 54, 13 characters): 9999999999.99. */
export const MAX_PIX_AMOUNT = 9_999_999_999.99;

/** An amount in reais: above zero, at most two decimals, at most what a BR Code holds. */
export const pixAmountSchema = reaisAmountSchema.max(
  MAX_PIX_AMOUNT,
  'must be at most 9999999999.99 (what a Pix QR code holds).',
);

/** How the create answer carries the code: the payload alone, or the payload and a PNG. */
export const pixFormatResponseSchema = z.enum(['ONLY_PAYLOAD', 'PAYLOAD_AND_QRCODE']);
export type PixFormatResponse = z.infer<typeof pixFormatResponseSchema>;

/** Defaults of service-spec 8 (maxDaysOverdue's is `DEFAULT_MAX_DAYS_OVERDUE` of the domain). */
export const DEFAULT_PIX_FORMAT_RESPONSE: PixFormatResponse = 'ONLY_PAYLOAD';
export const DEFAULT_EXPIRES_IN_SECONDS = 86_400;

/** Side of the QR code image, in pixels (service-spec 2.2, 2.3, 8). */
export const PIX_QR_IMAGE_SIZE_PX = 250;

/**
 * The operator's default address of an immediate QR code sent without one (service-spec
 * 4.8: Aracaju/SE). Assumption: the response's `uf` and `state` both carry the UF.
 */
export const DEFAULT_IMMEDIATE_QR_ADDRESS = {
  cityName: 'Aracaju',
  uf: 'SE',
  state: 'SE',
} as const;

/**
 * An item shown to the payer. Assumption (lengths not shown): name at most 50 and value at
 * most 200 characters, the limits of the Banco Central's Pix API (`infoAdicionais`).
 */
export const pixAdditionalInfoSchema = z.object({
  name: requiredText(50),
  value: requiredText(200),
});
export type PixAdditionalInfo = z.infer<typeof pixAdditionalInfoSchema>;

/**
 * Address of a QR code request: cityName, zipCode and state required, street optional
 * (service-spec 4.6; assumption: the same when an immediate code sends one).
 */
export const pixAddressRequestSchema = z.object({
  cityName: requiredText(60),
  zipCode: z.string().regex(/^\d{8}$/, 'must be the 8-digit CEP, digits only.'),
  state: ufSchema,
  street: optionalText(100),
});
export type PixAddressRequest = z.infer<typeof pixAddressRequestSchema>;

/** A transaction id as the Pix norm writes one for charges: 26 to 35 letters and digits. */
export const PIX_TRANSACTION_ID_PATTERN = /^[A-Za-z0-9]{26,35}$/;

// ---------------------------------------------------------------------------------------------
// Immediate dynamic QR code: create request (4.8)

export const splitInstructionTypeSchema = z.enum(['FIXED', 'PERCENTAGE']);
export type SplitInstructionType = z.infer<typeof splitInstructionTypeSchema>;

/** Share of the charge that the splits together may take (service-spec 4.8, 8): 50 %. */
export const MAX_SPLIT_SHARE_PERCENT = 50;
/** A charge with splits must be greater than this, in cents (R$ 1,00). */
export const MIN_SPLIT_CHARGE_EXCLUSIVE_CENTS = 100;

/**
 * One split of an immediate charge. `amount` is reais for FIXED and a percentage of the
 * charge for PERCENTAGE (assumption: two decimals in both cases).
 */
export const splitInstructionSchema = z.object({
  accountNumber: requiredText(25),
  type: splitInstructionTypeSchema,
  amount: pixAmountSchema,
});
export type SplitInstruction = z.infer<typeof splitInstructionSchema>;

/** Shown to the payer for gateways and sub-acquirers: all three fields required. */
export const pixFinalBeneficiarySchema = z.object({
  name: requiredText(100),
  document: pixDocumentSchema,
  cityName: requiredText(60),
});
export type PixFinalBeneficiary = z.infer<typeof pixFinalBeneficiarySchema>;

/**
 * Payer of an immediate code. Assumption: name and document required when the object is
 * sent; `validate` (default false) lets only this document pay.
 */
export const immediateQrPayerSchema = z.object({
  name: requiredText(100),
  document: pixDocumentSchema,
  validate: z.boolean().optional(),
});
export type ImmediateQrPayer = z.infer<typeof immediateQrPayerSchema>;

/** Body of `POST /baas/api/v2/pix/qrcode/dynamic`. */
export const createImmediateQrCodeRequestSchema = z.object({
  correlationId: guidSchema,
  amount: pixAmountSchema,
  description: optionalText(140),
  /**
   * Seconds from creation; default 86400. Balcão sends a number, as the spec says; the
   * operator's SDK sends the string `"86400"` (`ImmediateQrCodeRequest`), which the sandbox's
   * `sdk` shapes accept too (pix/routes/immediate-create.ts).
   */
  expiresIn: z
    .number()
    .int('must be a whole number of seconds.')
    .min(1, 'must be at least 1 second.')
    .optional(),
  formatResponse: pixFormatResponseSchema.optional(),
  /**
   * Assumption: the request table does not list it, but the resource (2.2) does; sent, it
   * lets the payer change the amount. Default false.
   */
  allowChangeAmount: z.boolean().optional(),
  payer: immediateQrPayerSchema.optional(),
  address: pixAddressRequestSchema.optional(),
  additionalInfos: z.array(pixAdditionalInfoSchema).optional(),
  splitInstructions: z.array(splitInstructionSchema).optional(),
  finalBeneficiary: pixFinalBeneficiarySchema.optional(),
});
export type CreateImmediateQrCodeRequest = z.infer<typeof createImmediateQrCodeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Immediate dynamic QR code: resource (2.2)

/**
 * Statuses of an immediate code. The spec gives only the initial `ACTIVE`. Assumptions:
 * `CONCLUDED` once paid (the value of the decoding result, 2.1) and `EXPIRED` once past
 * `expiresAt` unpaid. The response schema keeps `status` a string: other values may come.
 */
export const IMMEDIATE_QR_CODE_STATUSES = ['ACTIVE', 'CONCLUDED', 'EXPIRED'] as const;
export type ImmediateQrCodeStatus = (typeof IMMEDIATE_QR_CODE_STATUSES)[number];

const looseAddressSchema = z.looseObject({
  cityName: z.string().optional(),
  zipCode: z.string().optional(),
  uf: z.string().optional(),
  state: z.string().optional(),
  street: z.string().optional(),
});
export type PixAddress = z.infer<typeof looseAddressSchema>;

const looseAdditionalInfoSchema = z.looseObject({ name: z.string(), value: z.string() });

/**
 * What the records of an immediate and a due-date code share (2.2, 2.3): who and what they are,
 * where and when, and the payload with its image.
 */
const qrCodeRecordSchema = z.looseObject({
  correlationId: z.string(),
  transactionId: z.string(),
  amount: z.number(),
  description: z.string().optional(),
  address: looseAddressSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  expiresAt: z.string(),
  payloadPix: z.string(),
  qrCodeImageBase64: z.string().optional(),
  additionalInfos: z.array(looseAdditionalInfoSchema).optional(),
});

/** The immediate dynamic QR code (2.2), as returned by create. */
export const immediateQrCodeSchema = qrCodeRecordSchema.extend({
  allowChangeAmount: z.boolean(),
  /** Seconds; read from a string of digits too (the SDK sends and reads `"86400"`). */
  expiresIn: z.union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ]),
  status: z.string(),
  payer: z
    .looseObject({
      name: z.string().optional(),
      document: z.string().optional(),
      validate: z.boolean().optional(),
    })
    .optional(),
  splitInstructions: z
    .array(z.looseObject({ accountNumber: z.string(), type: z.string(), amount: z.number() }))
    .optional(),
  finalBeneficiary: z
    .looseObject({ name: z.string(), document: z.string(), cityName: z.string() })
    .optional(),
});
export type ImmediateQrCode = z.infer<typeof immediateQrCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Due-date QR code: create request (4.6)

export const adjustmentTypeSchema = z.enum(['FIXED_AMOUNT', 'PERCENTAGE']);
export type AdjustmentType = z.infer<typeof adjustmentTypeSchema>;

/** The four calendar-day interest modes of service-spec 4.6. */
export const interestTypeSchema = z.enum(INTEREST_TYPES);

/**
 * A value in `taxes`: reais for the fixed types, a percentage for the others. Decimals and
 * ranges depend on the type and are checked with the tax rules (`validateTaxes`).
 */
const taxAmountSchema = z
  .number()
  .refine((n) => Number.isFinite(n) && n > 0, 'must be greater than zero.');

/** One early-payment band: paid on or before `dueDate` (earlier than the charge's), `amount` off. */
export const discountDueDateSchema = z.object({
  dueDate: isoDateSchema,
  amount: taxAmountSchema,
});
export type DiscountDueDate = z.infer<typeof discountDueDateSchema>;

/**
 * `taxes` exactly as service-spec 4.6 names them; which combinations are valid (type with
 * amount, discountAmount or discountsDueDate, band dates) is the tax rules' business.
 */
export const dueDateTaxesSchema = z.object({
  rebateType: adjustmentTypeSchema.optional(),
  rebateAmount: taxAmountSchema.optional(),
  discountType: adjustmentTypeSchema.optional(),
  discountAmount: taxAmountSchema.optional(),
  discountsDueDate: z
    .array(discountDueDateSchema)
    .min(1, 'must have at least one band.')
    .max(MAX_DUE_DATE_DISCOUNT_BANDS, `must have at most ${MAX_DUE_DATE_DISCOUNT_BANDS} bands.`)
    .optional(),
  interestType: interestTypeSchema.optional(),
  interestAmount: taxAmountSchema.optional(),
  fineType: adjustmentTypeSchema.optional(),
  fineAmount: taxAmountSchema.optional(),
});
export type DueDateTaxes = z.infer<typeof dueDateTaxesSchema>;

/** Body of `POST /baas/api/v2/pix/qrcode/due-date`. */
export const createDueDateQrCodeRequestSchema = z.object({
  correlationId: guidSchema,
  amount: pixAmountSchema,
  dueDate: isoDateSchema,
  payer: z.object({ name: requiredText(100), document: pixDocumentSchema }),
  address: pixAddressRequestSchema,
  description: optionalText(140),
  formatResponse: pixFormatResponseSchema.optional(),
  maxDaysOverdue: z
    .number()
    .int('must be a whole number of days.')
    .min(0, 'must be at least 0.')
    .optional(),
  taxes: dueDateTaxesSchema.optional(),
  additionalInfos: z.array(pixAdditionalInfoSchema).optional(),
});
export type CreateDueDateQrCodeRequest = z.infer<typeof createDueDateQrCodeRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Due-date QR code: resource (2.3, 4.7)

export const dueDateQrCodeStatusSchema = z.enum(['ACTIVE', 'CONCLUDED', 'CANCELLED']);
export type DueDateQrCodeStatus = z.infer<typeof dueDateQrCodeStatusSchema>;

/**
 * The payment of a due-date code, on reads once it is paid, as one `payment` object (the
 * sandbox's `legacy` shapes). Assumption (spec 4.7: "that payment's fields are not shown"):
 * the end-to-end id, the amount paid and the instant, the payer (document masked) and how
 * the amount was made up, all in reais.
 */
export const dueDateQrCodePaymentSchema = z.looseObject({
  endToEndId: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  payer: z.looseObject({ name: z.string(), document: z.string() }),
  breakdown: z.looseObject({
    original: z.number(),
    rebate: z.number(),
    discount: z.number(),
    fine: z.number(),
    interest: z.number(),
  }),
});
export type DueDateQrCodePayment = z.infer<typeof dueDateQrCodePaymentSchema>;

/**
 * One item of `payments`, the array the operator's SDK reads on a due-date code's create and
 * read answers (`CreateDueDateQrCodeResponse`, `GetQrCodeResponse`); its items as the SDK's
 * `QrCodePaymentDTO` names them (endToEndId, correlationId, amount, createdAt — the instant
 * of the payment), plus the payer and the breakdown the sandbox also sends.
 */
export interface DueDateQrCodePaymentItem {
  endToEndId: string;
  correlationId: string;
  amount: number;
  createdAt: string;
  payer: { name: string; document: string };
  breakdown: DueDateQrCodePayment['breakdown'];
}

/** A due-date code's payment as read from either shape. */
export interface DueDatePaymentRead {
  endToEndId: string;
  amountCents: number;
  paidAt: string;
  payerName: string | null;
  payerDocument: string | null;
}

/**
 * The payment a due-date record carries, whichever shape the bank answers in: the first
 * readable item of `payments` (the SDK's array), else `payment` (one object). An item is
 * readable with an end-to-end id, an amount (a JSON number of reais, or a string of them)
 * and an instant (`paidAt`, or the SDK item's `createdAt`). Null when none is: a paid code
 * whose payment cannot be read still shows as paid.
 */
export function dueDatePaymentOf(record: {
  payment?: unknown;
  payments?: unknown;
}): DueDatePaymentRead | null {
  const candidates = [...(Array.isArray(record.payments) ? record.payments : []), record.payment];
  for (const candidate of candidates) {
    const read = readPayment(candidate);
    if (read) return read;
  }
  return null;
}

function readPayment(value: unknown): DueDatePaymentRead | null {
  if (!isJsonObject(value)) return null;
  const endToEndId = value['endToEndId'];
  const amountCents = centsOfLenientReais(value['amount']);
  const paidAt = [value['paidAt'], value['createdAt']].find((v) => typeof v === 'string');
  if (typeof endToEndId !== 'string' || endToEndId === '' || amountCents === null) return null;
  if (typeof paidAt !== 'string') return null;
  const payer = isJsonObject(value['payer']) ? value['payer'] : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    endToEndId,
    amountCents,
    paidAt,
    payerName: text(payer['name']),
    payerDocument: text(payer['document']),
  };
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The due-date QR code (2.3), as returned by create and read. */
export const dueDateQrCodeSchema = qrCodeRecordSchema.extend({
  originalAmount: z.number(),
  dueDate: z.string(),
  maxDaysOverdue: z.number(),
  taxes: z
    .looseObject({
      rebateType: z.string().optional(),
      rebateAmount: z.number().optional(),
      discountType: z.string().optional(),
      discountAmount: z.number().optional(),
      discountsDueDate: z
        .array(z.looseObject({ dueDate: z.string(), amount: z.number() }))
        .optional(),
      interestType: z.string().optional(),
      interestAmount: z.number().optional(),
      fineType: z.string().optional(),
      fineAmount: z.number().optional(),
    })
    .optional(),
  status: dueDateQrCodeStatusSchema,
  revision: z.number(),
  payer: z.looseObject({ name: z.string(), document: z.string() }),
  /**
   * The payment, in either shape (spec 4.7 does not show it): one `payment` object, or the
   * SDK's `payments` array. Read by `dueDatePaymentOf`, never strictly here: a payment of a
   * shape this code does not know must not make the code itself unreadable.
   */
  payment: z.unknown().optional(),
  payments: lenient(z.array(z.unknown()).nullable()),
});
export type DueDateQrCode = z.infer<typeof dueDateQrCodeSchema>;

// ---------------------------------------------------------------------------------------------
// Pix charge (`/v1/pix/charges/{id}`, 2.5, 4.5)

export const pixChargeStatusSchema = z.enum(['pending', 'paid', 'expired']);
export type PixChargeStatus = z.infer<typeof pixChargeStatusSchema>;

/**
 * A dynamic Pix charge, snake_case. `paid_at` only when `paid`. Assumption: the charge id is
 * the QR code's transactionId (immediate or due-date), and so is `txid`.
 */
export const pixChargeSchema = z.looseObject({
  id: z.string(),
  txid: z.string(),
  copia_e_cola: z.string(),
  amount: z.number(),
  status: pixChargeStatusSchema,
  created_at: z.string(),
  paid_at: z.string().optional(),
});
export type PixCharge = z.infer<typeof pixChargeSchema>;

// ---------------------------------------------------------------------------------------------
// Sandbox only: pay a QR code (`POST /_sandbox/pix/pay`)

/** An ISO date (`YYYY-MM-DD`) or an ISO instant with its offset. */
const dateOrInstantSchema = z.union([
  isoDateSchema,
  z.iso.datetime({ offset: true, error: 'must be an ISO date or instant.' }),
]);

/**
 * Pays a code in the local sandbox, as a payer's bank would: by its payload (copy and paste)
 * or its transactionId — exactly one of them. `paidAt` defaults to now; a date alone means
 * noon of that day in São Paulo.
 */
export const sandboxPixPaymentRequestSchema = z.object({
  payload: z.string().min(1, 'must not be empty.').optional(),
  transactionId: z.string().min(1, 'must not be empty.').optional(),
  amount: pixAmountSchema,
  payer: z.object({ name: requiredText(100), document: pixDocumentSchema }),
  paidAt: dateOrInstantSchema.optional(),
});
export type SandboxPixPaymentRequest = z.infer<typeof sandboxPixPaymentRequestSchema>;

/** What the sandbox answers to a payment (200). */
export const sandboxPixPaymentResultSchema = z.looseObject({
  endToEndId: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  transactionId: z.string(),
  correlationId: z.string(),
});
export type SandboxPixPaymentResult = z.infer<typeof sandboxPixPaymentResultSchema>;

// ---------------------------------------------------------------------------------------------
// Sandbox only: every QR code of the account (`GET /_sandbox/pix/qrcodes`)

/** One code as the API answers for it; an immediate code with its `/v1/pix` charge view. */
export const sandboxQrCodesSchema = z.looseObject({
  items: z.array(
    z.discriminatedUnion('kind', [
      z.looseObject({
        kind: z.literal('IMMEDIATE'),
        record: immediateQrCodeSchema,
        charge: pixChargeSchema,
      }),
      z.looseObject({ kind: z.literal('DUE_DATE'), record: dueDateQrCodeSchema }),
    ]),
  ),
});
export type SandboxQrCodes = z.infer<typeof sandboxQrCodesSchema>;
