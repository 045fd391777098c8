import { z } from 'zod';
import { positiveCentsSchema } from '../validators/money.ts';
import { registeredPixKeySchema } from './pix-keys.ts';

/**
 * The counter QR: a static Pix code (BR Code) for one of the account's keys, made on this
 * computer without the bank, to print and tape to the till. The code's layout is the domain's
 * (`main/domain/brcode-static.ts`); the limits the owner must see while typing are here.
 */

/** The longest Pix key a code carries (the Banco Central's limit). */
export const COUNTER_QR_KEY_MAX = 77;

/**
 * The longest description the code has room for beside `key`. Field 26 of the code holds 99
 * characters: the Pix identifier's record (4 + 14), the key's (4 + its length) and the
 * description's own tag and length (4). A random key (36 characters) leaves 37; a 73-character
 * e-mail key leaves none. The domain computes the same from the records themselves (a unit test
 * keeps them equal).
 */
export function counterQrDescriptionMax(key: string): number {
  return Math.max(0, 99 - 18 - 4 - Array.from(key.trim()).length - 4);
}

/**
 * The description as the code carries it: accents dropped ("Pão" → "Pao"), spaces tidied. The
 * payer's bank shows plain ASCII; the length rule counts this text.
 */
export function counterQrDescriptionText(typed: string): string {
  return typed.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim();
}

/**
 * The first character of the description that no Pix code can carry even without its accent
 * (an emoji, "º", "ß"), or null. Named to the owner rather than dropped, so the printed code
 * says what they wrote.
 */
export function counterQrForeignCharacter(typed: string): string | null {
  for (const char of counterQrDescriptionText(typed)) {
    if (!/^[\x20-\x7e]$/.test(char)) return char;
  }
  return null;
}

const descriptionSchema = z
  .string()
  // Far above any description a code holds: the exact room depends on the key (below).
  .max(200, 'v.too_long')
  .superRefine((value, ctx) => {
    const char = counterQrForeignCharacter(value);
    if (char !== null) {
      ctx.addIssue({
        code: 'custom',
        message: 'v.counter_qr.description_character',
        params: { char },
      });
    }
  })
  .transform((value) => (value.trim() === '' ? undefined : value.trim()))
  .optional();

/**
 * What the owner asks for: a key registered on the account (main checks it against the keys
 * this computer registered), an amount or none (the payer types it), and a description that
 * fits beside the key.
 */
export const counterQrInputSchema = z
  .object({
    key: z
      .string({ error: 'v.counter_qr.key_required' })
      .trim()
      .min(1, 'v.counter_qr.key_required')
      .max(COUNTER_QR_KEY_MAX, 'v.too_long'),
    amountCents: positiveCentsSchema.optional(),
    description: descriptionSchema,
  })
  .superRefine(
    (input, ctx) => {
      if (typeof input.key !== 'string' || typeof input.description !== 'string') return;
      const max = counterQrDescriptionMax(input.key);
      const length = Array.from(counterQrDescriptionText(input.description)).length;
      if (length <= max) return;
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message:
          max === 0 ? 'v.counter_qr.description_no_room' : 'v.counter_qr.description_too_long',
        params: { max, length },
      });
    },
    // Also while another field is wrong: the owner hears of every field at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CounterQrInput = z.input<typeof counterQrInputSchema>;
export type CounterQrInputParsed = z.output<typeof counterQrInputSchema>;

/** Who the code names as receiver (fields 59 and 60), as written into it. */
export const counterQrMerchantSchema = z.object({
  /** Upper case, without accents, at most 25 characters. */
  name: z.string(),
  /** Upper case, without accents, at most 15 characters. */
  city: z.string(),
  /** From the business details in Settings (else from the profile or the local sandbox). */
  fromSettings: z.boolean(),
});
export type CounterQrMerchant = z.infer<typeof counterQrMerchantSchema>;

/** What the counter-QR screen needs before anything is typed. */
export const counterQrSetupSchema = z.object({
  /** The keys registered from this computer, newest first. */
  keys: z.array(registeredPixKeySchema),
  /** Null when neither Settings nor the profile tells the business's name and city. */
  merchant: counterQrMerchantSchema.nullable(),
});
export type CounterQrSetup = z.infer<typeof counterQrSetupSchema>;

/** A counter QR, built. */
export const counterQrSchema = z.object({
  /** The BR Code, "Pix Copia e Cola"; the QR image carries exactly this text. */
  payload: z.string(),
  key: z.string(),
  amountCents: z.number().int().nullable(),
  /** As the code carries it (accents dropped), or null. */
  description: z.string().nullable(),
  merchant: counterQrMerchantSchema,
});
export type CounterQr = z.infer<typeof counterQrSchema>;

/** A payer paying a counter QR, on a sandbox profile. */
export const counterQrSimulateInputSchema = z.object({
  payload: z.string().trim().min(1, 'v.required').max(512, 'v.too_long'),
  /** What the payer types when the code has no amount; must be left out when it has one. */
  amountCents: positiveCentsSchema.optional(),
});
export type CounterQrSimulateInput = z.input<typeof counterQrSimulateInputSchema>;

// ---------------------------------------------------------------------------------------------
// A counter QR registered with the bank: the bank issues the static code and lists every Pix
// that paid it; it can be cancelled, after which the bank refuses it.

export const registeredCounterQrStatuses = ['ACTIVE', 'CANCELLED'] as const;
export type RegisteredCounterQrStatus = (typeof registeredCounterQrStatuses)[number];

/** One Pix that paid a registered code, as the bank listed it. */
export const registeredCounterQrPaymentSchema = z.object({
  endToEndId: z.string(),
  amountCents: z.number().int(),
  /** ISO instant. */
  paidAt: z.string(),
  payerName: z.string().nullable(),
});
export type RegisteredCounterQrPayment = z.infer<typeof registeredCounterQrPaymentSchema>;

/** A registered code as this computer last heard of it from the bank. */
export const registeredCounterQrSchema = z.object({
  /** Balcão's identity for it at the bank (sent when registering). */
  correlationId: z.string(),
  /** The bank's id, which the code carries as its txid. */
  transactionId: z.string(),
  key: z.string(),
  amountCents: z.number().int().nullable(),
  description: z.string().nullable(),
  /** The BR Code, "Pix Copia e Cola"; the QR image carries exactly this text. */
  payload: z.string(),
  /** Who the code names as receiver (fields 59 and 60), read from the payload. */
  merchant: z.object({ name: z.string(), city: z.string() }),
  status: z.enum(registeredCounterQrStatuses),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** The payments, oldest first, as last read from the bank (with those simulated here). */
  payments: z.array(registeredCounterQrPaymentSchema),
  /** When the payments were last read from the bank; null: not yet. */
  paymentsSyncedAt: z.string().nullable(),
  syncedAt: z.string(),
});
export type RegisteredCounterQr = z.infer<typeof registeredCounterQrSchema>;

/** A registered code, by its correlationId; `refresh` reads it and its payments from the bank. */
export const registeredCounterQrRefSchema = z.object({
  correlationId: z.string().trim().min(1, 'v.required').max(64, 'v.too_long'),
  refresh: z.boolean().default(false),
});

export const registeredCounterQrCancelSchema = z.object({
  correlationId: z.string().trim().min(1, 'v.required').max(64, 'v.too_long'),
});
