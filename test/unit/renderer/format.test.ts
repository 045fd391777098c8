import { describe, expect, it } from 'vitest';
import {
  centsToInput,
  formatDate,
  formatDigitableLine,
  formatInstant,
  formatInstantDate,
  formatMoneyPlain,
  formatPercent,
  maskDocumentAsTyped,
  maskZip,
  money,
  parsePercentInput,
  showDocument,
} from '../../../renderer/src/lib/format.ts';

describe('dates', () => {
  it('shows calendar dates as dd/mm/aaaa without any timezone shift', () => {
    expect(formatDate('2026-01-01', 'pt-BR')).toBe('01/01/2026');
    expect(formatDate('2025-12-31', 'pt-BR')).toBe('31/12/2025');
    expect(formatDate('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatDate(null, 'pt-BR')).toBe('—');
  });

  it('shows instants in America/Sao_Paulo', () => {
    // 02:30 UTC on 1 Feb is 23:30 on 31 Jan in São Paulo (UTC−3).
    expect(formatInstant('2026-02-01T02:30:00Z', 'pt-BR')).toBe('31/01/2026 23:30');
    expect(formatInstantDate('2026-02-01T02:30:00Z', 'pt-BR')).toBe('31/01/2026');
    expect(formatInstantDate('2026-02-01', 'pt-BR')).toBe('01/02/2026');
  });

  it('writes instants in English the way calendar dates are written', () => {
    expect(formatInstant('2026-02-01T02:30:00Z', 'en')).toBe('31 Jan 2026 23:30');
    expect(formatInstantDate('2026-02-01T02:30:00Z', 'en')).toBe('31 Jan 2026');
    expect(formatInstant('2026-02-01T12:05:00Z', 'pt-BR')).toBe('01/02/2026 09:05');
    expect(formatInstant('not a time', 'en')).toBe('not a time');
  });
});

describe('money', () => {
  it('formats cents in BRL for each locale', () => {
    expect(money(123456, 'pt-BR').replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(money(5, 'en')).toBe('R$0.05');
    expect(formatMoneyPlain(123456, 'pt-BR')).toBe('1.234,56');
    expect(formatMoneyPlain(123456, 'en')).toBe('1,234.56');
    expect(centsToInput(5, 'pt-BR')).toBe('0,05');
  });

  it('reads percentages with a comma or a point', () => {
    expect(parsePercentInput('2,5')).toBe(2.5);
    expect(parsePercentInput('1.25 %')).toBe(1.25);
    expect(parsePercentInput(' ')).toBeUndefined();
    expect(parsePercentInput('abc')).toBeNaN();
    expect(formatPercent(2.5, 'pt-BR')).toBe('2,5%');
  });
});

describe('boleto codes and documents', () => {
  it('groups a 47-digit digitable line as AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE', () => {
    const digits = '12345678901234567890123456789012345678901234567';
    expect(formatDigitableLine(digits)).toBe(
      '12345.67890 12345.678901 23456.789012 3 45678901234567',
    );
    expect(formatDigitableLine('123')).toBe('123');
  });

  it('punctuates CPF and CNPJ (also alphanumeric) as they are typed', () => {
    expect(maskDocumentAsTyped('1234')).toBe('123.4');
    expect(maskDocumentAsTyped('52998224725')).toBe('529.982.247-25');
    expect(maskDocumentAsTyped('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskDocumentAsTyped('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskDocumentAsTyped('12.ABC.345/01DE-35999')).toBe('12.ABC.345/01DE-35');
    expect(showDocument('52998224725')).toBe('529.982.247-25');
    expect(showDocument('***.982.247-**')).toBe('***.982.247-**');
  });

  it('punctuates a CEP', () => {
    expect(maskZip('01310100')).toBe('01310-100');
    expect(maskZip('013')).toBe('013');
  });
});
