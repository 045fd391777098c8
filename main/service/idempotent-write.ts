import { AppFailure } from '../../preload/contract/errors.ts';
import { outcomeIsUnknown, requestWasNotSent } from './delivery.ts';

/** How many times a write under one idempotency key is sent when its answers keep being lost. */
export const IDEMPOTENT_ATTEMPTS = 3;

/**
 * Sends a write that carries an `IdempotencyKey` (refunds, Pix keys, payments of decoded QR
 * codes). When the answer is lost after sending (timeout, cut connection, 5xx), the SAME
 * request with the SAME key is sent again — the service answers the first result and does
 * nothing twice. Any definite answer (2xx, 4xx) ends it; a request that never left (offline)
 * is not retried here: money is sent now or refused now. Still unsettled → `unknown_outcome`
 * with the key, so the caller can resend it later with that same key. Once one attempt may
 * have taken effect, a later attempt that never left does not make the outcome known: it is
 * still `unknown_outcome`, never "offline" (which would tell the owner nothing was paid).
 */
export async function sendIdempotent<T>(
  idempotencyKey: string,
  send: () => Promise<T>,
  unknown: { message: string; key: string; params?: Record<string, string | number> },
): Promise<T> {
  const stillUnknown = () =>
    new AppFailure('unknown_outcome', unknown.message, {
      key: unknown.key,
      params: { ...unknown.params, idempotencyKey },
    });
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (failure) {
      if (!outcomeIsUnknown(failure)) {
        if (attempt > 1 && requestWasNotSent(failure)) throw stillUnknown();
        throw failure;
      }
      if (attempt >= IDEMPOTENT_ATTEMPTS) throw stillUnknown();
    }
  }
}
