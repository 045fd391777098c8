import { z } from 'zod';
import { guidSchema } from './common.ts';
import { pixAmountSchema } from './pix.ts';

/**
 * A counter QR registered with the bank: a static Pix code the bank issues and lists the
 * payments of. Not in service-spec.md; the operator's SDK shows the routes
 * (`src/QrCode/Services/QrCodeService.php`, `createStaticQrCode`, `getStaticQrCode`,
 * `getStaticQrCodePayments`, `cancelStaticQrCode`) and the shapes (README, "Assumptions").
 */

/** The longest Pix key (the Banco Central's limit). */
export const STATIC_QR_KEY_MAX = 77;
/** The receiver's name as a code carries it (field 59). */
export const STATIC_QR_BENEFICIARY_NAME_MAX = 25;
/**
 * The longest `additionalInfo`. Assumption: the SDK shows no limit; the code carries the text
 * beside the key in field 26 (99 characters with the Pix identifier and the key), so the
 * sandbox takes at most what the longest room leaves (72) and checks the room of the key sent.
 */
export const STATIC_QR_ADDITIONAL_INFO_MAX = 72;

/**
 * Body of `POST /baas/api/v2/pix/qrcode/static`, as `StaticQrCodeRequest` sends it
 * (`src/QrCode/Requests/StaticQrCodeRequest.php`). Assumption: `pixKey` is required (the SDK
 * leaves it optional; an account with several keys must name the one paid), `amount` left out
 * makes a code whose payer types the amount. `ispbPss` and `address` are the SDK's too and are
 * read and ignored here.
 */
export const createStaticQrCodeRequestSchema = z.object({
  correlationId: guidSchema,
  pixKey: z
    .string()
    .trim()
    .min(1, 'must not be empty.')
    .max(STATIC_QR_KEY_MAX, `must be at most ${STATIC_QR_KEY_MAX} characters.`),
  amount: pixAmountSchema.optional(),
  additionalInfo: z
    .string()
    .max(
      STATIC_QR_ADDITIONAL_INFO_MAX,
      `must be at most ${STATIC_QR_ADDITIONAL_INFO_MAX} characters.`,
    )
    .optional(),
  beneficiaryName: z
    .string()
    .max(
      STATIC_QR_BENEFICIARY_NAME_MAX,
      `must be at most ${STATIC_QR_BENEFICIARY_NAME_MAX} characters.`,
    )
    .optional(),
  /** The SDK's default is `QR_CODE_API`. */
  source: z.string().max(40, 'must be at most 40 characters.').optional(),
  formatResponse: z.enum(['ONLY_PAYLOAD', 'PAYLOAD_AND_QRCODE']).optional(),
  ispbPss: z.string().max(8, 'must be at most 8 characters.').optional(),
});
export type CreateStaticQrCodeRequest = z.infer<typeof createStaticQrCodeRequestSchema>;

/**
 * Statuses of a registered static code. Assumption (the SDK names none): `ACTIVE` until
 * cancelled, then `CANCELLED`; a static code is paid as often as customers come, so it never
 * becomes `CONCLUDED`.
 */
export const STATIC_QR_STATUSES = ['ACTIVE', 'CANCELLED'] as const;
export type StaticQrStatus = (typeof STATIC_QR_STATUSES)[number];

/**
 * A registered static code, as the create answers it (`CreateStaticQrCodeResponse`) and the
 * read answers it (`GetQrCodeResponse`): read leniently, since the two differ. The create has
 * `pixKey` and `additionalInfo` and no status; the read has `status`, `type` and
 * `staticAdditionalInfo`. The key is also in the payload, which both carry.
 */
export const staticQrCodeSchema = z.looseObject({
  transactionId: z.string().min(1),
  correlationId: z.string().min(1),
  amount: z.number().nullable().optional(),
  pixKey: z.string().nullable().optional(),
  additionalInfo: z.unknown().optional(),
  staticAdditionalInfo: z.string().nullable().optional(),
  beneficiaryName: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  createdAt: z.string().nullable().optional(),
  payloadPix: z.string().min(1),
  base64Image: z.string().nullable().optional(),
});
export type StaticQrCode = z.infer<typeof staticQrCodeSchema>;

/** The code's text for the payer, from whichever field the answer carries it in. */
export function staticQrDescriptionOf(record: StaticQrCode): string | null {
  if (typeof record.staticAdditionalInfo === 'string' && record.staticAdditionalInfo !== '') {
    return record.staticAdditionalInfo;
  }
  return typeof record.additionalInfo === 'string' && record.additionalInfo !== ''
    ? record.additionalInfo
    : null;
}

/**
 * One payment of a registered static code (`src/QrCode/Dto/QrCodePaymentDTO.php`): the Pix's
 * end-to-end id, the code's correlationId, the amount in reais and when it was paid. `proof`
 * is the SDK's untyped field (assumption: the payer's name and document).
 */
export const staticQrPaymentSchema = z.looseObject({
  endToEndId: z.string().min(1),
  correlationId: z.string().nullable().optional(),
  amount: z.number(),
  createdAt: z.string(),
  proof: z
    .looseObject({ payerName: z.string().optional(), payerDocument: z.string().optional() })
    .nullable()
    .optional(),
});
export type StaticQrPayment = z.infer<typeof staticQrPaymentSchema>;

/**
 * `GET …/static/{id}/payments`: the SDK reads a list (`RequestHelper::getList`). Read as a bare
 * array, or under `payments` or `items` (a wrapper the SDK would unwrap the same way).
 */
export const staticQrPaymentsSchema = z.union([
  z.array(staticQrPaymentSchema),
  z
    .looseObject({ payments: z.array(staticQrPaymentSchema) })
    .transform((wrapped) => wrapped.payments),
  z.looseObject({ items: z.array(staticQrPaymentSchema) }).transform((wrapped) => wrapped.items),
]);
