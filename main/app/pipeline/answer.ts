import { AppFailure } from '../../../preload/contract/index.ts';

/**
 * What the bank's answer to a write means — decided here and nowhere else (ARCHITECTURE.md,
 * money-safety rules). The service client reports what happened on the wire; this reads it:
 *
 * - `refused`: a definite refusal, the only answer that ends an intent. A 4xx carrying the
 *   bank's own problem body (spec 7), for a request the bank could not have committed — so
 *   not a 409, which on our own identity means the bank already has it.
 * - `not-sent`: the request never reached the bank's application (connection refused, TLS
 *   handshake refused, 429 before processing): nothing happened, nothing to keep.
 * - `accepted-unreadable`: a 2xx whose body cannot be read (truncated, a gateway's page, a
 *   field of another type, a status value no schema knows). The bank took it; what it
 *   answered is unknown.
 * - `unknown`: everything else — a 3xx, a 4xx without the bank's problem body (a load
 *   balancer's 404, a proxy's 408), a 409 on our identity, a 5xx, a reset, a timeout, an error
 *   this code did not expect. It may have happened.
 *
 * `accepted-unreadable` and `unknown` both keep the intent, count against the day's limit and
 * are settled by reading back the identity or resending the same request with it.
 */
export type Answer = 'refused' | 'not-sent' | 'accepted-unreadable' | 'unknown';

function param(error: AppFailure, name: string): string | number | undefined {
  return error.error.params?.[name];
}

export function answerOf(error: unknown): Answer {
  if (!(error instanceof AppFailure)) return 'unknown';
  const delivery = param(error, 'delivery');
  if (delivery === 'not_sent') return 'not-sent';
  if (delivery === 'unknown' || error.error.code === 'unknown_outcome') return 'unknown';
  if (param(error, 'answer') === 'unreadable') return 'accepted-unreadable';
  const status = param(error, 'status');
  if (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    status !== 409 &&
    param(error, 'problem') === 'bank'
  ) {
    return 'refused';
  }
  return 'unknown';
}

/**
 * Whether a read by identity says the bank never saw it: a 404 in the bank's own words. A
 * bare 404 (a load balancer's) says nothing, and is as unknown as a lost answer.
 */
export function neverSeen(error: unknown): boolean {
  return (
    error instanceof AppFailure &&
    error.error.code === 'not_found' &&
    param(error, 'problem') === 'bank'
  );
}
