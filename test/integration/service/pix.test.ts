import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makePixDueDateInputSchema,
  pixImmediateInputSchema,
} from '../../../preload/contract/schemas/pix.ts';
import { addDays, todayInSaoPaulo } from '../../../main/domain/dates.ts';
import {
  toWireDueDateRequest,
  toWireImmediateRequest,
} from '../../../main/service/mapping/pix-mapping.ts';
import {
  dueDatePaymentOf,
  type CreateDueDateQrCodeRequest,
} from '../../../main/domain/wire/pix.ts';
import type { ServiceClient } from '../../../main/service/http-client.ts';
import { getDueDateQrCode, getPixCharge, simulatePixPayment } from '../../../main/service/pix.ts';
import { createDueDateQrCode, createImmediateQrCode } from '../../../main/service/writes/pix.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';

const today = todayInSaoPaulo();
const PAYER = { name: 'João Pedro Oliveira', document: '39053344705' };

/** A due-date request built the way the app builds it: form → contract schema → wire. */
function dueDateRequest(overrides: Record<string, unknown> = {}): CreateDueDateQrCodeRequest {
  const input = makePixDueDateInputSchema().parse({
    amountCents: 100_000,
    dueDate: addDays(today, 10),
    payer: { name: 'Maria da Silva', document: '529.982.247-25' },
    address: { cityName: 'São Paulo', zipCode: '01310-100', state: 'SP' },
    ...overrides,
  });
  return toWireDueDateRequest(input, randomUUID());
}

let env: TestBank;
let client: ServiceClient;

beforeAll(async () => {
  env = await startBank();
  client = env.newClient();
});
afterAll(() => env.stop());

describe('Pix QR codes against the local sandbox over HTTPS', () => {
  it('creates an immediate code with its PNG and reads its charge over mutual TLS', async () => {
    const request = toWireImmediateRequest(
      pixImmediateInput({ amountCents: 15_075 }),
      randomUUID(),
    );
    const code = await createImmediateQrCode(client, request);
    expect(code).toMatchObject({
      correlationId: request.correlationId,
      amount: 150.75,
      status: 'ACTIVE',
      address: { cityName: 'Aracaju' },
    });
    expect(code.qrCodeImageBase64).toMatch(/^iVBORw0KGgo/);

    const charge = await getPixCharge(client, code.transactionId);
    expect(charge).toMatchObject({ id: code.transactionId, amount: 150.75, status: 'pending' });

    const noCertificate = env.newClient({ clientCertificate: undefined });
    expect((await failureOf(() => getPixCharge(noCertificate, code.transactionId))).code).toBe(
      'certificate',
    );
  });

  it("maps the service's refusal of a split onto the form's field", async () => {
    // The contract takes four decimals in a percentage; the service's splits take two.
    const request = toWireImmediateRequest(
      pixImmediateInput({
        amountCents: 10_000,
        splitInstructions: [{ type: 'PERCENTAGE', accountNumber: '12345-6', percent: 2.125 }],
      }),
      randomUUID(),
    );
    const error = await failureOf(() => createImmediateQrCode(client, request));
    expect(error.code).toBe('validation');
    expect(error.fields?.['splitInstructions.0.percent']?.[0]?.key).toBe('v.service');
  });

  it('creates a due-date code, reads it by correlationId and by transactionId', async () => {
    const request = dueDateRequest({
      taxes: { fine: { type: 'PERCENTAGE', percent: 2 } },
    });
    const created = await createDueDateQrCode(client, request);
    expect(created.qrCodeImageBase64).toMatch(/^iVBORw0KGgo/);
    expect(created.payer.document).not.toBe('52998224725'); // masked in responses
    const byCorrelation = await getDueDateQrCode(client, request.correlationId);
    const byTransaction = await getDueDateQrCode(client, created.transactionId);
    expect(byCorrelation).toEqual(byTransaction);
    expect(byCorrelation).not.toHaveProperty('qrCodeImageBase64');
    expect((await failureOf(() => getDueDateQrCode(client, randomUUID()))).code).toBe('not_found');
  });

  it('answers a duplicate correlationId with a 409, creating no second code', async () => {
    const request = dueDateRequest();
    const first = await createDueDateQrCode(client, request);
    expect((await failureOf(() => createDueDateQrCode(client, request))).code).toBe('conflict');
    expect((await getDueDateQrCode(client, request.correlationId)).transactionId).toBe(
      first.transactionId,
    );
  });

  it('maps a refused band date onto the form and pays through the simulator', async () => {
    const refused = await failureOf(() =>
      createDueDateQrCode(client, {
        ...dueDateRequest(),
        taxes: {
          discountType: 'FIXED_AMOUNT',
          discountsDueDate: [
            { dueDate: addDays(today, 1), amount: 5 },
            { dueDate: addDays(today, 30), amount: 1 },
          ],
        },
      }),
    );
    expect(refused.code).toBe('validation');
    expect(Object.keys(refused.fields ?? {})).toContain('taxes.discount.bands.1.date');

    const request = dueDateRequest();
    const code = await createDueDateQrCode(client, request);
    const paid = await simulatePixPayment(client, {
      transactionId: code.transactionId,
      amount: 1000,
      payer: PAYER,
    });
    expect(paid).toMatchObject({ correlationId: request.correlationId, amount: 1000 });
    const read = await getDueDateQrCode(client, request.correlationId);
    expect(read.status).toBe('CONCLUDED');
    expect(dueDatePaymentOf(read)?.amountCents).toBe(100_000);

    const again = await failureOf(() =>
      simulatePixPayment(client, { transactionId: code.transactionId, amount: 1000, payer: PAYER }),
    );
    expect(again.code).toBe('rejected');
  });
});

function pixImmediateInput(overrides: Record<string, unknown>) {
  return pixImmediateInputSchema.parse(overrides);
}
