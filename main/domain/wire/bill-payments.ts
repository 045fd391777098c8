import { z } from 'zod';
import {
  validateBarCode,
  validateDigitableLine,
} from '../../../preload/contract/validators/boleto-code.ts';
import { lenient, lenientReais, reaisAmountSchema } from './common.ts';

/**
 * Wire shapes of paying a supplier's boleto (bill payment), exactly as they travel: reais,
 * camelCase. The spec does not show these routes; the operator's public SDK does
 * (`Charges/Services/ChargesService.php`: `getPaymentInfo`, `makePayment`;
 * `Charges/Responses/BillPaymentResponse.php`, `MakePaymentResponse.php`;
 * `Charges/Requests/MakePaymentRequest.php`), and the field names here are the SDK's. The app's
 * service client parses answers with these and the local sandbox parses requests with them.
 */

/** `GET …/bill-payments/{digitableLine or barCode}` and `POST …/bill-payments`. */
export const BILL_PAYMENTS = '/baas/api/v1/bill-payments';

// ---------------------------------------------------------------------------------------------
// The read: what the bank says of a boleto before it is paid (`BillPaymentResponse`)

/** A party as the SDK reads it (`BillPayer`, `BillBeneficiary`): every part optional. */
const billPartySchema = z.looseObject({
  name: lenient(z.string().nullable()),
  document: lenient(z.string().nullable()),
  fantasyName: lenient(z.string().nullable()),
  type: lenient(z.string().nullable()),
});

/** The boleto's issuing bank (`Issuer`). */
const issuerSchema = z.looseObject({
  ispb: lenient(z.string().nullable()),
  name: lenient(z.string().nullable()),
  nameFantasy: lenient(z.string().nullable()),
});

/**
 * How the bank calculated what the boleto asks today (`PaymentCalculation`), in reais: the
 * total (`chargedAmount`) and its parts, and the range another amount may take. The SDK reads
 * the interest as `interestAmount`, or as `interesetAmount` (sic) when the answer spells it so.
 */
export const paymentCalculationSchema = z.looseObject({
  chargedAmount: z.number(),
  rebateAmount: lenientReais,
  interestAmount: lenientReais,
  interesetAmount: lenientReais,
  fineAmount: lenientReais,
  discountAmount: lenientReais,
  minimumPaymentAmount: lenientReais,
  maximumPaymentAmount: lenientReais,
});
export type PaymentCalculation = z.infer<typeof paymentCalculationSchema>;

/** A charge of the boleto after its due date (`OverduePaymentInterest`, `OverduePaymentFine`). */
const overdueRuleSchema = z.looseObject({
  date: lenient(z.string().nullable()),
  amount: lenientReais,
  type: lenient(z.string().nullable()),
});

/**
 * The read of a boleto to pay. `amount` is its face value; `status` the boleto's at the
 * registry (assumption: `OPEN` while payable, `PAID`, `EXPIRED`, `CANCELLED` — the SDK types it
 * as a string and names none); `isAllowPartialPayment` whether another amount than
 * `chargedAmount` may be paid, within `minimumPaymentAmount`…`maximumPaymentAmount`.
 */
export const billPaymentInfoSchema = z.looseObject({
  digitableLine: z.string(),
  barCode: z.string(),
  amount: z.number(),
  paymentCalculation: paymentCalculationSchema,
  identifierNumber: lenient(z.union([z.string(), z.number()]).nullable()),
  type: lenient(z.string().nullable()),
  status: lenient(z.string().nullable()),
  dueDate: lenient(z.string().nullable()),
  isAllowPartialPayment: lenient(z.boolean()),
  payer: lenient(billPartySchema.nullable()),
  overduePaymentInterest: lenient(overdueRuleSchema.nullable()),
  overduePaymentFine: lenient(overdueRuleSchema.nullable()),
  discounts: lenient(z.array(z.unknown()).nullable()),
  beneficiary: lenient(billPartySchema.nullable()),
  issuer: lenient(issuerSchema.nullable()),
});
export type BillPaymentInfo = z.infer<typeof billPaymentInfoSchema>;

// ---------------------------------------------------------------------------------------------
// The payment (`MakePaymentRequest`, `MakePaymentResponse`)

const barCodeSchema = z
  .string()
  .regex(/^\d{44}$/, 'must be the 44 digits of the bar code.')
  .refine((code) => validateBarCode(code).ok, 'has a check digit that does not match.');

const digitableLineSchema = z
  .string()
  .regex(/^\d{47}$/, 'must be the 47 digits of the digitable line.')
  .refine((line) => validateDigitableLine(line).ok, 'has a check digit that does not match.');

/**
 * What `makePayment` sends: the amount in reais and the boleto by its bar code or its
 * digitable line (the SDK sends whichever is set, both when both are). The `IdempotencyKey`
 * header (a UUID v4) travels beside it.
 */
export const payBillRequestSchema = z.object({
  amount: reaisAmountSchema.max(
    99_999_999.99,
    'must be at most 99999999.99 (what a boleto holds).',
  ),
  barCode: barCodeSchema.optional(),
  digitableLine: digitableLineSchema.optional(),
});
export type PayBillRequest = z.infer<typeof payBillRequestSchema>;

/** Assumption: the statuses of a bill payment (the SDK types `status` as a string). */
export const BILL_PAYMENT_STATUSES = ['PROCESSING', 'COMPLETED', 'FAILED'] as const;
export type BillPaymentStatus = (typeof BILL_PAYMENT_STATUSES)[number];

/**
 * The answer to a payment (`MakePaymentResponse`). `id`, `status`, `createdAt` and `paidAmount`
 * are what Balcão needs; the rest is lenient, since this is a write's answer: one the client
 * cannot read is "accepted, details unknown" (main/app/pipeline/answer.ts). Assumption: a
 * payment the bank could not complete says why in `error` (code and message), as its transfers
 * do; the SDK's class has no such field.
 */
export const billPaymentSchema = z.looseObject({
  id: z.string(),
  status: z.enum(BILL_PAYMENT_STATUSES),
  createdAt: z.string(),
  paidAmount: z.number(),
  identifierNumber: lenient(z.union([z.string(), z.number()]).nullable()),
  barCode: lenient(z.string()),
  digitableLine: lenient(z.string()),
  dueDate: lenient(z.string().nullable()),
  originalAmount: lenientReais,
  paymentCalculation: lenient(paymentCalculationSchema.partial().nullable()),
  beneficiary: lenient(billPartySchema.nullable()),
  issuer: lenient(issuerSchema.nullable()),
  error: lenient(
    z
      .looseObject({
        code: lenient(z.union([z.string(), z.number()])),
        message: lenient(z.string()),
      })
      .nullable(),
  ),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;

// ---------------------------------------------------------------------------------------------
// Sandbox only: the demo suppliers' boletos to try paying

export const demoSupplierBoletoSchema = z.looseObject({
  supplierId: z.string(),
  name: z.string(),
  digitableLine: z.string(),
  amount: z.number(),
  dueDate: z.string(),
  /**
   * What the boleto shows once read: an early `discount`, `overdue` (fine and interest),
   * `partial` (another amount may be paid), `fails` (the magic amount).
   */
  trait: z.enum(['discount', 'overdue', 'partial', 'fails']),
});
export type DemoSupplierBoleto = z.infer<typeof demoSupplierBoletoSchema>;
export const demoSupplierBoletosSchema = z.looseObject({
  items: z.array(demoSupplierBoletoSchema),
});
