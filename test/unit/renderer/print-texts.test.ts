import { describe, expect, it } from 'vitest';
import type { BoletoView, PixCodeView } from '../../../preload/contract/index.ts';
import {
  bankCodeCheckDigit,
  bankCodeWithDigit,
} from '../../../renderer/src/features/print/lib/bank-code.ts';
import {
  LOCAL_SANDBOX_HOLDER,
  beneficiaryName,
} from '../../../renderer/src/features/print/lib/beneficiary.ts';
import { emvField, pixMerchantName } from '../../../renderer/src/features/print/lib/emv.ts';
import {
  boletoInstructions,
  paymentPlace,
  paymentSourceLabel,
} from '../../../renderer/src/features/print/lib/instructions.ts';
import { CARNE_SLIPS_PER_PAGE, pagesOf } from '../../../renderer/src/features/print/lib/pages.ts';
import { receiptOf } from '../../../renderer/src/features/print/lib/receipt.ts';

/** Intl writes a no-break space after R$; the tests read it as a plain one. */
const plain = (lines: string[]) => lines.map((line) => line.replace(/\u00a0/g, ' '));

const PIX_PAYLOAD =
  '00020101021226840014br.gov.bcb.pix2562pix.sandbox.balcao.local/cobv/27fbb3f15cdc4ae3983a10d24e05c9a6' +
  '52040000530398654071234.565802BR5919Balcao Sandbox Ltda6009Sao Paulo61080131010062070503***63042288';

function boleto(overrides: Partial<BoletoView> = {}): BoletoView {
  return {
    correlationId: 'b-1',
    type: 'BANKSLIP_PIX',
    status: 'Pending',
    amountCents: 123_456,
    walletNumber: '112',
    yourNumber: 'PRT-1',
    ourNumber: '00000000033',
    dueDate: '2026-12-20',
    barCode: '99991166600001234561120000000003300012187397',
    digitableLine: '99991120070000000330100121873970116660000123456',
    pixPayload: PIX_PAYLOAD,
    pixImageDataUrl: null,
    payer: {
      name: 'Mercadinho Boa Vista Ltda',
      document: '11222333000181',
      email: null,
      phone: null,
      address: null,
    },
    discount: null,
    lateFine: null,
    latePayment: null,
    payments: [],
    createdAt: '2026-11-21T12:14:53.813Z',
    updatedAt: '2026-11-21T12:14:53.813Z',
    syncedAt: '2026-11-21T12:14:53.926Z',
    ...overrides,
  };
}

describe("the bank code's check digit (módulo 11)", () => {
  it('matches what the banks print', () => {
    const printed: Record<string, string> = {
      '001': '9', // Banco do Brasil
      '033': '7', // Santander
      '041': '8', // Banrisul
      '070': '1', // BRB
      '077': '9', // Inter
      '104': '0', // Caixa: 11 − 1 = 10 prints as 0
      '237': '2', // Bradesco
      '260': '7', // Nu Pagamentos
      '341': '7', // Itaú
      '399': '9', // HSBC
      '422': '7', // Safra
      '748': 'X', // Sicredi prints X for 10
      '756': '0', // Sicoob: 11 − 0 = 11 prints as 0
    };
    for (const [bank, digit] of Object.entries(printed)) {
      expect(bankCodeCheckDigit(bank), bank).toBe(digit);
    }
  });

  it("gives the sandbox's 999 its digit: 9·4 + 9·3 + 9·2 = 81, 81 mod 11 = 4, 11 − 4 = 7", () => {
    expect(bankCodeCheckDigit('999')).toBe('7');
    expect(bankCodeWithDigit('99991166600001234561120000000003300012187397')).toBe('999-7');
  });

  it('refuses anything but three digits', () => {
    expect(() => bankCodeCheckDigit('99')).toThrow(RangeError);
    expect(() => bankCodeCheckDigit('9a9')).toThrow(RangeError);
  });
});

