import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../../main/cache/boletos/boleto-cursor.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';

describe('boleto list cursor', () => {
  it('round-trips a sort value and a correlation id', () => {
    const cursor = {
      key: 'amount',
      direction: 'desc',
      value: 12345,
      correlationId: 'c-1',
    } as const;
    const text = encodeCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, 'amount', 'desc')).toEqual(cursor);
  });

  it('refuses a cursor of another sort, a wrong value type, or garbage', () => {
    const text = encodeCursor({
      key: 'dueDate',
      direction: 'asc',
      value: '2025-01-01',
      correlationId: 'c',
    });
    expect(() => decodeCursor(text, 'dueDate', 'desc')).toThrow(AppFailure);
    expect(() => decodeCursor(text, 'createdAt', 'asc')).toThrow(AppFailure);
    const wrongType = encodeCursor({
      key: 'amount',
      direction: 'asc',
      value: '10',
      correlationId: 'c',
    });
    expect(() => decodeCursor(wrongType, 'amount', 'asc')).toThrow(AppFailure);
    expect(() => decodeCursor('%%%', 'amount', 'asc')).toThrow(AppFailure);
    expect(() => decodeCursor(Buffer.from('null').toString('base64url'), 'amount', 'asc')).toThrow(
      AppFailure,
    );
  });
});
