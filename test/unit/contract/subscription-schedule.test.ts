import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dueDateOf,
  dueDateWhenIssued,
  isPlanMonth,
  lastMonthOf,
  monthsBetween,
  monthsDueBy,
  scheduledMonth,
  type SubscriptionPlan,
} from '../../../preload/contract/index.ts';
import { makeSubscriptionInputSchema } from '../../../preload/contract/schemas/subscriptions.ts';
import { monthIdentity } from '../../../main/app/subscriptions/month-identity.ts';
import { schedulerToday } from '../../../main/app/subscriptions/scheduler-today.ts';

const plan = (p: Partial<SubscriptionPlan> = {}): SubscriptionPlan => ({
  dayOfMonth: 10,
  leadDays: 5,
  startMonth: '2026-03',
  count: null,
  ...p,
});

describe('a subscription’s due and issue dates', () => {
  it('issues each month its lead days before the day of month it is due on', () => {
    expect(scheduledMonth(plan(), '2026-03')).toEqual({
      month: '2026-03',
      dueDate: '2026-03-10',
      issueDate: '2026-03-05',
    });
    expect(scheduledMonth(plan({ leadDays: 0 }), '2026-04').issueDate).toBe('2026-04-10');
  });

  it('falls on the last day of a month that lacks the day (31 → 30, 28 and 29 in February)', () => {
    expect(dueDateOf('2026-04', 31)).toBe('2026-04-30');
    expect(dueDateOf('2026-02', 31)).toBe('2026-02-28');
    expect(dueDateOf('2028-02', 30)).toBe('2028-02-29');
    expect(dueDateOf('2026-05', 31)).toBe('2026-05-31');
    // A month-end due date does not drag later months to an earlier day.
    const p = plan({ dayOfMonth: 31, leadDays: 0, startMonth: '2026-01' });
    expect(['2026-01', '2026-02', '2026-03'].map((m) => scheduledMonth(p, m).dueDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
  });

  it('issues in the month before when the lead days reach back past its first day', () => {
    expect(scheduledMonth(plan({ dayOfMonth: 3, leadDays: 7 }), '2026-03').issueDate).toBe(
      '2026-02-24',
    );
    // Across a year and a leap day.
    expect(scheduledMonth(plan({ dayOfMonth: 1, leadDays: 1 }), '2027-01').issueDate).toBe(
      '2026-12-31',
    );
    expect(scheduledMonth(plan({ dayOfMonth: 2, leadDays: 3 }), '2028-03').issueDate).toBe(
      '2028-02-28',
    );
  });

  it('counts months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetween('2026-11', '2027-02')).toBe(3);
    expect(monthsBetween('2026-03', '2026-03')).toBe(0);
  });

  it('ends after its count of months, or never when open-ended', () => {
    expect(lastMonthOf(plan({ count: 3 }))).toBe('2026-05');
    expect(lastMonthOf(plan({ count: 1 }))).toBe('2026-03');
    expect(lastMonthOf(plan())).toBeNull();
    expect(isPlanMonth(plan({ count: 3 }), '2026-05')).toBe(true);
    expect(isPlanMonth(plan({ count: 3 }), '2026-06')).toBe(false);
    expect(isPlanMonth(plan({ count: 3 }), '2026-02')).toBe(false);
    expect(isPlanMonth(plan(), '2036-02')).toBe(true);
  });
});

describe('the months due on a day', () => {
  it('never issues a month before its issue date', () => {
    expect(monthsDueBy(plan(), '2026-03-04')).toEqual([]);
    expect(monthsDueBy(plan(), '2026-03-05').map((m) => m.month)).toEqual(['2026-03']);
    expect(monthsDueBy(plan(), '2026-04-04').map((m) => m.month)).toEqual(['2026-03']);
    expect(monthsDueBy(plan(), '2026-04-05').map((m) => m.month)).toEqual(['2026-03', '2026-04']);
  });

  it('gives every month missed, oldest first, and none past the end by count', () => {
    expect(monthsDueBy(plan({ count: 2 }), '2026-09-30').map((m) => m.month)).toEqual([
      '2026-03',
      '2026-04',
    ]);
    expect(monthsDueBy(plan(), '2026-06-05').map((m) => m.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
  });

  it('issues next month’s charge this month when its lead days cross into it', () => {
    const p = plan({ dayOfMonth: 2, leadDays: 10, startMonth: '2026-04' });
    expect(monthsDueBy(p, '2026-03-22').map((m) => m.month)).toEqual([]);
    expect(monthsDueBy(p, '2026-03-23').map((m) => m.month)).toEqual(['2026-04']);
  });

  it('issues a month found past its due date due today, else on its own due date', () => {
    const march = scheduledMonth(plan(), '2026-03');
    expect(dueDateWhenIssued(march, '2026-03-05')).toBe('2026-03-10');
    expect(dueDateWhenIssued(march, '2026-03-10')).toBe('2026-03-10');
    expect(dueDateWhenIssued(march, '2026-03-20')).toBe('2026-03-20');
  });
});

describe('the scheduler’s today', () => {
  it('turns at midnight in São Paulo, not at midnight UTC', () => {
    const production = { isSandbox: false };
    // 23:59:59 on 4 March in São Paulo (UTC−3) is already 5 March in UTC.
    expect(schedulerToday(new Date('2026-03-05T02:59:59.999Z'), production, {})).toBe('2026-03-04');
    expect(schedulerToday(new Date('2026-03-05T03:00:00.000Z'), production, {})).toBe('2026-03-05');
    // So March (issued on the 5th) is not due one second before São Paulo's midnight.
    const before = schedulerToday(new Date('2026-03-05T02:59:59.999Z'), production, {});
    const after = schedulerToday(new Date('2026-03-05T03:00:00.000Z'), production, {});
    expect(monthsDueBy(plan(), before)).toEqual([]);
    expect(monthsDueBy(plan(), after).map((m) => m.month)).toEqual(['2026-03']);
  });

  it('takes BALCAO_SANDBOX_TODAY on a sandbox profile only', () => {
    const now = new Date('2026-03-05T12:00:00Z');
    const env = { BALCAO_SANDBOX_TODAY: '2026-07-01' };
    expect(schedulerToday(now, { isSandbox: true }, env)).toBe('2026-07-01');
    expect(schedulerToday(now, { isSandbox: false }, env)).toBe('2026-03-05');
    expect(schedulerToday(now, { isSandbox: true }, { BALCAO_SANDBOX_TODAY: '2026-02-30' })).toBe(
      '2026-03-05',
    );
  });
});

describe('a month’s identity', () => {
  it('is the same GUID for the same subscription and month, and another for any other', () => {
    const s = '8d3b6a52-8f0e-4a44-9a4e-0d8e7f5c1b2a';
    const march = monthIdentity(s, '2026-03');
    expect(march).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(monthIdentity(s, '2026-03')).toBe(march);
    expect(monthIdentity(s, '2026-04')).not.toBe(march);
    expect(monthIdentity('0c7a3e1f-2b4d-4c6e-8f9a-1b2c3d4e5f60', '2026-03')).not.toBe(march);
  });
});

describe('the subscription form’s rules', () => {
  const schema = makeSubscriptionInputSchema(() => '2026-03-15');
  const valid = {
    customerDocument: '529.982.247-25',
    kind: 'boleto',
    amountCents: 9_900,
    dayOfMonth: 20,
    leadDays: 5,
    startMonth: '2026-03',
    count: 12,
  };
  const keys = (input: unknown) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };

  it('takes a plan whose first due date is still ahead, open-ended or by count', () => {
    expect(keys(valid)).toEqual([]);
    expect(keys({ ...valid, count: null })).toEqual([]);
    expect(schema.parse(valid).customerDocument).toBe('52998224725');
  });

  it('names the field and the rule of what it refuses', () => {
    expect(keys({ ...valid, dayOfMonth: 10 })).toEqual(['startMonth:v.subscription.start_past']);
    expect(keys({ ...valid, dayOfMonth: 32 })).toEqual(['dayOfMonth:v.subscription.day']);
    expect(keys({ ...valid, leadDays: 61 })).toEqual(['leadDays:v.subscription.lead_days']);
    expect(keys({ ...valid, count: 0 })).toEqual(['count:v.subscription.count']);
    expect(keys({ ...valid, startMonth: '2026-13' })).toEqual(['startMonth:v.month.invalid']);
    expect(keys({ ...valid, customerDocument: '' })).toEqual([
      'customerDocument:v.subscription.customer',
    ]);
    expect(keys({ ...valid, amountCents: 0 })).toEqual(['amountCents:v.money.positive']);
  });
});
