import { describe, expect, it } from 'vitest';
import {
  decodeChargeCursor,
  encodeChargeCursor,
} from '../../../main/cache/charges/charge-cursor.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';

describe('charges list cursor', () => {
  it('round-trips a sort value and a row id, opaque to the renderer', () => {
    const cursor = { key: 'amount', direction: 'desc', value: 12345, rowId: 77 } as const;
    const text = encodeChargeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeChargeCursor(text, 'amount', 'desc')).toEqual(cursor);
  });

  it('allows a null value only for the due-date sort (past the dated rows)', () => {
    const dueNull = encodeChargeCursor({ key: 'dueDate', direction: 'asc', value: null, rowId: 3 });
    expect(decodeChargeCursor(dueNull, 'dueDate', 'asc').value).toBeNull();
    const createdNull = encodeChargeCursor({
      key: 'createdAt',
      direction: 'asc',
      value: null,
      rowId: 3,
    });
    expect(() => decodeChargeCursor(createdNull, 'createdAt', 'asc')).toThrow(AppFailure);
  });

  it('refuses a cursor of another sort, a wrong value type, a bad row id, or garbage', () => {
    const text = encodeChargeCursor({
      key: 'dueDate',
      direction: 'asc',
      value: '2025-01-01',
      rowId: 1,
    });
    expect(() => decodeChargeCursor(text, 'dueDate', 'desc')).toThrow(AppFailure);
    expect(() => decodeChargeCursor(text, 'createdAt', 'asc')).toThrow(AppFailure);
    const wrongType = encodeChargeCursor({
      key: 'amount',
      direction: 'asc',
      value: '10',
      rowId: 1,
    });
    expect(() => decodeChargeCursor(wrongType, 'amount', 'asc')).toThrow(AppFailure);
    const badId = Buffer.from(JSON.stringify({ k: 'amount', d: 'asc', v: 1, r: 1.5 })).toString(
      'base64url',
    );
    expect(() => decodeChargeCursor(badId, 'amount', 'asc')).toThrow(AppFailure);
    expect(() => decodeChargeCursor('%%%', 'amount', 'asc')).toThrow(AppFailure);
    // `null` as JSON: parses, is not a cursor.
    expect(() => decodeChargeCursor('bnVsbA', 'amount', 'asc')).toThrow(
      expect.objectContaining({ error: expect.objectContaining({ code: 'validation' }) }),
    );
  });
});
