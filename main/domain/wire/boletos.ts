import { z } from 'zod';
import { guidSchema, isoDateSchema, reaisAmountSchema } from './common.ts';

/**
 * Wire shapes of the service's boleto endpoints (service-spec 2.4, 2.10, 4.3, 4.4, 4.11–4.13),
 * exactly as they travel: amounts in reais (JSON numbers), camelCase, the create request's
 * `Amount` with a capital A. The app's service client parses responses with these, and the
 * local sandbox parses requests with them, so both sides agree by construction.
 *
 * Request schemas (`…RequestSchema`, `…BodySchema`) carry the rules the spec gives per field;
 * rules that span fields (wallet and ourNumber, discount dates before dueDate, check digits)
 * are the service's to enforce and live in the sandbox. Response schemas are
 * `z.looseObject`: a field the service adds tomorrow must not break today's client.
 */

// ---------------------------------------------------------------------------------------------
// Enumerations and field rules

export const boletoTypeSchema = z.enum(['BANKSLIP', 'BANKSLIP_PIX']);
export type BoletoType = z.infer<typeof boletoTypeSchema>;

export const boletoStatusSchema = z.enum(['Pending', 'Paid', 'Expired', 'Cancelled']);
export type BoletoStatus = z.infer<typeof boletoStatusSchema>;

export const walletNumberSchema = z.enum(['112', '121']);
export type WalletNumber = z.infer<typeof walletNumberSchema>;

/** Wallet used when the create request names none. Assumption: see `walletNumber` below. */
export const DEFAULT_WALLET_NUMBER: WalletNumber = '112';

/** At most three early-payment discount bands (service-spec 4.11, 8). */
export const MAX_DISCOUNT_BANDS = 3;

/** Assumption: `yourNumber` is at most 15 characters (the FEBRABAN "número do documento"). */
export const MAX_YOUR_NUMBER_LENGTH = 15;

/** Wallet 121: the issuer's own number, digits only, at most 11 (the free field's slot). */
export const MAX_OUR_NUMBER_DIGITS = 11;

/** Payment sources of a boleto: the bar code or the integrated Pix QR code. */
export const boletoPaymentSourceSchema = z.enum(['BANKSLIP', 'PIX']);
export type BoletoPaymentSource = z.infer<typeof boletoPaymentSourceSchema>;

const requiredText = (max: number) =>
  z.string().trim().min(1, 'must not be empty.').max(max, `must be at most ${max} characters.`);

// ---------------------------------------------------------------------------------------------
// Create request (4.11)

/** Phone of the payer: DDD prefix and number, digits only. */
export const phoneSchema = z.object({
  prefix: z.string().regex(/^\d{2}$/, 'must be the 2-digit area code (DDD).'),
  number: z.string().regex(/^\d{8,9}$/, 'must be 8 or 9 digits.'),
});

/**
 * Payer address. Assumption: the spec names the fields but not which are required; a
 * registered boleto needs a postal address, so zipCode, publicPlace, city and state are
 * required when the address is sent, the rest optional.
 */
export const addressSchema = z.object({
  zipCode: z.string().regex(/^\d{8}$/, 'must be the 8-digit CEP, digits only.'),
  publicPlace: requiredText(100),
  neighborhood: z.string().max(60, 'must be at most 60 characters.').optional(),
  number: z.string().max(10, 'must be at most 10 characters.').optional(),
  complement: z.string().max(60, 'must be at most 60 characters.').optional(),
  city: requiredText(60),
  state: z.string().regex(/^[A-Z]{2}$/, 'must be the 2-letter state (UF), e.g. SP.'),
});

/** A CPF (11) or CNPJ (14), digits only; check digits are the service's to verify. */
export const documentDigitsSchema = z
  .string()
  .regex(/^(\d{11}|\d{14})$/, 'must be a CPF (11 digits) or CNPJ (14 digits), digits only.');

export const payerSchema = z.object({
  name: requiredText(100),
  document: documentDigitsSchema,
  email: z.email('must be a valid e-mail address.').optional(),
  phone: phoneSchema.optional(),
  address: addressSchema.optional(),
});

/**
 * Assumption (spec: "not shown"): a discount is a type and up to three date bands; the band
 * amount is reais for FIXED and a percentage of the boleto for PERCENTAGE. Band dates are
 * strictly before dueDate and strictly increasing (checked by the service).
 */
export const discountSchema = z.object({
  type: z.enum(['FIXED', 'PERCENTAGE']),
  items: z
    .array(z.object({ date: isoDateSchema, amount: reaisAmountSchema }))
    .min(1, 'must have at least one band.')
    .max(MAX_DISCOUNT_BANDS, `must have at most ${MAX_DISCOUNT_BANDS} bands.`),
});
export type Discount = z.infer<typeof discountSchema>;

/** Assumption (spec: "not shown"): a fine charged once after dueDate, reais or percentage. */
export const lateFineSchema = z.object({
  type: z.enum(['FIXED', 'PERCENTAGE']),
  amount: reaisAmountSchema,
});
export type LateFine = z.infer<typeof lateFineSchema>;

/**
 * Assumption (spec: "not shown"): interest after dueDate, reais per calendar day or a
 * percentage per month (pro rata per day).
 */
export const latePaymentSchema = z.object({
  type: z.enum(['FIXED_PER_DAY', 'PERCENTAGE_PER_MONTH']),
  amount: reaisAmountSchema,
});
export type LatePayment = z.infer<typeof latePaymentSchema>;

/**
 * Assumption (spec: "not shown"): the final beneficiary (gateways issuing for third parties)
 * is a name and a CPF/CNPJ.
 */
