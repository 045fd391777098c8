import { simulationWireToFormPath } from './mapping/pix-mapping.ts';
import {
  dueDateQrCodeSchema,
  immediateQrCodeSchema,
  pixChargeSchema,
  sandboxPixPaymentResultSchema,
  sandboxQrCodesSchema,
  type DueDateQrCode,
  type ImmediateQrCode,
  type PixCharge,
  type SandboxPixPaymentRequest,
  type SandboxPixPaymentResult,
  type SandboxQrCodes,
} from '../domain/wire/pix.ts';
import type { ServiceClient } from './http-client.ts';

/** The Pix receipt endpoints of the service (spec 4.5–4.8) and the local sandbox's payer. */

export const IMMEDIATE = '/baas/api/v2/pix/qrcode/dynamic';
export const DUE_DATE = '/baas/api/v2/pix/qrcode/due-date';
const CHARGES = '/v1/pix/charges';

/**
 * Assumption: where a code is cancelled (spec: not shown; the operator's SDK,
 * `QrCodeService::cancelImmediateQrCode` / `cancelDueDateQrCode`). Both sit under `dynamic/`,
 * the due-date one too, as the SDK writes them.
 */
export function immediateCancelPath(correlationId: string): string {
  return `${IMMEDIATE}/immediate-payment/${encodeURIComponent(correlationId)}/cancel`;
}
export function dueDateCancelPath(correlationId: string): string {
  return `${IMMEDIATE}/due-date/${encodeURIComponent(correlationId)}/cancel`;
}
/** The local sandbox only: not part of the service's interface. */
const SANDBOX_PAY = '/_sandbox/pix/pay';
const SANDBOX_QR_CODES = '/_sandbox/pix/qrcodes';

/**
 * `GET /baas/api/v2/pix/qrcode/due-date/{id}` (spec 4.7): by correlationId or transactionId,
 * with the payment once paid. Unknown → `not_found`.
 */
export async function getDueDateQrCode(client: ServiceClient, id: string): Promise<DueDateQrCode> {
  const { value } = await client.request({
    method: 'GET',
    path: `${DUE_DATE}/${encodeURIComponent(id)}`,
    schema: dueDateQrCodeSchema,
  });
  return value;
}

/**
 * `GET /baas/api/v2/pix/qrcode/dynamic/{id}`: an immediate code by its correlationId, with its
 * status. Assumption (the spec does not show it; the operator's SDK does,
 * `QrCodeService::getImmediateQrCode`, answering `GetQrCodeResponse`): the record as the
 * create answered it (2.2), its status moved. Used to read back a cancel. Unknown →
 * `not_found`.
 */
export async function getImmediateQrCode(
  client: ServiceClient,
  id: string,
): Promise<ImmediateQrCode> {
  const { value } = await client.request({
    method: 'GET',
    path: `${IMMEDIATE}/${encodeURIComponent(id)}`,
    schema: immediateQrCodeSchema,
  });
  return value;
}

/**
 * `GET /v1/pix/charges/{charge_id}` (spec 4.5, behind mutual TLS): the charge view of a
 * dynamic code. Assumption: the charge id is the code's transactionId. How an
 * immediate code learns it was paid or expired.
 */
export async function getPixCharge(client: ServiceClient, chargeId: string): Promise<PixCharge> {
  const { value } = await client.request({
    method: 'GET',
    path: `${CHARGES}/${encodeURIComponent(chargeId)}`,
    schema: pixChargeSchema,
  });
  return value;
}

/**
 * `POST /_sandbox/pix/pay` — the local sandbox only: pays a code as a payer's bank would. 422
 * (`rejected`) with the reason when the code is not payable or the amount is not the one due.
 */
export async function simulatePixPayment(
  client: ServiceClient,
  request: SandboxPixPaymentRequest,
): Promise<SandboxPixPaymentResult> {
  const { value } = await client.request({
    method: 'POST',
    path: SANDBOX_PAY,
    body: request,
    schema: sandboxPixPaymentResultSchema,
    fieldPaths: simulationWireToFormPath,
  });
  return value;
}

/**
 * `GET /_sandbox/pix/qrcodes` — the local sandbox only: every QR code of the account, the
 * codes this app did not create included (the demo codes); the service itself lists none.
 */
export async function listSandboxQrCodes(client: ServiceClient): Promise<SandboxQrCodes> {
  const { value } = await client.request({
    method: 'GET',
    path: SANDBOX_QR_CODES,
    schema: sandboxQrCodesSchema,
  });
  return value;
}

// ---------------------------------------------------------------------------------------------
// Due-date create with reconciliation
