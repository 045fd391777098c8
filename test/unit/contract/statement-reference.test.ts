import { describe, expect, it } from 'vitest';
import { statementReferenceText } from '../../../preload/contract/index.ts';

const word = (kind: string) => `<${kind}>`;

describe('statementReferenceText', () => {
  it('names the charge a received Pix paid by its kind and what names it', () => {
    expect(
      statementReferenceText(
        { reference: 'a-guid', chargeKind: 'boleto', chargeLabel: 'NF-1042' },
        word,
      ),
    ).toBe('<boleto>: NF-1042');
    expect(
      statementReferenceText(
        { reference: 'a-guid', chargeKind: 'pix-due-date', chargeLabel: null },
        word,
      ),
    ).toBe('<pix-due-date>');
  });

  it('keeps the reference of a line that paid no charge', () => {
    expect(
      statementReferenceText({ reference: 'E123', chargeKind: null, chargeLabel: null }, word),
    ).toBe('E123');
    expect(
      statementReferenceText({ reference: null, chargeKind: null, chargeLabel: null }, word),
    ).toBeNull();
  });
});
