import { z } from 'zod';

/** Pix keys of the account (service-spec 4.14, 2.9), as the owner registers and sees them. */

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

/** A key the app registered (the bank offers no list: this computer keeps each answer). */
export const registeredPixKeySchema = z.object({
  key: z.string(),
  entryType: z.enum(pixKeyEntryTypes),
  /** When the bank answered the registration (ISO instant). */
  registeredAt: z.string(),
  syncedAt: z.string(),
});
export type PixKey = z.infer<typeof registeredPixKeySchema>;