export const finalBeneficiarySchema = z.object({
  name: requiredText(100),
  document: documentDigitsSchema,
});
export type FinalBeneficiary = z.infer<typeof finalBeneficiarySchema>;

/** Body of `POST /baas/v1/charges`. */
export const createBoletoRequestSchema = z.object({
  type: boletoTypeSchema,
  correlationId: guidSchema,
  /** Assumption: the request table names no wallet field; we send it as `walletNumber`. */
  walletNumber: walletNumberSchema.optional(),
  yourNumber: requiredText(MAX_YOUR_NUMBER_LENGTH),
  /** Required for wallet 121, forbidden for wallet 112 (checked by the service). */
  ourNumber: z.string().optional(),
  dueDate: isoDateSchema,
  /** Capital A, as in the service's reference example. */
  Amount: reaisAmountSchema,
  payer: payerSchema,
  discount: discountSchema.optional(),
  lateFine: lateFineSchema.optional(),
  latePayment: latePaymentSchema.optional(),
  beneficiary: finalBeneficiarySchema.optional(),
});
export type CreateBoletoRequest = z.infer<typeof createBoletoRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Boleto record (2.4) — responses are loose

const loosePhoneSchema = z.looseObject({ prefix: z.string(), number: z.string() });
const looseAddressSchema = z.looseObject({
  zipCode: z.string().optional(),
  publicPlace: z.string().optional(),
  neighborhood: z.string().optional(),
  number: z.string().optional(),
  complement: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
});
const loosePayerSchema = z.looseObject({
  name: z.string(),
  document: z.string(),
  email: z.string().optional(),
  phone: loosePhoneSchema.optional(),
  address: looseAddressSchema.optional(),
});

/**
 * One registered payment. Assumption (spec: "not shown"): id, amount in reais, the ISO
 * instant, the source, and the Pix endToEndId when paid by Pix.
 */
export const boletoPaymentSchema = z.looseObject({
  id: z.string(),
  amount: z.number(),
  paidAt: z.string(),
  source: boletoPaymentSourceSchema,
  endToEndId: z.string().optional(),
});
export type BoletoPayment = z.infer<typeof boletoPaymentSchema>;

/**
 * The boleto record (2.4), as read, listed and returned by create. dueDate is "ISO 8601" in
 * the spec: the sandbox sends `YYYY-MM-DD`, and a date-time is tolerated.
 */
export const boletoRecordSchema = z.looseObject({
  type: boletoTypeSchema,
  correlationId: z.string(),
  amount: z.number(),
  walletNumber: z.string(),
  yourNumber: z.string(),
  ourNumber: z.string(),
  dueDate: z.string().regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/),
  barCode: z.string(),
  digitableLine: z.string(),
  qrCode: z.string().optional(),
  qrCodeImageBase64: z.string().optional(),
  payer: loosePayerSchema,
  beneficiary: z.looseObject({ name: z.string(), document: z.string() }).optional(),
  discount: z
    .looseObject({
      type: z.string(),
      items: z.array(z.looseObject({ date: z.string(), amount: z.number() })),
    })
    .optional(),
  lateFine: z.looseObject({ type: z.string(), amount: z.number() }).optional(),
  latePayment: z.looseObject({ type: z.string(), amount: z.number() }).optional(),
  status: boletoStatusSchema,
  payments: z.array(boletoPaymentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoletoRecord = z.infer<typeof boletoRecordSchema>;

// ---------------------------------------------------------------------------------------------
// List (4.4)

/** Assumption: `limit` defaults to the maximum, 100, when not sent. */
export const MAX_LIST_LIMIT = 100;

/** Query of `GET /baas/v1/charges` as the client builds it (the sandbox reads it by hand). */
export interface ListBoletosQuery {
  startDate: string;
  endDate: string;
  page?: number;
  limit?: number;
}

/**
 * Assumption (spec: "the wrapper … is not shown"): the list comes as
 * `{ items, page, limit, totalItems, totalPages }`.
 */
export const boletoListResponseSchema = z.looseObject({
  items: z.array(boletoRecordSchema),
  page: z.number().int(),
  limit: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});
export type BoletoListResponse = z.infer<typeof boletoListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Update (4.12)

/** Body of `PATCH /baas/v1/charges/{correlationId}`: dueDate only; any other field is refused. */
export const updateBoletoRequestSchema = z.strictObject({ dueDate: isoDateSchema });
export type UpdateBoletoRequest = z.infer<typeof updateBoletoRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Simulated payment (4.13, 2.10) — sandbox only

/** Body of `POST /baas/v1/charges/{id}/simulate-conclude`. */
export const simulateBoletoPaymentRequestSchema = z.object({ type: boletoPaymentSourceSchema });
export type SimulateBoletoPaymentRequest = z.infer<typeof simulateBoletoPaymentRequestSchema>;

/** The simulated paying institution (2.10). */
export const simulationIssuerSchema = z.looseObject({
  ispb: z.string(),
  code: z.string(),
  branch: z.string(),
  agency: z.string(),
  name: z.string(),
  type: z.string(),
  document: z.string(),
  fantasyName: z.string(),
});

/** Result of a simulated payment (2.10), answered with status 202. */
export const simulateBoletoPaymentResultSchema = z.looseObject({
  correlationId: z.string(),
  referenceId: z.string(),
  amount: z.number(),
  source: z.string(),
  date: z.string(),
  paymentDate: z.string(),
  issuer: simulationIssuerSchema,
  additionalData: z.looseObject({
    simulator: z.string(),
    message: z.string(),
    bankAccount: z.string(),
    correlationId: z.string(),
    ourNumber: z.string(),
    barCode: z.string(),
    digitableLine: z.string(),
  }),
});
export type SimulateBoletoPaymentResult = z.infer<typeof simulateBoletoPaymentResultSchema>;
