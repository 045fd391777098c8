import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBrCode } from '../../../main/domain/brcode.ts';
import {
  decodePixCode,
  getQrCodePayment,
  listDemoReceivers,
  type DecodedPixCode,
} from '../../../main/service/payments.ts';
import { payDecodedCode } from '../../../main/service/writes/payments.ts';
import { getDueDateQrCode } from '../../../main/service/pix.ts';
import { createRefund } from '../../../main/service/writes/refunds.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

let env: TestBank;
beforeAll(async () => {
  env = await startBank({ clock: TEST_NOW });
});
afterAll(() => env.stop());
beforeEach(() => env.setNow(TEST_NOW));

async function immediateCode(body: Record<string, unknown> = {}) {
  return (
    await env.client.request<{ transactionId: string; payloadPix: string; correlationId: string }>({
      method: 'POST',
      path: '/baas/api/v2/pix/qrcode/dynamic',
      body: { correlationId: randomUUID(), amount: 42.5, ...body },
    })
  ).value;
}

function pay(decoded: DecodedPixCode, extra: Partial<Parameters<typeof payDecodedCode>[1]> = {}) {
  return payDecodedCode(env.client, {
    amountCents: decoded.amountCents,
    endToEndId: decoded.endToEndId,
    initiationType: decoded.initiationType,
    transactionId: decoded.transactionId,
    idempotencyKey: randomUUID(),
    ...extra,
  });
}

describe('Decoding Pix QR codes (4.1) through the service client', () => {
  it("decodes the account's own immediate code with every field of 2.1 and a new endToEndId each call", async () => {
    const code = await immediateCode({
      additionalInfos: [{ name: 'Pedido', value: '1042' }],
      expiresIn: 600,
    });
    const first = await decodePixCode(env.client, code.payloadPix);
    expect(first).toMatchObject({
      transactionId: code.transactionId,
      type: 'DYNAMIC_IMMEDIATE_PAYMENT',
      initiationType: 'QR_CODE_DYNAMIC',
      status: 'ACTIVE',
      amountCents: 4_250,
      originalAmountCents: 4_250,
      allowChangeAmount: false,
      expirationTime: 600,
      categoryCode: '0000',
      capturedAt: TEST_NOW.toISOString(),
      beneficiary: {
        number: env.sandbox.accountId,
        branch: '0001',
        type: 'CURRENT',
        participant: { ispb: '99999999' },
        holder: { name: 'Balcao Sandbox Ltda', type: 'LEGAL' },
      },
      additionalInfos: [{ name: 'Pedido', value: '1042' }],
    });
    expect(first.key).toBeTruthy();
    expect(first.endToEndId).toMatch(/^E99999999\d{12}[A-Za-z0-9]{11}$/);
    const second = await decodePixCode(env.client, code.payloadPix);
    expect(second.endToEndId).not.toBe(first.endToEndId);

    env.advance(601_000);
    const expired = await decodePixCode(env.client, code.payloadPix);
    expect(expired.status).toBe('REMOVED_BY_PSP');
    expect(expired.expirationTime).toBe(0);
  });

  it('decodes a due-date code with the amount due today', async () => {
    const code = (
      await env.client.request<{ payloadPix: string; correlationId: string }>({
        method: 'POST',
        path: '/baas/api/v2/pix/qrcode/due-date',
        body: {
          correlationId: randomUUID(),
          amount: 100,
          dueDate: '2026-03-10',
          payer: { name: 'Maria da Silva', document: '52998224725' },
          address: { cityName: 'São Paulo', zipCode: '01310100', state: 'SP' },
          taxes: { fineType: 'PERCENTAGE', fineAmount: 2 },
        },
      })
    ).value;
    // Three days late: the 2 % fine applies.
    env.advance(3 * 86_400_000);
    const decoded = await decodePixCode(env.client, code.payloadPix);
    expect(decoded).toMatchObject({
      type: 'DYNAMIC_PAYMENT_WITH_EXPIRATION',
      status: 'ACTIVE',
      originalAmountCents: 10_000,
      amountCents: 10_200,
    });
    const payment = await pay(decoded);
    expect(payment.amountCents).toBe(10_200);
    const read = await getDueDateQrCode(env.client, code.correlationId);
    expect(read.status).toBe('CONCLUDED');
  });

  it('decodes static codes with their key, amount and txid', async () => {
    const payload = encodeBrCode({
      key: 'fornecedor@exemplo.com.br',
      amountCents: 1_999,
      merchantName: 'Fornecedor Exemplo',
      merchantCity: 'Curitiba',
      txid: 'NF2026X1',
    });
    const decoded = await decodePixCode(env.client, payload);
    expect(decoded).toMatchObject({
      type: 'QR_CODE_STATIC',
      initiationType: 'QR_CODE_STATIC',
      key: 'fornecedor@exemplo.com.br',
      transactionId: 'NF2026X1',
      amountCents: 1_999,
      allowChangeAmount: false,
      status: 'ACTIVE',
      beneficiary: { holder: { name: 'Fornecedor Exemplo' } },
    });
    const open = await decodePixCode(
      env.client,
      encodeBrCode({ key: '12345678909', merchantName: 'Ana Souza', merchantCity: 'Natal' }),
    );
    expect(open).toMatchObject({ allowChangeAmount: true, amountCents: 0, transactionId: '***' });
    // A static code without amount is paid with the amount the payer types.
    await expect(pay(open, { amountCents: 7_700 })).resolves.toMatchObject({ amountCents: 7_700 });
  });

  it('refuses a payload that is not a BR Code (400 on the payload) and a location nobody issued (404)', async () => {
    const code = await immediateCode();
    const broken = code.payloadPix.slice(0, -4) + '0000';
    const error = await failureOf(() => decodePixCode(env.client, broken));
    expect(error.code).toBe('validation');
    expect(error.message).toBeTruthy();
    const nowhere = encodeBrCode({
      url: 'pix.nowhere.example/qr/v2/0123456789abcdef',
      merchantName: 'Ninguem',
      merchantCity: 'Lugar Nenhum',
      amountCents: 100,
    });
    expect((await failureOf(() => decodePixCode(env.client, nowhere))).code).toBe('not_found');
  });
});

