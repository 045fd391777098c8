import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { amountDueOn } from '../../../main/domain/due-date-charge.ts';
import { centsToReais, reaisToCents } from '../../../main/domain/money.ts';
import { taxesFromWire } from '../../../main/domain/wire/pix-taxes.ts';
import {
  dueDateQrCodeSchema,
  sandboxPixPaymentResultSchema,
  type DueDateTaxes,
} from '../../../main/domain/wire/pix.ts';
import { SandboxStore } from '../../../main/sandbox/store.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

const PAY = '/_sandbox/pix/pay';
const PAYER = { name: 'João Pedro Oliveira', document: '39053344705' };

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());
beforeEach(() => t.setNow(TEST_NOW));

async function createImmediate(overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/baas/api/v2/pix/qrcode/dynamic', {
    body: { correlationId: randomUUID(), amount: 150.75, ...overrides },
  });
  expect(response.status).toBe(200);
  return response.json as { transactionId: string; correlationId: string; payloadPix: string };
}

const TAXES: DueDateTaxes = {
  discountType: 'FIXED_AMOUNT',
  discountsDueDate: [
    { dueDate: '2026-03-12', amount: 20 },
    { dueDate: '2026-03-16', amount: 10 },
  ],
  fineType: 'PERCENTAGE',
  fineAmount: 2,
  interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
  interestAmount: 1,
};

async function createDueDate(overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/baas/api/v2/pix/qrcode/due-date', {
    body: {
      correlationId: randomUUID(),
      amount: 1000,
      dueDate: '2026-03-20',
      payer: { name: 'Maria da Silva', document: '52998224725' },
      address: { cityName: 'São Paulo', zipCode: '01310100', state: 'SP' },
      taxes: TAXES,
      ...overrides,
    },
  });
  expect(response.status).toBe(200);
  return dueDateQrCodeSchema.parse(response.json);
}

/** What the domain says is due on `date` for a R$ 1000,00 code due 2026-03-20 with TAXES. */
function dueOn(date: string, taxes: DueDateTaxes = TAXES): number {
  const due = amountDueOn(
    {
      originalCents: 100_000,
      dueDate: '2026-03-20',
      maxDaysOverdue: 30,
      taxes: taxesFromWire(taxes).taxes,
    },
    date,
  );
  return due.breakdown.totalCents;
}

function pay(body: Record<string, unknown>) {
  return t.call('POST', PAY, { body: { payer: PAYER, ...body } });
}

function chargeOf(transactionId: string) {
  return t.call('GET', `/v1/pix/charges/${transactionId}`);
}

