import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventSchema } from '../../../main/domain/wire/webhook-events.ts';
import { pixImmediateInputSchema } from '../../../preload/contract/schemas/pix.ts';
import { toWireImmediateRequest } from '../../../main/service/mapping/pix-mapping.ts';
import { simulatePixPayment } from '../../../main/service/pix.ts';
import { createImmediateQrCode } from '../../../main/service/writes/pix.ts';
import { simulateBoletoPayment } from '../../../main/service/boletos.ts';
import { createBoleto } from '../../../main/service/writes/boletos.ts';
import {
  type SplitBeneficiaryInput,
  type SplitInstructionInput,
} from '../../../main/service/split.ts';
import {
  addSplitInstruction,
  createSplitConfiguration,
  updateSplitInstruction,
} from '../../../main/service/writes/split.ts';
import { listSandboxDeliveries } from '../../../main/service/webhooks.ts';
import { registerWebhook } from '../../../main/service/writes/webhooks.ts';
import { FAST_SCHEDULE, startReceiver } from './webhook-receiver.ts';
import { failureOf, startBank, type TestBank } from '../../support/bank.ts';
import { boletoRequest } from '../../support/builders.ts';

let env: TestBank;
let account: string;

beforeAll(async () => {
  env = await startBank({ webhooks: { schedule: FAST_SCHEDULE } });
  account = env.sandbox.accountId;
});
afterAll(() => env.stop());

const MANUAL: SplitBeneficiaryInput = {
  number: '12345-6',
  branch: '0341',
  participantIspb: '60701190',
  type: 'CURRENT',
  holder: { document: '52998224725', name: 'Maria da Silva' },
};

const internal = (percent = 5): SplitInstructionInput => ({
  rule: { type: 'PERCENTAGE', percent },
  transferType: 'INTERNAL',
  beneficiary: { number: '7654321' },
});

function create(...instructions: SplitInstructionInput[]) {
  return createSplitConfiguration(env.client, { bankAccountNumber: account, instructions });
}

async function fieldsOf(work: () => Promise<unknown>): Promise<string[]> {
  const error = await failureOf(work);
  expect(error.code).toBe('validation');
  return Object.keys(error.fields ?? {}).sort();
}

