import { z } from 'zod';
import { positiveCentsSchema } from '../validators/money.ts';
import { pixKeySchema } from '../validators/pix-key.ts';

/**
 * A transfer to a Pix key. The owner types the amount a second time (`confirmAmountCents`),
 * as on the Pay screen: money never leaves on one stray Enter.
 */
export const transferInputSchema = z
  .object({
    key: pixKeySchema,
    amountCents: positiveCentsSchema,
    confirmAmountCents: positiveCentsSchema,
    description: z.string().trim().max(140, 'v.too_long').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.confirmAmountCents !== input.amountCents)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmAmountCents'],
        message: 'v.payment.confirm_mismatch',
      });
  });
export type TransferInput = z.input<typeof transferInputSchema>;
