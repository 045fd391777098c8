import { z } from 'zod';
import { documentSchema } from '../validators/document.ts';
import { addressSchema } from './boleto.ts';

/**
 * The owner's business as printed on every document: the boleto's beneficiary (legal name,
 * CPF/CNPJ, address, where FEBRABAN places them), the carnê's stub, the Pix card (trade name
 * and logo), receipts and reports. One set per profile, kept in the settings file.
 */

/** The largest logo accepted, decoded: a letterhead mark, not a photograph. */
export const MAX_LOGO_BYTES = 200 * 1024;
/** Raster formats only: an SVG can carry scripts and links, so it is refused, not cleaned. */
export const logoMimeTypes = ['image/png', 'image/jpeg'] as const;
export type LogoMimeType = (typeof logoMimeTypes)[number];

const DATA_URL = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** Bytes a base64 text decodes to, without decoding it. */
export function base64Bytes(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The data URL's type and payload, or null when it is not a base64 data URL. */
export function parseDataUrl(value: string): { mime: string; base64: string } | null {
  const match = DATA_URL.exec(value);
  if (!match) return null;
  return { mime: match[1]!.toLowerCase(), base64: match[2]! };
}

/**
 * A logo as a base64 data URL of a PNG or JPEG of at most 200 KB. The shape and size are
 * checked here (the form says so at once); main also checks that the bytes are what the type
 * says (`main/app/business/logo.ts`), since a renamed file's type is only a claim.
 */
export const logoSchema = z
  .string()
  // Far above any accepted logo: a huge text is refused before any regular expression runs.
  .max(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 64, 'v.logo.too_large')
  .superRefine((value, ctx) => {
    const parsed = parseDataUrl(value);
    if (!parsed || !(logoMimeTypes as readonly string[]).includes(parsed.mime)) {
      ctx.addIssue({ code: 'custom', message: 'v.logo.type' });
      return;
    }
    const bytes = base64Bytes(parsed.base64);
    if (bytes === 0) ctx.addIssue({ code: 'custom', message: 'v.logo.type' });
    else if (bytes > MAX_LOGO_BYTES) ctx.addIssue({ code: 'custom', message: 'v.logo.too_large' });
  });

/** Optional text: blank is null, so a cleared field is stored as "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'v.too_long')
    .nullable()
    .default(null)
    .transform((s) => (s === '' ? null : s));

/** A phone with area code, as typed: `(11) 3333-4444` or `11 98888-7777`. */
export const businessPhoneSchema = z
  .string()
  .max(30, 'v.phone.full')
  .transform((s) => s.replace(/\D/g, ''))
  .pipe(z.string().regex(/^\d{10,11}$/, 'v.phone.full'));

export const businessDetailsInputSchema = z.object({
  /** Nome fantasia: what customers know the business by (the Pix card's heading). */
  tradeName: optionalText(60),
  /** Razão social (or the owner's full name with a CPF): the boleto's beneficiary. */
  legalName: z.string().trim().min(1, 'v.required').max(100, 'v.too_long'),
  /** CNPJ or CPF, check digits validated; stored normalized. */
  document: documentSchema,
  address: addressSchema,
  /**
   * The account's branch (agência), printed before the account in the boleto's
   * "Agência/Código do beneficiário": the service names only the account.
   */
  branch: z
    .string()
    .trim()
    .regex(/^\d{1,5}(-[\dX])?$/i, 'v.branch')
    .transform((s) => s.toUpperCase())
    .nullable()
    .default(null),
  phone: businessPhoneSchema.nullable().default(null),
  email: z.email('v.email').max(100, 'v.too_long').nullable().default(null),
  logo: logoSchema.nullable().default(null),
});
export type BusinessDetailsInput = z.input<typeof businessDetailsInputSchema>;
export type BusinessDetailsParsed = z.output<typeof businessDetailsInputSchema>;

/** What is stored and read back: the input as normalized (document and CEP digits only). */
export const businessDetailsSchema = z.object({
  tradeName: z.string().nullable(),
  legalName: z.string(),
  document: z.string(),
  address: z.object({
    zipCode: z.string(),
    publicPlace: z.string(),
    neighborhood: z.string(),
    number: z.string(),
    complement: z.string().optional(),
    city: z.string(),
    state: z.string(),
  }),
  branch: z.string().nullable().default(null),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