describe('POST /_sandbox/pix/pay — immediate codes', () => {
  it('pays by payload: 200 with the end-to-end id; the code is concluded and the Pix received', async () => {
    const code = await createImmediate();
    const response = await pay({ payload: code.payloadPix, amount: 150.75 });
    expect(response.status).toBe(200);
    const result = sandboxPixPaymentResultSchema.parse(response.json);
    expect(result).toEqual({
      endToEndId: expect.any(String),
      amount: 150.75,
      paidAt: TEST_NOW.toISOString(),
      transactionId: code.transactionId,
      correlationId: code.correlationId,
    });
    // E + ISPB + yyyyMMddHHmm (UTC) + 11 alphanumerics = 32.
    expect(result.endToEndId).toMatch(/^E99999999202603101500[A-Za-z0-9]{11}$/);
    expect(result.endToEndId).toHaveLength(32);

    const charge = await chargeOf(code.transactionId);
    expect(charge.json).toMatchObject({ status: 'paid', paid_at: TEST_NOW.toISOString() });

    // Kept as a received Pix, for refunds.
    const store = SandboxStore.open(t.dataDir);
    try {
      expect(store.pix.findReceivedPix(t.sandbox.accountId, result.endToEndId)).toEqual({
        endToEndId: result.endToEndId,
        transactionId: code.transactionId,
        correlationId: code.correlationId,
        amountCents: 15_075,
        payer: PAYER,
        paidAt: TEST_NOW.toISOString(),
      });
    } finally {
      store.close();
    }
  });

  it('pays by transactionId, at a given instant or date', async () => {
    t.setNow(new Date('2026-03-10T10:00:00.000Z'));
    const code = await createImmediate();
    const early = await createImmediate();
    t.setNow(TEST_NOW);
    const paidAt = '2026-03-10T09:30:00-03:00';
    const response = await pay({ transactionId: code.transactionId, amount: 150.75, paidAt });
    expect(response.status).toBe(200);
    expect(response.json.paidAt).toBe('2026-03-10T12:30:00.000Z');
    expect(response.json.endToEndId).toMatch(/^E99999999202603101230/);

    // A date alone is noon in São Paulo.
    const byDate = await pay({
      transactionId: early.transactionId,
      amount: 150.75,
      paidAt: '2026-03-10',
    });
    expect(byDate.json.paidAt).toBe('2026-03-10T15:00:00.000Z');
  });

  it('refuses a wrong amount with the expected one, unless the code allows changing it', async () => {
    const code = await createImmediate();
    const wrong = await pay({ transactionId: code.transactionId, amount: 150.7 });
    expect(wrong.status).toBe(422);
    expect(wrong.json.detail).toContain('150.75');
    expect((await chargeOf(code.transactionId)).json.status).toBe('pending');

    const open = await createImmediate({ allowChangeAmount: true });
    const changed = await pay({ transactionId: open.transactionId, amount: 99.99 });
    expect(changed.status).toBe(200);
    expect(changed.json.amount).toBe(99.99);
  });

  it('with payer.validate, lets only that document pay', async () => {
    const code = await createImmediate({
      payer: { name: 'Maria da Silva', document: '52998224725', validate: true },
    });
    const other = await pay({ transactionId: code.transactionId, amount: 150.75 });
    expect(other.status).toBe(422);
    expect(other.json.detail).toMatch(/Only the payer named on this QR code/);
    expect(other.json.detail).toContain('***.982.247-**');
    expect(other.json.detail).not.toContain('52998224725');

    const named = await pay({
      transactionId: code.transactionId,
      amount: 150.75,
      payer: { name: 'Maria da Silva', document: '52998224725' },
    });
    expect(named.status).toBe(200);

    // Without validate anyone may pay.
    const free = await createImmediate({ payer: { name: 'Maria', document: '52998224725' } });
    expect((await pay({ transactionId: free.transactionId, amount: 150.75 })).status).toBe(200);
  });

  it('refuses a code already paid', async () => {
    const code = await createImmediate();
    expect((await pay({ payload: code.payloadPix, amount: 150.75 })).status).toBe(200);
    const again = await pay({ payload: code.payloadPix, amount: 150.75 });
    expect(again.status).toBe(422);
    expect(again.json.detail).toMatch(/already paid/);
  });

  it('refuses an expired code, and a payment dated after the expiry or before the creation', async () => {
    const code = await createImmediate({ expiresIn: 60 });
    const late = await pay({
      transactionId: code.transactionId,
      amount: 150.75,
      paidAt: '2026-03-10T15:01:00.001Z',
    });
    expect(late.status).toBe(422);
    expect(late.json.detail).toMatch(/could be paid until 2026-03-10T15:01:00.000Z/);
    const before = await pay({
      transactionId: code.transactionId,
      amount: 150.75,
      paidAt: '2026-03-10T14:59:59.000Z',
    });
    expect(before.status).toBe(422);
    expect(before.json.detail).toMatch(/before the QR code was created/);

    t.setNow(new Date('2026-03-10T15:01:00.001Z'));
    const expired = await pay({ transactionId: code.transactionId, amount: 150.75 });
    expect(expired.status).toBe(422);
    expect(expired.json.detail).toMatch(/EXPIRED/);
  });
});

