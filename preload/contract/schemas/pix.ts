import { z } from 'zod';
import { chargeMoneyDetailSchema } from './charge-money.ts';
import { documentSchema } from '../validators/document.ts';
import { centsSchema, positiveCentsSchema, recordCentsSchema } from '../validators/money.ts';
import { isoDateSchema, todayInSaoPauloIso } from '../validators/date.ts';
import { ufs, zipCodeSchema } from './common.ts';
import {
  amountDueCanExceedMax,
  lastPayableDay,
  type AmountDueInput,
} from '../validators/amount-due.ts';

/** A percentage with at most four decimals (the service's tax fields), 0 < p ≤ 100. */
export const pixPercentSchema = z
  .number({ error: 'v.required' })
  .gt(0, 'v.percent.range')
  .lte(100, 'v.percent.range')
  .refine((p) => Math.abs(p * 1e4 - Math.round(p * 1e4)) < 1e-6, 'v.percent.decimals4');

const additionalInfosSchema = z
  .array(
    z.object({
      name: z.string().trim().min(1, 'v.required').max(50, 'v.too_long'),
      value: z.string().trim().min(1, 'v.required').max(200, 'v.too_long'),
    }),
  )
  .max(10, 'v.too_many');

const descriptionSchema = z.string().trim().max(140, 'v.too_long').optional();

/** Splits of an immediate charge (service-spec 4.8): at most 50% in total, charge > R$ 1,00. */
export const MAX_SPLIT_SHARE_PERCENT = 50;
export const MIN_SPLIT_CHARGE_CENTS_EXCLUSIVE = 100;

/** The receiving account of a split: empty asks to be filled in, a wrong length says so. */
const splitAccountSchema = z
  .string()
  .trim()
  .min(1, { error: 'v.required', abort: true })
  .min(2, 'v.account')
  .max(25, 'v.account');

const splitInstructionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('FIXED'),
    accountNumber: splitAccountSchema,
    amountCents: positiveCentsSchema,
  }),
  z.object({
    type: z.literal('PERCENTAGE'),
    accountNumber: splitAccountSchema,
    percent: pixPercentSchema,
  }),
]);
export type PixSplitInstruction = z.infer<typeof splitInstructionSchema>;

/** The share of a split in cents, as the preview shows it (half-up to the cent). */
export function splitShareCents(split: PixSplitInstruction, chargeCents: number): number {
  if (split.type === 'FIXED') return split.amountCents;
  return Math.round((chargeCents * Math.round(split.percent * 1e4)) / 1e6);
}

/** What the owner fills in for an immediate Pix QR code (service-spec 4.8). */
export const pixImmediateInputSchema = z
  .object({
    amountCents: positiveCentsSchema,
    description: descriptionSchema,
    /** Seconds from creation; the service's default is one day. */
    expiresInSeconds: z
      .number()
      .int('v.invalid')
      .min(60, 'v.expires.range')
      .max(365 * 86_400, 'v.expires.range')
      .default(86_400),
    payer: z
      .object({
        name: z.string().trim().min(1, 'v.required').max(100, 'v.too_long'),
        document: documentSchema,
        /** Only this document may pay. */
        validate: z.boolean().default(false),
      })
      .optional(),
    additionalInfos: additionalInfosSchema.default([]),
    splitInstructions: z.array(splitInstructionSchema).max(10, 'v.too_many').default([]),
    finalBeneficiary: z
      .object({
        name: z.string().trim().min(1, 'v.required').max(100, 'v.too_long'),
        document: documentSchema,
        cityName: z.string().trim().min(1, 'v.required').max(60, 'v.too_long'),
      })
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.splitInstructions.length === 0) return;
    if (input.amountCents <= MIN_SPLIT_CHARGE_CENTS_EXCLUSIVE) {
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'v.split.min_charge' });
      return;
    }
    const total = input.splitInstructions.reduce(
      (sum, split) => sum + splitShareCents(split, input.amountCents),
      0,
    );
    if (total * 100 > input.amountCents * MAX_SPLIT_SHARE_PERCENT) {
      ctx.addIssue({ code: 'custom', path: ['splitInstructions'], message: 'v.split.over_half' });
    }
  });
