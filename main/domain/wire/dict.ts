import { z } from 'zod';
import { lenient } from './common.ts';
import { pixKeyKind, SDK_TRANSFER_FIELDS } from './payments.ts';
import { pixAmountSchema } from './pix.ts';

/**
 * Wire shapes of paying a Pix key through the operator's v2 routes (the spec shows neither;
 * both are taken from its public PHP SDK, `DelbankDev/php-sdk`):
 *
 * - `POST /baas/api/v2/pix/dict/payment-initialization` (`PixService::paymentInitialization`,
 *   `PaymentInitializationRequest`, `PaymentInitializationResponse`): the key's receiver, a
 *   single-use `endToEndId` and `keyBelongsHolder`.
 * - `POST /baas/api/v2/transfers` with that `endToEndId` (`TransfersService::createTransfer`,
 *   `CreateTransferRequest`) and an `IdempotencyKey`: the same route as the payment of a
 *   decoded QR code, answered with the same record (`qrPaymentSchema`).
 *
 * The app's service client parses answers with these; the local sandbox parses requests.
 */

/** Assumption: how a payment to a key names its initiation (Pix's own word for it, "DICT"). */
export const DICT_INITIATION_TYPE = 'DICT';

/**
 * Assumption: how long a lookup's `endToEndId` may be paid (the SDK does not say). The app
 * forgets a lookup after this, and the sandbox refuses to pay one older.
 */
export const DICT_LOOKUP_VALID_MS = 15 * 60_000;

const keySchema = z
  .string()
  .min(1, 'must not be empty.')
  .max(77, 'must be at most 77 characters.')
  .refine(
    (key) => pixKeyKind(key) !== null,
    'must be a Pix key: a CPF or CNPJ with valid check digits (digits only), an e-mail, a phone as +55 and 10 or 11 digits, or a random key (UUID).',
  );

/** What the SDK sends: the key (its request class also holds `holderDocument`, never sent). */
export const dictPaymentInitializationRequestSchema = z.object({ key: keySchema });
export type DictPaymentInitializationRequest = z.infer<
  typeof dictPaymentInitializationRequestSchema
>;

/**
 * The key's receiver. The SDK reads `beneficiary` as an array with no fields; assumption: the
 * decode's beneficiary (2.1) — account, participant, holder. Read leniently: only the holder's
 * name is needed (without it nobody can be shown, and the lookup is refused).
 */
const dictBeneficiarySchema = z.looseObject({
  number: lenient(z.string()),
  branch: lenient(z.string()),
  type: lenient(z.string()),
  participant: lenient(
    z.looseObject({ name: lenient(z.string()), ispb: lenient(z.string()) }).nullable(),
  ),
  holder: z.looseObject({
    name: z.string().trim().min(1),
    document: lenient(z.string()),
    type: lenient(z.string()),
  }),
});

/**
 * The answer, as `PixService::paymentInitialization` reads it: `endToEndId`, `key`,
 * `beneficiary`, `keyBelongsHolder`. A read: an answer that cannot be read is asked again.
 */
export const dictPaymentInitializationSchema = z.looseObject({
  endToEndId: z.string().min(1),
  key: lenient(z.string()),
  beneficiary: dictBeneficiarySchema,
  keyBelongsHolder: lenient(z.boolean()),
});
export type DictPaymentInitialization = z.infer<typeof dictPaymentInitializationSchema>;

/** The sandbox's answer, every field set (what its `sdk` and `legacy` shapes both send). */
export interface DictPaymentInitializationAnswer {
  endToEndId: string;
  key: string;
  keyBelongsHolder: boolean;
  beneficiary: {
    number: string;
    branch: string;
    type: string;
    participant: { name: string; ispb: string };
    holder: { name: string; document: string; type: 'NATURAL' | 'LEGAL' };
  };
}

/** Paying a key's lookup: the short request (the sandbox's `legacy` shapes read only this). */
export const dictTransferRequestSchema = z.object({
  amount: pixAmountSchema,
  description: z.string().max(140, 'must be at most 140 characters.').optional(),
  type: z.literal('Pix', 'must be Pix.'),
  endToEndId: z.string().min(1, 'must not be empty.').max(64, 'must be at most 64 characters.'),
  initiationType: z.literal(DICT_INITIATION_TYPE, `must be ${DICT_INITIATION_TYPE}.`),
});
export type DictTransferRequest = z.infer<typeof dictTransferRequestSchema>;

/** The same request with the SDK's other fields (`CreateTransferRequest`), as `sdk` reads it. */
export const sdkDictTransferRequestSchema = dictTransferRequestSchema.extend(SDK_TRANSFER_FIELDS);
export type SdkDictTransferRequest = z.infer<typeof sdkDictTransferRequestSchema>;
