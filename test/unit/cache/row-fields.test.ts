import { describe, expect, it } from 'vitest';
import { parseNullableJson, rowFields } from '../../../main/cache/db/row-fields.ts';

describe('rowFields', () => {
  const fieldsOf = rowFields(['id', 'amount_cents', 'last_synced_at']);

  it('reads the listed columns under their camelCase names', () => {
    expect(fieldsOf({ id: 'a', amount_cents: 1250, last_synced_at: null })).toStrictEqual({
      id: 'a',
      amountCents: 1250,
      lastSyncedAt: null,
    });
  });

  it('leaves out the columns not listed', () => {
    const row = { id: 'a', amount_cents: 1, last_synced_at: 'x', payload_json: '{}' };
    expect(Object.keys(fieldsOf(row))).toStrictEqual(['id', 'amountCents', 'lastSyncedAt']);
  });
});

describe('parseNullableJson', () => {
  it('parses a JSON column and reads NULL (or empty) as null', () => {
    expect(parseNullableJson<{ code: string }>('{"code":"x"}')).toStrictEqual({ code: 'x' });
    expect(parseNullableJson(null)).toBeNull();
    expect(parseNullableJson('')).toBeNull();
  });
});
