/**
 * Which answer shapes the sandbox serves where the service's spec is silent. `sdk` (the
 * default) follows the operator's public PHP SDK wherever it shows a shape; `legacy` serves
 * the shapes this sandbox answered before, so a client is tested against both readings.
 *
 * - Boleto list (4.4): `sdk` a bare JSON array; `legacy` `{ items, page, limit, totalItems,
 *   totalPages }`.
 * - A due-date code's payment (4.7): `sdk` `payments`, an array (empty until paid); `legacy`
 *   one `payment` object once paid.
 * - Decoding a due-date code (4.1): `sdk` adds the due date and the parts of the amount
 *   (rebate, discount, fine, `feesAmount`), `paymentDeadline`, payer, revision, createdAt.
 * - Paying a decoded code (`/baas/api/v2/transfers`): `sdk` reads saveFavorite, transferAt,
 *   tags, splitInstructions and externalId, and answers type, transactionNsu, externalId,
 *   updatedAt, error, payer and beneficiary; `legacy` drops the first and sends none of these.
 * - E-mail and phone Pix keys (4.14): `sdk` `x-auth-id` / `x-auth-code`; `legacy`
 *   `x-validation-id` / `x-validation-code`.
 * - `expiresIn` of an immediate code (4.8): `sdk` a number or a string of digits; `legacy` a
 *   number only.
 *
 * The README's "Shapes where the spec is silent" names the SDK file and class of each.
 */
export const SANDBOX_SHAPES = ['sdk', 'legacy'] as const;
export type SandboxShapes = (typeof SANDBOX_SHAPES)[number];

export const DEFAULT_SANDBOX_SHAPES: SandboxShapes = 'sdk';

export function isSandboxShapes(value: string): value is SandboxShapes {
  return (SANDBOX_SHAPES as readonly string[]).includes(value);
}
