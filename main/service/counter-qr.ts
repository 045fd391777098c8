import { centsToReais, reaisToCents } from '../domain/money.ts';
import { sandboxReceivedPixSchema } from '../domain/wire/payments.ts';
import type { ServiceClient } from './http-client.ts';
import { FORM_LEVEL_FIELD } from './response-failure.ts';

/** The local sandbox only: not part of the service's interface. */
const SANDBOX_PAY_STATIC = '/_sandbox/pix/pay-static';

/** Maps the sandbox's 400 paths to the simulate form's: only the amount is typed there. */
function simulateFieldPath(wirePath: string): string {
  return wirePath === '$.amount' ? 'amountCents' : FORM_LEVEL_FIELD;
}

/**
 * `POST /_sandbox/pix/pay-static` — the local sandbox only: a payer pays a counter QR (a static
 * code of one of the account's keys). `amountCents` is what the payer types when the code has
 * none. 404 (`not_found`) when the key is not the account's; 422 (`rejected`) with the reason.
 */
export async function paySandboxStaticCode(
  client: ServiceClient,
  input: {
    payload: string;
    amountCents?: number;
    payer: { name: string; document: string };
  },
): Promise<{ endToEndId: string; amountCents: number; paidAt: string }> {
  const { value } = await client.request({
    method: 'POST',
    path: SANDBOX_PAY_STATIC,
    body: {
      payload: input.payload,
      ...(input.amountCents === undefined ? {} : { amount: centsToReais(input.amountCents) }),
      payer: input.payer,
    },
    schema: sandboxReceivedPixSchema,
    fieldPaths: simulateFieldPath,
  });
  return {
    endToEndId: value.endToEndId,
    amountCents: reaisToCents(value.amount),
    paidAt: value.paidAt,
  };
}
