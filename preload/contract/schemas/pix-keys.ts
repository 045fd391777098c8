import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';

/**
 * Pix keys of the account (service-spec 4.14, 2.9; the list and the deletion are SDK routes), as
 * the owner registers, sees and deletes them.
 */

export const pixKeyEntryTypes = ['EVP', 'EMAIL', 'PHONE', 'DOCUMENT'] as const;
export type PixKeyEntryType = (typeof pixKeyEntryTypes)[number];

/**
 * Registering a key. Only a random key (EVP) can be registered through the bank's interface:
 * an e-mail or phone key needs a code the bank sends by e-mail or SMS, through an endpoint the
 * interface does not offer, and a CPF/CNPJ key is not offered there at all. The others are
 * refused here, on `entryType`, with the reason, before anything is recorded or sent.
 */
export const pixKeyCreateInputSchema = z
  .object({
    entryType: z.enum(pixKeyEntryTypes, { error: 'v.required' }),
  })
  .superRefine((input, ctx) => {
    if (input.entryType === 'EVP') return;
    ctx.addIssue({
      code: 'custom',
      path: ['entryType'],
      message:
        input.entryType === 'DOCUMENT'
          ? 'v.pix_key.document_not_here'
          : input.entryType === 'EMAIL'
            ? 'v.pix_key.email_needs_code'
            : 'v.pix_key.phone_needs_code',
    });
  });
export type PixKeyCreateInput = z.input<typeof pixKeyCreateInputSchema>;

/**
 * A key of the account, as the bank last listed it (or as it answered a registration from
 * here). `createdHere`: registered from this computer (the app kept its `IdempotencyKey`); the
 * others were registered elsewhere — the bank's app, another system.
 */
export const registeredPixKeySchema = z.object({
  key: z.string(),
  entryType: z.enum(pixKeyEntryTypes),
  createdHere: z.boolean(),
  /** When the bank registered it (ISO instant); null when the bank does not say. */
  registeredAt: z.string().nullable(),
  syncedAt: z.string(),
});
export type PixKey = z.infer<typeof registeredPixKeySchema>;

/**
 * The keys screen: the bank's list when it could be read (`source: 'bank'`), else the keys as
 * last read (`'cache'`) with why the bank could not be asked (`problem`). `listedAt`: when the
 * bank's list was last read whole — how fresh the keys shown are; null when never.
 */
export const accountPixKeysSchema = z.object({
  keys: z.array(registeredPixKeySchema),
  source: z.enum(['bank', 'cache']),
  listedAt: z.string().nullable(),
  problem: appErrorSchema.nullable(),
});
export type AccountPixKeys = z.infer<typeof accountPixKeysSchema>;

/** Deleting one of the account's keys, named as the list shows it. */
export const pixKeyDeleteInputSchema = z.object({
  key: z
    .string({ error: 'v.required' })
    .trim()
    .min(1, { error: 'v.required' })
    .max(77, { error: 'v.pix_key.not_listed' }),
});
export type PixKeyDeleteInput = z.input<typeof pixKeyDeleteInputSchema>;

export const pixKeyDeletedSchema = z.object({ key: z.string() });
export type PixKeyDeleted = z.infer<typeof pixKeyDeletedSchema>;

/**
 * A key as a confirmation names it, without giving it away whole to whoever looks at the
 * screen: a CPF as the Banco Central masks it (`***.456.789-**`), a CNPJ without its first and
 * check digits, an e-mail's first letter and domain, a phone's area code and last four digits,
 * a random key's first eight and last four characters.
 */
export function maskPixKey(key: string, entryType: PixKeyEntryType): string {
  switch (entryType) {
    case 'DOCUMENT': {
      if (/^\d{11}$/.test(key)) return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
      if (/^[0-9A-Z]{14}$/.test(key)) {
        return `**.${key.slice(2, 5)}.${key.slice(5, 8)}/${key.slice(8, 12)}-**`;
      }
      break;
    }
    case 'EMAIL': {
      const at = key.lastIndexOf('@');
      if (at > 0) return `${key[0]}***${key.slice(at)}`;
      break;
    }
    case 'PHONE': {
      const phone = /^\+(\d{2})(\d{2})\d*(\d{4})$/.exec(key);
      if (phone) return `+${phone[1]} ${phone[2]} *****-${phone[3]}`;
      break;
    }
    case 'EVP':
      if (key.length > 12) return `${key.slice(0, 8)}…${key.slice(-4)}`;
      break;
  }
  return key.length > 4 ? `${key.slice(0, 2)}***${key.slice(-2)}` : '***';
}
