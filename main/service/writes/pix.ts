import {
  dueDateQrCodeSchema,
  immediateQrCodeSchema,
  type CreateDueDateQrCodeRequest,
  type CreateImmediateQrCodeRequest,
  type DueDateQrCode,
  type ImmediateQrCode,
} from '../../domain/wire/pix.ts';
import type { ServiceClient } from '../http-client.ts';
import { postCreate } from './create.ts';
import { dueDateWireToFormPath, immediateWireToFormPath } from '../mapping/pix-mapping.ts';
import { DUE_DATE, IMMEDIATE, dueDateCancelPath, immediateCancelPath } from '../pix.ts';

/** The Pix QR code creates (spec 4.6, 4.8): one request each, no retries. */

/**
 * `POST /baas/api/v2/pix/qrcode/dynamic` (spec 4.8). Assumption: an immediate code cannot be
 * read back by its correlationId (the spec shows no such read; the only one,
 * `/v1/pix/charges/{id}`, needs the transactionId the lost answer carried).
 */
export async function createImmediateQrCode(
  client: ServiceClient,
  request: CreateImmediateQrCodeRequest,
): Promise<ImmediateQrCode> {
  return postCreate(client, IMMEDIATE, request, immediateQrCodeSchema, immediateWireToFormPath);
}

/** `POST /baas/api/v2/pix/qrcode/due-date` (spec 4.6); read back by correlationId (4.7). */
export async function createDueDateQrCode(
  client: ServiceClient,
  request: CreateDueDateQrCodeRequest,
): Promise<DueDateQrCode> {
  return postCreate(client, DUE_DATE, request, dueDateQrCodeSchema, dueDateWireToFormPath);
}

/**
 * `PATCH /baas/api/v2/pix/qrcode/dynamic/immediate-payment/{correlationId}/cancel` and
 * `PATCH /baas/api/v2/pix/qrcode/dynamic/due-date/{correlationId}/cancel`: cancels a code.
 * Assumption (the spec does not show them; the operator's SDK does,
 * `QrCodeService::cancelImmediateQrCode` / `cancelDueDateQrCode`): no body, the code's
 * correlationId in the path, a 2xx whose body is not read (the SDK reads it as "mixed"); the
 * descriptor reads the code back to learn what the bank holds.
 */
export async function cancelQrCode(
  client: ServiceClient,
  kind: 'immediate' | 'due-date',
  correlationId: string,
): Promise<void> {
  await client.request({
    method: 'PATCH',
    path:
      kind === 'immediate' ? immediateCancelPath(correlationId) : dueDateCancelPath(correlationId),
    expect: 'empty',
  });
}
