/**
 * Retry policy of the service client. Only reads are retried by the HTTP layer: a write is
 * repeated only by code that holds its idempotency identity (see createBoletoReconciled).
 */

/** Methods the HTTP layer may repeat on its own: they change nothing at the service. */
export const RETRYABLE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Statuses that say "try again later" rather than "no". */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/** Tunables; the defaults suit a person waiting at a counter. */
export interface RetryOptions {
  /** Total attempts including the first. */
  maxAttempts: number;
  /** Delay before the second attempt, doubled for each later one. */
  baseDelayMs: number;
  /** Ceiling of one delay, including a server's Retry-After. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { maxAttempts: 3, baseDelayMs: 250, maxDelayMs: 4_000 };

/**
 * Delay before attempt `attempt + 1` (attempt counts from 1): exponential with "equal jitter"
 * — half fixed, half random — so that clients that failed together do not retry together.
 * A server's `Retry-After` (seconds) wins when it is longer, up to the ceiling.
 */
export function backoffDelayMs(
  attempt: number,
  options: RetryOptions,
  retryAfterSeconds?: number,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  const serverAsked = retryAfterSeconds !== undefined ? retryAfterSeconds * 1000 : 0;
  return Math.round(Math.min(options.maxDelayMs, Math.max(jittered, serverAsked)));
}

/** Reads `Retry-After` in its delta-seconds form; the HTTP-date form is ignored. */
export function parseRetryAfter(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
