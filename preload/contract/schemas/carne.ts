import { z } from 'zod';
import { correlationIdSchema } from '../validators/identifier.ts';
import { chargeStateSchema } from './charges.ts';
import { installmentKinds } from './customers.ts';

/** A charge of a carnê, named by its kind and correlationId. */
export const carneChargeInputSchema = z
  .object({ kind: z.enum(installmentKinds), correlationId: correlationIdSchema })
  .strict();
export type CarneChargeInput = z.infer<typeof carneChargeInputSchema>;

/** One installment of a carnê as the cache has it. */
export const carneInstallmentSchema = z.object({
  number: z.number().int().positive(),
  correlationId: z.string(),
  state: chargeStateSchema,
  amountCents: z.number().int().nonnegative(),
  dueDate: z.string().nullable(),
});
export type CarneInstallment = z.infer<typeof carneInstallmentSchema>;

/**
 * The carnê a charge belongs to: its installments issued to the same payer, of the same kind,
 * whose "your number" (a boleto's) or description (a due-date Pix's) ends in `<label>-n/count`.
 */
export const carneSchema = z.object({
  kind: z.enum(installmentKinds),
  label: z.string(),
  count: z.number().int().positive(),
  /** The installment the charge is. */
  number: z.number().int().positive(),
  installments: z.array(carneInstallmentSchema),
});
export type Carne = z.infer<typeof carneSchema>;

/** What cancelling from one installment on did: the numbers now cancelled. */
export const carneCancelResultSchema = z.object({
  cancelled: z.array(z.number().int().positive()),
});
export type CarneCancelResult = z.infer<typeof carneCancelResultSchema>;
