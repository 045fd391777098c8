import { describe, expect, it } from 'vitest';
import type { ChargeRow } from '../../../preload/contract/index.ts';
import { chargesCsv, reais } from '../../../main/app/charges/charges-csv.ts';

const row = (over: Partial<ChargeRow> = {}): ChargeRow => ({
  kind: 'boleto',
  id: 'c0ffee00-0000-4000-8000-000000000001',
  state: 'paid',
  serviceStatus: 'Paid',
  amountCents: 123456,
  paidAmountCents: 123456,
  payerName: 'Padaria Pão Quente; Filial "Centro"',
  payerDocument: '11222333000181',
  reference: 'NF-1',
  dueDate: '2026-12-05',
  expiresAt: null,
  paidAt: '2026-12-04T23:30:00.000Z',
  money: { state: 'paid', receivedCents: 123456, refundedCents: 0, netCents: 123456 },
  createdAt: '2026-11-02T12:00:00.000Z',
  syncedAt: '2026-12-05T10:00:00.000Z',
  ...over,
});

function lines(csv: string): string[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return csv.slice(1).trimEnd().split('\r\n');
}

describe('charges CSV', () => {
  it('writes reais from cents with a decimal comma and ; between fields', () => {
    const [header, line] = lines(chargesCsv([row()], 'comma'));
    expect(header?.split(';')[0]).toBe('Tipo');
    expect(line).toBe(
      'Boleto;Pago;Pago;c0ffee00-0000-4000-8000-000000000001;NF-1;' +
        '"Padaria Pão Quente; Filial ""Centro""";11.222.333/0001-81;1234,56;1234,56;0,00;1234,56;' +
        '05/12/2026;;04/12/2026;02/11/2026',
    );
  });

  it('uses a decimal point and commas between fields when asked', () => {
    const [, line] = lines(chargesCsv([row({ payerName: 'Ana' })], 'dot'));
    expect(line?.split(',').slice(5, 9)).toEqual([
      'Ana',
      '11.222.333/0001-81',
      '1234.56',
      '1234.56',
    ]);
  });

  it('dates instants in São Paulo: 23:30 UTC on the 4th is still the 4th there', () => {
    const [, line] = lines(chargesCsv([row({ paidAt: '2026-12-05T02:30:00.000Z' })], 'comma'));
    expect(line?.split(';').at(-2)).toBe('04/12/2026');
  });

  it('keeps a payer name from becoming a spreadsheet formula', () => {
    const [, line] = lines(chargesCsv([row({ payerName: '=HYPERLINK("x")' })], 'comma'));
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('formats cents exactly, without floats', () => {
    expect(reais(1, 'comma')).toBe('0,01');
    expect(reais(999_999_999_999, 'dot')).toBe('9999999999.99');
    expect(reais(-250, 'comma')).toBe('-2,50');
  });
  it('writes a CPF so a spreadsheet keeps it as text, leading zero and all', () => {
    const [, line] = lines(
      chargesCsv([row({ payerDocument: '01234567890', payerName: 'Ana' })], 'comma'),
    );
    const cell = line?.split(';')[6] ?? '';
    expect(cell).toBe('012.345.678-90');
    // What a spreadsheet does with a cell: a bare number loses its leading zero.
    expect(Number.isNaN(Number(cell.replace(',', '.')))).toBe(true);
  });

  it('tells a refunded charge as refunded, with what was refunded and what stayed', () => {
    const cells = (money: ChargeRow['money']) =>
      lines(chargesCsv([row({ money, payerName: 'Ana' })], 'comma'))[1]?.split(';') ?? [];
    const part = cells({
      state: 'partly-refunded',
      receivedCents: 123456,
      refundedCents: 10000,
      netCents: 113456,
    });
    expect([part[1], part[9], part[10]]).toEqual(['Devolvido em parte', '100,00', '1134,56']);
    const whole = cells({
      state: 'refunded',
      receivedCents: 123456,
      refundedCents: 123456,
      netCents: 0,
    });
    expect([whole[1], whole[9], whole[10]]).toEqual(['Devolvido', '1234,56', '0,00']);
    const open = lines(
      chargesCsv(
        [
          row({
            state: 'open',
            paidAt: null,
            paidAmountCents: null,
            money: null,
            payerName: 'Ana',
          }),
        ],
        'comma',
      ),
    )[1]?.split(';');
    expect([open?.[1], open?.[9], open?.[10]]).toEqual(['Em aberto', '', '']);
  });

  it('names the bank status in words, and keeps one it does not know as sent', () => {
    const status = (serviceStatus: string) =>
      lines(chargesCsv([row({ kind: 'pix-immediate', serviceStatus })], 'comma'))[1]?.split(';')[2];
    expect(status('CONCLUDED')).toBe('Concluído');
    expect(status('ACTIVE')).toBe('Ativo');
    expect(status('REMOVED_BY_PSP')).toBe('Removido pelo banco');
    expect(status('Pending')).toBe('Pendente');
    expect(status('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
