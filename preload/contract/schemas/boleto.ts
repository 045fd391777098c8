import { z } from 'zod';
import { chargeMoneyDetailSchema } from './charge-money.ts';
import { documentSchema } from '../validators/document.ts';
import { centsSchema, positiveCentsSchema } from '../validators/money.ts';
import { isoDateSchema, todayInSaoPauloIso } from '../validators/date.ts';
import { ufs, zipCodeSchema } from './common.ts';

export const boletoTypes = ['BANKSLIP', 'BANKSLIP_PIX'] as const;
export const boletoTypeSchema = z.enum(boletoTypes);
export type BoletoType = z.infer<typeof boletoTypeSchema>;

export const boletoStatuses = ['Pending', 'Paid', 'Expired', 'Cancelled'] as const;
export const boletoStatusSchema = z.enum(boletoStatuses);
export type BoletoStatus = z.infer<typeof boletoStatusSchema>;

export const walletNumbers = ['112', '121'] as const;

/** Up to three early-payment discount bands (service-spec 4.11, 8). */
export const MAX_DISCOUNT_BANDS = 3;

/** A percentage with at most two decimals, 0 < p ≤ 100. */
export const percentSchema = z
  .number({ error: 'v.required' })
  .gt(0, 'v.percent.range')
  .lte(100, 'v.percent.range')
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, 'v.percent.decimals');

const phoneSchema = z.object({
  prefix: z
    .string()
    .min(1, { error: 'v.required', abort: true })
    .regex(/^\d{2}$/, 'v.phone.prefix'),
  number: z
    .string()
    .min(1, { error: 'v.required', abort: true })
    .regex(/^\d{8,9}$/, 'v.phone.number'),
});

/** A postal address as the boleto's payer and the business details take it. */
export const addressSchema = z.object({
  zipCode: zipCodeSchema,
  publicPlace: z.string().trim().min(1, 'v.required').max(100, 'v.too_long'),
  neighborhood: z.string().trim().min(1, 'v.required').max(60, 'v.too_long'),
  number: z.string().trim().min(1, 'v.required').max(10, 'v.too_long'),
  complement: z.string().trim().max(60, 'v.too_long').optional(),
  city: z.string().trim().min(1, 'v.required').max(60, 'v.too_long'),
  state: z.enum(ufs, { error: 'v.uf' }),
});

const payerSchema = z.object({
  name: z.string().trim().min(1, 'v.required').max(100, 'v.too_long'),
  document: documentSchema,
  email: z.email('v.email').optional(),
  phone: phoneSchema.optional(),
  address: addressSchema.optional(),
});

const discountSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('FIXED'),
    bands: z.array(z.object({ date: isoDateSchema, amountCents: positiveCentsSchema })),
  }),
  z.object({
    type: z.literal('PERCENTAGE'),
    bands: z.array(z.object({ date: isoDateSchema, percent: percentSchema })),
  }),
]);

const lateFineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FIXED'), amountCents: positiveCentsSchema }),
  z.object({ type: z.literal('PERCENTAGE'), percent: percentSchema }),
]);

const latePaymentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FIXED_PER_DAY'), amountCents: positiveCentsSchema }),
  z.object({ type: z.literal('PERCENTAGE_PER_MONTH'), percent: percentSchema }),
]);

/**
 * What the owner fills in to issue a boleto. The same schema checks the form as the user types
 * and the bridge input in the main process; `today` can be injected for tests.
 */
