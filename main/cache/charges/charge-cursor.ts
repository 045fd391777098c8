import type { SortDirection } from '../../../preload/contract/schemas/common.ts';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetCursor } from '../sql/keyset-cursor.ts';

/** A sort the charges list supports (contract `chargeListInputSchema`). */
export type ChargeSortKey = 'createdAt' | 'dueDate' | 'amount';

/**
 * Where a charges page ended. `value` is null for a due-date sort past the last dated row:
 * the rows without a due date (immediate codes) come last, in id order.
 */
export type ChargeCursor = KeysetCursor<ChargeSortKey>;

export const encodeChargeCursor: (cursor: ChargeCursor) => string = encodeKeysetCursor;

/** Reads a charges cursor: cents for the amount sort, text (or null by due date) otherwise. */
export function decodeChargeCursor(
  text: string,
  key: ChargeSortKey,
  direction: SortDirection,
): ChargeCursor {
  return decodeKeysetCursor(text, key, direction, (v) =>
    key === 'amount'
      ? Number.isSafeInteger(v)
      : typeof v === 'string' || (key === 'dueDate' && v === null),
  );
}
