import { describe, expect, it } from 'vitest';
import { boletoMark, pixMark } from '../../../renderer/src/features/print/lib/finished-mark.ts';

describe('the mark a finished charge prints with', () => {
  it('marks boletos that can no longer be paid, and only those', () => {
    expect(boletoMark({ status: 'Pending' })).toBeNull();
    expect(boletoMark({ status: 'Paid' })).toBe('paid');
    expect(boletoMark({ status: 'Expired' })).toBe('expired');
    expect(boletoMark({ status: 'Cancelled' })).toBe('cancelled');
  });

  it('marks Pix codes by status, and an active code past its last instant as expired', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const future = '2026-11-25T13:00:00Z';
    const past = '2026-11-25T11:59:59Z';
    expect(pixMark({ status: 'ACTIVE', expiresAt: future }, now)).toBeNull();
    expect(pixMark({ status: 'ACTIVE', expiresAt: past }, now)).toBe('expired');
    expect(pixMark({ status: 'CONCLUDED', expiresAt: past }, now)).toBe('paid');
    expect(pixMark({ status: 'EXPIRED', expiresAt: future }, now)).toBe('expired');
    expect(pixMark({ status: 'CANCELLED', expiresAt: future }, now)).toBe('cancelled');
    expect(pixMark({ status: 'REMOVED_BY_PSP', expiresAt: future }, now)).toBe('cancelled');
  });
});
