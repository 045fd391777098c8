import { z } from 'zod';
import { boletoCodeSchema } from '../validators/boleto-code.ts';
import { recordCentsSchema } from '../validators/money.ts';
import { moneyOutInputSchema } from './money-out.ts';
import { sentPaymentSchema } from './payments.ts';

/**
 * Paying a supplier's boleto (money out): the code typed, pasted or read from a picture; what the
 * bank says the boleto asks today; the payment; and its receipt.
 */

/** The boleto to read: its digitable line or bar code, checked digit by digit here. */
export const readBoletoInputSchema = z.object({ code: boletoCodeSchema });
export type ReadBoletoInput = z.input<typeof readBoletoInputSchema>;

/** Why a boleto the bank read cannot be paid; null when it can. */
export const boletoNotPayableReasons = ['paid', 'expired', 'cancelled'] as const;
export type BoletoNotPayableReason = (typeof boletoNotPayableReasons)[number];

/** What the bank calculated a boleto asks today, part by part, in cents (0 for a part it has none of). */
export const boletoChargeSchema = z.object({
  /** The due date printed on the boleto, when it has one. */
  dueDate: z.string().nullable(),
  /** The face amount. */
  originalAmountCents: recordCentsSchema,
  rebateCents: recordCentsSchema,
  discountCents: recordCentsSchema,
  fineCents: recordCentsSchema,
  interestCents: recordCentsSchema,
  /** What it asks if paid today. */
  totalCents: recordCentsSchema,
});
export type BoletoCharge = z.infer<typeof boletoChargeSchema>;

/** Who is paid, as the bank names them; the document masked as the bank gives it. */
export const boletoBeneficiarySchema = z.object({
  name: z.string(),
  tradeName: z.string().nullable(),
  document: z.string().nullable(),
});

export const boletoToPayViewSchema = z.object({
  /** The boleto's 44-digit bar code: what its payment names. */
  barCode: z.string(),
  /** Its 47-digit digitable line. */
  digitableLine: z.string(),
  beneficiary: boletoBeneficiarySchema,
  /** Who the boleto is addressed to, when the bank says. */
  payerName: z.string().nullable(),
  /** The bank that issued it, when the bank says. */
  issuer: z.string().nullable(),
  charge: boletoChargeSchema,
  /**
   * Another amount than the total may be paid, within this range (the bank's minimum and
   * maximum); null when only the total is taken.
   */
  otherAmount: z.object({ minCents: recordCentsSchema, maxCents: recordCentsSchema }).nullable(),
  notPayable: z.enum(boletoNotPayableReasons).nullable(),
});
export type BoletoToPayView = z.infer<typeof boletoToPayViewSchema>;

/**
 * Paying a boleto read moments ago, by its bar code. The owner types the amount a second time
 * (`confirmAmountCents`): a payment is never one stray Enter away.
 */
export const payBoletoInputSchema = moneyOutInputSchema(
  { barCode: z.string().regex(/^\d{44}$/, 'v.invalid') },
  'v.bill_payment.confirm_mismatch',
);
export type PayBoletoInput = z.input<typeof payBoletoInputSchema>;

/** A boleto payment's receipt: the payment as the Sent list has it, and the boleto it paid. */
export const boletoPaymentViewSchema = z.object({
  payment: sentPaymentSchema,
  boleto: z.object({
    digitableLine: z.string(),
    barCode: z.string(),
    beneficiaryTradeName: z.string().nullable(),
    payerName: z.string().nullable(),
    issuer: z.string().nullable(),
    charge: boletoChargeSchema,
  }),
});
export type BoletoPaymentView = z.infer<typeof boletoPaymentViewSchema>;

/** A demo supplier's boleto of the local sandbox, to try paying. */
export const demoSupplierBoletoViewSchema = z.object({
  supplierId: z.string(),
  name: z.string(),
  digitableLine: z.string(),
  amountCents: recordCentsSchema,
  dueDate: z.string(),
  trait: z.enum(['discount', 'overdue', 'partial', 'fails']),
});
export type DemoSupplierBoletoView = z.infer<typeof demoSupplierBoletoViewSchema>;
