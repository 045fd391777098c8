import { describe, expect, it } from 'vitest';
import { digitableLineFromBarCode, formatDigitableLine } from '../../../main/domain/boleto.ts';
import { digitableLineInText } from '../../../renderer/src/features/bill-payments/boleto-line-text.ts';

const BAR_CODE = '99997165700001234561120000000003300019080023';
const LINE = digitableLineFromBarCode(BAR_CODE);
const PRINTED = formatDigitableLine(LINE);

/** The printed line with its `n`th digit (1-based) one more. */
function digitChanged(printed: string, n: number): string {
  let seen = 0;
  return printed.replace(/\d/g, (digit) =>
    ++seen === n ? String((Number(digit) + 1) % 10) : digit,
  );
}

describe('the digitable line in a PDF’s text', () => {
  it('finds the line printed with dots and spaces among the slip’s other numbers', () => {
    expect(PRINTED).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    const slip = [
      'Banco Exemplo S.A. | 999-7 |',
      `${PRINTED}`,
      'Vencimento 12/05/2026 Valor do documento R$ 1.234,56',
      'Nosso número 00000000033 CNPJ 11.222.333/0001-81',
    ].join('\n');
    expect(digitableLineInText(slip)).toBe(LINE);
  });

  it('finds it split across the text layer’s pieces, right after the bank’s code', () => {
    // pdf.js gives a line drawn in several runs as several pieces, joined here by spaces.
    const pieces = PRINTED.split(' ').join(' \n ');
    expect(digitableLineInText(`999-7 ${pieces} 1234`)).toBe(LINE);
  });

  it('takes no line whose check digits disagree, nor text without a line', () => {
    expect(digitableLineInText(digitChanged(PRINTED, 13))).toBeNull();
    expect(digitableLineInText(digitChanged(PRINTED, 40))).toBeNull();
    expect(digitableLineInText('Recibo do pagador 12/05/2026 R$ 1.234,56 00000000033')).toBeNull();
    expect(digitableLineInText('')).toBeNull();
  });

  it('gives a utility bill’s 48-digit line back as its digits (the form says where it is paid)', () => {
    const utility = '83640000001-1 33120138000-2 81234567890-1 23456789012-3';
    expect(digitableLineInText(`Conta de luz ${utility}`)).toBe(utility.replace(/\D/g, ''));
  });
});
