import { AppFailure } from '../../preload/contract/errors.ts';
import { reaisToCents } from '../domain/money.ts';
import {
  dueDateWireToFormPath,
  immediateWireToFormPath,
  simulationWireToFormPath,
} from '../domain/wire/pix-mapping.ts';
import {
  dueDateQrCodeSchema,
  immediateQrCodeSchema,
  pixChargeSchema,
  sandboxPixPaymentResultSchema,
  type CreateDueDateQrCodeRequest,
  type CreateImmediateQrCodeRequest,
  type DueDateQrCode,
  type ImmediateQrCode,
  type PixCharge,
  type SandboxPixPaymentRequest,
  type SandboxPixPaymentResult,
} from '../domain/wire/pix.ts';
import { outcomeIsUnknown } from './delivery.ts';
import type { ServiceClient } from './http-client.ts';

/** The Pix receipt endpoints of the service (spec 4.5–4.8) and the local sandbox's payer. */

const IMMEDIATE = '/baas/api/v2/pix/qrcode/dynamic';
const DUE_DATE = '/baas/api/v2/pix/qrcode/due-date';
const CHARGES = '/v1/pix/charges';
/** The local sandbox only: not part of the service's interface. */
const SANDBOX_PAY = '/_sandbox/pix/pay';

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

// ---------------------------------------------------------------------------------------------
// Due-date create with reconciliation

function unknownOutcome(correlationId: string): AppFailure {
  return new AppFailure(
    'unknown_outcome',
    'The Pix QR code may or may not have been created; it will be checked again.',
    { key: 'error.pix.unknown_outcome', params: { correlationId } },
  );
}

/**
 * A code found under our correlationId must be the one we asked for (same original amount and
 * due date; the payer's document comes back masked): a different one means the identifier
 * was reused, and taking it as ours would show the wrong amount.
 */
function assertSameCode(record: DueDateQrCode, request: CreateDueDateQrCodeRequest): DueDateQrCode {
  const same =
    record.correlationId === request.correlationId &&
    record.dueDate.slice(0, 10) === request.dueDate &&
    reaisToCents(record.originalAmount) === reaisToCents(request.amount);
  if (!same) {
    throw new AppFailure('conflict', 'Another Pix QR code already uses this correlationId.', {
      key: 'error.pix.correlation_reused',
      params: { correlationId: request.correlationId },
    });
  }
  return record;
}

/** Reads back by correlationId: the code, `null` when the service says 404, else throws. */
async function readBack(
  client: ServiceClient,
  request: CreateDueDateQrCodeRequest,
): Promise<DueDateQrCode | null> {
  try {
    return assertSameCode(await getDueDateQrCode(client, request.correlationId), request);
  } catch (failure) {
    if (failure instanceof AppFailure && failure.error.code === 'not_found') return null;
    if (failure instanceof AppFailure && failure.error.code === 'conflict') throw failure;
    // The read itself failed (offline, timeout): the create is still unsettled.
    throw unknownOutcome(request.correlationId);
  }
}

function isConflict(failure: unknown): boolean {
  return failure instanceof AppFailure && failure.error.code === 'conflict';
}

/**
 * Creates a due-date code and settles an unknown outcome (money-safety rule), the way boletos
 * are: after a timeout, a connection lost after sending or a 5xx, it reads back by
 * correlationId (spec 4.7 accepts it) — found → that code; 404 → the create did not happen,
 * so the SAME request is sent once more; a 409 on our correlationId means an earlier attempt
 * created it → read back. Still unsettled → `unknown_outcome` (`error.pix.unknown_outcome`);
 * the outbox keeps the intent. A different request is never sent.
 */
export async function createDueDateQrCodeReconciled(
  client: ServiceClient,
  request: CreateDueDateQrCodeRequest,
): Promise<DueDateQrCode> {
  try {
    return await createDueDateQrCode(client, request);
  } catch (failure) {
    if (isConflict(failure)) {
      const existing = await readBack(client, request);
      if (existing) return existing;
      throw failure;
    }
    if (!outcomeIsUnknown(failure)) throw failure;
  }

  const found = await readBack(client, request);
  if (found) return found;

  try {
    return await createDueDateQrCode(client, request);
  } catch (failure) {
    if (!isConflict(failure) && !outcomeIsUnknown(failure)) throw failure;
  }
  // One last look: the resend may have created it, or a 409 says an attempt did.
  const settled = await readBack(client, request);
  if (settled) return settled;
  throw unknownOutcome(request.correlationId);
}
