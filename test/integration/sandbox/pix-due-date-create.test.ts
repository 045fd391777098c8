import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBrCode } from '../../../main/domain/brcode.ts';
import { dueDateQrCodeSchema } from '../../../main/domain/wire/pix.ts';
import { validationProblemSchema } from '../../../main/domain/wire/problems.ts';
import { PNG_SIGNATURE_HEX, pngSize } from './png.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

const PATH = '/baas/api/v2/pix/qrcode/due-date';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

/** A valid request: R$ 200,00 due 2026-03-20 (TEST_NOW is 2026-03-10). */
function dueDateRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    correlationId: randomUUID(),
    amount: 200,
    dueDate: '2026-03-20',
    payer: { name: 'Maria da Silva', document: '52998224725' },
    address: { cityName: 'São Paulo', zipCode: '01310100', state: 'SP' },
    ...overrides,
  };
}

async function expectValidation(body: unknown, path: string): Promise<string[]> {
  const response = await t.call('POST', PATH, { body });
  expect(response.status).toBe(400);
  const problem = validationProblemSchema.parse(response.json);
  expect(problem.title).toBe('One or more validation errors occurred.');
  expect(Object.keys(problem.errors)).toContain(path);
  return problem.errors[path]!;
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', PATH, { body: dueDateRequest(overrides) });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return dueDateQrCodeSchema.parse(response.json);
}

describe('POST /baas/api/v2/pix/qrcode/due-date — a valid request', () => {
  it('answers 2.3: ACTIVE, revision 0, 30 days overdue by default, payer document masked', async () => {
    const request = dueDateRequest({ description: 'Mensalidade de março' });
    const response = await t.call('POST', PATH, { body: request });
    expect(response.status).toBe(200);
    const code = dueDateQrCodeSchema.parse(response.json);
    expect(code).toMatchObject({
      correlationId: request.correlationId,
      amount: 200,
      originalAmount: 200,
      dueDate: '2026-03-20',
      maxDaysOverdue: 30,
      status: 'ACTIVE',
      revision: 0,
      description: 'Mensalidade de março',
      payer: { name: 'Maria da Silva', document: '***.982.247-**' },
      address: { cityName: 'São Paulo', zipCode: '01310100', uf: 'SP', state: 'SP' },
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
      additionalInfos: [],
    });
    expect(code.transactionId).toMatch(/^[A-Za-z0-9]{26,35}$/);
    expect(code).not.toHaveProperty('qrCodeImageBase64');
    expect(code).not.toHaveProperty('payment');
    expect(response.text).not.toContain('52998224725');
  });

  it('sets expiresAt to the end of dueDate + maxDaysOverdue in São Paulo', async () => {
    // 2026-03-20 + 30 = 2026-04-19, 23:59:59.999 at −03:00.
    expect((await create()).expiresAt).toBe('2026-04-20T02:59:59.999Z');
    expect((await create({ maxDaysOverdue: 0 })).expiresAt).toBe('2026-03-21T02:59:59.999Z');
    expect((await create({ maxDaysOverdue: 5 })).maxDaysOverdue).toBe(5);
    // Today is a valid due date.
    expect((await create({ dueDate: '2026-03-10', maxDaysOverdue: 0 })).expiresAt).toBe(
      '2026-03-11T02:59:59.999Z',
    );
  });

  it('answers a dynamic BR Code whose location names the due-date charge and whose amount is the effective one', async () => {
    const code = await create({
      amount: 200,
      taxes: { rebateType: 'FIXED_AMOUNT', rebateAmount: 20 },
    });
    expect(code).toMatchObject({ amount: 180, originalAmount: 200 });
    const decoded = decodeBrCode(code.payloadPix);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value).toMatchObject({
      kind: 'dynamic',
      amountCents: 18_000,
      merchantName: 'Balcao Sandbox Ltda',
      merchantCity: 'Sao Paulo',
      txid: '***',
    });
    expect(decoded.value.url).toMatch(/^pix\.sandbox\.balcao\.local\/qr\/v2\/cobv\/[0-9a-f]{32}$/);
  });

  it('takes a percentage rebate of the original amount, rounded half-up', async () => {
    const code = await create({
      amount: 199.99,
      taxes: { rebateType: 'PERCENTAGE', rebateAmount: 10 },
    });
    // 10% of 199.99 = 19.999 → 20.00.
    expect(code).toMatchObject({ amount: 179.99, originalAmount: 199.99 });
  });

  it('accepts every tax of 4.6 and echoes them', async () => {
    for (const interestType of [
      'FIXED_AMOUNT_CALENDAR_DAY',
      'PERCENTAGE_PER_DAY_CALENDAR_DAY',
      'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
      'PERCENTAGE_PER_YEAR_CALENDAR_DAY',
    ]) {
      const taxes = {
        rebateType: 'FIXED_AMOUNT',
        rebateAmount: 5,
        discountType: 'PERCENTAGE',
        discountsDueDate: [
          { dueDate: '2026-03-12', amount: 5 },
          { dueDate: '2026-03-15', amount: 3 },
          { dueDate: '2026-03-19', amount: 1.5 },
        ],
        interestType,
        interestAmount: interestType === 'FIXED_AMOUNT_CALENDAR_DAY' ? 0.5 : 0.0333,
        fineType: 'FIXED_AMOUNT',
        fineAmount: 4,
      };
      const code = await create({ taxes });
      expect(code.taxes).toEqual(taxes);
    }
    const single = await create({
      taxes: {
        discountType: 'FIXED_AMOUNT',
        discountAmount: 10,
        fineType: 'PERCENTAGE',
        fineAmount: 2,
      },
    });
    expect(single.taxes).toMatchObject({ discountAmount: 10 });
  });

  it('keeps additionalInfos and masks an alphanumeric CNPJ too', async () => {
    const code = await create({
      payer: { name: 'Padaria Pão Quente Ltda', document: '12ABC34501DE35' },
      additionalInfos: [{ name: 'Contrato', value: 'CT-2026' }],
    });
    expect(code.payer.document).toBe('**.ABC.345/01DE-**');
    expect(code.additionalInfos).toEqual([{ name: 'Contrato', value: 'CT-2026' }]);
  });

  it('adds a 250×250 PNG only with PAYLOAD_AND_QRCODE', async () => {
    const withImage = await create({ formatResponse: 'PAYLOAD_AND_QRCODE' });
    const png = Buffer.from(withImage.qrCodeImageBase64!, 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE_HEX);
    expect(pngSize(png)).toEqual({ width: 250, height: 250 });
    expect(await create({ formatResponse: 'ONLY_PAYLOAD' })).not.toHaveProperty(
      'qrCodeImageBase64',
    );
  });
});

