import { transferInputSchema } from '../schemas/transfers.ts';
import { sentPaymentSchema } from '../schemas/payments.ts';

/** Money out: transfers to a Pix key. They show in the Sent list beside QR payments. */
export const transferOperations = {
  /**
   * Sends a transfer to a key, once, through the write pipeline: the bank offers no
   * idempotency, so an unknown outcome is kept for the owner to check and never resent.
   */
  'transfers:create': { input: transferInputSchema, output: sentPaymentSchema },
} as const;
