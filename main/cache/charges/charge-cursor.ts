import { AppFailure } from '../../../preload/contract/errors.ts';
import type { SortDirection } from '../boletos/boleto-cursor.ts';

/** A sort the charges list supports (contract `chargeListInputSchema`). */
export type ChargeSortKey = 'createdAt' | 'dueDate' | 'amount';

/**
 * Where a page ended: the last row's sort value and its row id (the tie-breaker). `value` is
 * null for a due-date sort past the last dated row: the rows without a due date (immediate
 * codes) come last, in id order.
 */
export interface ChargeCursor {
  key: ChargeSortKey;
  direction: SortDirection;
  value: string | number | null;
  rowId: number;
}

/** Opaque to the renderer: base64url of a small JSON object. */
export function encodeChargeCursor(cursor: ChargeCursor): string {
  const body = { k: cursor.key, d: cursor.direction, v: cursor.value, r: cursor.rowId };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/**
 * Reads a cursor and checks it belongs to the sort being asked for: a cursor from another
 * sort would silently skip or repeat rows, so it is refused instead (`validation`).
 */
export function decodeChargeCursor(
  text: string,
  key: ChargeSortKey,
  direction: SortDirection,
): ChargeCursor {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor('not a cursor');
  }
  if (typeof body !== 'object' || body === null) throw invalidCursor('not a cursor');
  const { k, d, v, r } = body as Record<string, unknown>;
  if (k !== key || d !== direction) throw invalidCursor('cursor from another sort order');
  const valueOk =
    key === 'amount'
      ? Number.isSafeInteger(v)
      : typeof v === 'string' || (key === 'dueDate' && v === null);
  if (!valueOk || !Number.isSafeInteger(r)) throw invalidCursor('malformed cursor');
  return { key, direction, value: v as string | number | null, rowId: r as number };
}

function invalidCursor(message: string): AppFailure {
  return new AppFailure('validation', message, { key: 'error.cursor.invalid' });
}
