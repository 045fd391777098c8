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
import { DUE_DATE, IMMEDIATE } from '../pix.ts';

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