export type PixImmediateInput = z.input<typeof pixImmediateInputSchema>;
export type PixImmediateInputParsed = z.output<typeof pixImmediateInputSchema>;

const adjustmentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FIXED_AMOUNT'), cents: positiveCentsSchema }),
  z.object({ type: z.literal('PERCENTAGE'), percent: pixPercentSchema }),
]);

export const interestTypes = [
  'FIXED_AMOUNT_CALENDAR_DAY',
  'PERCENTAGE_PER_DAY_CALENDAR_DAY',
  'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
  'PERCENTAGE_PER_YEAR_CALENDAR_DAY',
] as const;

/** The charges and discounts of a due-date code (service-spec 4.6), in cents and percents. */
export const pixTaxesSchema = z.object({
  rebate: adjustmentSchema.optional(),
  discount: z
    .discriminatedUnion('mode', [
      z.object({ mode: z.literal('single'), value: adjustmentSchema }),
      z.object({
        mode: z.literal('bands'),
        type: z.enum(['FIXED_AMOUNT', 'PERCENTAGE']),
        /** Up to three bands, each before the due date; cents or percent per `type`. */
        bands: z.array(z.object({ date: isoDateSchema, value: z.number().positive('v.invalid') })),
      }),
    ])
    .optional(),
  interest: z
    .object({ type: z.enum(interestTypes), value: z.number().positive('v.invalid') })
    .optional(),
  fine: adjustmentSchema.optional(),
});
export type PixTaxes = z.infer<typeof pixTaxesSchema>;

/** What the owner fills in for a due-date Pix QR code (service-spec 4.6). */
export function makePixDueDateInputSchema(today: () => string = todayInSaoPauloIso) {
  return z
    .object({
      amountCents: positiveCentsSchema,
      dueDate: isoDateSchema,
      maxDaysOverdue: z
        .number()
        .int('v.invalid')
        .min(0, 'v.too_small')
        .max(365, 'v.too_big')
        .default(30),
      payer: z.object({
        name: z.string().trim().min(1, 'v.required').max(100, 'v.too_long'),
        document: documentSchema,
      }),
      address: z.object({
        cityName: z.string().trim().min(1, 'v.required').max(60, 'v.too_long'),
        zipCode: zipCodeSchema,
        state: z.enum(ufs, { error: 'v.uf' }),
        street: z.string().trim().max(100, 'v.too_long').optional(),
      }),
      description: descriptionSchema,
      taxes: pixTaxesSchema.optional(),
      additionalInfos: additionalInfosSchema.default([]),
    })
    .superRefine((input, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (input.dueDate < today()) issue(['dueDate'], 'v.date.past');
      amountDueIssues(input, issue);
      const taxes = input.taxes;
      if (taxes?.rebate?.type === 'FIXED_AMOUNT' && taxes.rebate.cents >= input.amountCents) {
        issue(['taxes', 'rebate', 'cents'], 'v.rebate.too_large');
      }
      if (taxes?.discount?.mode === 'bands') {
        const bands = taxes.discount.bands;
        if (bands.length === 0) issue(['taxes', 'discount', 'bands'], 'v.discount.empty');
        if (bands.length > 3) issue(['taxes', 'discount', 'bands'], 'v.discount.too_many');
        bands.forEach((band, i) => {
          if (band.date >= input.dueDate) {
            issue(['taxes', 'discount', 'bands', i, 'date'], 'v.discount.after_due');
          }
          const previous = bands[i - 1];
          if (previous && band.date <= previous.date) {
            issue(['taxes', 'discount', 'bands', i, 'date'], 'v.discount.order');
          }
          if (
            taxes.discount?.mode === 'bands' &&
            taxes.discount.type === 'PERCENTAGE' &&
            band.value > 100
          ) {
            issue(['taxes', 'discount', 'bands', i, 'value'], 'v.percent.range');
          }
        });
      }
    });
}
export const pixDueDateInputSchema = makePixDueDateInputSchema();
export type PixDueDateInput = z.input<typeof pixDueDateInputSchema>;
export type PixDueDateInputParsed = z.output<typeof pixDueDateInputSchema>;

