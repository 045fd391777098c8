import { AppFailure } from '../../preload/contract/errors.ts';
import { reaisToCents } from '../domain/money.ts';
import {
  dueDateWireToFormPath,
  immediateWireToFormPath,
  simulationWireToFormPath,
} from './mapping/pix-mapping.ts';
import {
  dueDateQrCodeSchema,
  immediateQrCodeSchema,
  pixChargeSchema,
  sandboxPixPaymentResultSchema,
  sandboxQrCodesSchema,
  type CreateDueDateQrCodeRequest,
  type CreateImmediateQrCodeRequest,
  type DueDateQrCode,
  type ImmediateQrCode,
  type PixCharge,
  type SandboxPixPaymentRequest,
  type SandboxPixPaymentResult,
  type SandboxQrCodes,
} from '../domain/wire/pix.ts';
import { outcomeIsUnknown } from './delivery.ts';
import type { ServiceClient } from './http-client.ts';
import { createReconciled } from './reconciled-create.ts';

/** The Pix receipt endpoints of the service (spec 4.5–4.8) and the local sandbox's payer. */

const IMMEDIATE = '/baas/api/v2/pix/qrcode/dynamic';
const DUE_DATE = '/baas/api/v2/pix/qrcode/due-date';
const CHARGES = '/v1/pix/charges';
/** The local sandbox only: not part of the service's interface. */
const SANDBOX_PAY = '/_sandbox/pix/pay';
const SANDBOX_QR_CODES = '/_sandbox/pix/qrcodes';

/**
 * `POST /baas/api/v2/pix/qrcode/dynamic` (spec 4.8), once. Assumption: an immediate code
 * cannot be read back by its correlationId (the spec shows no such read; the only one,
 * `/v1/pix/charges/{id}`, needs the transactionId the lost answer carried), so an unknown outcome cannot be settled and is never re-sent: it
 * throws `unknown_outcome` (`error.pix.unknown_outcome_immediate`). Nobody was shown such a
 * code, so no money can reach it.
 */
export async function createImmediateQrCode(
  client: ServiceClient,
  request: CreateImmediateQrCodeRequest,
): Promise<ImmediateQrCode> {
  try {
    const { value } = await client.request({
      method: 'POST',
      path: IMMEDIATE,
      body: request,
      schema: immediateQrCodeSchema,
      fieldPaths: (wirePath) => immediateWireToFormPath(wirePath, request),
    });
    return value;
  } catch (failure) {
    if (!outcomeIsUnknown(failure)) throw failure;
    throw new AppFailure(
      'unknown_outcome',
      'The Pix QR code may or may not have been created, and it cannot be read back.',
      {
        key: 'error.pix.unknown_outcome_immediate',
        params: { correlationId: request.correlationId },
      },
    );
  }
}

/**
 * `POST /baas/api/v2/pix/qrcode/due-date` (spec 4.6) once. Prefer
 * `createDueDateQrCodeReconciled`, which settles unknown outcomes.
 */
export async function createDueDateQrCode(
  client: ServiceClient,
  request: CreateDueDateQrCodeRequest,
): Promise<DueDateQrCode> {
  const { value } = await client.request({
    method: 'POST',
    path: DUE_DATE,
    body: request,
    schema: dueDateQrCodeSchema,
    fieldPaths: (wirePath) => dueDateWireToFormPath(wirePath, request),
  });
  return value;
}

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

/**
 * Creates a due-date code and settles an unknown outcome the way boletos are
 * (`createReconciled`), reading back by correlationId (spec 4.7 accepts it). A code found
 * there must be the one we asked for (same original amount and due date; the payer's document
 * comes back masked), else `conflict` (`error.pix.correlation_reused`); still unsettled →
 * `unknown_outcome` (`error.pix.unknown_outcome`).
 */
export function createDueDateQrCodeReconciled(
  client: ServiceClient,
  request: CreateDueDateQrCodeRequest,
): Promise<DueDateQrCode> {
  return createReconciled({
    correlationId: request.correlationId,
    create: () => createDueDateQrCode(client, request),
    readBack: () => getDueDateQrCode(client, request.correlationId),
    isSameRecord: (record) =>
      record.correlationId === request.correlationId &&
      record.dueDate.slice(0, 10) === request.dueDate &&
      reaisToCents(record.originalAmount) === reaisToCents(request.amount),
    noun: 'Pix QR code',
    conflictKey: 'error.pix.correlation_reused',
    unknownOutcomeKey: 'error.pix.unknown_outcome',
  });
}
