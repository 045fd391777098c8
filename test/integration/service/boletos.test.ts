import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoletoInputSchema } from '../../../preload/contract/schemas/boleto.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { fromWireBoleto } from '../../../main/cache/boletos/boleto-view.ts';
import { toWireBoletoRequest } from '../../../main/service/mapping/boleto-mapping.ts';
import type { CreateBoletoRequest } from '../../../main/domain/wire/boletos.ts';
import { getBoleto, listBoletos, simulateBoletoPayment } from '../../../main/service/boletos.ts';
import { SANDBOX_SHAPES } from '../../../main/sandbox/shapes.ts';
import { answerOf } from '../../../main/app/pipeline/answer.ts';
import { AppFailure } from '../../../preload/contract/errors.ts';
import { createBoleto, updateBoletoDueDate } from '../../../main/service/writes/boletos.ts';
import { testConnection } from '../../../main/service/connection-check.ts';
import type { ServiceClient } from '../../../main/service/http-client.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';

const today = todayInSaoPaulo();

/** A create request built the way the app builds it: form → contract schema → wire. */
function boletoRequest(overrides: Record<string, unknown> = {}): CreateBoletoRequest {
  const input = makeBoletoInputSchema().parse({
    type: 'BANKSLIP',
    yourNumber: 'NF-1001',
    dueDate: addDays(today, 15),
    amountCents: 12345,
    payer: {
      name: 'Maria da Silva',
      document: '529.982.247-25',
      phone: { prefix: '11', number: '987654321' },
      address: {
        zipCode: '01310-100',
        publicPlace: 'Av. Paulista',
        neighborhood: 'Bela Vista',
        number: '1000',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    ...overrides,
  });
  return toWireBoletoRequest(input, randomUUID());
}

let env: TestBank;
let client: ServiceClient;

beforeAll(async () => {
  env = await startBank();
  client = env.newClient({ clientCertificate: undefined });
});
afterAll(() => env.stop());

describe('boletos against the local sandbox over HTTPS', () => {
  it('creates a plain boleto and reads it back', async () => {
    const request = boletoRequest();
    const created = await createBoleto(client, request);
    expect(created).toMatchObject({
      correlationId: request.correlationId,
      status: 'Pending',
      amount: 123.45,
      payments: [],
    });
    expect(created.qrCode).toBeUndefined();

    const read = await getBoleto(client, request.correlationId);
    expect(read).toEqual(created);
    const view = fromWireBoleto(read, new Date().toISOString());
    expect(view.amountCents).toBe(12345);
    expect(view.payer.phone).toBe('(11) 98765-4321');
    expect(view.payer.address).toBe(
      'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, CEP 01310-100',
    );
  });

  it('creates a boleto with an integrated Pix QR code', async () => {
    const created = await createBoleto(client, boletoRequest({ type: 'BANKSLIP_PIX' }));
    expect(created.type).toBe('BANKSLIP_PIX');
    expect(created.qrCode).toMatch(/^000201/);
    expect(fromWireBoleto(created, 'now').pixImageDataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('maps a 400 on create onto the form fields', async () => {
    const request = {
      ...boletoRequest(),
      dueDate: addDays(today, -1),
      payer: { ...boletoRequest().payer, document: '52998224724' },
    };
    const error = await failureOf(() => createBoleto(client, request));
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['dueDate', 'payer.document']);
    expect(error.fields?.['dueDate']?.[0]).toMatchObject({
      key: 'v.service',
      params: { text: expect.stringContaining('past') },
    });
  });

  it('answers an unknown correlationId with not_found and the trace id', async () => {
    const error = await failureOf(() => getBoleto(client, randomUUID()));
    expect(error).toMatchObject({
      code: 'not_found',
      key: 'error.not_found',
      params: { status: 404 },
    });
    expect(error.params?.['traceId']).toEqual(expect.any(String));
  });

  it.each(SANDBOX_SHAPES)('lists by period in pages (%s shapes)', async (shapes) => {
    // A sandbox of its own, so that the count is exactly what this test created.
    const own = await startBank({ shapes });
    try {
      const ownClient = own.newClient({ clientCertificate: undefined });
      for (let i = 0; i < 3; i++)
        await createBoleto(ownClient, boletoRequest({ yourNumber: `L-${i}` }));
      const first = await listBoletos(ownClient, {
        startDate: today,
        endDate: today,
        page: 1,
        limit: 2,
      });
      expect(first.items).toHaveLength(2);
      expect(first.hasMore).toBe(true);
      // The wrapper says the total; a bare array does not, and a full page may have more.
      expect(first.totalItems).toBe(shapes === 'legacy' ? 3 : undefined);
      const second = await listBoletos(ownClient, {
        startDate: today,
        endDate: today,
        page: 2,
        limit: 2,
      });
      expect(second.items).toHaveLength(1);
      expect(second.hasMore).toBe(false);
      const yourNumbers = [...first.items, ...second.items].map((b) => b.yourNumber).sort();
      expect(yourNumbers).toEqual(['L-0', 'L-1', 'L-2']);
    } finally {
      await own.stop();
    }
  });

  it('maps list validation errors onto the query fields', async () => {
    const error = await failureOf(() =>
      listBoletos(client, { startDate: today, endDate: addDays(today, 400), page: 1, limit: 500 }),
    );
    expect(error.code).toBe('validation');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['endDate', 'limit']);
  });

  it('changes the due date (200, empty body) and keeps the bar code', async () => {
    const created = await createBoleto(client, boletoRequest());
    const newDue = addDays(today, 30);
    await expect(
      updateBoletoDueDate(client, created.correlationId, newDue),
    ).resolves.toBeUndefined();
    const read = await getBoleto(client, created.correlationId);
    expect(read.dueDate.slice(0, 10)).toBe(newDue);
    expect(read.barCode).toBe(created.barCode);

    const invalid = await failureOf(() =>
      updateBoletoDueDate(client, created.correlationId, '2025-02-30'),
    );
    expect(invalid.code).toBe('validation');
    expect(Object.keys(invalid.fields ?? {})).toEqual(['dueDate']);
  });

  it('simulates payment by digitable line, by bar code and by Pix; a paid boleto refuses a new due date', async () => {
    const byLine = await createBoleto(client, boletoRequest());
    const byBarCode = await createBoleto(client, boletoRequest());
    const byPix = await createBoleto(client, boletoRequest({ type: 'BANKSLIP_PIX' }));

    const lineResult = await simulateBoletoPayment(client, byLine.digitableLine, 'BANKSLIP');
    expect(lineResult).toMatchObject({ correlationId: byLine.correlationId, amount: 123.45 });
    const barResult = await simulateBoletoPayment(client, byBarCode.barCode, 'BANKSLIP');
    expect(barResult.correlationId).toBe(byBarCode.correlationId);
    const pixResult = await simulateBoletoPayment(client, byPix.correlationId, 'PIX');
    expect(pixResult.correlationId).toBe(byPix.correlationId);

    const paid = fromWireBoleto(await getBoleto(client, byPix.correlationId), 'now');
    expect(paid.status).toBe('Paid');
    expect(paid.payments).toEqual([expect.objectContaining({ amountCents: 12345, source: 'PIX' })]);

    const refused = await failureOf(() =>
      updateBoletoDueDate(client, byLine.correlationId, addDays(today, 40)),
    );
    expect(refused).toMatchObject({
      code: 'rejected',
      params: { status: 422, text: expect.stringContaining('Pending') },
    });
    const again = await failureOf(() =>
      simulateBoletoPayment(client, byLine.digitableLine, 'BANKSLIP'),
    );
    expect(again.code).toBe('rejected');
  });

  it('refuses an invalid simulation type as validation at form level', async () => {
    const created = await createBoleto(client, boletoRequest());
    const error = await failureOf(() =>
      simulateBoletoPayment(client, created.correlationId, 'CARD' as unknown as 'PIX'),
    );
    expect(error.code).toBe('validation');
    expect(error.fields?.['_']?.[0]?.params?.['text']).toContain('CARD');
  });

  it('refuses a wrong API key as unauthorized, without the key in the error', async () => {
    const wrong = env.newClient({ clientCertificate: undefined, apiKey: 'not-the-key' });
    const error = await failureOf(() => getBoleto(wrong, randomUUID()));
    expect(error).toMatchObject({ code: 'unauthorized', key: 'error.unauthorized' });
    expect(JSON.stringify(error)).not.toContain(env.sandbox.apiKey);
  });

  it('answers a duplicate correlationId with a 409: the write pipeline reads it back', async () => {
    const request = boletoRequest({ yourNumber: 'DUP-1' });
    await createBoleto(client, request);
    const error = await failureOf(() => createBoleto(client, request));
    expect(error.code).toBe('conflict');
    // A 409 on our own identity is not a refusal: the bank already has it.
    expect(answerOf(new AppFailure(error.code, error.message, error))).toBe('unknown');
    const all = await listBoletos(client, {
      startDate: today,
      endDate: today,
      page: 1,
      limit: 100,
    });
    expect(all.items.filter((b) => b.correlationId === request.correlationId)).toHaveLength(1);
  });

  it('tests the connection: latency, and the client certificate when one is configured', async () => {
    expect(await testConnection(client)).toEqual({
      latencyMs: expect.any(Number),
      clientCertificate: false,
    });
    const withCert = env.newClient();
    expect(await testConnection(withCert)).toMatchObject({ clientCertificate: true });
  });
});
