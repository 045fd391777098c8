import { describe, expect, it } from 'vitest';
import { chargeSearchTerms } from '../../../preload/contract/validators/charge-search.ts';

describe('chargeSearchTerms: what a charges search may mean besides words', () => {
  it('reads an amount in either locale’s form, with or without R$', () => {
    for (const text of ['1234,56', '1.234,56', 'R$ 1.234,56', 'R$1.234,56', ' 1,234.56 ']) {
      expect(chargeSearchTerms(text).amountCents, text).toBe(123_456);
    }
    expect(chargeSearchTerms('1,5').amountCents).toBe(150);
    expect(chargeSearchTerms('1.5').amountCents).toBe(150);
    expect(chargeSearchTerms('1.234').amountCents).toBe(123_400);
    expect(chargeSearchTerms('1,234').amountCents).toBe(123_400);
    expect(chargeSearchTerms('2024').amountCents).toBe(202_400);
  });

  it('is no amount for words, documents, zero or bad grouping', () => {
    for (const text of [
      'NF-2024',
      'maria',
      '123.456.789-09',
      '0',
      '0,00',
      '12.34.5',
      '1,2,3',
      '',
    ]) {
      expect(chargeSearchTerms(text).amountCents, text).toBeNull();
    }
  });

  it('reads a nosso número from digits alone, without its leading zeros', () => {
    expect(chargeSearchTerms('00012345678').ourNumber).toBe('12345678');
    expect(chargeSearchTerms('2024').ourNumber).toBe('2024');
    expect(chargeSearchTerms('000').ourNumber).toBeNull();
    expect(chargeSearchTerms('NF-2024').ourNumber).toBeNull();
    expect(chargeSearchTerms('1.234').ourNumber).toBeNull();
    expect(chargeSearchTerms('1'.repeat(21)).ourNumber).toBeNull();
  });
});