describe('the instructions box', () => {
  it('says nothing when the boleto has no fine, interest or discount', () => {
    expect(boletoInstructions(boleto())).toEqual([]);
  });

  it('joins fine and interest in one sentence, in pt-BR', () => {
    expect(
      boletoInstructions(
        boleto({
          lateFine: { type: 'PERCENTAGE', percent: 2 },
          latePayment: { type: 'PERCENTAGE_PER_MONTH', percent: 1 },
        }),
      ),
    ).toEqual(['Após o vencimento, multa de 2% e juros de 1% ao mês.']);
    expect(
      plain(
        boletoInstructions(
          boleto({
            lateFine: { type: 'FIXED', amountCents: 500 },
            latePayment: { type: 'FIXED_PER_DAY', amountCents: 33 },
          }),
        ),
      ),
    ).toEqual(['Após o vencimento, multa de R$ 5,00 e juros de R$ 0,33 por dia de atraso.']);
  });

  it('writes either one alone, and decimals with a comma', () => {
    expect(boletoInstructions(boleto({ lateFine: { type: 'PERCENTAGE', percent: 2.5 } }))).toEqual([
      'Após o vencimento, multa de 2,5%.',
    ]);
    expect(
      boletoInstructions(boleto({ latePayment: { type: 'PERCENTAGE_PER_MONTH', percent: 0.99 } })),
    ).toEqual(['Após o vencimento, juros de 0,99% ao mês.']);
  });

  it('gives one line per discount band, with its last day', () => {
    expect(
      plain(
        boletoInstructions(
          boleto({
            discount: {
              type: 'FIXED',
              bands: [
                { date: '2026-12-05', amountCents: 2_000 },
                { date: '2026-12-10', amountCents: 1_000 },
              ],
            },
            lateFine: { type: 'PERCENTAGE', percent: 2 },
          }),
        ),
      ),
    ).toEqual([
      'Após o vencimento, multa de 2%.',
      'Desconto de R$ 20,00 até 05/12/2026.',
      'Desconto de R$ 10,00 até 10/12/2026.',
    ]);
    expect(
      boletoInstructions(
        boleto({ discount: { type: 'PERCENTAGE', bands: [{ date: '2027-01-31', percent: 5 }] } }),
      ),
    ).toEqual(['Desconto de 5% até 31/01/2027.']);
  });

  it('names where to pay, Pix included when the boleto has it', () => {
    expect(paymentPlace({ type: 'BANKSLIP' })).toBe(
      'Pagável em qualquer banco ou correspondente bancário.',
    );
    expect(paymentPlace({ type: 'BANKSLIP_PIX' })).toContain('Pix');
    expect(paymentSourceLabel('PIX')).toBe('Pix');
    expect(paymentSourceLabel('BANKSLIP')).toBe('Boleto (código de barras)');
    expect(paymentSourceLabel('TED')).toBe('TED');
  });
});

describe('the beneficiary', () => {
  it('reads BR Code fields by id and length', () => {
    expect(emvField(PIX_PAYLOAD, '00')).toBe('01');
    expect(emvField(PIX_PAYLOAD, '53')).toBe('986');
    expect(emvField(PIX_PAYLOAD, '54')).toBe('1234.56');
    expect(emvField(PIX_PAYLOAD, '60')).toBe('Sao Paulo');
    expect(emvField(PIX_PAYLOAD, '99')).toBeNull();
    expect(emvField('0002', '00')).toBeNull();
    expect(emvField('not a payload', '59')).toBeNull();
    expect(pixMerchantName(PIX_PAYLOAD)).toBe('Balcao Sandbox Ltda');
    expect(pixMerchantName(null)).toBeNull();
  });

  it('is the name in the Pix payload, else the sandbox holder, else the profile name', () => {
    const production = { kind: 'production' as const, name: 'Padaria Central' };
    const sandbox = { kind: 'local-sandbox' as const, name: 'Sandbox local' };
    expect(beneficiaryName({ pixPayload: PIX_PAYLOAD, profile: production })).toBe(
      'Balcao Sandbox Ltda',
    );
    expect(beneficiaryName({ pixPayload: null, profile: sandbox })).toBe(LOCAL_SANDBOX_HOLDER);
    expect(beneficiaryName({ pixPayload: null, profile: production })).toBe('Padaria Central');
    // Never someone else's name: nothing known, nothing printed.
    expect(beneficiaryName({ pixPayload: null, profile: null })).toBe('');
  });
});

