import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeBrCode } from '../../../main/domain/brcode.ts';
import { immediateQrCodeSchema } from '../../../main/domain/wire/pix.ts';
import { problemSchema, validationProblemSchema } from '../../../main/domain/wire/problems.ts';
import { PNG_SIGNATURE_HEX, pngSize } from './png.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

const PATH = '/baas/api/v2/pix/qrcode/dynamic';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

function immediateRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { correlationId: randomUUID(), amount: 150.75, ...overrides };
}

/** Posts `body` and expects a 400 validation problem naming `path`; returns its messages. */
async function expectValidation(body: unknown, path: string): Promise<string[]> {
  const response = await t.call('POST', PATH, { body });
  expect(response.status).toBe(400);
  const problem = validationProblemSchema.parse(response.json);
  expect(problem.title).toBe('One or more validation errors occurred.');
  expect(Object.keys(problem.errors)).toContain(path);
  return problem.errors[path]!;
}

describe('POST /baas/api/v2/pix/qrcode/dynamic — a valid request', () => {
  it('applies the defaults: ACTIVE, 86400 s, Aracaju/SE, payload only, fixed amount', async () => {
    const request = immediateRequest();
    const response = await t.call('POST', PATH, { body: request });
    expect(response.status).toBe(200);
    const code = immediateQrCodeSchema.parse(response.json);
    expect(code).toMatchObject({
      correlationId: request.correlationId,
      amount: 150.75,
      allowChangeAmount: false,
      expiresIn: 86_400,
      status: 'ACTIVE',
      address: { cityName: 'Aracaju', uf: 'SE', state: 'SE' },
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
      expiresAt: new Date(TEST_NOW.getTime() + 86_400_000).toISOString(),
      additionalInfos: [],
      splitInstructions: [],
    });
    expect(code.transactionId).toMatch(/^[A-Za-z0-9]{26,35}$/);
    expect(code).not.toHaveProperty('qrCodeImageBase64');
    expect(code).not.toHaveProperty('payer');
    expect(code).not.toHaveProperty('finalBeneficiary');
  });

  it('answers a dynamic BR Code: location URL, MCC, BRL, amount, BR, holder name and city, txid ***', async () => {
    const response = await t.call('POST', PATH, { body: immediateRequest({ amount: 1234.5 }) });
    const payload: string = response.json.payloadPix;
    const decoded = decodeBrCode(payload);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value).toMatchObject({
      kind: 'dynamic',
      pointOfInitiation: 'dynamic',
      merchantCategoryCode: '0000',
      amountCents: 123_450,
      merchantName: 'Balcao Sandbox Ltda',
      merchantCity: 'Sao Paulo',
      txid: '***',
    });
    expect(decoded.value.url).toMatch(/^pix\.sandbox\.balcao\.local\/qr\/v2\/[0-9a-f]{32}$/);
    expect(decoded.value.merchantName.length).toBeLessThanOrEqual(25);
    expect(decoded.value.merchantCity.length).toBeLessThanOrEqual(15);
    expect(payload).toContain('0014br.gov.bcb.pix');
    expect(payload).toContain('5303986');
    expect(payload).toContain('5802BR');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('gives every code its own transactionId and location', async () => {
    const codes = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', PATH, { body: immediateRequest() })),
    );
    expect(new Set(codes.map((c) => c.json.transactionId)).size).toBe(5);
    expect(new Set(codes.map((c) => c.json.payloadPix)).size).toBe(5);
  });

  it('echoes what was sent: payer, address, infos, splits, final beneficiary, expiry', async () => {
    const request = immediateRequest({
      amount: 200,
      description: 'Pedido 7',
      expiresIn: 600,
      allowChangeAmount: true,
      payer: { name: 'Maria da Silva', document: '52998224725' },
      address: { cityName: 'Recife', zipCode: '50010000', state: 'PE', street: 'Rua do Sol' },
      additionalInfos: [{ name: 'Pedido', value: '7' }],
      splitInstructions: [
        { accountNumber: '7654321', type: 'FIXED', amount: 50 },
        { accountNumber: '1234567', type: 'PERCENTAGE', amount: 25 },
      ],
      finalBeneficiary: { name: 'Loja Parceira', document: '11222333000181', cityName: 'Recife' },
    });
    const response = await t.call('POST', PATH, { body: request });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      description: 'Pedido 7',
      expiresIn: 600,
      allowChangeAmount: true,
      expiresAt: new Date(TEST_NOW.getTime() + 600_000).toISOString(),
      payer: { name: 'Maria da Silva', document: '52998224725', validate: false },
      address: {
        cityName: 'Recife',
        zipCode: '50010000',
        uf: 'PE',
        state: 'PE',
        street: 'Rua do Sol',
      },
      additionalInfos: request.additionalInfos,
      splitInstructions: request.splitInstructions,
      finalBeneficiary: request.finalBeneficiary,
    });
  });

  it('adds a 250×250 PNG only with PAYLOAD_AND_QRCODE', async () => {
    for (const amount of [0.01, 150.75, 99_999_999.99]) {
      const withImage = await t.call('POST', PATH, {
        body: immediateRequest({ amount, formatResponse: 'PAYLOAD_AND_QRCODE' }),
      });
      expect(withImage.status).toBe(200);
      const base64: string = withImage.json.qrCodeImageBase64;
      expect(base64).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const png = Buffer.from(base64, 'base64');
      expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE_HEX);
      expect(pngSize(png)).toEqual({ width: 250, height: 250 });
    }
    const payloadOnly = await t.call('POST', PATH, {
      body: immediateRequest({ formatResponse: 'ONLY_PAYLOAD' }),
    });
    expect(payloadOnly.json).not.toHaveProperty('qrCodeImageBase64');
  });
});