describe('POST /baas/api/v2/pix/qrcode/due-date — refusals', () => {
  it('requires correlationId, amount, dueDate, payer and address', async () => {
    for (const field of ['correlationId', 'amount', 'dueDate', 'payer', 'address']) {
      const { [field]: _omitted, ...partial } = dueDateRequest();
      expect(await expectValidation(partial, `$.${field}`)).toEqual([
        `The ${field} field is required.`,
      ]);
    }
  });

  it('checks the amount, the due date and maxDaysOverdue', async () => {
    await expectValidation(dueDateRequest({ amount: 0 }), '$.amount');
    await expectValidation(dueDateRequest({ amount: 1.999 }), '$.amount');
    await expectValidation(dueDateRequest({ dueDate: '2026-02-30' }), '$.dueDate');
    await expectValidation(dueDateRequest({ dueDate: '20/03/2026' }), '$.dueDate');
    expect(await expectValidation(dueDateRequest({ dueDate: '2026-03-09' }), '$.dueDate')).toEqual([
      'dueDate must not be in the past.',
    ]);
    await expectValidation(dueDateRequest({ maxDaysOverdue: -1 }), '$.maxDaysOverdue');
    await expectValidation(dueDateRequest({ maxDaysOverdue: 1.5 }), '$.maxDaysOverdue');
    await expectValidation(dueDateRequest({ maxDaysOverdue: 1e7 }), '$.maxDaysOverdue');
    await expectValidation(dueDateRequest({ dueDate: '9999-12-31' }), '$.maxDaysOverdue');
    await expectValidation(dueDateRequest({ amount: 1e13 }), '$.amount');
    await expectValidation(dueDateRequest({ formatResponse: 'PNG' }), '$.formatResponse');
  });

  it('checks the payer: name, document, check digits', async () => {
    await expectValidation(dueDateRequest({ payer: { document: '52998224725' } }), '$.payer.name');
    await expectValidation(dueDateRequest({ payer: { name: 'Maria' } }), '$.payer.document');
    await expectValidation(
      dueDateRequest({ payer: { name: 'Maria', document: '529.982.247-25' } }),
      '$.payer.document',
    );
    await expectValidation(
      dueDateRequest({ payer: { name: 'Maria', document: '11111111111' } }),
      '$.payer.document',
    );
  });

  it('checks the address: cityName, zipCode, state (UF); street optional', async () => {
    const address = { cityName: 'São Paulo', zipCode: '01310100', state: 'SP' };
    for (const field of ['cityName', 'zipCode', 'state'] as const) {
      const { [field]: _omitted, ...partial } = address;
      await expectValidation(dueDateRequest({ address: partial }), `$.address.${field}`);
    }
    await expectValidation(
      dueDateRequest({ address: { ...address, state: 'sp' } }),
      '$.address.state',
    );
    await expectValidation(
      dueDateRequest({ address: { ...address, zipCode: '01310-100' } }),
      '$.address.zipCode',
    );
  });

  it('requires name and value in additionalInfos', async () => {
    await expectValidation(
      dueDateRequest({ additionalInfos: [{ value: 'x' }] }),
      '$.additionalInfos[0].name',
    );
    await expectValidation(
      dueDateRequest({ additionalInfos: [{ name: 'x' }] }),
      '$.additionalInfos[0].value',
    );
  });

  it('checks the taxes by the rules of 4.6, at their paths', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ rebateType: 'FIXED_AMOUNT' }, '$.taxes.rebateAmount'],
      [{ rebateAmount: 5 }, '$.taxes.rebateType'],
      [{ rebateType: 'FIXED', rebateAmount: 5 }, '$.taxes.rebateType'],
      [{ rebateType: 'FIXED_AMOUNT', rebateAmount: 200 }, '$.taxes.rebateAmount'],
      [{ discountAmount: 5 }, '$.taxes.discountType'],
      [{ discountType: 'FIXED_AMOUNT' }, '$.taxes.discountAmount'],
      [
        {
          discountType: 'FIXED_AMOUNT',
          discountAmount: 5,
          discountsDueDate: [{ dueDate: '2026-03-15', amount: 5 }],
        },
        '$.taxes.discountsDueDate',
      ],
      [
        {
          discountType: 'FIXED_AMOUNT',
          discountsDueDate: [
            { dueDate: '2026-03-11', amount: 4 },
            { dueDate: '2026-03-12', amount: 3 },
            { dueDate: '2026-03-13', amount: 2 },
            { dueDate: '2026-03-14', amount: 1 },
          ],
        },
        '$.taxes.discountsDueDate',
      ],
      [
        { discountType: 'FIXED_AMOUNT', discountsDueDate: [{ dueDate: '2026-03-20', amount: 5 }] },
        '$.taxes.discountsDueDate[0].dueDate',
      ],
      [
        {
          discountType: 'FIXED_AMOUNT',
          discountsDueDate: [
            { dueDate: '2026-03-15', amount: 5 },
            { dueDate: '2026-03-12', amount: 3 },
          ],
        },
        '$.taxes.discountsDueDate[1].dueDate',
      ],
      [
        { discountType: 'FIXED_AMOUNT', discountsDueDate: [{ dueDate: '2026-03-15' }] },
        '$.taxes.discountsDueDate[0].amount',
      ],
      [{ discountType: 'FIXED_AMOUNT', discountAmount: 200 }, '$.taxes.discountAmount'],
      [{ discountType: 'PERCENTAGE', discountAmount: 100.5 }, '$.taxes.discountAmount'],
      [{ interestType: 'PERCENTAGE_PER_WEEK', interestAmount: 1 }, '$.taxes.interestType'],
      [{ interestType: 'PERCENTAGE_PER_DAY_CALENDAR_DAY' }, '$.taxes.interestAmount'],
      [
        { interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', interestAmount: 1.00001 },
        '$.taxes.interestAmount',
      ],
      [
        { interestType: 'FIXED_AMOUNT_CALENDAR_DAY', interestAmount: 0.001 },
        '$.taxes.interestAmount',
      ],
      [{ fineType: 'PERCENTAGE', fineAmount: 150 }, '$.taxes.fineAmount'],
      [{ fineType: 'FIXED_AMOUNT', fineAmount: 1.234 }, '$.taxes.fineAmount'],
      [{ fineType: 'FIXED_AMOUNT', fineAmount: -1 }, '$.taxes.fineAmount'],
      [{ fineType: 'FIXED_AMOUNT', fineAmount: 1e13 }, '$.taxes.fineAmount'],
    ];
    for (const [taxes, path] of cases) {
      const response = await t.call('POST', PATH, { body: dueDateRequest({ taxes }) });
      expect(response.status, JSON.stringify(taxes)).toBe(400);
      expect(Object.keys(response.json.errors), JSON.stringify(taxes)).toContain(path);
    }
  });

  it('refuses a correlationId already used with 409', async () => {
    const request = dueDateRequest();
    expect((await t.call('POST', PATH, { body: request })).status).toBe(200);
    expect((await t.call('POST', PATH, { body: request })).status).toBe(409);
  });
});
