import { describe, expect, it } from 'vitest';
import { centsOfLenientReais } from '../../../main/domain/wire/common.ts';
import { decodedQrCodeSchema, qrPaymentSchema } from '../../../main/domain/wire/payments.ts';
import { dueDatePaymentOf, dueDateQrCodeSchema } from '../../../main/domain/wire/pix.ts';
import { readBoletoPage } from '../../../main/service/boletos.ts';
import { qrPaymentOf } from '../../../main/service/payments.ts';
import { wireBoleto, wireDueDateQr } from '../../integration/cache/fixtures.ts';

// Where the service's spec is silent, the client reads both the shape the local sandbox sent
// before (`legacy`) and the one the operator's SDK shows (`sdk`); these are the pure readings.

describe('the boleto list as a bare array (ChargesService::getCharges)', () => {
  const page = (n: number, from = 0) => Array.from({ length: n }, (_, i) => wireBoleto(from + i));

  it('pages until a page shorter than the limit', () => {
    expect(readBoletoPage(page(3), 1, 3)).toMatchObject({ hasMore: true, unreadable: [] });
    expect(readBoletoPage(page(2, 3), 2, 3)).toMatchObject({ hasMore: false });
    expect(readBoletoPage(page(3), 1, 3)).not.toHaveProperty('totalItems');
  });

  it('keeps an unreadable item flagged and reads the rest of the page', () => {
    const broken = { ...wireBoleto(7), amount: 'cem reais' };
    const noId = { status: 'Pending' };
    const read = readBoletoPage([wireBoleto(6), broken, noId, wireBoleto(8)], 1, 4);
    expect(read.items.map((b) => b.correlationId)).toEqual([
      wireBoleto(6).correlationId,
      wireBoleto(8).correlationId,
    ]);
    expect(read.unreadable).toEqual([
      { correlationId: broken.correlationId, field: 'amount', record: broken },
      { correlationId: null, field: expect.any(String), record: noId },
    ]);
    // The unreadable items still count as items of the page: it was full, so more may follow.
    expect(read.hasMore).toBe(true);
  });

  it('reads the wrapper too, unreadable items included', () => {
    const read = readBoletoPage(
      { items: [wireBoleto(1), { correlationId: 'x' }], page: 1, limit: 2, totalItems: 2 },
      1,
      2,
    );
    expect(read).toMatchObject({ hasMore: false, totalItems: 2 });
    expect(read.unreadable.map((u) => u.correlationId)).toEqual(['x']);
  });
});

describe("a due-date code's payment: `payments` (SDK) or `payment` (legacy)", () => {
  const legacyPayment = {
    endToEndId: 'E99999999202603101500abcdefghijk',
    amount: 123.45,
    paidAt: '2026-03-10T15:00:00.000Z',
    payer: { name: 'Maria', document: '***.456.789-**' },
    breakdown: { original: 120, rebate: 0, discount: 0, fine: 2.4, interest: 1.05 },
  };
  const sdkItem = {
    endToEndId: legacyPayment.endToEndId,
    correlationId: 'c',
    amount: 123.45,
    createdAt: legacyPayment.paidAt,
    proof: null,
  };
  const expected = {
    endToEndId: legacyPayment.endToEndId,
    amountCents: 12_345,
    paidAt: legacyPayment.paidAt,
  };

  it('reads both, the record schema accepting either', () => {
    const legacy = dueDateQrCodeSchema.parse(
      wireDueDateQr(1, { status: 'CONCLUDED', payment: legacyPayment }),
    );
    const sdk = dueDateQrCodeSchema.parse(
      wireDueDateQr(1, { status: 'CONCLUDED', payments: [sdkItem] }),
    );
    expect(dueDatePaymentOf(legacy)).toEqual({
      ...expected,
      payerName: 'Maria',
      payerDocument: '***.456.789-**',
    });
    expect(dueDatePaymentOf(sdk)).toEqual({ ...expected, payerName: null, payerDocument: null });
  });

  it('an unpaid code, an empty array, or a payment it cannot read: no payment, the code kept', () => {
    expect(dueDatePaymentOf(wireDueDateQr(1, { payments: [] }))).toBeNull();
    expect(dueDatePaymentOf(wireDueDateQr(1, { payments: null }))).toBeNull();
    const odd = wireDueDateQr(1, { status: 'CONCLUDED', payment: 'paid', payments: [{ x: 1 }] });
    expect(dueDateQrCodeSchema.safeParse(odd).success).toBe(true);
    expect(dueDatePaymentOf(odd)).toBeNull();
    // `payments` that is not an array is dropped, never the code with it.
    const notArray = dueDateQrCodeSchema.safeParse({ ...wireDueDateQr(1), payments: { n: 1 } });
    expect(notArray.success && notArray.data.payments).toBeUndefined();
  });

  it('reads an amount sent as a string of reais, and skips an unreadable item for a readable one', () => {
    const record = { payments: [{ endToEndId: 'E1' }, { ...sdkItem, amount: '123.45' }] };
    expect(dueDatePaymentOf(record)).toMatchObject(expected);
  });
});