export const pixKinds = ['immediate', 'due-date'] as const;
export type PixKind = (typeof pixKinds)[number];

/** What the payer owes on one date, line by line (integer cents). */
export const dueBreakdownSchema = z.object({
  date: z.string(),
  payable: z.boolean(),
  originalCents: centsSchema,
  rebateCents: centsSchema,
  discountCents: centsSchema,
  fineCents: centsSchema,
  interestCents: centsSchema,
  totalCents: centsSchema,
  daysLate: z.number().int(),
});
export type DueBreakdown = z.infer<typeof dueBreakdownSchema>;

/** A Pix QR code as the app shows it (service-spec 2.2 and 2.3), amounts in cents. */
export const pixCodeViewSchema = z.object({
  kind: z.enum(pixKinds),
  correlationId: z.string(),
  transactionId: z.string(),
  /** The service's status: ACTIVE, CONCLUDED, EXPIRED (immediate), CANCELLED (due-date). */
  status: z.string(),
  /** What the code charges now: after rebate for due-date codes. */
  amountCents: recordCentsSchema,
  originalAmountCents: recordCentsSchema,
  /** True when an amount the bank sent is above R$ 99.999.999,99: shown, and flagged. */
  outOfRange: z.boolean().optional(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  maxDaysOverdue: z.number().int().nullable(),
  expiresAt: z.string(),
  payloadPix: z.string(),
  /** The service's PNG when it sent one; otherwise the renderer draws the payload itself. */
  imageDataUrl: z.string().nullable(),
  payer: z.object({ name: z.string(), document: z.string() }).nullable(),
  additionalInfos: z.array(z.object({ name: z.string(), value: z.string() })),
  taxes: pixTaxesSchema.nullable(),
  splitInstructions: z.array(splitInstructionSchema),
  payment: z
    .object({
      endToEndId: z.string(),
      amountCents: recordCentsSchema,
      paidAt: z.string(),
      payerName: z.string().nullable(),
    })
    .nullable(),
  /**
   * Once paid: what was received, refunded and kept, with the refunds. Read with the record
   * by its page (`get`); absent while it is not paid, and from the answers of writes.
   */
  money: chargeMoneyDetailSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  syncedAt: z.string(),
});
export type PixCodeView = z.infer<typeof pixCodeViewSchema>;

export const pixPreviewInputSchema = z
  .object({
    amountCents: positiveCentsSchema,
    dueDate: isoDateSchema,
    maxDaysOverdue: z.number().int().min(0).max(365).default(30),
    taxes: pixTaxesSchema.optional(),
    /** Dates to compute; the answer keeps their order. */
    dates: z.array(isoDateSchema).min(1).max(10),
  })
  .superRefine((input, ctx) =>
    amountDueIssues(input, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
  );

/**
 * The rules on what a due-date code may ask at most, shared by the form and the preview:
 * its last payable day must be a calendar day, and what it asks that day (amount + fine +
 * interest) must fit the maximum amount.
 */
function amountDueIssues(
  input: AmountDueInput & { dueDate: string },
  issue: (path: (string | number)[], message: string) => void,
): void {
  if (lastPayableDay(input.dueDate, input.maxDaysOverdue) === undefined) {
    issue(['dueDate'], 'v.date.too_late');
  } else if (amountDueCanExceedMax(input)) {
    issue(['amountCents'], 'v.pix.amount_due_max');
  }
}
