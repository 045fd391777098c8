import { AppFailure } from '../../../preload/contract/errors.ts';

/** A sort the boleto list supports (contract `boletoSortKeys`). */
export type BoletoSortKey = 'dueDate' | 'createdAt' | 'amount';
export type SortDirection = 'asc' | 'desc';

/** Where a page ended: the last row's sort value and its correlation id (the tie-breaker). */
export interface BoletoCursor {
  key: BoletoSortKey;
  direction: SortDirection;
  value: string | number;
  correlationId: string;
}

/** Opaque to the renderer: base64url of a small JSON object. */
export function encodeCursor(cursor: BoletoCursor): string {
  const body = { k: cursor.key, d: cursor.direction, v: cursor.value, id: cursor.correlationId };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/**
 * Reads a cursor and checks it belongs to the sort being asked for: a cursor from another
 * sort would silently skip or repeat rows, so it is refused instead (`validation`).
 */
export function decodeCursor(
  text: string,
  key: BoletoSortKey,
  direction: SortDirection,
): BoletoCursor {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor('not a cursor');
  }
  if (typeof body !== 'object' || body === null) throw invalidCursor('not a cursor');
  const { k, d, v, id } = body as Record<string, unknown>;
  if (k !== key || d !== direction) throw invalidCursor('cursor from another sort order');
  const valueOk = key === 'amount' ? Number.isSafeInteger(v) : typeof v === 'string';
  if (!valueOk || typeof id !== 'string') throw invalidCursor('malformed cursor');
  return { key, direction, value: v as string | number, correlationId: id };
}

function invalidCursor(message: string): AppFailure {
  return new AppFailure('validation', message, { key: 'error.cursor.invalid' });
}
