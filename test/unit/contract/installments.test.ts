import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  makeInstallmentsInputSchema,
  planInstallments,
  planMovesDays,
} from '../../../preload/contract/schemas/customers.ts';

describe('installment dates', () => {
  it('keeps the day of the month, on the last day when the month lacks it', () => {
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    // Counted from the first date, not from the previous one: Feb 28 → Mar 31.
    expect(addMonthsClamped('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonthsClamped('2027-01-31', 3)).toBe('2027-04-30');
    expect(addMonthsClamped('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonthsClamped('2026-12-31', 12)).toBe('2027-12-31');
  });

  it('says when a month moves the day', () => {
    expect(planMovesDays('2027-01-31', 2)).toBe(true);
    expect(planMovesDays('2027-01-28', 12)).toBe(false);
    expect(planMovesDays('2027-03-30', 12)).toBe(true); // February 2028
    expect(planMovesDays('2027-03-30', 2)).toBe(false);
  });
});

describe('installment amounts', () => {
  it('splits the total in integer cents, the rest on the last installment', () => {
    const plan = planInstallments({
      count: 3,
      totalCents: 10_000,
      firstDueDate: '2027-01-31',
      remainder: 'last',
    });
    expect(plan).toEqual([
      { number: 1, dueDate: '2027-01-31', amountCents: 3_333 },
      { number: 2, dueDate: '2027-02-28', amountCents: 3_333 },
      { number: 3, dueDate: '2027-03-31', amountCents: 3_334 },
    ]);
  });

  it('puts the rest on the first installment when the owner says so', () => {
    const plan = planInstallments({
      count: 7,
      totalCents: 100_005,
      firstDueDate: '2027-05-10',
      remainder: 'first',
    });
    expect(plan.map((p) => p.amountCents)).toEqual([
      14_289, 14_286, 14_286, 14_286, 14_286, 14_286, 14_286,
    ]);
    expect(plan.reduce((sum, p) => sum + p.amountCents, 0)).toBe(100_005);
  });

  it('gives equal parts when the total divides', () => {
    const plan = planInstallments({
      count: 4,
      totalCents: 40_000,
      firstDueDate: '2027-05-10',
      remainder: 'first',
    });
    expect(new Set(plan.map((p) => p.amountCents))).toEqual(new Set([10_000]));
  });
});

describe('installments input', () => {
  const schema = makeInstallmentsInputSchema(() => '2026-11-25');
  const valid = {
    count: 3,
    totalCents: 30_000,
    firstDueDate: '2026-12-10',
    yourNumber: 'CARNE',
    payer: { name: 'Ana Souza', document: '529.982.247-25' },
  };
  const fieldIssues = (input: Record<string, unknown>) => {
    const result = schema.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('accepts a valid plan', () => {
    expect(fieldIssues({})).toEqual([]);
  });

  it('names the field and the rule of each refusal', () => {
    expect(fieldIssues({ count: 1 })).toEqual(['count:v.installments.count']);
    expect(fieldIssues({ count: 61 })).toEqual(['count:v.installments.count']);
    expect(fieldIssues({ count: 2.5 })).toEqual(['count:v.installments.count']);
    expect(fieldIssues({ firstDueDate: '2026-11-24' })).toEqual(['firstDueDate:v.date.past']);
    expect(fieldIssues({ totalCents: 2 })).toEqual(['totalCents:v.installments.total_too_small']);
    expect(fieldIssues({ yourNumber: '' })).toEqual(['yourNumber:v.required']);
    expect(fieldIssues({ yourNumber: 'ABCDEFGHIJ' })).toEqual(['yourNumber:v.too_long']);
    expect(fieldIssues({ payer: { name: 'Ana', document: '529.982.247-24' } })).toEqual([
      'payer.document:v.document.check_digits',
    ]);
    expect(fieldIssues({ kind: 'pix-due-date' })).toEqual([
      'payer.address.zipCode:v.installments.pix_address',
    ]);
  });
});
