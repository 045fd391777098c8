import {
  cancelScheduledTransferInputSchema,
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
   * idempotency, so an unknown outcome is kept for the owner to check and never resent. On a
   * profile using the v2 route, a transfer without a lookup is looked up first in main and
   * paid through v2; `scheduledFor` (a later São Paulo day) schedules it (v2 only).
   */
  'transfers:create': { input: transferInputSchema, output: sentPaymentSchema },
  /**
   * Cancels a scheduled transfer before it runs, through the write pipeline (the bank's
   * `DELETE /baas/api/v2/transfers/{id}`, an assumption: README). One already run is refused.
   */
  'transfers:cancel-scheduled': {
    input: cancelScheduledTransferInputSchema,
    output: sentPaymentSchema,
  },
} as const;
