import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationProblemSchema } from '../../../main/domain/wire/problems.ts';
import { startBank, type TestBank } from '../../support/bank.ts';
import { TEST_NOW } from '../../support/builders.ts';

// The bank refuses a due-date code that, paid on its last day, would ask more than an amount
// can hold: accepted, its payment would poison every list that shows it.

const PATH = '/baas/api/v2/pix/qrcode/due-date';

let t: TestBank;
beforeAll(async () => {
  t = await startBank({ clock: TEST_NOW });
});
afterAll(() => t.stop());

function request(amount: number, taxes: Record<string, unknown>, maxDaysOverdue?: number) {
  return {
    correlationId: randomUUID(),
    amount,
    dueDate: '2026-03-20',
    ...(maxDaysOverdue === undefined ? {} : { maxDaysOverdue }),
    payer: { name: 'Maria da Silva', document: '52998224725' },
    address: { cityName: 'São Paulo', zipCode: '01310100', state: 'SP' },
    taxes,
  };
}

describe('POST due-date: the most it can ask', () => {
  it('refuses R$ 99.999.999,99 with a 100% fine, on the amount', async () => {
    const response = await t.call('POST', PATH, {
      body: request(99_999_999.99, { fineType: 'PERCENTAGE', fineAmount: 100 }),
    });
    expect(response.status).toBe(400);
    const problem = validationProblemSchema.parse(response.json);
    expect(problem.errors['$.amount']?.[0]).toMatch(/exceed/);
  });

  it('refuses interest that adds up past the maximum by the last payable day', async () => {
    const response = await t.call('POST', PATH, {
      body: request(
        60_000_000,
        { interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY', interestAmount: 100 },
        30,
      ),
    });
    expect(response.status).toBe(400);
  });

  it('accepts the largest amount when nothing can be added (no days overdue)', async () => {
    const response = await t.call('POST', PATH, {
      body: request(99_999_999.99, { fineType: 'PERCENTAGE', fineAmount: 100 }, 0),
    });
    expect(response.status, response.text).toBe(200);
  });
});
