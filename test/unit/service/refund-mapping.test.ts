import { describe, expect, it } from 'vitest';
import { refundWireToFormPath } from '../../../main/service/mapping/refund-mapping.ts';

describe('a 400 of the refund call, on the refund form', () => {
  it('lands on the amount and the description, anything else on the form as a whole', () => {
    expect(refundWireToFormPath('$.amount')).toBe('amountCents');
    expect(refundWireToFormPath('$.description')).toBe('description');
    expect(refundWireToFormPath('IdempotencyKey')).toBe('_');
    expect(refundWireToFormPath('$.externalId')).toBe('_');
  });
});
