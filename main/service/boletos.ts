import { AppFailure } from '../../preload/contract/errors.ts';
import { listQueryToFormPath } from './mapping/boleto-mapping.ts';
import {
  boletoRecordSchema,
  simulateBoletoPaymentResultSchema,
  type BoletoPaymentSource,
  type BoletoRecord,
  type SimulateBoletoPaymentResult,
} from '../domain/wire/boletos.ts';
import type { ServiceClient } from './http-client.ts';

/** The boleto endpoints of the service (spec 4.3, 4.4, 4.11–4.13). */

export const CHARGES = '/baas/v1/charges';

export function chargePath(id: string): string {
  return `${CHARGES}/${encodeURIComponent(id)}`;
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

/**
 * An item of the list this client cannot read as a boleto (a field missing or of another
 * type). It is kept, flagged, instead of failing the page: its correlationId when it has a
 * readable one, the first field that failed, and the item as it came.
 */
export interface UnreadableBoleto {
  correlationId: string | null;
  field: string;
  record: unknown;
}

/** One page of boletos; `totalItems` when the service says it. */
export interface BoletoPage {
  items: BoletoRecord[];
  /** Items of the page that could not be read, in their order; empty when all could. */
  unreadable: UnreadableBoleto[];
  hasMore: boolean;
  totalItems?: number;
}

const ITEM_ARRAY_NAMES = ['items', 'data', 'content', 'charges'] as const;

/**
 * Reads a list answer whatever its wrapper (spec 4.4 does not show it): a bare array — what
 * the operator's SDK reads (`ChargesService::getCharges`) — or an object with the records
 * under items/data/content/charges and, if present, hasNext, totalPages or totalItems saying
 * whether another page exists. With no such hint, a full page may be followed by another and
 * a shorter one is the last. An item that is not a readable boleto is set apart, flagged,
 * and still counts as one of the page's items for paging.
 */
export function readBoletoPage(body: unknown, page: number, limit: number): BoletoPage {
  const wrapper =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  const rawItems: unknown[] | undefined = Array.isArray(body)
    ? body
    : ITEM_ARRAY_NAMES.map((name) => wrapper?.[name]).find(Array.isArray);
  if (!rawItems) {
    throw new AppFailure('internal', 'Unexpected answer from the service: no list of boletos', {
      key: 'error.service_response',
      params: { path: CHARGES },
    });
  }
  const items: BoletoRecord[] = [];
  const unreadable: UnreadableBoleto[] = [];
  for (const raw of rawItems) {
    const parsed = boletoRecordSchema.safeParse(raw);
    if (parsed.success) {
      items.push(parsed.data);
      continue;
    }
    const id = (raw as { correlationId?: unknown } | null)?.correlationId;
    unreadable.push({
      correlationId: typeof id === 'string' && id !== '' ? id : null,
      field: parsed.error.issues[0]?.path.join('.') ?? '',
      record: raw,
    });
  }
  const number = (name: string) =>
    typeof wrapper?.[name] === 'number' ? (wrapper[name] as number) : undefined;
  const totalItems = number('totalItems');
  const totalPages = number('totalPages');
  let hasMore: boolean;
  if (typeof wrapper?.['hasNext'] === 'boolean') hasMore = wrapper['hasNext'];
  else if (totalPages !== undefined) hasMore = page < totalPages;
  else if (totalItems !== undefined) hasMore = page * limit < totalItems;
  // With no hint, a full page may be followed by another; an empty next page ends the loop.
  else hasMore = rawItems.length === limit;
  const read = { items, unreadable, hasMore };
  return totalItems === undefined ? read : { ...read, totalItems };
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