describe('Paying a decoded QR code through the service client', () => {
  it('pays a demo receiver once; the code then decodes CONCLUDED and reads COMPLETED later', async () => {
    const receivers = await listDemoReceivers(env.client);
    expect(receivers.length).toBeGreaterThanOrEqual(3);
    const receiver = receivers[0]!;
    const decoded = await decodePixCode(env.client, receiver.dynamicPayload);
    expect(decoded.beneficiary.participant.ispb).toBe(receiver.bank.ispb);
    expect(decoded.beneficiary.holder.name).toBe(receiver.name);

    const payment = await pay(decoded, { description: 'Pão de queijo' });
    expect(payment).toMatchObject({
      endToEndId: decoded.endToEndId,
      status: 'PROCESSING',
      amountCents: decoded.amountCents,
    });
    expect((await decodePixCode(env.client, receiver.dynamicPayload)).status).toBe('CONCLUDED');
    expect((await getQrCodePayment(env.client, payment.id)).status).toBe('PROCESSING');
    env.advance(10_000);
    expect((await getQrCodePayment(env.client, payment.id)).status).toBe('COMPLETED');
    expect((await failureOf(() => getQrCodePayment(env.client, randomUUID()))).code).toBe(
      'not_found',
    );

    // A paid code is refused, and the list offers the receiver a new code.
    const again = await decodePixCode(env.client, receiver.dynamicPayload);
    expect((await failureOf(() => pay(again))).code).toBe('rejected');
    const fresh = (await listDemoReceivers(env.client))[0]!;
    expect(fresh.dynamicPayload).not.toBe(receiver.dynamicPayload);
    // Static codes of a demo receiver name it.
    const staticDecoded = await decodePixCode(env.client, receiver.staticAmountPayload);
    expect(staticDecoded.beneficiary.holder.name).toBe(receiver.name);
  });

  it("pays the account's own code: it concludes and the money comes back as a refundable received Pix", async () => {
    const code = await immediateCode({ amount: 12 });
    const decoded = await decodePixCode(env.client, code.payloadPix);
    await pay(decoded);
    expect((await decodePixCode(env.client, code.payloadPix)).status).toBe('CONCLUDED');
    const refund = await createRefund(env.client, {
      endToEndIdOriginal: decoded.endToEndId,
      amountCents: 1_200,
      idempotencyKey: randomUUID(),
    });
    expect(refund.status).toBe('PIX_PROCESSING');
  });

  it('answers the first payment for the same IdempotencyKey and body; 409 for another body', async () => {
    const code = await immediateCode({ amount: 30, allowChangeAmount: true });
    const decoded = await decodePixCode(env.client, code.payloadPix);
    const idempotencyKey = randomUUID();
    const first = await pay(decoded, { idempotencyKey });
    const again = await pay(decoded, { idempotencyKey });
    expect(again).toEqual(first);
    const other = await failureOf(() => pay(decoded, { idempotencyKey, amountCents: 2_000 }));
    expect(other.code).toBe('conflict');
  });

  it('spends the endToEndId once, checks the amount and the code, and requires an IdempotencyKey', async () => {
    const code = await immediateCode({ amount: 15 });
    const decoded = await decodePixCode(env.client, code.payloadPix);

    const wrongAmount = await failureOf(() => pay(decoded, { amountCents: 1_400 }));
    expect(wrongAmount.code).toBe('rejected');
    expect(wrongAmount.params?.['text']).toContain('15.00');
    const wrongTxid = await failureOf(() => pay(decoded, { transactionId: 'X'.repeat(32) }));
    expect(wrongTxid.code).toBe('rejected');
    const unknownId = await failureOf(() =>
      pay(decoded, { endToEndId: 'E99999999202603101500abcdefghijk' }),
    );
    expect(unknownId.code).toBe('rejected');

    const body = {
      amount: 15,
      type: 'Pix',
      endToEndId: decoded.endToEndId,
      initiationType: decoded.initiationType,
      transactionId: decoded.transactionId,
    };
    for (const headers of [{}, { IdempotencyKey: 'abc' }] as Record<string, string>[]) {
      const error = await failureOf(() =>
        env.client.request({ method: 'POST', path: '/baas/api/v2/transfers', body, headers }),
      );
      expect(error.code).toBe('validation');
    }

    await pay(decoded);
    const reused = await failureOf(() => pay(decoded));
    expect(reused.code).toBe('rejected');
    expect(reused.params?.['text']).toContain('already used');
  });

  it('refuses a code past its deadline even with an endToEndId decoded before', async () => {
    const code = await immediateCode({ amount: 9, expiresIn: 60 });
    const decoded = await decodePixCode(env.client, code.payloadPix);
    env.advance(61_000);
    const late = await failureOf(() => pay(decoded));
    expect(late.code).toBe('rejected');
    expect(late.params?.['text']).toContain('REMOVED_BY_PSP');
  });
});