describe('split configurations (4.15) through the service client', () => {
  it('creates a configuration and answers it whole (2.8), amounts in cents inside', async () => {
    const configuration = await create(
      {
        rule: { type: 'PERCENTAGE', percent: 2.5 },
        transferType: 'INTERNAL',
        beneficiary: {
          number: '7654321',
          branch: '9999',
          participantIspb: '12345678',
          holder: { name: 'Someone Else', document: '52998224725', email: 'x@y.z' },
        },
      },
      {
        rule: { type: 'FIXED', amountCents: 200 },
        transferType: 'PIX_MANUAL',
        beneficiary: MANUAL,
      },
      {
        rule: { type: 'FIXED', amountCents: 500_000_00 },
        transferType: 'EXTERNAL',
        beneficiary: { number: 'AB', branch: 'x', holder: { document: '123' } },
      },
    );
    expect(configuration).toMatchObject({
      id: expect.any(Number),
      bankAccountNumber: account,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [first, second, third] = configuration.instructions;
    expect(first).toMatchObject({
      id: expect.any(Number),
      configurationId: configuration.id,
      rule: { type: 'PERCENTAGE', percent: 2.5 },
      transferType: 'INTERNAL',
    });
    // INTERNAL: the bank fills in everything but the number; sent values are overwritten.
    expect(first!.beneficiary).toEqual({
      number: '7654321',
      branch: '0001',
      participantIspb: '99999999',
      type: 'CURRENT',
      holder: {
        document: '11222333000181',
        name: 'Balcao Sandbox Ltda',
        email: null,
        phoneNumber: null,
        type: 'LEGAL',
      },
    });
    expect(second).toMatchObject({ rule: { type: 'FIXED', amountCents: 200 } });
    // email, phoneNumber and type are null when absent.
    expect(second!.beneficiary.holder).toEqual({
      document: '52998224725',
      name: 'Maria da Silva',
      email: null,
      phoneNumber: null,
      type: null,
    });
    // EXTERNAL: no bank-data checks; FIXED of any amount at creation.
    expect(third).toMatchObject({
      rule: { type: 'FIXED', amountCents: 500_000_00 },
      beneficiary: { number: 'AB', branch: 'x', participantIspb: null, type: null },
    });
  });

  it('caps PERCENTAGE at 5% per instruction', async () => {
    await expect(create(internal(5))).resolves.toBeDefined();
    expect(await fieldsOf(() => create(internal(5.01)))).toEqual(['instructions.0.amount']);
    expect(await fieldsOf(() => create(internal(5), internal(6)))).toEqual([
      'instructions.1.amount',
    ]);
    expect(await fieldsOf(() => create(internal(1.234)))).toEqual(['instructions.0.amount']);
    expect(await fieldsOf(() => create(internal(0)))).toEqual(['instructions.0.amount']);
  });

  it('refuses FIXED amounts with a third decimal or not above zero', async () => {
    // Raw wire amounts: the app's own calls cannot even hold a third decimal (integer cents).
    const fixed = (amount: number) =>
      env.client.request({
        method: 'POST',
        path: '/baas/api/v1/split-payments/configurations',
        body: {
          bankAccountNumber: account,
          instructions: [
            { amount, type: 'FIXED', transferType: 'INTERNAL', beneficiary: { number: '123' } },
          ],
        },
        fieldPaths: (path) => path,
      });
    expect(await fieldsOf(() => fixed(-1))).toEqual(['$.instructions[0].amount']);
    expect(await fieldsOf(() => fixed(0))).toEqual(['$.instructions[0].amount']);
    expect(await fieldsOf(() => fixed(1.005))).toEqual(['$.instructions[0].amount']);
    await expect(fixed(1.01)).resolves.toMatchObject({ status: 200 });
  });

  it('requires and validates the holder document and name for PIX_MANUAL', async () => {
    const manual = (beneficiary: SplitBeneficiaryInput) =>
      create({
        rule: { type: 'FIXED', amountCents: 100 },
        transferType: 'PIX_MANUAL',
        beneficiary,
      });
    const path = 'instructions.0.beneficiary';
    expect(await fieldsOf(() => manual({ ...MANUAL, holder: {} }))).toEqual([
      `${path}.holder.document`,
      `${path}.holder.name`,
    ]);
    expect(
      await fieldsOf(() =>
        manual({ ...MANUAL, holder: { ...MANUAL.holder, document: '52998224700' } }),
      ),
    ).toEqual([`${path}.holder.document`]);
    expect(
      await fieldsOf(() =>
        manual({ ...MANUAL, holder: { ...MANUAL.holder, document: '11222333000100' } }),
      ),
    ).toEqual([`${path}.holder.document`]);
    expect(
      await fieldsOf(() =>
        manual({ ...MANUAL, holder: { ...MANUAL.holder, name: 'x'.repeat(101) } }),
      ),
    ).toEqual([`${path}.holder.name`]);
    await expect(
      manual({ ...MANUAL, holder: { document: '11222333000181', name: 'x'.repeat(100) } }),
    ).resolves.toBeDefined();
    expect(await fieldsOf(() => manual({ number: '123456', holder: MANUAL.holder }))).toEqual([
      `${path}.branch`,
      `${path}.participantIspb`,
      `${path}.type`,
    ]);
  });

  it('refuses PIX_KEY as not functional on this route', async () => {
    const error = await failureOf(() =>
      create({
        rule: { type: 'FIXED', amountCents: 100 },
        transferType: 'PIX_KEY',
        beneficiary: MANUAL,
      }),
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['instructions.0.transferType']);
    expect(JSON.stringify(error.fields)).toContain('not functional');
  });

  it.each([
    ['number of 1 character', { number: '1' }, 'number'],
    ['number of 26 characters', { number: '1'.repeat(26) }, 'number'],
    ['branch of 11 characters', { branch: '1'.repeat(11) }, 'branch'],
    ['empty branch', { branch: '' }, 'branch'],
    ['ispb of 7 characters', { participantIspb: '1234567' }, 'participantIspb'],
    ['ispb of 9 characters', { participantIspb: '123456789' }, 'participantIspb'],
    ['account type not in the list', { type: 'CHECKING' as never }, 'type'],
  ])('refuses a beneficiary with a %s', async (_, change, field) => {
    const fields = await fieldsOf(() =>
      create({
        rule: { type: 'FIXED', amountCents: 100 },
        transferType: 'EXTERNAL',
        beneficiary: { ...MANUAL, ...change },
      }),
    );
    expect(fields).toEqual([`instructions.0.beneficiary.${field}`]);
  });

  it('accepts beneficiary numbers of 2 and 25 characters, INTERNAL checking only the number', async () => {
    await expect(create({ ...internal(), beneficiary: { number: '12' } })).resolves.toBeDefined();
    await expect(
      create({ ...internal(), beneficiary: { number: '1'.repeat(25), branch: 'x'.repeat(50) } }),
    ).resolves.toBeDefined();
    expect(await fieldsOf(() => create({ ...internal(), beneficiary: { number: '1' } }))).toEqual([
      'instructions.0.beneficiary.number',
    ]);
  });

  it('refuses a bankAccountNumber that is not the account of the credentials', async () => {
    const fields = await fieldsOf(() =>
      createSplitConfiguration(env.client, { bankAccountNumber: '0000001', instructions: [] }),
    );
    expect(fields).toEqual(['bankAccountNumber']);
  });

  it('adds an instruction, leaving the others untouched', async () => {
    const created = await create(internal(1));
    const added = await addSplitInstruction(env.client, created.id, {
      rule: { type: 'FIXED', amountCents: 250 },
      transferType: 'PIX_MANUAL',
      beneficiary: MANUAL,
    });
    expect(added.id).toBe(created.id);
    expect(added.instructions).toHaveLength(2);
    expect(added.instructions[0]).toEqual(created.instructions[0]);
    expect(added.instructions[1]).toMatchObject({
      rule: { type: 'FIXED', amountCents: 250 },
      transferType: 'PIX_MANUAL',
      beneficiary: { number: '12345-6' },
    });
    expect(await fieldsOf(() => addSplitInstruction(env.client, created.id, internal(7)))).toEqual([
      'amount',
    ]);
    expect((await failureOf(() => addSplitInstruction(env.client, 999_999, internal()))).code).toBe(
      'not_found',
    );
  });

  it('updates only the type and amount of an instruction', async () => {
    const created = await create(internal(1), {
      rule: { type: 'FIXED', amountCents: 100 },
      transferType: 'PIX_MANUAL',
      beneficiary: MANUAL,
    });
    const [first, second] = created.instructions;
    const updated = await updateSplitInstruction(env.client, created.id, second!.id, {
      type: 'PERCENTAGE',
      percent: 3,
    });
    expect(updated.instructions[0]).toEqual(first);
    expect(updated.instructions[1]).toEqual({
      ...second,
      rule: { type: 'PERCENTAGE', percent: 3 },
    });

    // A transferType or beneficiary sent with it is ignored, not an error.
    const raw = await env.client.request({
      method: 'PATCH',
      path: `/baas/api/v1/split-payments/configurations/${created.id}/beneficiaries/${first!.id}`,
      body: {
        type: 'FIXED',
        amount: 9.99,
        transferType: 'EXTERNAL',
        beneficiary: { number: '99' },
      },
    });
    expect(raw.status).toBe(200);
    expect((raw.value as { instructions: unknown[] }).instructions[0]).toMatchObject({
      type: 'FIXED',
      amount: 9.99,
      transferType: 'INTERNAL',
      beneficiary: { number: '7654321' },
    });

    expect(
      await fieldsOf(() =>
        updateSplitInstruction(env.client, created.id, first!.id, {
          type: 'PERCENTAGE',
          percent: 5.5,
        }),
      ),
    ).toEqual(['amount']);
    const rule = { type: 'FIXED' as const, amountCents: 100 };
    expect(
      (await failureOf(() => updateSplitInstruction(env.client, created.id, 999_999, rule))).code,
    ).toBe('not_found');
    expect(
      (await failureOf(() => updateSplitInstruction(env.client, 999_999, first!.id, rule))).code,
    ).toBe('not_found');
    const other = await create(internal(1));
    // An instruction of another configuration is not found under this one.
    expect(
      (await failureOf(() => updateSplitInstruction(env.client, other.id, first!.id, rule))).code,
    ).toBe('not_found');
  });
});

describe('distribution of a payment received', () => {
  it('shares a R$ 100,00 QR payment 5% + R$ 2,00 and delivers PIX_RECEIVED and both transfers', async () => {
    const receiver = await startReceiver();
    try {
      for (const eventType of ['PIX_RECEIVED', 'TRANSFER_INTERNAL_DEBITED'] as const)
        await registerWebhook(env.client, { eventType, url: receiver.url });
      const configuration = await create(internal(5), {
        rule: { type: 'FIXED', amountCents: 200 },
        transferType: 'INTERNAL',
        beneficiary: { number: '1234567' },
      });
      const request = toWireImmediateRequest(
        pixImmediateInputSchema.parse({ amountCents: 100_00 }),
        randomUUID(),
      );
      const code = await createImmediateQrCode(env.client, request);
      const paid = await simulatePixPayment(env.client, {
        transactionId: code.transactionId,
        amount: 100,
        payer: { name: 'Maria da Silva', document: '52998224725' },
      });

      const got = await receiver.waitFor(3);
      const bodies = got.map((r) => r.body);
      const received = bodies.find((b) => b.eventType === 'PIX_RECEIVED');
      expect(received.data).toMatchObject({
        endToEndId: paid.endToEndId,
        correlationId: request.correlationId,
        transactionId: code.transactionId,
        amount: 100,
        origin: 'QR_CODE',
      });
      const debits = bodies.filter((b) => b.eventType === 'TRANSFER_INTERNAL_DEBITED');
      expect(debits.map((b) => b.data.amount).sort()).toEqual([2, 5]);
      for (const debit of debits) {
        expect(debit.data.split).toMatchObject({
          configurationId: configuration.id,
          paymentAmount: 100,
          endToEndId: paid.endToEndId,
          correlationId: request.correlationId,
        });
      }
      expect(new Set(bodies.map((b) => b.id)).size).toBe(3);
    } finally {
      await receiver.close();
    }
  });

  it('emits CHARGE_PAID alone for a boleto paid by bar code, and shares it', async () => {
    const receiver = await startReceiver();
    try {
      for (const eventType of ['CHARGE_PAID', 'PIX_RECEIVED', 'TRANSFER_EXTERNAL_DEBITED'] as const)
        await registerWebhook(env.client, { eventType, url: receiver.url });
      await create({
        rule: { type: 'PERCENTAGE', percent: 1 },
        transferType: 'EXTERNAL',
        beneficiary: { number: '99887766' },
      });
      const boleto = await createBoleto(
        env.client,
        boletoRequest({ dueDate: '2099-12-31', Amount: 200 }) as never,
      );
      await simulateBoletoPayment(env.client, boleto.digitableLine, 'BANKSLIP');
      const got = await receiver.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 150));
      const bodies = receiver.received.map((r) => webhookEventSchema.parse(r.body));
      expect(bodies.map((b) => b.eventType).sort()).toEqual([
        'CHARGE_PAID',
        'TRANSFER_EXTERNAL_DEBITED',
      ]);
      expect(got).toHaveLength(2);
      const charge = bodies.find((b) => b.eventType === 'CHARGE_PAID');
      expect(charge?.data).toMatchObject({
        correlationId: boleto.correlationId,
        source: 'BANKSLIP',
        endToEndId: null,
        paidAmount: 200,
      });
      const transfer = bodies.find((b) => b.eventType === 'TRANSFER_EXTERNAL_DEBITED');
      expect(transfer?.data).toMatchObject({
        amount: 2,
        split: { correlationId: boleto.correlationId, endToEndId: null },
      });
    } finally {
      await receiver.close();
    }
  });

  it('emits CHARGE_PAID (and PIX_RECEIVED when paid by Pix) and skips a fixed share above half', async () => {
    const receiver = await startReceiver();
    try {
      for (const eventType of ['CHARGE_PAID', 'PIX_RECEIVED', 'PIX_PAYMENT_UPDATED'] as const)
        await registerWebhook(env.client, { eventType, url: receiver.url });
      // In force from now on. On a R$ 150,75 payment R$ 80,00 is above half (75,375): skipped.
      await create(
        {
          rule: { type: 'FIXED', amountCents: 80_00 },
          transferType: 'PIX_MANUAL',
          beneficiary: MANUAL,
        },
        {
          rule: { type: 'FIXED', amountCents: 75_00 },
          transferType: 'PIX_MANUAL',
          beneficiary: MANUAL,
        },
      );
      const boleto = await createBoleto(
        env.client,
        boletoRequest({ type: 'BANKSLIP_PIX', dueDate: '2099-12-31' }) as never,
      );
      await simulateBoletoPayment(env.client, boleto.correlationId, 'PIX');
      const got = await receiver.waitFor(3);
      const bodies = got.map((r) => webhookEventSchema.parse(r.body));
      const charge = bodies.find((b) => b.eventType === 'CHARGE_PAID');
      const pix = bodies.find((b) => b.eventType === 'PIX_RECEIVED');
      expect(charge?.data).toMatchObject({
        correlationId: boleto.correlationId,
        amount: 150.75,
        source: 'PIX',
        endToEndId: expect.stringMatching(/^E/),
      });
      expect(pix?.data).toMatchObject({
        correlationId: boleto.correlationId,
        endToEndId: charge?.data.endToEndId,
        origin: 'BOLETO',
      });
      const payments = bodies.filter((b) => b.eventType === 'PIX_PAYMENT_UPDATED');
      expect(payments.map((b) => b.data.amount)).toEqual([75]);
      const log = await listSandboxDeliveries(env.client);
      expect(log.some((e) => e.eventType === 'CHARGE_PAID')).toBe(true);
    } finally {
      await receiver.close();
    }
  });
});
