import { AppFailure } from '../../preload/contract/errors.ts';

/**
 * Whether a failed request may have taken effect at the service. Carried in the failure's
 * `params.delivery` (contract params are strings or numbers, so not a boolean):
 *
 * - `not_sent`: the request never reached the service's application (connection refused,
 *   DNS, TLS handshake refused): it had no effect and may be sent again as it is.
 * - `unknown`: it was sent and no usable answer came back (timeout, connection lost after
 *   sending, 5xx on a write): it may or may not have happened, and must be resolved by
 *   reading back by its client identifier — never by sending a different request.
 *
 * Absent when the service answered with a definite status (4xx): the outcome is that answer.
 */
export type Delivery = 'not_sent' | 'unknown';

function deliveryOf(failure: unknown): Delivery | undefined {
  if (!(failure instanceof AppFailure)) return undefined;
  const delivery = failure.error.params?.['delivery'];
  return delivery === 'not_sent' || delivery === 'unknown' ? delivery : undefined;
}

/** True when a write that failed this way may nevertheless have been carried out. */
export function outcomeIsUnknown(failure: unknown): boolean {
  return deliveryOf(failure) === 'unknown';
}

/** True when the request certainly never reached the service (safe to send again). */
export function requestWasNotSent(failure: unknown): boolean {
  return deliveryOf(failure) === 'not_sent';
}
