import { z } from 'zod';
import { moneyOutInputSchema } from './money-out.ts';
import { pixKeySchema } from '../validators/pix-key.ts';

/**
 * A transfer to a Pix key. The owner types the amount a second time (`confirmAmountCents`),
 * as on the Pay screen: money never leaves on one stray Enter.
 */
export const transferInputSchema = moneyOutInputSchema(
  { key: pixKeySchema },
  'v.payment.confirm_mismatch',
);
export type TransferInput = z.input<typeof transferInputSchema>;