describe('POST /_sandbox/pix/pay — due-date codes', () => {
  it('takes the amount due on a date after the due date: fine and interest, as amountDueOn', async () => {
    const code = await createDueDate();
    t.setNow(new Date('2026-03-31T18:00:00.000Z')); // 11 days late
    const expectedCents = dueOn('2026-03-31');
    // 1000 + 2% fine + 1%/month × 11/30 days = 1000 + 20 + 3.67.
    expect(expectedCents).toBe(102_367);

    const wrong = await pay({ transactionId: code.transactionId, amount: 1000 });
    expect(wrong.status).toBe(422);
    expect(wrong.json.detail).toContain(`The amount due on 2026-03-31 is 1023.67`);

    const right = await pay({ payload: code.payloadPix, amount: centsToReais(expectedCents) });
    expect(right.status).toBe(200);
    expect(right.json.amount).toBe(1023.67);

    const read = await t.call('GET', `/baas/api/v2/pix/qrcode/due-date/${code.transactionId}`);
    expect(read.json).toMatchObject({
      status: 'CONCLUDED',
      updatedAt: '2026-03-31T18:00:00.000Z',
      payments: [
        {
          endToEndId: right.json.endToEndId,
          correlationId: code.correlationId,
          amount: 1023.67,
          createdAt: '2026-03-31T18:00:00.000Z',
          payer: { name: PAYER.name, document: '***.533.447-**' },
          breakdown: { original: 1000, rebate: 0, discount: 0, fine: 20, interest: 3.67 },
        },
      ],
    });
  });

  it('takes the discount of the band in force before the due date, and the face amount on it', async () => {
    const early = await createDueDate();
    // On 2026-03-12 the first band (20.00) applies.
    expect(dueOn('2026-03-12')).toBe(98_000);
    expect((await pay({ transactionId: early.transactionId, amount: 1000 })).status).toBe(422);
    const paid = await pay({ transactionId: early.transactionId, amount: 980 });
    expect(paid.status).toBe(200);

    const onDue = await createDueDate();
    const response = await pay({
      transactionId: onDue.transactionId,
      amount: 1000,
      paidAt: '2026-03-20',
    });
    expect(response.status).toBe(200);
  });

  it('refuses payment past the deadline (dueDate + maxDaysOverdue)', async () => {
    const code = await createDueDate({ maxDaysOverdue: 2 });
    const late = await pay({
      transactionId: code.transactionId,
      amount: 1000,
      paidAt: '2026-03-23T03:00:00.000Z', // 2026-03-23 00:00 in São Paulo
    });
    expect(late.status).toBe(422);
    expect(late.json.detail).toMatch(/could be paid until/);

    t.setNow(new Date('2026-03-23T03:00:00.000Z'));
    const cancelled = await pay({ transactionId: code.transactionId, amount: 1000 });
    expect(cancelled.status).toBe(422);
    expect(cancelled.json.detail).toMatch(/CANCELLED/);
  });

  it('uses the rebate: the amount due is after it', async () => {
    const taxes: DueDateTaxes = { rebateType: 'PERCENTAGE', rebateAmount: 10 };
    const code = await createDueDate({ taxes });
    expect(reaisToCents(code.amount)).toBe(dueOn('2026-03-10', taxes));
    expect((await pay({ transactionId: code.transactionId, amount: 900 })).status).toBe(200);
  });
});

describe('POST /_sandbox/pix/pay — requests it cannot serve', () => {
  it('needs exactly one of payload and transactionId, a valid payer and an amount', async () => {
    const none = await pay({ amount: 1 });
    expect(none.status).toBe(400);
    expect(Object.keys(none.json.errors)).toContain('$.payload');
    const both = await pay({ amount: 1, payload: '000201', transactionId: 'x' });
    expect(Object.keys(both.json.errors)).toContain('$.payload');
    const badPayer = await pay({
      transactionId: 'x',
      amount: 1,
      payer: { name: 'A', document: '39053344704' },
    });
    expect(Object.keys(badPayer.json.errors)).toContain('$.payer.document');
    const noAmount = await pay({ transactionId: 'x' });
    expect(Object.keys(noAmount.json.errors)).toContain('$.amount');
    const badDate = await pay({ transactionId: 'x', amount: 1, paidAt: 'yesterday' });
    expect(Object.keys(badDate.json.errors)).toContain('$.paidAt');
  });

  it('answers 400 to a payload that is not a BR Code and 404 to an unknown code', async () => {
    const garbage = await pay({ payload: '000201010212', amount: 1 });
    expect(garbage.status).toBe(400);
    expect(Object.keys(garbage.json.errors)).toContain('$.payload');
    expect((await pay({ transactionId: 'A'.repeat(32), amount: 1 })).status).toBe(404);

    const code = await createImmediate();
    // A valid code whose location this bank never issued.
    const foreign = code.payloadPix; // re-encode with another location
    const { encodeBrCode } = await import('../../../main/domain/brcode.ts');
    const elsewhere = encodeBrCode({
      url: 'pix.example.com/qr/v2/0123456789abcdef0123456789abcdef',
      amountCents: 15_075,
      merchantName: 'Outra Loja',
      merchantCity: 'Recife',
    });
    expect(foreign).not.toBe(elsewhere);
    expect((await pay({ payload: elsewhere, amount: 150.75 })).status).toBe(404);
    const staticCode = encodeBrCode({
      key: '52998224725',
      amountCents: 15_075,
      merchantName: 'Outra Loja',
      merchantCity: 'Recife',
    });
    const staticAnswer = await pay({ payload: staticCode, amount: 150.75 });
    expect(staticAnswer.status).toBe(404);
    expect(staticAnswer.json.detail).toMatch(/static/);
  });

  it('is behind the API key like everything else', async () => {
    const response = await t.call('POST', PAY, {
      credentials: false,
      body: { transactionId: 'x', amount: 1, payer: PAYER },
    });
    expect(response.status).toBe(401);
  });
});