describe('carnê pages', () => {
  it('puts three slips on a page, the rest on the next', () => {
    expect(CARNE_SLIPS_PER_PAGE).toBe(3);
    expect(pagesOf([1, 2, 3, 4], 3)).toEqual([[1, 2, 3], [4]]);
    expect(pagesOf([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(pagesOf([], 3)).toEqual([]);
    expect(() => pagesOf([1], 0)).toThrow(RangeError);
  });
});

describe('payment receipts', () => {
  it("lists a boleto's payments with their end-to-end ids, naming its payer", () => {
    const receipt = receiptOf(
      {
        kind: 'boleto',
        boleto: boleto({
          status: 'Paid',
          payments: [
            {
              id: 'p1',
              amountCents: 123_456,
              paidAt: '2026-11-21T15:00:00Z',
              source: 'PIX',
              endToEndId: 'E99999999202611211500abcdef12345',
            },
          ],
        }),
      },
      'Balcao Sandbox Ltda',
    );
    expect(receipt).toMatchObject({
      kindLabel: 'Boleto com Pix',
      reference: 'Boleto nº PRT-1 (nosso número 00000000033)',
      originalCents: 123_456,
      beneficiary: 'Balcao Sandbox Ltda',
      payments: [
        {
          amountCents: 123_456,
          source: 'PIX',
          payerName: 'Mercadinho Boa Vista Ltda',
          payerDocument: '11222333000181',
          endToEndId: 'E99999999202611211500abcdef12345',
        },
      ],
    });
    expect(receiptOf({ kind: 'boleto', boleto: boleto() }, '').payments).toEqual([]);
  });

  const code: PixCodeView = {
    kind: 'immediate',
    correlationId: 'p-1',
    transactionId: 'tx123',
    status: 'CONCLUDED',
    amountCents: 4_990,
    originalAmountCents: 4_990,
    description: 'Pedido 123',
    dueDate: null,
    maxDaysOverdue: null,
    expiresAt: '2026-11-22T12:00:00Z',
    payloadPix: PIX_PAYLOAD,
    imageDataUrl: null,
    payer: { name: 'Ana Souza', document: '52998224725' },
    additionalInfos: [],
    taxes: null,
    splitInstructions: [],
    payment: {
      endToEndId: 'E1',
      amountCents: 4_990,
      paidAt: '2026-11-21T13:00:00Z',
      payerName: 'Ana Souza',
    },
    createdAt: '2026-11-21T12:00:00Z',
    updatedAt: '2026-11-21T13:00:00Z',
    syncedAt: '2026-11-21T13:00:01Z',
  };

  it("takes a Pix payment's payer from the payment", () => {
    expect(receiptOf({ kind: 'pix', code }, 'X')).toMatchObject({
      kindLabel: 'Pix',
      reference: 'Pix: Pedido 123',
      chargeId: 'tx123',
      payments: [{ payerName: 'Ana Souza', payerDocument: '52998224725', endToEndId: 'E1' }],
    });
    const other = { ...code, payment: { ...code.payment!, payerName: 'Bruno Lima' } };
    expect(receiptOf({ kind: 'pix', code: other }, 'X').payments[0]).toMatchObject({
      payerName: 'Bruno Lima',
      payerDocument: null,
    });
    const active = { ...code, status: 'ACTIVE', payment: null };
    expect(receiptOf({ kind: 'pix', code: active }, 'X').payments).toEqual([]);
  });

  it('still gives a receipt for a concluded Pix the bank reads back without details', () => {
    expect(receiptOf({ kind: 'pix', code: { ...code, payment: null } }, 'X').payments).toEqual([
      {
        amountCents: 4_990,
        paidAt: null,
        source: null,
        payerName: 'Ana Souza',
        payerDocument: '52998224725',
        endToEndId: null,
      },
    ]);
  });
});
