import { describe, expect, it } from 'vitest';
import {
  makePixDueDateInputSchema,
  pixCodeViewSchema,
  pixImmediateInputSchema,
  type PixTaxes,
} from '../../../preload/contract/schemas/pix.ts';
import { contractTaxes, pixCodeViewOf } from '../../../main/cache/pix/pix-code-view.ts';
import {
  dueBreakdownOn,
  dueDateChargeOf,
  dueDateWireToFormPath,
  formTaxIssues,
  immediateWireToFormPath,
  pixImageDataUrl,
  simulationWireToFormPath,
  taxesFromForm,
  toWireDueDateRequest,
  toWireImmediateRequest,
} from '../../../main/service/mapping/pix-mapping.ts';
import { taxesFromWire } from '../../../main/domain/wire/pix-taxes.ts';
import {
  createDueDateQrCodeRequestSchema,
  createImmediateQrCodeRequestSchema,
  dueDateQrCodeSchema,
  immediateQrCodeSchema,
  type DueDateQrCode,
  type ImmediateQrCode,
} from '../../../main/domain/wire/pix.ts';

const CORRELATION_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const TODAY = '2025-03-01';
const parseDueDate = makePixDueDateInputSchema(() => TODAY);

function dueDateInput(overrides: Record<string, unknown> = {}) {
  return parseDueDate.parse({
    amountCents: 150_000,
    dueDate: '2025-03-20',
    payer: { name: 'Mercearia Boa Vista', document: '529.982.247-25' },
    address: { cityName: 'Campinas', zipCode: '13010-111', state: 'SP' },
    ...overrides,
  });
}

function immediateInput(overrides: Record<string, unknown> = {}) {
  return pixImmediateInputSchema.parse({ amountCents: 4_990, ...overrides });
}