describe('amounts where the spec is silent', () => {
  it.each([
    [10.5, 1050],
    ['10.50', 1050],
    ['7', 700],
    [0, 0],
    [-1, null],
    ['1.005', null],
    [10.005, null],
    ['dez', null],
    [null, null],
    [undefined, null],
  ])('%j → %j cents', (value, cents) => {
    expect(centsOfLenientReais(value)).toBe(cents);
  });
});

describe('decode and transfer answers with the fields the SDK reads', () => {
  const decoded = {
    endToEndId: 'E1',
    transactionId: 't',
    key: 'k',
    type: 'DYNAMIC_PAYMENT_WITH_EXPIRATION',
    initiationType: 'QR_CODE_DYNAMIC',
    status: 'ACTIVE',
    amount: 105.5,
    originalAmount: 100,
    allowChangeAmount: false,
    expirationTime: 60,
    categoryCode: '0000',
    capturedAt: '2026-03-10T15:00:00.000Z',
    beneficiary: {
      number: '1',
      branch: '0001',
      type: 'CURRENT',
      participant: { name: 'Banco', ispb: '99999999' },
      holder: { name: 'Loja', document: '11222333000181', type: 'LEGAL' },
    },
    additionalInfos: [],
  };

  it('reads the due-date parts, as numbers or strings', () => {
    const parsed = decodedQrCodeSchema.parse({
      ...decoded,
      dueDate: '2026-03-05',
      fineAmount: '2.00',
      feesAmount: 3.5,
      discountAmount: 0,
      rebateAmount: '0.00',
      paymentDeadline: '30',
      payer: { name: 'Maria', document: '***.456.789-**' },
      revision: 0,
      createdAt: '2026-03-01T12:00:00.000Z',
    });
    expect(parsed).toMatchObject({ dueDate: '2026-03-05', paymentDeadline: 30, revision: 0 });
  });

  it('drops an extra of another type instead of refusing the decode', () => {
    const parsed = decodedQrCodeSchema.parse({
      ...decoded,
      dueDate: 20260305,
      paymentDeadline: 'soon',
      payer: 'Maria',
      revision: -1,
    });
    expect(parsed.dueDate).toBeUndefined();
    expect(parsed.paymentDeadline).toBeUndefined();
    expect(parsed.payer).toBeUndefined();
    expect(parsed.revision).toBeUndefined();
  });

  const payment = {
    id: 'p1',
    endToEndId: 'E1',
    status: 'FAILED',
    amount: 10,
    createdAt: '2026-03-10T15:00:00.000Z',
  };

  it("reads a transfer's payee and error (CreateTransferResponse)", () => {
    const wire = qrPaymentSchema.parse({
      ...payment,
      type: 'Pix',
      transactionNsu: 123456,
      externalId: 'x',
      updatedAt: '2026-03-10T15:00:05.000Z',
      error: { code: 'AC03', message: 'Conta do recebedor encerrada' },
      payer: null,
      beneficiary: {
        holder: { name: 'Loja', document: '11222333000181' },
        participant: { name: 'Banco' },
      },
    });
    expect(qrPaymentOf(wire)).toMatchObject({
      failureReason: 'Conta do recebedor encerrada',
      receiver: { name: 'Loja', document: '11222333000181', bank: 'Banco' },
    });
  });

  it('an answer without them, or with them of another type, is still read', () => {
    expect(qrPaymentOf(qrPaymentSchema.parse(payment))).toMatchObject({
      failureReason: null,
      receiver: null,
    });
    const odd = qrPaymentSchema.safeParse({
      ...payment,
      error: 'boom',
      beneficiary: 7,
      transactionNsu: { n: 1 },
      updatedAt: 5,
    });
    expect(odd.success).toBe(true);
    expect(qrPaymentOf(odd.data!)).toMatchObject({ failureReason: null, receiver: null });
  });
});
