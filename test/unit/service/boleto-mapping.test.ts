import { describe, expect, it } from 'vitest';
import {
  makeBoletoInputSchema,
  type BoletoInputParsed,
} from '../../../preload/contract/schemas/boleto.ts';
import {
  formatAddressLine,
  formatPhoneLine,
  fromWireBoleto,
} from '../../../main/cache/boletos/boleto-view.ts';
import {
  listQueryToFormPath,
  toWireBoletoRequest,
  updateWireToFormPath,
  wireToFormPath,
} from '../../../main/service/mapping/boleto-mapping.ts';
import {
  boletoRecordSchema,
  createBoletoRequestSchema,
  type BoletoRecord,
} from '../../../main/domain/wire/boletos.ts';

const CORRELATION_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const parseInput = makeBoletoInputSchema(() => '2025-01-01');

function input(overrides: Record<string, unknown> = {}): BoletoInputParsed {
  return parseInput.parse({
    type: 'BANKSLIP',
    yourNumber: 'NF-1001',
    dueDate: '2025-03-10',
    amountCents: 123456,
    payer: {
      name: 'Maria da Silva',
      document: '529.982.247-25',
      email: 'maria@example.com',
      phone: { prefix: '11', number: '987654321' },
      address: {
        zipCode: '01310-100',
        publicPlace: 'Av. Paulista',
        neighborhood: 'Bela Vista',
        number: '1000',
        complement: '',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    ...overrides,
  });
}

function record(overrides: Partial<BoletoRecord> = {}): BoletoRecord {
  return boletoRecordSchema.parse({
    type: 'BANKSLIP',
    correlationId: CORRELATION_ID,
    amount: 1234.56,
    walletNumber: '112',
    yourNumber: 'NF-1001',
    ourNumber: '00000000042',
    dueDate: '2025-03-10',
    barCode: '0'.repeat(44),
    digitableLine: '0'.repeat(47),
    payer: { name: 'Maria da Silva', document: '52998224725' },
    status: 'Pending',
    payments: [],
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  });
}

describe('toWireBoletoRequest', () => {
  it('converts cents to reais exactly, spells Amount with a capital A and passes the wire schema', () => {
    const wire = toWireBoletoRequest(input(), CORRELATION_ID);
    expect(wire.Amount).toBe(1234.56);
    expect(JSON.stringify(wire)).toContain('"Amount":1234.56');
    expect(createBoletoRequestSchema.parse(wire)).toEqual(wire);
    expect(wire.payer.document).toBe('52998224725');
    expect(wire.payer.address).not.toHaveProperty('complement');
  });

  it.each([
    [1, 0.01],
    [10, 0.1],
    [29, 0.29],
    [100, 1],
    [9_999_999_999, 99_999_999.99],
  ])('%i cents → %s reais', (cents, reais) => {
    expect(toWireBoletoRequest(input({ amountCents: cents }), CORRELATION_ID).Amount).toBe(reais);
  });

  it('omits ourNumber for wallet 112 and sends it for wallet 121', () => {
    expect(toWireBoletoRequest(input(), CORRELATION_ID)).not.toHaveProperty('ourNumber');
    const wire = toWireBoletoRequest(input({ wallet: '121', ourNumber: '12345' }), CORRELATION_ID);
    expect(wire).toMatchObject({ walletNumber: '121', ourNumber: '12345' });
  });

  it('maps discount bands, fine and interest to the wire shapes', () => {
    const wire = toWireBoletoRequest(
      input({
        discount: {
          type: 'FIXED',
          bands: [
            { date: '2025-03-01', amountCents: 5010 },
            { date: '2025-03-05', amountCents: 2505 },
          ],
        },
        lateFine: { type: 'PERCENTAGE', percent: 2 },
        latePayment: { type: 'FIXED_PER_DAY', amountCents: 33 },
      }),
      CORRELATION_ID,
    );
    expect(wire.discount).toEqual({
      type: 'FIXED',
      items: [
        { date: '2025-03-01', amount: 50.1 },
        { date: '2025-03-05', amount: 25.05 },
      ],
    });
    expect(wire.lateFine).toEqual({ type: 'PERCENTAGE', amount: 2 });
    expect(wire.latePayment).toEqual({ type: 'FIXED_PER_DAY', amount: 0.33 });
  });

  it('sends percentage bands as percentages', () => {
    const wire = toWireBoletoRequest(
      input({ discount: { type: 'PERCENTAGE', bands: [{ date: '2025-03-01', percent: 2.5 }] } }),
      CORRELATION_ID,
    );
    expect(wire.discount).toEqual({
      type: 'PERCENTAGE',
      items: [{ date: '2025-03-01', amount: 2.5 }],
    });
  });
});

describe('fromWireBoleto', () => {
  it('converts reais to exact cents, including values that are inexact in binary', () => {
    expect(fromWireBoleto(record({ amount: 0.29 }), 'now').amountCents).toBe(29);
    expect(fromWireBoleto(record({ amount: 1.005 * 1000 }), 'now').amountCents).toBe(100500);
    expect(fromWireBoleto(record({ amount: 0.1 + 0.2 }), 'now').amountCents).toBe(30);
  });

  it('refuses a third decimal instead of rounding money', () => {
    expect(() => fromWireBoleto(record({ amount: 10.005 }), 'now')).toThrow(RangeError);
  });

  it('round-trips every amount the form can produce', () => {
    for (const cents of [1, 7, 10, 99, 101, 12345, 100_000_00, 9_999_999_999]) {
      const wire = toWireBoletoRequest(input({ amountCents: cents }), CORRELATION_ID);
      expect(fromWireBoleto(record({ amount: wire.Amount }), 'now').amountCents).toBe(cents);
    }
  });

  it('formats payer phone and address as one line, maps Pix and payments', () => {
    const view = fromWireBoleto(
      record({
        type: 'BANKSLIP_PIX',
        status: 'Paid',
        dueDate: '2025-03-10T00:00:00-03:00',
        qrCode: '00020101...',
        qrCodeImageBase64: 'iVBORw0KGgo=',
        payer: {
          name: 'Maria',
          document: '52998224725',
          phone: { prefix: '11', number: '987654321' },
          address: {
            zipCode: '01310100',
            publicPlace: 'Av. Paulista',
            number: '1000',
            complement: 'apto 12',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
        },
        discount: { type: 'FIXED', items: [{ date: '2025-03-01', amount: 10.1 }] },
        lateFine: { type: 'FIXED', amount: 5.5 },
        latePayment: { type: 'PERCENTAGE_PER_MONTH', amount: 1 },
        payments: [
          {
            id: 'p1',
            amount: 1234.56,
            paidAt: '2025-03-01T10:00:00Z',
            source: 'PIX',
            endToEndId: 'E123',
          },
        ],
      }),
      '2025-03-02T00:00:00Z',
    );
    expect(view.dueDate).toBe('2025-03-10');
    expect(view.pixPayload).toBe('00020101...');
    expect(view.pixImageDataUrl).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(view.payer.phone).toBe('(11) 98765-4321');
    expect(view.payer.address).toBe(
      'Av. Paulista, 1000, apto 12 - Bela Vista, São Paulo - SP, CEP 01310-100',
    );
    expect(view.payer.email).toBeNull();
    expect(view.discount).toEqual({
      type: 'FIXED',
      bands: [{ date: '2025-03-01', amountCents: 1010 }],
    });
    expect(view.lateFine).toEqual({ type: 'FIXED', amountCents: 550 });
    expect(view.latePayment).toEqual({ type: 'PERCENTAGE_PER_MONTH', percent: 1 });
    expect(view.payments).toEqual([
      {
        id: 'p1',
        amountCents: 123456,
        paidAt: '2025-03-01T10:00:00Z',
        source: 'PIX',
        endToEndId: 'E123',
      },
    ]);
    expect(view.syncedAt).toBe('2025-03-02T00:00:00Z');
  });

  it('keeps a data URL as it is and leaves absent settings null', () => {
    const view = fromWireBoleto(record({ qrCodeImageBase64: 'data:image/png;base64,AAAA' }), 'now');
    expect(view.pixImageDataUrl).toBe('data:image/png;base64,AAAA');
    expect(view.discount).toBeNull();
    expect(view.lateFine).toBeNull();
    expect(view.payer.phone).toBeNull();
    expect(view.payer.address).toBeNull();
  });
});

describe('display lines', () => {
  it('formats 8- and 9-digit phones', () => {
    expect(formatPhoneLine({ prefix: '21', number: '34567890' })).toBe('(21) 3456-7890');
    expect(formatPhoneLine({ prefix: '21', number: '934567890' })).toBe('(21) 93456-7890');
  });
  it('skips missing address parts', () => {
    expect(formatAddressLine({ publicPlace: 'Rua A', city: 'Recife', state: 'PE' })).toBe(
      'Rua A, Recife - PE',
    );
    expect(formatAddressLine({})).toBeNull();
  });
});

describe('wireToFormPath', () => {
  it.each([
    ['$.Amount', 'amountCents'],
    ['$.amount', 'amountCents'],
    ['$.dueDate', 'dueDate'],
    ['$.yourNumber', 'yourNumber'],
    ['$.ourNumber', 'ourNumber'],
    ['$.walletNumber', 'wallet'],
    ['$.type', 'type'],
    ['$.payer', 'payer'],
    ['$.payer.document', 'payer.document'],
    ['$.payer.name', 'payer.name'],
    ['$.payer.email', 'payer.email'],
    ['$.payer.phone.number', 'payer.phone.number'],
    ['$.payer.address.zipCode', 'payer.address.zipCode'],
    ['$.payer.address.publicPlace', 'payer.address.publicPlace'],
    ['$.Payer.Address.ZipCode', 'payer.address.zipCode'],
    ['$.discount', 'discount'],
    ['$.discount.items', 'discount.bands'],
    ['$.discount.items[1].date', 'discount.bands.1.date'],
    ['$.discount.items[0].amount', 'discount.bands.0.amountCents'],
    ['$.lateFine.amount', 'lateFine.amountCents'],
    ['$.latePayment.amount', 'latePayment.amountCents'],
    ['$.correlationId', '_'],
    ['$.beneficiary.name', '_'],
    ['$', '_'],
    ['$.somethingNew', '_'],
    ['$.payer.address.zipCode.extra', '_'],
    ['$.discount.items[x].date', '_'],
  ])('%s → %s', (wire, form) => {
    expect(wireToFormPath(wire)).toBe(form);
  });

  it('sends a percentage amount to the percent field, per the request that was sent', () => {
    const request = toWireBoletoRequest(
      input({
        discount: { type: 'PERCENTAGE', bands: [{ date: '2025-03-01', percent: 2 }] },
        lateFine: { type: 'PERCENTAGE', percent: 2 },
        latePayment: { type: 'PERCENTAGE_PER_MONTH', percent: 1 },
      }),
      CORRELATION_ID,
    );
    expect(wireToFormPath('$.discount.items[0].amount', request)).toBe('discount.bands.0.percent');
    expect(wireToFormPath('$.lateFine.amount', request)).toBe('lateFine.percent');
    expect(wireToFormPath('$.latePayment.amount', request)).toBe('latePayment.percent');
  });

  it('maps update and list paths', () => {
    expect(updateWireToFormPath('$.dueDate')).toBe('dueDate');
    expect(updateWireToFormPath('$.amount')).toBe('_');
    expect(listQueryToFormPath('$.endDate')).toBe('endDate');
    expect(listQueryToFormPath('$.limit')).toBe('limit');
    expect(listQueryToFormPath('$.other')).toBe('_');
  });
});
