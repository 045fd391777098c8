import { describe, expect, it } from 'vitest';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../main/cache/sql/keyset-cursor.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';

// The codec every keyset-paged list shares; each list says which sort values its keys hold.
type EventSortKey = 'receivedAt';
const isText = (v: unknown) => typeof v === 'string';

describe('keyset cursor', () => {
  it('round-trips any list’s sort key, value and row id, opaque to the renderer', () => {
    const cursor = {
      key: 'receivedAt' as EventSortKey,
      direction: 'asc' as const,
      value: '2026-01-01T00:00:00.000Z',
      rowId: 9,
    };
    const text = encodeKeysetCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeKeysetCursor(text, 'receivedAt', 'asc', isText)).toEqual(cursor);
  });

  it('refuses another direction, a value the list’s key cannot hold, or garbage', () => {
    const text = encodeKeysetCursor({ key: 'receivedAt', direction: 'asc', value: 5, rowId: 1 });
    expect(() => decodeKeysetCursor(text, 'receivedAt', 'desc', () => true)).toThrow(AppFailure);
    expect(() => decodeKeysetCursor(text, 'receivedAt', 'asc', isText)).toThrow(AppFailure);
    expect(() => decodeKeysetCursor('%%%', 'receivedAt', 'asc', isText)).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ code: 'validation' }) }),
    );
  });
});