export function makeBoletoInputSchema(today: () => string = todayInSaoPauloIso) {
  return z
    .object({
      type: boletoTypeSchema,
      wallet: z.enum(walletNumbers).default('112'),
      ourNumber: z.string().trim().optional(),
      yourNumber: z.string().trim().min(1, 'v.required').max(15, 'v.too_long'),
      dueDate: isoDateSchema,
      amountCents: positiveCentsSchema,
      payer: payerSchema,
      discount: discountSchema.optional(),
      lateFine: lateFineSchema.optional(),
      latePayment: latePaymentSchema.optional(),
    })
    .superRefine((b, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });

      if (b.dueDate < today()) issue(['dueDate'], 'v.date.past');

      // Wallet 112: the bank numbers the boleto; wallet 121: the issuer does (service-spec 4.11).
      const ourNumber = b.ourNumber ?? '';
      if (b.wallet === '112' && ourNumber !== '') issue(['ourNumber'], 'v.our_number.forbidden');
      if (b.wallet === '121') {
        if (ourNumber === '') issue(['ourNumber'], 'v.our_number.required');
        else if (!/^\d{1,11}$/.test(ourNumber)) issue(['ourNumber'], 'v.our_number.format');
      }

      if (b.discount) {
        const bands = b.discount.bands;
        if (bands.length === 0) issue(['discount', 'bands'], 'v.discount.empty');
        if (bands.length > MAX_DISCOUNT_BANDS) issue(['discount', 'bands'], 'v.discount.too_many');
        bands.forEach((band, i) => {
          if (band.date >= b.dueDate)
            issue(['discount', 'bands', i, 'date'], 'v.discount.after_due');
          const previous = bands[i - 1];
          if (previous && band.date <= previous.date)
            issue(['discount', 'bands', i, 'date'], 'v.discount.order');
          if ('amountCents' in band && band.amountCents >= b.amountCents)
            issue(['discount', 'bands', i, 'amountCents'], 'v.discount.too_large');
          // An earlier band must give at least as much as a later one, or paying early costs more.
          if (previous && discountValue(previous) < discountValue(band))
            issue(['discount', 'bands', i, discountField(band)], 'v.discount.increasing');
        });
      }
      if (b.lateFine?.type === 'FIXED' && b.lateFine.amountCents >= b.amountCents)
        issue(['lateFine', 'amountCents'], 'v.fine.too_large');
    });
}

function discountValue(band: { amountCents: number } | { percent: number }): number {
  return 'amountCents' in band ? band.amountCents : band.percent;
}
function discountField(band: { amountCents: number } | { percent: number }): string {
  return 'amountCents' in band ? 'amountCents' : 'percent';
}

export const boletoInputSchema = makeBoletoInputSchema();
export type BoletoInput = z.input<typeof boletoInputSchema>;
export type BoletoInputParsed = z.output<typeof boletoInputSchema>;

export const boletoPaymentSchema = z.object({
  id: z.string(),
  amountCents: centsSchema,
  paidAt: z.string(),
  source: z.string(),
  endToEndId: z.string().nullable(),
});
export type BoletoPayment = z.infer<typeof boletoPaymentSchema>;

/** A boleto as the app shows it: amounts in cents, every field of service-spec 2.4. */
export const boletoViewSchema = z.object({
  correlationId: z.string(),
  type: boletoTypeSchema,
  status: boletoStatusSchema,
  amountCents: centsSchema,
  walletNumber: z.string(),
  yourNumber: z.string(),
  ourNumber: z.string(),
  dueDate: z.string(),
  barCode: z.string(),
  digitableLine: z.string(),
  pixPayload: z.string().nullable(),
  pixImageDataUrl: z.string().nullable(),
  payer: z.object({
    name: z.string(),
    document: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  discount: discountSchema.nullable(),
  lateFine: lateFineSchema.nullable(),
  latePayment: latePaymentSchema.nullable(),
  payments: z.array(boletoPaymentSchema),
  /**
   * Once paid: what was received, refunded and kept, with the refunds. Read with the record
   * by its page (`get`); absent while it is not paid, and from the answers of writes.
   */
  money: chargeMoneyDetailSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When this copy was last read from the service. */
  syncedAt: z.string(),
});
export type BoletoView = z.infer<typeof boletoViewSchema>;

/** The payer of a boleto: a saved customer is edited with the same rules. */
export { payerSchema as boletoPayerSchema };
