import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_SIGNATURE_HEX, pngSize } from './png.ts';
import {
  barCodeFromDigitableLine,
  parseBarCode,
  parseSandboxFreeField,
  validateBarCode,
  validateDigitableLine,
} from '../../../main/domain/boleto.ts';
import { decodeBrCode } from '../../../main/domain/brcode.ts';
import { boletoRecordSchema } from '../../../main/domain/wire/boletos.ts';
import { validationProblemSchema } from '../../../main/domain/wire/problems.ts';
import { SANDBOX_BANK_CODE } from '../../../main/sandbox/bank.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest, TEST_NOW } from '../../support/builders.ts';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

/** Posts a request and expects a 400 with exactly these paths among its errors. */
async function expectValidation(body: unknown, path: string): Promise<string[]> {
  const response = await t.call('POST', '/baas/v1/charges', { body });
  expect(response.status).toBe(400);
  const problem = validationProblemSchema.parse(response.json);
  expect(problem.title).toBe('One or more validation errors occurred.');
  expect(problem.traceId).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  expect(Object.keys(problem.errors)).toContain(path);
  return problem.errors[path]!;
}

describe('POST /baas/v1/charges', () => {
  it('creates a wallet-112 BANKSLIP: Pending, no payments, generated ourNumber, valid codes', async () => {
    const request = boletoRequest();
    const response = await t.call('POST', '/baas/v1/charges', { body: request });
    expect(response.status).toBe(200);
    const record = boletoRecordSchema.parse(response.json);
    expect(record).toMatchObject({
      type: 'BANKSLIP',
      correlationId: request.correlationId,
      amount: 150.75,
      walletNumber: '112',
      yourNumber: 'NF-0001',
      dueDate: '2026-03-30',
      status: 'Pending',
      payments: [],
      createdAt: TEST_NOW.toISOString(),
      updatedAt: TEST_NOW.toISOString(),
    });
    expect(record.ourNumber).toMatch(/^\d{11}$/);
    expect(record).not.toHaveProperty('qrCode');
    expect(record).not.toHaveProperty('qrCodeImageBase64');

    expect(record.barCode).toMatch(/^\d{44}$/);
    expect(record.digitableLine).toMatch(/^\d{47}$/);
    expect(validateBarCode(record.barCode)).toEqual({ ok: true });
    expect(validateDigitableLine(record.digitableLine)).toEqual({ ok: true });
    expect(barCodeFromDigitableLine(record.digitableLine)).toBe(record.barCode);
    const fields = parseBarCode(record.barCode, '2026-03-10');
    expect(fields).toMatchObject({
      bankCode: SANDBOX_BANK_CODE,
      amountCents: 15075,
      dueDate: '2026-03-30',
    });
    expect(parseSandboxFreeField(fields.freeField)).toMatchObject({
      wallet: '112',
      ourNumber: record.ourNumber,
      branch: '0001',
      account: t.sandbox.accountId.padStart(7, '0').slice(-7),
    });
  });

  it('numbers wallet-112 boletos in sequence', async () => {
    const first = await t.call('POST', '/baas/v1/charges', { body: boletoRequest() });
    const second = await t.call('POST', '/baas/v1/charges', { body: boletoRequest() });
    expect(Number(second.json.ourNumber)).toBe(Number(first.json.ourNumber) + 1);
  });

  it('creates a wallet-121 boleto with the issuer ourNumber in the free field', async () => {
    const response = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ walletNumber: '121', ourNumber: '12345678901' }),
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ walletNumber: '121', ourNumber: '12345678901' });
    const free = parseBarCode(response.json.barCode, '2026-03-10').freeField;
    expect(parseSandboxFreeField(free)).toMatchObject({ wallet: '121', ourNumber: '12345678901' });
  });

  it('refuses an ourNumber sent for wallet 112 (also the default wallet)', async () => {
    const [message] = await expectValidation(boletoRequest({ ourNumber: '123' }), '$.ourNumber');
    expect(message).toMatch(/wallet 112/);
    await expectValidation(boletoRequest({ walletNumber: '112', ourNumber: '123' }), '$.ourNumber');
  });

  it('requires ourNumber for wallet 121, digits only, at most 11, not reused', async () => {
    expect(await expectValidation(boletoRequest({ walletNumber: '121' }), '$.ourNumber')).toEqual([
      'The ourNumber field is required for wallet 121.',
    ]);
    await expectValidation(boletoRequest({ walletNumber: '121', ourNumber: '12A' }), '$.ourNumber');
    await expectValidation(
      boletoRequest({ walletNumber: '121', ourNumber: '123456789012' }),
      '$.ourNumber',
    );
    await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ walletNumber: '121', ourNumber: '777' }),
    });
    const reused = await expectValidation(
      boletoRequest({ walletNumber: '121', ourNumber: '00000000777' }),
      '$.ourNumber',
    );
    expect(reused[0]).toMatch(/already used/);
  });

  it('refuses an unknown wallet', async () => {
    await expectValidation(boletoRequest({ walletNumber: '999' as '112' }), '$.walletNumber');
  });

  it('BANKSLIP_PIX carries a dynamic Pix payload for the amount and a PNG data URL', async () => {
    const request = boletoRequest({ type: 'BANKSLIP_PIX', Amount: 99.9 });
    const response = await t.call('POST', '/baas/v1/charges', { body: request });
    expect(response.status).toBe(200);
    const decoded = decodeBrCode(response.json.qrCode);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.kind).toBe('dynamic');
    expect(decoded.value.amountCents).toBe(9990);
    expect(decoded.value.url).toContain(String(request.correlationId).replace(/-/g, ''));

    const dataUrl: string = response.json.qrCodeImageBase64;
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE_HEX);
    expect(pngSize(png)).toEqual({ width: 250, height: 250 });
  });

  it('answers 409 Conflict to a duplicate correlationId', async () => {
    const request = boletoRequest();
    expect((await t.call('POST', '/baas/v1/charges', { body: request })).status).toBe(200);
    const duplicate = await t.call('POST', '/baas/v1/charges', {
      body: { ...request, yourNumber: 'OTHER' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toMatchObject({ title: 'Conflict', status: 409 });
    expect(duplicate.json.type).toMatch(/^https:\/\//);
    expect(duplicate.json.traceId).toEqual(expect.any(String));
  });

  it('reads the amount from `Amount` with a capital A only', async () => {
    const { Amount, ...rest } = boletoRequest();
    expect(Amount).toBeDefined();
    const messages = await expectValidation({ ...rest, amount: 10 }, '$.Amount');
    expect(messages).toEqual(['The Amount field is required.']);
  });

  it('validates Amount: positive, at most two decimals, within the bar code', async () => {
    await expectValidation(boletoRequest({ Amount: 0 }), '$.Amount');
    await expectValidation(boletoRequest({ Amount: -5 }), '$.Amount');
    expect(await expectValidation(boletoRequest({ Amount: 10.005 }), '$.Amount')).toEqual([
      'Amount must have at most two decimal places.',
    ]);
    await expectValidation(boletoRequest({ Amount: '10.00' as unknown as number }), '$.Amount');
    await expectValidation(boletoRequest({ Amount: 100_000_000 }), '$.Amount');
  });

  it('validates type, correlationId and yourNumber', async () => {
    await expectValidation(boletoRequest({ type: 'PIX' as 'BANKSLIP' }), '$.type');
    await expectValidation(boletoRequest({ correlationId: 'abc' }), '$.correlationId');
    await expectValidation(boletoRequest({ yourNumber: '' }), '$.yourNumber');
    await expectValidation(boletoRequest({ yourNumber: '1234567890123456' }), '$.yourNumber');
    const { yourNumber, ...rest } = boletoRequest();
    expect(yourNumber).toBeDefined();
    await expectValidation(rest, '$.yourNumber');
  });

  it('validates dueDate: a real YYYY-MM-DD date, not in the past', async () => {
    await expectValidation(boletoRequest({ dueDate: '2026-02-30' }), '$.dueDate');
    await expectValidation(boletoRequest({ dueDate: '30/03/2026' }), '$.dueDate');
    expect(await expectValidation(boletoRequest({ dueDate: '2026-03-09' }), '$.dueDate')).toEqual([
      'dueDate must not be in the past.',
    ]);
    const today = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ dueDate: '2026-03-10' }),
    });
    expect(today.status).toBe(200);
  });

  it('validates the payer: name, digits-only document with valid CPF/CNPJ check digits', async () => {
    const payer = boletoRequest().payer as Record<string, unknown>;
    await expectValidation(
      boletoRequest({ payer: { ...payer, name: ' ' } as never }),
      '$.payer.name',
    );
    await expectValidation(
      boletoRequest({ payer: { ...payer, document: '529.982.247-25' } as never }),
      '$.payer.document',
    );
    const [message] = await expectValidation(
      boletoRequest({ payer: { ...payer, document: '52998224726' } as never }),
      '$.payer.document',
    );
    expect(message).toMatch(/check digits/);
    await expectValidation(
      boletoRequest({ payer: { ...payer, document: '11111111111' } as never }),
      '$.payer.document',
    );
    await expectValidation(
      boletoRequest({ payer: { ...payer, document: '11222333000182' } as never }),
      '$.payer.document',
    );
    const company = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ payer: { ...payer, document: '11222333000181' } as never }),
    });
    expect(company.status).toBe(200);
    await expectValidation(
      boletoRequest({ payer: { ...payer, email: 'nope' } as never }),
      '$.payer.email',
    );
    await expectValidation(
      boletoRequest({ payer: { ...payer, phone: { prefix: '1', number: '9' } } as never }),
      '$.payer.phone.prefix',
    );
    await expectValidation(
      boletoRequest({
        payer: {
          ...payer,
          address: { zipCode: '123', publicPlace: 'Rua', city: 'X', state: 'SP' },
        } as never,
      }),
      '$.payer.address.zipCode',
    );
    const { payer: _omitted, ...withoutPayer } = boletoRequest();
    await expectValidation(withoutPayer, '$.payer');
  });

  it('validates discount bands: at most 3, dates before dueDate and increasing, amounts', async () => {
    const band = (date: string, amount: number) => ({ date, amount });
    await t
      .call('POST', '/baas/v1/charges', {
        body: boletoRequest({
          discount: { type: 'FIXED', items: [band('2026-03-20', 10), band('2026-03-25', 5)] },
        }),
      })
      .then((r) => expect(r.status).toBe(200));
    await expectValidation(
      boletoRequest({
        discount: {
          type: 'FIXED',
          items: [
            band('2026-03-11', 4),
            band('2026-03-12', 3),
            band('2026-03-13', 2),
            band('2026-03-14', 1),
          ],
        },
      }),
      '$.discount.items',
    );
    const [afterDue] = await expectValidation(
      boletoRequest({
        discount: { type: 'FIXED', items: [band('2026-03-20', 10), band('2026-03-30', 5)] },
      }),
      '$.discount.items[1].date',
    );
    expect(afterDue).toBe('date must be before dueDate.');
    await expectValidation(
      boletoRequest({
        discount: { type: 'FIXED', items: [band('2026-03-20', 10), band('2026-03-18', 5)] },
      }),
      '$.discount.items[1].date',
    );
    await expectValidation(
      boletoRequest({
        discount: { type: 'FIXED', items: [band('2026-03-20', 10), band('2026-03-2x', 5)] },
      }),
      '$.discount.items[1].date',
    );
    await expectValidation(
      boletoRequest({ discount: { type: 'FIXED', items: [band('2026-03-20', 150.75)] } }),
      '$.discount.items[0].amount',
    );
    await expectValidation(
      boletoRequest({ discount: { type: 'PERCENTAGE', items: [band('2026-03-20', 101)] } }),
      '$.discount.items[0].amount',
    );
    await expectValidation(
      boletoRequest({
        discount: { type: 'FIXED', items: [band('2026-03-20', 5), band('2026-03-25', 10)] },
      }),
      '$.discount.items[1].amount',
    );
    await expectValidation(
      boletoRequest({ discount: { type: 'OTHER', items: [band('2026-03-20', 5)] } as never }),
      '$.discount.type',
    );
  });

  it('validates lateFine and latePayment', async () => {
    const ok = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({
        lateFine: { type: 'PERCENTAGE', amount: 2 },
        latePayment: { type: 'PERCENTAGE_PER_MONTH', amount: 1 },
      }),
    });
    expect(ok.status).toBe(200);
    expect(ok.json.lateFine).toEqual({ type: 'PERCENTAGE', amount: 2 });
    expect(ok.json.latePayment).toEqual({ type: 'PERCENTAGE_PER_MONTH', amount: 1 });
    await expectValidation(
      boletoRequest({ lateFine: { type: 'FIXED', amount: 200 } }),
      '$.lateFine.amount',
    );
    await expectValidation(
      boletoRequest({ lateFine: { type: 'DAILY', amount: 2 } as never }),
      '$.lateFine.type',
    );
    await expectValidation(
      boletoRequest({ latePayment: { type: 'FIXED_PER_DAY', amount: 0 } }),
      '$.latePayment.amount',
    );
  });

  it('validates the final beneficiary document', async () => {
    await expectValidation(
      boletoRequest({ beneficiary: { name: 'Loja Parceira', document: '12345678901' } }),
      '$.beneficiary.document',
    );
    const ok = await t.call('POST', '/baas/v1/charges', {
      body: boletoRequest({ beneficiary: { name: 'Loja Parceira', document: '11222333000181' } }),
    });
    expect(ok.json.beneficiary).toEqual({ name: 'Loja Parceira', document: '11222333000181' });
  });

  it('answers malformed JSON and a missing body with a `$` validation error', async () => {
    const malformed = await t.call('POST', '/baas/v1/charges', { rawBody: '{"type": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toEqual({ $: ['The JSON value could not be parsed.'] });
    const empty = await t.call('POST', '/baas/v1/charges');
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.errors)).toEqual(['$']);
    const notAnObject = await t.call('POST', '/baas/v1/charges', { body: [1, 2] });
    expect(notAnObject.status).toBe(400);
    expect(Object.keys(notAnObject.json.errors)).toEqual(['$']);
  });

  it('refuses bodies over 1 MiB and bodies that are not JSON', async () => {
    const huge = await t.call('POST', '/baas/v1/charges', {
      rawBody: JSON.stringify({ x: 'a'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    // Without content-length (chunked), the limit holds while reading.
    async function* chunks() {
      for (let i = 0; i < 12; i++) yield Buffer.alloc(100_000, 0x61);
    }
    const chunked = await t.call('POST', '/baas/v1/charges', {
      rawBody: chunks() as unknown as string,
    });
    expect(chunked.status).toBe(413);
    const text = await t.call('POST', '/baas/v1/charges', {
      rawBody: 'type=BANKSLIP',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(415);
  });
});
