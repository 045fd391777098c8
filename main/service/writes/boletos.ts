import type { BoletoRecord, CreateBoletoRequest } from '../../domain/wire/boletos.ts';
import { boletoRecordSchema } from '../../domain/wire/boletos.ts';
import { CHARGES, chargePath } from '../boletos.ts';
import type { ServiceClient } from '../http-client.ts';
import { postCreate } from './create.ts';
import { updateWireToFormPath, wireToFormPath } from '../mapping/boleto-mapping.ts';

/**
 * The boleto writes (spec 4.11, 4.12): one request each, no retries. What an answer means,
 * and how an unknown one is settled, is the write pipeline's (`main/app/pipeline/` and the `*.write.ts` descriptors).
 */

/** `POST /baas/v1/charges`. */
export async function createBoleto(
  client: ServiceClient,
  request: CreateBoletoRequest,
): Promise<BoletoRecord> {
  return postCreate(client, CHARGES, request, boletoRecordSchema, wireToFormPath);
}

/** `PATCH /baas/v1/charges/{correlationId}` with the new due date; 200 with an empty body. */
export async function updateBoletoDueDate(
  client: ServiceClient,
  correlationId: string,
  dueDate: string,
): Promise<void> {
  await client.request({
    method: 'PATCH',
    path: chargePath(correlationId),
    body: { dueDate },
    expect: 'empty',
    fieldPaths: updateWireToFormPath,
  });
}

/**
 * `POST /baas/v1/charges/{correlationId}/void`: cancels the boleto. Assumption (the spec does
 * not show it; the operator's SDK does, `ChargesService::voidCharge`): no body; 200 with an
 * empty body on success, a problem (404, 4xx) otherwise. The body is not read: the descriptor
 * reads the boleto back to learn what the bank holds.
 */
export async function voidBoleto(client: ServiceClient, correlationId: string): Promise<void> {
  await client.request({
    method: 'POST',
    path: `${chargePath(correlationId)}/void`,
    expect: 'empty',
  });
}
