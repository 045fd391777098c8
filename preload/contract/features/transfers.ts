import {
  keyLookupInputSchema,
  keyLookupViewSchema,
  transferInputSchema,
} from '../schemas/transfers.ts';
import { sentPaymentSchema } from '../schemas/payments.ts';

/** Money out: transfers to a Pix key. They show in the Sent list beside QR payments. */
export const transferOperations = {
  /**
   * Asks the bank who holds a key, before the owner confirms (a read: nothing moves). On a
   * profile that pays keys through the spec's route it answers `unchecked` without asking.
   */
  'transfers:look-up': { input: keyLookupInputSchema, output: keyLookupViewSchema },
  /**
   * Sends a transfer to a key through the write pipeline. With the `endToEndId` of a lookup
   * it goes to the receiver shown, under an idempotency key: an unknown outcome is settled by
   * sending it again with that key. Without one (the spec's route) the bank offers no
   * idempotency, so an unknown outcome is kept for the owner to check and never resent.
   */
  'transfers:create': { input: transferInputSchema, output: sentPaymentSchema },
} as const;
