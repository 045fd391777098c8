import { describe, expect, it } from 'vitest';
import {
  boletoChargeState,
  chargeSearchText,
  pixChargeState,
  sortableInstant,
} from '../../../main/cache/charges/charge-columns.ts';
import { storedPixRecord } from '../../../main/cache/pix/pix-columns.ts';

describe('charge states', () => {
  it('normalizes boleto statuses', () => {
    expect(['Pending', 'Paid', 'Expired', 'Cancelled'].map(boletoChargeState)).toEqual([
      'open',
      'paid',
      'expired',
      'cancelled',
    ]);
  });

  it('normalizes Pix statuses, removals as cancellations, unknown ones as open', () => {
    expect(
      [
        'ACTIVE',
        'CONCLUDED',
        'EXPIRED',
        'CANCELLED',
        'REMOVED_BY_THE_RECEIVER',
        'REMOVED_BY_PSP',
        'SOMETHING_NEW',
      ].map(pixChargeState),
    ).toEqual(['open', 'paid', 'expired', 'cancelled', 'cancelled', 'cancelled', 'open']);
  });
});

describe('sortableInstant', () => {
  it('writes instants of any offset as UTC text that sorts in time order', () => {
    expect(sortableInstant('2025-01-10T09:00:00-03:00')).toBe('2025-01-10T12:00:00.000Z');
    expect(sortableInstant('2025-01-10T12:00:00Z')).toBe('2025-01-10T12:00:00.000Z');
    expect(sortableInstant('2025-01-10T12:00:00.5+00:00')).toBe('2025-01-10T12:00:00.500Z');
    expect(sortableInstant('not a date')).toBe('not a date');
  });
});

describe('chargeSearchText', () => {
  it('indexes the document also as digits, absent text as empty', () => {
    expect(
      chargeSearchText({ payer_name: null, payer_document: '***.456.789-**', reference: 'NF-1' }),
    ).toEqual({
      payer_name: '',
      payer_document: '***.456.789-**',
      document_digits: '456789',
      reference: 'NF-1',
    });
  });
});

describe('storedPixRecord', () => {
  it('drops the QR image and nothing else, leaving the record received untouched', () => {
    const record = { correlationId: 'c', payloadPix: 'p', qrCodeImageBase64: 'png', extra: 1 };
    const stored = storedPixRecord(record as never) as Record<string, unknown>;
    expect(stored).toEqual({ correlationId: 'c', payloadPix: 'p', extra: 1 });
    expect(record.qrCodeImageBase64).toBe('png');
  });
});
