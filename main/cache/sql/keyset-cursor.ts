import { AppFailure } from '../../../preload/contract/errors.ts';
import type { SortDirection } from '../../../preload/contract/schemas/common.ts';

/**
 * Where a page of a keyset-paged list ended: the last row's sort value and its row id (the
 * tie-breaker). The next page starts strictly after `(value, rowId)` in the sort order, so
 * pages never shift when rows are inserted meanwhile (no OFFSET).
 */
export interface KeysetCursor<Key extends string> {
  key: Key;
  direction: SortDirection;
  value: string | number | null;
  rowId: number;
}

/** Opaque to the renderer: base64url of a small JSON object. */
export function encodeKeysetCursor<Key extends string>(cursor: KeysetCursor<Key>): string {
  const body = { k: cursor.key, d: cursor.direction, v: cursor.value, r: cursor.rowId };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/**
 * Reads a cursor and checks it belongs to the sort being asked for: a cursor from another
 * sort would silently skip or repeat rows, so it is refused instead (`validation`).
 * `valueFits` says which sort values the list's key can hold.
 */
export function decodeKeysetCursor<Key extends string>(
  text: string,
  key: Key,
  direction: SortDirection,
  valueFits: (value: unknown) => boolean,
): KeysetCursor<Key> {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor('not a cursor');
  }
  if (typeof body !== 'object' || body === null) throw invalidCursor('not a cursor');
  const { k, d, v, r } = body as Record<string, unknown>;
  if (k !== key || d !== direction) throw invalidCursor('cursor from another sort order');
  if (!valueFits(v) || !Number.isSafeInteger(r)) throw invalidCursor('malformed cursor');
  return { key, direction, value: v as string | number | null, rowId: r as number };
}

function invalidCursor(message: string): AppFailure {
  return new AppFailure('validation', message, {
    key: 'error.cursor.invalid',
    fields: { cursor: [{ key: 'error.cursor.invalid' }] },
  });
}
