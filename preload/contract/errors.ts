import { z } from 'zod';

/**
 * The closed set of error codes that may cross the bridge. The renderer maps each to a
 * message in the user's language (`error.<code>` in the i18n catalogue); `key` may name a
 * more specific message.
 */
export const errorCodes = [
  'validation', // input refused by our own schema or by the service's 400
  'not_found', // the record does not exist (service 404, or not in the cache)
  'unauthorized', // API key or account refused (401/403)
  'tls', // server certificate not trusted, handshake failed
  'certificate', // client certificate missing, expired, wrong passphrase or refused by the bank
  'keychain', // the OS keychain is missing or locked
  'offline', // the service cannot be reached
  'timeout', // the service did not answer in time
  'rejected', // the service understood but refused (business rule, 422, 409 on state)
  'conflict', // the same identity already exists (duplicate correlationId, …)
  'unknown_outcome', // a write may or may not have happened; it is kept to be checked
  'cancelled', // the user cancelled a long operation
  'unsupported', // not available on this profile (e.g. simulation outside a sandbox)
  'owner_passcode_required', // clerk mode: this call needs the owner's passcode (roles:unlock)
  'owner_passcode_wrong', // the owner's passcode did not match (params.triesLeft)
  'owner_locked', // too many wrong passcodes: locked until params.until
  'internal', // a bug: logged, shown as "something went wrong"
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * A field message is an i18n key plus parameters, so the same rule reads well in pt-BR and
 * English. Messages that come from the service verbatim use the key `v.service` with
 * `{ text }`.
 */
export const fieldMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldMessage = z.infer<typeof fieldMessageSchema>;

export const appErrorSchema = z.object({
  code: z.enum(errorCodes),
  /** Plain English, for logs and as a last resort; never contains secrets. */
  message: z.string(),
  /** Optional i18n key more specific than `error.<code>`. */
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Field path (dot-separated, as in the form: `payer.document`) → messages. */
  fields: z.record(z.string(), z.array(fieldMessageSchema)).optional(),
});
export type AppError = z.infer<typeof appErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function err(
  code: ErrorCode,
  message: string,
  extra: Omit<AppError, 'code' | 'message'> = {},
): { ok: false; error: AppError } {
  return { ok: false, error: { code, message, ...extra } };
}

/**
 * Thrown inside main-process code and turned into a `Result` error at the bridge. Main code
 * may throw it; nothing throws across the process boundary.
 */
export class AppFailure extends Error {
  readonly error: AppError;
  constructor(code: ErrorCode, message: string, extra: Omit<AppError, 'code' | 'message'> = {}) {
    super(message);
    this.name = 'AppFailure';
    this.error = { code, message, ...extra };
  }
}
