import { z } from 'zod';

/** Wire shapes of Pix key registration (service-spec 2.9, 4.14). */

export const PIX_KEY_ENTRY_TYPES = ['EVP', 'DOCUMENT', 'EMAIL', 'PHONE'] as const;
export type PixKeyEntryType = (typeof PIX_KEY_ENTRY_TYPES)[number];

/**
 * Assumption: the body is `{ entryType, key? }` — `key` names the e-mail, phone or document to
 * register; an EVP key is chosen by the bank.
 */
export const createPixKeyRequestSchema = z.object({
  entryType: z.enum(PIX_KEY_ENTRY_TYPES),
  key: z.string().min(1, 'must not be empty.').max(77, 'must be at most 77 characters.').optional(),
});
export type CreatePixKeyRequest = z.infer<typeof createPixKeyRequestSchema>;

/** 2.9. */
export const pixKeyEntrySchema = z.looseObject({
  key: z.string(),
  entryType: z.enum(PIX_KEY_ENTRY_TYPES),
});
export type PixKeyEntry = z.infer<typeof pixKeyEntrySchema>;

/**
 * The two headers of the e-mail/phone validation (the spec shows neither their names nor the
 * endpoint that sends the code), as the operator's SDK sends them (`PixService::createPixKey`):
 * the validation's id and the code the owner received.
 */
export const VALIDATION_ID_HEADER = 'x-auth-id';
export const VALIDATION_CODE_HEADER = 'x-auth-code';

/** The names the sandbox read before it followed the SDK (its `legacy` shapes). */
export const LEGACY_VALIDATION_ID_HEADER = 'x-validation-id';
export const LEGACY_VALIDATION_CODE_HEADER = 'x-validation-code';