describe('POST /baas/api/v2/pix/qrcode/dynamic — refusals', () => {
  it('requires a body', async () => {
    const response = await t.call('POST', PATH);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual(['$']);
  });

  it('requires a GUID correlationId', async () => {
    const { correlationId: _omitted, ...withoutId } = immediateRequest();
    expect(await expectValidation(withoutId, '$.correlationId')).toEqual([
      'The correlationId field is required.',
    ]);
    await expectValidation(immediateRequest({ correlationId: 'pedido-7' }), '$.correlationId');
  });

  it('requires an amount above zero with at most two decimals', async () => {
    const { amount: _omitted, ...withoutAmount } = immediateRequest();
    await expectValidation(withoutAmount, '$.amount');
    await expectValidation(immediateRequest({ amount: 0 }), '$.amount');
    await expectValidation(immediateRequest({ amount: -5 }), '$.amount');
    await expectValidation(immediateRequest({ amount: 10.005 }), '$.amount');
    await expectValidation(immediateRequest({ amount: '10.00' }), '$.amount');
    // More than a BR Code's amount field holds.
    await expectValidation(immediateRequest({ amount: 10_000_000_000 }), '$.amount');
    await expectValidation(immediateRequest({ amount: 1e15 }), '$.amount');
  });

  it('checks expiresIn and formatResponse', async () => {
    await expectValidation(immediateRequest({ expiresIn: 0 }), '$.expiresIn');
    await expectValidation(immediateRequest({ expiresIn: 1.5 }), '$.expiresIn');
    await expectValidation(immediateRequest({ expiresIn: 1e15 }), '$.expiresIn');
    await expectValidation(immediateRequest({ formatResponse: 'PNG' }), '$.formatResponse');
  });

  it('checks the payer: name, document and its check digits', async () => {
    await expectValidation(
      immediateRequest({ payer: { document: '52998224725' } }),
      '$.payer.name',
    );
    await expectValidation(immediateRequest({ payer: { name: 'Maria' } }), '$.payer.document');
    expect(
      await expectValidation(
        immediateRequest({ payer: { name: 'Maria', document: '52998224724' } }),
        '$.payer.document',
      ),
    ).toEqual(['document must be a CPF or CNPJ with valid check digits.']);
    await expectValidation(
      immediateRequest({ payer: { name: 'Maria', document: '52998224725', validate: 'yes' } }),
      '$.payer.validate',
    );
  });

  it('checks a sent address: cityName, zipCode and UF', async () => {
    await expectValidation(
      immediateRequest({ address: { zipCode: '50010000', state: 'PE' } }),
      '$.address.cityName',
    );
    await expectValidation(
      immediateRequest({ address: { cityName: 'Recife', state: 'PE' } }),
      '$.address.zipCode',
    );
    await expectValidation(
      immediateRequest({
        address: { cityName: 'Recife', zipCode: '50010000', state: 'Pernambuco' },
      }),
      '$.address.state',
    );
  });

  it('requires name and value in every additionalInfos item', async () => {
    await expectValidation(
      immediateRequest({ additionalInfos: [{ name: 'Pedido' }] }),
      '$.additionalInfos[0].value',
    );
    await expectValidation(
      immediateRequest({ additionalInfos: [{ name: 'a', value: 'b' }, { value: 'c' }] }),
      '$.additionalInfos[1].name',
    );
  });

  it('requires name, a valid document and cityName in a sent finalBeneficiary', async () => {
    const full = { name: 'Loja Parceira', document: '11222333000181', cityName: 'Recife' };
    for (const field of ['name', 'document', 'cityName'] as const) {
      const { [field]: _omitted, ...partial } = full;
      await expectValidation(
        immediateRequest({ finalBeneficiary: partial }),
        `$.finalBeneficiary.${field}`,
      );
    }
    await expectValidation(
      immediateRequest({ finalBeneficiary: { ...full, document: '11222333000182' } }),
      '$.finalBeneficiary.document',
    );
    const alphanumeric = await t.call('POST', PATH, {
      body: immediateRequest({ finalBeneficiary: { ...full, document: '12ABC34501DE35' } }),
    });
    expect(alphanumeric.status).toBe(200);
  });

  it('checks each split instruction: accountNumber, type, amount', async () => {
    await expectValidation(
      immediateRequest({ splitInstructions: [{ type: 'FIXED', amount: 10 }] }),
      '$.splitInstructions[0].accountNumber',
    );
    await expectValidation(
      immediateRequest({ splitInstructions: [{ accountNumber: '1', type: 'PIX', amount: 10 }] }),
      '$.splitInstructions[0].type',
    );
    await expectValidation(
      immediateRequest({ splitInstructions: [{ accountNumber: '1', type: 'FIXED' }] }),
      '$.splitInstructions[0].amount',
    );
    await expectValidation(
      immediateRequest({
        amount: 1000,
        splitInstructions: [{ accountNumber: '1', type: 'PERCENTAGE', amount: 101 }],
      }),
      '$.splitInstructions[0].amount',
    );
  });

  it('keeps the splits together within 50% of the charge', async () => {
    const split = (fixed: number, percent: number) => [
      { accountNumber: '7654321', type: 'FIXED', amount: fixed },
      { accountNumber: '1234567', type: 'PERCENTAGE', amount: percent },
    ];
    // 25.00 + 25% of 100.00 = exactly 50%.
    const atTheLimit = await t.call('POST', PATH, {
      body: immediateRequest({ amount: 100, splitInstructions: split(25, 25) }),
    });
    expect(atTheLimit.status).toBe(200);
    // 25.01 + 25% is one cent over.
    const messages = await expectValidation(
      immediateRequest({ amount: 100, splitInstructions: split(25.01, 25) }),
      '$.splitInstructions',
    );
    expect(messages[0]).toMatch(/50%/);
    await expectValidation(
      immediateRequest({
        amount: 100,
        splitInstructions: [{ accountNumber: '1', type: 'PERCENTAGE', amount: 50.01 }],
      }),
      '$.splitInstructions',
    );
  });

  it('allows splits only on a charge greater than 1.00', async () => {
    const oneSplit = [{ accountNumber: '7654321', type: 'FIXED', amount: 0.5 }];
    const messages = await expectValidation(
      immediateRequest({ amount: 1, splitInstructions: oneSplit }),
      '$.amount',
    );
    expect(messages[0]).toMatch(/greater than 1\.00/);
    const above = await t.call('POST', PATH, {
      body: immediateRequest({ amount: 1.01, splitInstructions: oneSplit }),
    });
    expect(above.status).toBe(200);
    // Without splits a small charge is fine.
    expect((await t.call('POST', PATH, { body: immediateRequest({ amount: 0.5 }) })).status).toBe(
      200,
    );
  });

  it('reports every broken rule at once', async () => {
    const response = await t.call('POST', PATH, {
      body: {
        correlationId: 'x',
        amount: 0,
        expiresIn: -1,
        finalBeneficiary: { name: 'Loja' },
      },
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.errors)).toEqual(
      expect.arrayContaining([
        '$.correlationId',
        '$.amount',
        '$.expiresIn',
        '$.finalBeneficiary.document',
        '$.finalBeneficiary.cityName',
      ]),
    );
  });

  it('refuses a correlationId already used on the account with 409, for either kind of code', async () => {
    const request = immediateRequest();
    expect((await t.call('POST', PATH, { body: request })).status).toBe(200);
    const again = await t.call('POST', PATH, { body: { ...request, amount: 99 } });
    expect(again.status).toBe(409);
    expect(problemSchema.parse(again.json)).toMatchObject({ title: 'Conflict', status: 409 });
    expect(again.json.detail).toContain(request.correlationId as string);

    const dueDate = await t.call('POST', '/baas/api/v2/pix/qrcode/due-date', {
      body: {
        correlationId: request.correlationId,
        amount: 10,
        dueDate: '2026-03-20',
        payer: { name: 'Maria', document: '52998224725' },
        address: { cityName: 'Recife', zipCode: '50010000', state: 'PE' },
      },
    });
    expect(dueDate.status).toBe(409);
  });
});
