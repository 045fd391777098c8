import { centsToReais } from '../../domain/money.ts';
import { BILL_PAYMENTS, billPaymentSchema } from '../../domain/wire/bill-payments.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/wire/payments.ts';
import { boletoPaymentOf, type BoletoPayment, type PayBoletoInput } from '../bill-payments.ts';
import type { ServiceClient } from '../http-client.ts';

/**
 * `POST /baas/api/v1/bill-payments` with the payment's `IdempotencyKey` (the SDK's
 * `ChargesService::makePayment`, `MakePaymentRequest`): one request, no retries. The same key and
 * body sent again are answered with the first payment. The boleto goes by its bar code, the
 * SDK's `barCode` (it sends `digitableLine` instead, or both, when those are what it was given).
 */
export async function payBoleto(
  client: ServiceClient,
  input: PayBoletoInput,
): Promise<BoletoPayment> {
  const { value } = await client.request({
    method: 'POST',
    path: BILL_PAYMENTS,
    body: { amount: centsToReais(input.amountCents), barCode: input.barCode },
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: billPaymentSchema,
  });
  return boletoPaymentOf(value);
}