const ALL_TAXES: PixTaxes = {
  rebate: { type: 'FIXED_AMOUNT', cents: 1_000 },
  discount: {
    mode: 'bands',
    type: 'PERCENTAGE',
    bands: [
      { date: '2025-03-05', value: 5 },
      { date: '2025-03-10', value: 2.5 },
    ],
  },
  interest: { type: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', value: 1 },
  fine: { type: 'PERCENTAGE', percent: 2 },
};

function wireImmediate(overrides: Partial<ImmediateQrCode> = {}): ImmediateQrCode {
  return immediateQrCodeSchema.parse({
    correlationId: CORRELATION_ID,
    transactionId: 'A'.repeat(32),
    amount: 49.9,
    allowChangeAmount: false,
    expiresIn: 86_400,
    status: 'ACTIVE',
    description: 'Pedido 12',
    payer: { name: 'Ana Souza', document: '52998224725', validate: true },
    address: { cityName: 'Aracaju', uf: 'SE', state: 'SE' },
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    expiresAt: '2025-03-02T12:00:00.000Z',
    payloadPix: '00020101021226...6304ABCD',
    qrCodeImageBase64: 'iVBORw0KGgo=',
    additionalInfos: [{ name: 'Pedido', value: '12' }],
    splitInstructions: [
      { accountNumber: '12345-6', type: 'FIXED', amount: 10.5 },
      { accountNumber: '99999-0', type: 'PERCENTAGE', amount: 5 },
      { accountNumber: '77777-7', type: 'SOMETHING_NEW', amount: 1 },
    ],
    ...overrides,
  });
}

function wireDueDate(overrides: Partial<DueDateQrCode> = {}): DueDateQrCode {
  return dueDateQrCodeSchema.parse({
    correlationId: CORRELATION_ID,
    transactionId: 'B'.repeat(32),
    amount: 1490,
    originalAmount: 1500,
    dueDate: '2025-03-20',
    maxDaysOverdue: 30,
    taxes: {
      rebateType: 'FIXED_AMOUNT',
      rebateAmount: 10,
      discountType: 'PERCENTAGE',
      discountsDueDate: [
        { dueDate: '2025-03-05', amount: 5 },
        { dueDate: '2025-03-10', amount: 2.5 },
      ],
      interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
      interestAmount: 1,
      fineType: 'PERCENTAGE',
      fineAmount: 2,
    },
    status: 'ACTIVE',
    revision: 0,
    payer: { name: 'Mercearia Boa Vista', document: '***.982.247-**' },
    address: { cityName: 'Campinas', zipCode: '13010111', uf: 'SP', state: 'SP' },
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-01T12:00:00.000Z',
    expiresAt: '2025-04-20T02:59:59.999Z',
    payloadPix: '00020101021226...6304DCBA',
    additionalInfos: [],
    ...overrides,
  });
}

describe('toWireImmediateRequest', () => {
  it('sends the defaults in reais, asks for the PNG and passes the wire schema', () => {
    const wire = toWireImmediateRequest(immediateInput(), CORRELATION_ID);
    expect(wire).toEqual({
      correlationId: CORRELATION_ID,
      amount: 49.9,
      expiresIn: 86_400,
      formatResponse: 'PAYLOAD_AND_QRCODE',
    });
    expect(createImmediateQrCodeRequestSchema.parse(wire)).toEqual(wire);
  });

  it('converts payer, splits and final beneficiary; FIXED splits in reais, PERCENTAGE as percent', () => {
    const wire = toWireImmediateRequest(
      immediateInput({
        amountCents: 100_000,
        description: 'Pedido 12',
        payer: { name: 'Ana Souza', document: '529.982.247-25', validate: true },
        additionalInfos: [{ name: 'Pedido', value: '12' }],
        splitInstructions: [
          { type: 'FIXED', accountNumber: '12345-6', amountCents: 10_050 },
          { type: 'PERCENTAGE', accountNumber: '99999-0', percent: 5 },
        ],
        finalBeneficiary: { name: 'Loja X', document: '11.222.333/0001-81', cityName: 'Recife' },
      }),
      CORRELATION_ID,
    );
    expect(wire.amount).toBe(1000);
    expect(wire.payer).toEqual({ name: 'Ana Souza', document: '52998224725', validate: true });
    expect(wire.splitInstructions).toEqual([
      { accountNumber: '12345-6', type: 'FIXED', amount: 100.5 },
      { accountNumber: '99999-0', type: 'PERCENTAGE', amount: 5 },
    ]);
    expect(wire.finalBeneficiary?.document).toBe('11222333000181');
    expect(wire).not.toHaveProperty('address'); // the operator's default (Aracaju/SE)
    expect(createImmediateQrCodeRequestSchema.parse(wire)).toEqual(wire);
  });
});

describe('toWireDueDateRequest', () => {
  it('converts amount and taxes to reais and percents as taxesToWire does', () => {
    const input = dueDateInput({
      taxes: ALL_TAXES,
      description: '  ',
      address: {
        cityName: 'Campinas',
        zipCode: '13010-111',
        state: 'SP',
        street: '',
      },
    });
    const wire = toWireDueDateRequest(input, CORRELATION_ID);
    expect(wire).toEqual({
      correlationId: CORRELATION_ID,
      amount: 1500,
      dueDate: '2025-03-20',
      payer: { name: 'Mercearia Boa Vista', document: '52998224725' },
      address: { cityName: 'Campinas', zipCode: '13010111', state: 'SP' },
      formatResponse: 'PAYLOAD_AND_QRCODE',
      maxDaysOverdue: 30,
      taxes: {
        rebateType: 'FIXED_AMOUNT',
        rebateAmount: 10,
        discountType: 'PERCENTAGE',
        discountsDueDate: [
          { dueDate: '2025-03-05', amount: 5 },
          { dueDate: '2025-03-10', amount: 2.5 },
        ],
        interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
        interestAmount: 1,
        fineType: 'PERCENTAGE',
        fineAmount: 2,
      },
    });
    expect(createDueDateQrCodeRequestSchema.parse(wire)).toEqual(wire);
    // The wire taxes read back to the same domain taxes.
    expect(taxesFromWire(wire.taxes)).toEqual({ taxes: taxesFromForm(ALL_TAXES), issues: [] });
  });

  it('sends a single fixed discount, fixed interest and fine in reais; no taxes → none sent', () => {
    const wire = toWireDueDateRequest(
      dueDateInput({
        taxes: {
          discount: { mode: 'single', value: { type: 'FIXED_AMOUNT', cents: 1_234 } },
          interest: { type: 'FIXED_AMOUNT_CALENDAR_DAY', value: 15 },
          fine: { type: 'FIXED_AMOUNT', cents: 500 },
        },
      }),
      CORRELATION_ID,
    );
    expect(wire.taxes).toEqual({
      discountType: 'FIXED_AMOUNT',
      discountAmount: 12.34,
      interestType: 'FIXED_AMOUNT_CALENDAR_DAY',
      interestAmount: 0.15,
      fineType: 'FIXED_AMOUNT',
      fineAmount: 5,
    });
    expect(toWireDueDateRequest(dueDateInput({ taxes: {} }), CORRELATION_ID)).not.toHaveProperty(
      'taxes',
    );
  });
});

describe('taxes between form and domain', () => {
  it('round-trips every shape', () => {
    const shapes: PixTaxes[] = [
      ALL_TAXES,
      { rebate: { type: 'PERCENTAGE', percent: 1.5 } },
      { discount: { mode: 'single', value: { type: 'PERCENTAGE', percent: 3 } } },
      { discount: { mode: 'bands', type: 'FIXED_AMOUNT', bands: [{ date: TODAY, value: 100 }] } },
      { fine: { type: 'FIXED_AMOUNT', cents: 990 } },
    ];
    for (const taxes of shapes) expect(contractTaxes(taxesFromForm(taxes)!)).toEqual(taxes);
    expect(contractTaxes({})).toBeNull();
  });

  it("reports the domain's rules on the form's fields", () => {
    const fields = formTaxIssues(10_000, '2025-03-20', {
      discount: {
        mode: 'bands',
        type: 'FIXED_AMOUNT',
        bands: [
          { date: '2025-03-05', value: 10.5 },
          { date: '2025-03-10', value: 100 },
        ],
      },
      interest: { type: 'PERCENTAGE_PER_DAY_CALENDAR_DAY', value: 0.12345 },
      rebate: { type: 'FIXED_AMOUNT', cents: 10_000 },
    });
    expect(fields).toEqual({
      'taxes.discount.bands.0.value': [{ key: 'v.money.integer' }],
      'taxes.interest.value': [{ key: 'v.percent.decimals', params: { max: 4 } }],
      'taxes.rebate.cents': [{ key: 'v.rebate.too_large' }],
    });
    expect(formTaxIssues(10_000, '2025-03-20', ALL_TAXES)).toEqual({});
    expect(formTaxIssues(10_000, '2025-03-20', undefined)).toEqual({});
  });
});

describe('amount due on a date', () => {
  const charge = dueDateChargeOf({
    originalCents: 150_000,
    dueDate: '2025-03-20',
    maxDaysOverdue: 30,
    taxes: ALL_TAXES,
  });

  it('applies rebate and the band of the date before the due date', () => {
    expect(dueBreakdownOn(charge, '2025-03-04')).toEqual({
      date: '2025-03-04',
      payable: true,
      originalCents: 150_000,
      rebateCents: 1_000,
      discountCents: 7_450, // 5 % of 1490.00
      fineCents: 0,
      interestCents: 0,
      totalCents: 141_550,
      daysLate: 0,
    });
    expect(dueBreakdownOn(charge, '2025-03-20').totalCents).toBe(149_000);
  });

  it('adds fine and interest after it, and is not payable past the deadline', () => {
    const late = dueBreakdownOn(charge, '2025-03-30');
    expect(late).toMatchObject({ fineCents: 2_980, interestCents: 497, daysLate: 10 });
    expect(late.totalCents).toBe(149_000 + 2_980 + 497);
    expect(dueBreakdownOn(charge, '2025-04-19').payable).toBe(true);
    expect(dueBreakdownOn(charge, '2025-04-20').payable).toBe(false);
  });
});

// The one view of a code is the cache's (`pixCodeViewOf`): a create answer is cached first,
// and the view shown then is the cached one plus the answer's PNG (`pixImageDataUrl`).
describe('pixCodeViewOf, from a service record', () => {
  const syncedAt = '2025-03-01T12:00:01.000Z';

  it('an immediate code: cents, splits of known types, no PNG (the cache keeps none)', () => {
    const view = pixCodeViewOf(
      { kind: 'immediate', record: wireImmediate() },
      { status: 'ACTIVE', syncedAt },
    );
    expect(pixCodeViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      kind: 'immediate',
      status: 'ACTIVE',
      amountCents: 4_990,
      originalAmountCents: 4_990,
      dueDate: null,
      maxDaysOverdue: null,
      imageDataUrl: null,
      payer: { name: 'Ana Souza', document: '52998224725' },
      taxes: null,
      payment: null,
      splitInstructions: [
        { type: 'FIXED', accountNumber: '12345-6', amountCents: 1_050 },
        { type: 'PERCENTAGE', accountNumber: '99999-0', percent: 5 },
      ],
    });
  });

  it('a due-date code: amount after rebate, taxes in the form shape, the payment once paid', () => {
    const record = wireDueDate({
      status: 'CONCLUDED',
      payment: {
        endToEndId: 'E99999999202503251200abcdefghijk',
        amount: 1519.8,
        paidAt: '2025-03-25T15:00:00.000Z',
        payer: { name: 'Mercearia Boa Vista', document: '***.982.247-**' },
        breakdown: { original: 1500, rebate: 10, discount: 0, fine: 29.8, interest: 0 },
      },
    });
    const view = pixCodeViewOf({ kind: 'due-date', record }, { status: 'CONCLUDED', syncedAt });
    expect(pixCodeViewSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      kind: 'due-date',
      status: 'CONCLUDED',
      amountCents: 149_000,
      originalAmountCents: 150_000,
      dueDate: '2025-03-20',
      maxDaysOverdue: 30,
      imageDataUrl: null,
      taxes: ALL_TAXES,
      payment: {
        endToEndId: 'E99999999202503251200abcdefghijk',
        amountCents: 151_980,
        paidAt: '2025-03-25T15:00:00.000Z',
        payerName: 'Mercearia Boa Vista',
      },
    });
  });

  it('shows the status the cache learned later, not the record’s', () => {
    const view = pixCodeViewOf(
      { kind: 'immediate', record: wireImmediate() },
      { status: 'CONCLUDED', syncedAt },
    );
    expect(view.status).toBe('CONCLUDED');
  });

  it('refuses a third decimal rather than rounding it', () => {
    expect(() =>
      pixCodeViewOf(
        { kind: 'immediate', record: wireImmediate({ amount: 10.005 }) },
        { status: 'ACTIVE', syncedAt },
      ),
    ).toThrow(RangeError);
  });

  it('draws the PNG of a create answer as a data URL, keeping a data URL as it came', () => {
    expect(pixImageDataUrl(wireImmediate().qrCodeImageBase64)).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(pixImageDataUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(pixImageDataUrl(undefined)).toBeNull();
    expect(pixImageDataUrl('')).toBeNull();
  });
});

