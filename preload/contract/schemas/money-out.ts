import { z } from 'zod';
import { positiveCentsSchema } from '../validators/money.ts';

/**
 * The input of a money-out action (a QR payment, a transfer, a refund): what identifies it
 * (`fields`), the amount, a description, and the amount typed a second time
 * (`confirmAmountCents`), so money never leaves on one stray Enter. A second amount that
 * differs is refused on its own field with `mismatchKey`.
 */
export function moneyOutInputSchema<Fields extends z.ZodRawShape>(
  fields: Fields,
  mismatchKey: string,
) {
  return z
    .object({
      ...fields,
      amountCents: positiveCentsSchema,
      confirmAmountCents: positiveCentsSchema,
      description: z.string().trim().max(140, 'v.too_long').optional(),
    })
    .superRefine((input, ctx) => {
      // The generic shape hides the two fields from the type checker; they are the ones above.
      const amounts = input as unknown as { amountCents: number; confirmAmountCents: number };
      if (amounts.confirmAmountCents !== amounts.amountCents)
        ctx.addIssue({ code: 'custom', path: ['confirmAmountCents'], message: mismatchKey });
    });
}
