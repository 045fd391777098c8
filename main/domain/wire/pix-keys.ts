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

// ---------------------------------------------------------------------------------------------
// The account's keys and deleting one. The spec does not show these routes; the operator's
// public PHP SDK does (`src/Transfers/Services/PixService.php`: `getPixKeys`, `deletePixKey`):
// `GET` and `DELETE` on the same `/baas/api/v1/pix/dict/entries` as the registration.

/**
 * Deleting a key (`DeletePixKeyRequest`): its type and the key, both required, in a JSON body
 * of the `DELETE`, with an `IdempotencyKey` header as on the registration.
 */
export const deletePixKeyRequestSchema = z.object({
  entryType: z.enum(PIX_KEY_ENTRY_TYPES),
  key: z.string().min(1, 'must not be empty.').max(77, 'must be at most 77 characters.'),
});
export type DeletePixKeyRequest = z.infer<typeof deletePixKeyRequestSchema>;

/**
 * A deletion's answer (`DeletePixKeyResponse`): the SDK takes an empty body (a 204) as done and
 * reads nothing else from it; when a body comes, `success` and `message` are its fields.
 */
export const deletePixKeyAnswerSchema = z.looseObject({
  success: z.boolean().optional(),
  message: z.string().nullish(),
});

/**
 * One key as the list names it. The SDK hands the JSON on as it comes (`GetPixKeysResponse::
 * $keys`), so its fields are read leniently: the registration's own (`key`, `entryType`,
 * `status`, `createdAt`, as `CreatePixKeyResponse`), the type also as `keyType` or `type` and in
 * the words other interfaces use (`CPF`, `CNPJ`, `RANDOM`…), and read from the key itself when
 * none is given.
 */
export interface ListedPixKey {
  key: string;
  entryType: PixKeyEntryType;
  /** When the bank says it was registered (ISO instant), if it says. */
  createdAt: string | null;
  /** The entry as the bank sent it. */
  record: Record<string, unknown>;
}

const TYPE_WORDS: Record<string, PixKeyEntryType> = {
  EVP: 'EVP',
  RANDOM: 'EVP',
  RANDOM_KEY: 'EVP',
  ALEATORIA: 'EVP',
  DOCUMENT: 'DOCUMENT',
  CPF: 'DOCUMENT',
  CNPJ: 'DOCUMENT',
  EMAIL: 'EMAIL',
  PHONE: 'PHONE',
  PHONE_NUMBER: 'PHONE',
  CELULAR: 'PHONE',
};

/** The type a key's own shape gives away, or null. */
function typeOfKey(key: string): PixKeyEntryType | null {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return 'EVP';
  if (key.includes('@')) return 'EMAIL';
  if (/^\+\d{10,15}$/.test(key)) return 'PHONE';
  if (/^(\d{11}|[0-9A-Z]{12}\d{2})$/.test(key)) return 'DOCUMENT';
  return null;
}

/** An instant the bank gave, kept when it reads as one. */
function instantOrNull(value: unknown): string | null {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return null;
  return new Date(value).toISOString();
}

export const listedPixKeySchema = z
  .looseObject({
    key: z.string().min(1),
    entryType: z.string().nullish(),
    keyType: z.string().nullish(),
    type: z.string().nullish(),
    createdAt: z.unknown().optional(),
  })
  .transform((entry, ctx): ListedPixKey => {
    const word = (entry.entryType ?? entry.keyType ?? entry.type ?? '').trim().toUpperCase();
    const entryType = TYPE_WORDS[word] ?? typeOfKey(entry.key);
    if (entryType === null) {
      ctx.addIssue({ code: 'custom', path: ['entryType'], message: 'is not a Pix key type.' });
      return z.NEVER;
    }
    return {
      key: entry.key,
      entryType,
      createdAt: instantOrNull(entry.createdAt),
      record: entry,
    };
  });

/** Where a list may sit in an object, when it does not come as a bare array. */
const LIST_FIELDS = ['keys', 'entries', 'items', 'data', 'listKeys'] as const;

/** The account's keys: a bare array (the local sandbox), or an object holding one. */
export const pixKeyListSchema = z.preprocess((body) => {
  if (Array.isArray(body) || body === null || typeof body !== 'object') return body;
  const fields = body as Record<string, unknown>;
  const found = LIST_FIELDS.find((name) => Array.isArray(fields[name]));
  return found === undefined ? body : fields[found];
}, z.array(listedPixKeySchema));
