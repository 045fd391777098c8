import type { ReceivedPixView } from '../../../../preload/contract/index.ts';
import { deadlineOf } from './refund-deadline.ts';

/**
 * Why nothing can be refunded of a received Pix now, so the page says that in place of a form
 * that could only be refused. Main still refuses the same cases on its own (the write's check):
 * this only spares the owner typing an amount twice for nothing.
 *
 * - `refunded`: nothing is left. What is left is main's figure (`leftCents`), where a refund
 *   still processing counts and a failed one gave its amount back; `settling` when some of it
 *   is still processing (if it fails, the amount can be refunded again). `on` is when the last
 *   refund that counts was asked for.
 * - `window-over`: the 90 days ended at `until`.
 * - `amount-unknown`: a pasted id this computer has not read yet; "Atualizar situação" asks
 *   the bank's list of received Pix.
 */
export type RefundBlock =
  | { kind: 'refunded'; on: string | null; settling: boolean }
  | { kind: 'window-over'; until: string }
  | { kind: 'amount-unknown' };

/**
 * `canLearnAmount`: whether this profile can read what a pasted id received. Only the local
 * sandbox lists received Pix (`received:get` with refresh); the bank's interface has no read
 * of a received Pix by its id (service-spec 4.9: the id comes from the webhook or the
 * statement), so elsewhere an unknown amount would never become known — there the form stays,
 * and the bank checks what is left when the refund is asked.
 */
export function refundBlockOf(
  received: ReceivedPixView,
  now: number,
  canLearnAmount: boolean,
): RefundBlock | null {
  if (received.leftCents !== null && received.leftCents <= 0) {
    const counted = received.refunds.filter((r) => r.status !== 'failed');
    const last = counted.reduce<string | null>(
      (latest, r) =>
        latest === null || Date.parse(r.createdAt) > Date.parse(latest) ? r.createdAt : latest,
      null,
    );
    return {
      kind: 'refunded',
      on: last,
      settling: counted.some((r) => r.status === 'processing'),
    };
  }
  const deadline = deadlineOf(received.refundableUntil, now);
  if (deadline?.over) return { kind: 'window-over', until: deadline.until };
  if (received.leftCents === null && canLearnAmount) return { kind: 'amount-unknown' };
  return null;
}
