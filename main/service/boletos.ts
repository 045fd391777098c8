import { z } from 'zod';
import { AppFailure } from '../../preload/contract/errors.ts';
import {
  listQueryToFormPath,
  updateWireToFormPath,
  wireToFormPath,
} from '../domain/wire/boleto-mapping.ts';
import {
  boletoRecordSchema,
  simulateBoletoPaymentResultSchema,
  type BoletoPaymentSource,
  type BoletoRecord,
  type CreateBoletoRequest,
  type SimulateBoletoPaymentResult,
} from '../domain/wire/boletos.ts';
import { reaisToCents } from '../domain/money.ts';
import { outcomeIsUnknown } from './delivery.ts';
import type { ServiceClient } from './http-client.ts';

/** The boleto endpoints of the service (spec 4.3, 4.4, 4.11–4.13). */

const CHARGES = '/baas/v1/charges';

function chargePath(id: string): string {
  return `${CHARGES}/${encodeURIComponent(id)}`;
}

/** `POST /baas/v1/charges` once. Prefer `createBoletoReconciled`, which settles unknown outcomes. */
export async function createBoleto(
  client: ServiceClient,
  request: CreateBoletoRequest,
): Promise<BoletoRecord> {
  const { value } = await client.request({
    method: 'POST',
    path: CHARGES,
    body: request,
    schema: boletoRecordSchema,
    fieldPaths: (wirePath) => wireToFormPath(wirePath, request),
  });
  return value;
}

/** `GET /baas/v1/charges/{correlationId}`; a missing boleto throws `not_found`. */
export async function getBoleto(
  client: ServiceClient,
  correlationId: string,
): Promise<BoletoRecord> {
  const { value } = await client.request({
    method: 'GET',
    path: chargePath(correlationId),
    schema: boletoRecordSchema,
  });
  return value;
}

/** Query of one list page. Dates are `YYYY-MM-DD`, at most one year apart (spec 4.4). */
export interface ListBoletosParams {
  startDate: string;
  endDate: string;
  /** From 1. Default 1. */
  page?: number;
  /** At most 100. Default 100. */
  limit?: number;
}

/** One page of boletos; `totalItems` when the service says it. */
export interface BoletoPage {
  items: BoletoRecord[];
  hasMore: boolean;
  totalItems?: number;
}

const ITEM_ARRAY_NAMES = ['items', 'data', 'content', 'charges'] as const;

/**
 * Reads a list answer whatever its wrapper (the spec does not show it): a bare array, or an
 * object with the records under items/data/content/charges and, if present, hasNext,
 * totalPages or totalItems saying whether another page exists.
 */
export function readBoletoPage(body: unknown, page: number, limit: number): BoletoPage {
  const wrapper =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  const rawItems = Array.isArray(body)
    ? body
    : ITEM_ARRAY_NAMES.map((name) => wrapper?.[name]).find(Array.isArray);
  if (!rawItems) {
    throw new AppFailure('internal', 'Unexpected answer from the service: no list of boletos', {
      key: 'error.service_response',
      params: { path: CHARGES },
    });
  }
  const parsed = z.array(boletoRecordSchema).safeParse(rawItems);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppFailure('internal', `Unexpected answer from the service: item field "${where}"`, {
      key: 'error.service_response',
      params: { path: CHARGES },
    });
  }
  const items = parsed.data;
  const number = (name: string) =>
    typeof wrapper?.[name] === 'number' ? (wrapper[name] as number) : undefined;
  const totalItems = number('totalItems');
  const totalPages = number('totalPages');
  let hasMore: boolean;
  if (typeof wrapper?.['hasNext'] === 'boolean') hasMore = wrapper['hasNext'];
  else if (totalPages !== undefined) hasMore = page < totalPages;
  else if (totalItems !== undefined) hasMore = page * limit < totalItems;
  // With no hint, a full page may be followed by another; an empty next page ends the loop.
  else hasMore = items.length === limit;
  return totalItems === undefined ? { items, hasMore } : { items, hasMore, totalItems };
}

/** `GET /baas/v1/charges?startDate&endDate&page&limit`: one page of boletos. */
export async function listBoletos(
  client: ServiceClient,
  params: ListBoletosParams,
): Promise<BoletoPage> {
  const page = params.page ?? 1;
  const limit = params.limit ?? 100;
  const { value } = await client.request<unknown>({
    method: 'GET',
    path: CHARGES,
    query: { startDate: params.startDate, endDate: params.endDate, page, limit },
    fieldPaths: listQueryToFormPath,
  });
  return readBoletoPage(value, page, limit);
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
 * `POST /baas/v1/charges/{id}/simulate-conclude` (sandbox only): `id` is the digitable line
 * or bar code for `BANKSLIP`, the correlationId for `PIX`. Answered with 202.
 */
export async function simulateBoletoPayment(
  client: ServiceClient,
  id: string,
  type: BoletoPaymentSource,
): Promise<SimulateBoletoPaymentResult> {
  const { value } = await client.request({
    method: 'POST',
    path: `${chargePath(id)}/simulate-conclude`,
    body: { type },
    schema: simulateBoletoPaymentResultSchema,
  });
  return value;
}

// ---------------------------------------------------------------------------------------------
// Create with reconciliation

function unknownOutcome(correlationId: string): AppFailure {
  return new AppFailure(
    'unknown_outcome',
    'The boleto may or may not have been created; it will be checked again.',
    {
      key: 'error.unknown_outcome',
      params: { correlationId },
    },
  );
}

/**
 * A record found under our correlationId must be the boleto we asked for: a different one
 * means the identifier was reused, and taking it as ours would show the wrong amount.
 */
function assertSameBoleto(record: BoletoRecord, request: CreateBoletoRequest): BoletoRecord {
  const same =
    record.type === request.type &&
    record.yourNumber === request.yourNumber &&
    reaisToCents(record.amount) === reaisToCents(request.Amount);
  if (!same) {
    throw new AppFailure('conflict', 'Another boleto already uses this correlationId.', {
      key: 'error.boleto.correlation_reused',
      params: { correlationId: request.correlationId },
    });
  }
  return record;
}

/** Reads back by correlationId: the record, `null` when the service says 404, else throws. */
async function readBack(
  client: ServiceClient,
  request: CreateBoletoRequest,
): Promise<BoletoRecord | null> {
  try {
    return assertSameBoleto(await getBoleto(client, request.correlationId), request);
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
 * Creates a boleto and settles an unknown outcome (money-safety rule): after a timeout, a
 * connection lost after sending or a 5xx, it reads back by correlationId — found → that
 * record; 404 → the create did not happen, so the SAME request is sent once more; a 409 on
 * our correlationId means an earlier attempt created it → read back. Still unsettled →
 * `unknown_outcome` (the outbox keeps the intent and checks later). A different request is
 * never sent.
 */
export async function createBoletoReconciled(
  client: ServiceClient,
  request: CreateBoletoRequest,
): Promise<BoletoRecord> {
  try {
    return await createBoleto(client, request);
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
    return await createBoleto(client, request);
  } catch (failure) {
    if (!isConflict(failure) && !outcomeIsUnknown(failure)) throw failure;
  }
  // One last look: the resend may have created it, or a 409 says an attempt did.
  const settled = await readBack(client, request);
  if (settled) return settled;
  throw unknownOutcome(request.correlationId);
}