describe('400 field paths → form paths', () => {
  it.each([
    ['$.amount', 'amountCents'],
    ['$.Amount', 'amountCents'],
    ['$.dueDate', 'dueDate'],
    ['$.maxDaysOverdue', 'maxDaysOverdue'],
    ['$.description', 'description'],
    ['$.payer', 'payer'],
    ['$.payer.document', 'payer.document'],
    ['$.payer.name', 'payer.name'],
    ['$.address.zipCode', 'address.zipCode'],
    ['$.address.cityName', 'address.cityName'],
    ['$.address.uf', 'address.state'],
    ['$.additionalInfos[2].value', 'additionalInfos.2.value'],
    ['$.taxes', 'taxes'],
    ['$.taxes.discountsDueDate', 'taxes.discount.bands'],
    ['$.taxes.discountsDueDate[1].dueDate', 'taxes.discount.bands.1.date'],
    ['$.taxes.discountsDueDate[0].amount', 'taxes.discount.bands.0.value'],
    ['$.taxes.discountType', 'taxes.discount.type'],
    ['$.taxes.rebateAmount', 'taxes.rebate.cents'],
    ['$.taxes.fineAmount', 'taxes.fine.percent'],
    ['$.taxes.interestAmount', 'taxes.interest.value'],
    ['$.taxes.interestType', 'taxes.interest.type'],
    ['$.correlationId', '_'],
    ['$.formatResponse', '_'],
    ['$', '_'],
    ['$.payer.document.extra', '_'],
  ])('due-date %s → %s', (wirePath, formPath) => {
    const request = {
      taxes: {
        rebateType: 'FIXED_AMOUNT' as const,
        discountType: 'PERCENTAGE' as const,
        discountsDueDate: [],
        fineType: 'PERCENTAGE' as const,
      },
    };
    expect(dueDateWireToFormPath(wirePath, request)).toBe(formPath);
  });

  it('a single discount lands on its value, cents or percent by its type', () => {
    const single = { taxes: { discountType: 'FIXED_AMOUNT' as const } };
    expect(dueDateWireToFormPath('$.taxes.discountAmount', single)).toBe(
      'taxes.discount.value.cents',
    );
    expect(dueDateWireToFormPath('$.taxes.discountType', single)).toBe('taxes.discount.value.type');
    expect(
      dueDateWireToFormPath('$.taxes.discountAmount', {
        taxes: { discountType: 'PERCENTAGE' as const },
      }),
    ).toBe('taxes.discount.value.percent');
  });

  it.each([
    ['$.amount', 'amountCents'],
    ['$.expiresIn', 'expiresInSeconds'],
    ['$.payer.validate', 'payer.validate'],
    ['$.payer.document', 'payer.document'],
    ['$.splitInstructions', 'splitInstructions'],
    ['$.splitInstructions[0].amount', 'splitInstructions.0.amountCents'],
    ['$.splitInstructions[1].amount', 'splitInstructions.1.percent'],
    ['$.splitInstructions[1].accountNumber', 'splitInstructions.1.accountNumber'],
    ['$.finalBeneficiary.cityName', 'finalBeneficiary.cityName'],
    ['$.additionalInfos[0].name', 'additionalInfos.0.name'],
    ['$.address.cityName', '_'],
    ['$.allowChangeAmount', '_'],
  ])('immediate %s → %s', (wirePath, formPath) => {
    const request = {
      splitInstructions: [
        { accountNumber: 'a1', type: 'FIXED' as const, amount: 1 },
        { accountNumber: 'a2', type: 'PERCENTAGE' as const, amount: 5 },
      ],
    };
    expect(immediateWireToFormPath(wirePath, request)).toBe(formPath);
  });

  it('simulation: the payer and the payment date; the rest is the form as a whole', () => {
    expect(simulationWireToFormPath('$.payer.document')).toBe('payer.document');
    expect(simulationWireToFormPath('$.paidAt')).toBe('paymentDate');
    expect(simulationWireToFormPath('$.amount')).toBe('_');
    expect(simulationWireToFormPath('$.payload')).toBe('_');
  });
});
