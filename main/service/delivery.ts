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
 * Absent when the service answered. What any of it means for a write is decided by the write
 * pipeline alone (`main/app/pipeline/answer.ts`).
 */
export type Delivery = 'not_sent' | 'unknown';
