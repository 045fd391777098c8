import { describe, expect, it } from 'vitest';
import { installmentYourNumber } from '../../../preload/contract/schemas/customers.ts';
import {
  DEFAULT_REMINDER_RULES,
  reminderRulesSchema,
  type ReminderRules,
} from '../../../preload/contract/schemas/reminders.ts';
import { todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { installmentOf } from '../../../preload/contract/index.ts';
import {
  groupReminders,
  type DueChargeRow,
  type SavedContact,
} from '../../../main/cache/reminders/reminder-groups.ts';
import { reminderHorizon, reminderStage } from '../../../main/cache/reminders/reminder-rules.ts';

const TODAY = '2026-03-10';
const RULES: ReminderRules = { daysBefore: 3, onDueDate: true, daysAfter: 2 };

function row(n: number, overrides: Partial<DueChargeRow> = {}): DueChargeRow {
  return {
    kind: 'boleto',
    id: `c-${String(n).padStart(3, '0')}`,
    amountCents: 10_000,
    payerName: 'Ana Souza',
    payerDocument: '529.982.247-25',
    reference: `NF-${n}`,
    dueDate: TODAY,
    digitableLine: '0'.repeat(47),
    pixPayload: null,
    lastReminder: null,
    ...overrides,
  };
}

const ANA: SavedContact = {
  document: '52998224725',
  name: 'Ana Beatriz Souza',
  email: 'ana@exemplo.com.br',
  phonePrefix: '11',
  phoneNumber: '98765-4321',
};
const contacts = new Map([[ANA.document, ANA]]);
const contactOf = (document: string) => contacts.get(document) ?? null;

describe('the reminder rules (days before, on the day, days after)', () => {
  it('lists a charge due within the days before, on the day, and overdue by the days after', () => {
    expect(reminderStage('2026-03-13', TODAY, RULES)).toEqual({ stage: 'before', daysToDue: 3 });
    expect(reminderStage('2026-03-11', TODAY, RULES)).toEqual({ stage: 'before', daysToDue: 1 });
    expect(reminderStage('2026-03-14', TODAY, RULES)).toBeNull();
    expect(reminderStage(TODAY, TODAY, RULES)).toEqual({ stage: 'due-today', daysToDue: 0 });
    expect(reminderStage('2026-03-08', TODAY, RULES)).toEqual({ stage: 'overdue', daysToDue: -2 });
    expect(reminderStage('2025-12-01', TODAY, RULES)?.stage).toBe('overdue');
    // One day late is still within the grace the owner gave (two days).
    expect(reminderStage('2026-03-09', TODAY, RULES)).toBeNull();
  });

  it('leaves out what a rule turned off', () => {
    const off: ReminderRules = { daysBefore: null, onDueDate: false, daysAfter: null };
    for (const due of ['2026-03-11', TODAY, '2026-03-01'])
      expect(reminderStage(due, TODAY, off)).toBeNull();
    expect(reminderHorizon(TODAY, off)).toBe(TODAY);
    expect(reminderHorizon(TODAY, RULES)).toBe('2026-03-13');
  });

  it('counts days across a month end and a leap day', () => {
    expect(reminderStage('2024-03-01', '2024-02-28', RULES)).toEqual({
      stage: 'before',
      daysToDue: 2,
    });
    expect(reminderStage('2026-02-27', '2026-03-01', RULES)?.daysToDue).toBe(-2);
  });

  it('takes today in São Paulo: 23:30 there is already the next day in UTC', () => {
    // 2026-03-11T02:30Z is 23:30 on 10 March in São Paulo (UTC−3).
    const lateEvening = new Date('2026-03-11T02:30:00.000Z');
    const today = todayInSaoPaulo(lateEvening);
    expect(today).toBe('2026-03-10');
    expect(reminderStage('2026-03-10', today, RULES)?.stage).toBe('due-today');
    expect(reminderStage('2026-03-11', today, RULES)?.stage).toBe('before');
    // At 00:00 in São Paulo (03:00 UTC) the charge due on the 10th is one day late.
    const midnight = todayInSaoPaulo(new Date('2026-03-11T03:00:00.000Z'));
    expect(midnight).toBe('2026-03-11');
    expect(reminderStage('2026-03-10', midnight, { ...RULES, daysAfter: 1 })).toEqual({
      stage: 'overdue',
      daysToDue: -1,
    });
  });

  it('accepts 1 to 30 days before and 1 to 90 after, or off, naming the range when not', () => {
    expect(reminderRulesSchema.parse(DEFAULT_REMINDER_RULES)).toEqual(DEFAULT_REMINDER_RULES);
    expect(
      reminderRulesSchema.safeParse({ daysBefore: null, onDueDate: false, daysAfter: 90 }).success,
    ).toBe(true);
    const refused = reminderRulesSchema.safeParse({
      daysBefore: 31,
      onDueDate: true,
      daysAfter: 1.5,
    });
    expect(refused.success).toBe(false);
    const issues = refused.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['daysBefore', 'v.reminders.days_before'],
      ['daysAfter', 'v.reminders.days_after'],
    ]);
    expect(
      reminderRulesSchema.safeParse({ daysBefore: 0, onDueDate: true, daysAfter: 1 }).success,
    ).toBe(false);
  });
});

describe('the installment of a carnê', () => {
  it('reads back the n/N the carnê wrote in a your number or a description', () => {
    expect(installmentOf(installmentYourNumber('CARNE', 3, 6))).toEqual({ number: 3, count: 6 });
    expect(installmentOf(`Mensalidade ${installmentYourNumber('ESC', 12, 12)}`)).toEqual({
      number: 12,
      count: 12,
    });
    expect(installmentOf('NF-1001')).toBeNull();
    expect(installmentOf('A-7/6')).toBeNull();
    expect(installmentOf('A-0/6')).toBeNull();
    expect(installmentOf('A-1/1')).toBeNull();
    expect(installmentOf(null)).toBeNull();
  });
});

describe('the reminder list, grouped by customer', () => {
  it('groups a customer’s charges under the saved contact, oldest due date first', () => {
    const list = groupReminders(
      [
        row(1, { dueDate: '2026-03-12', reference: installmentYourNumber('CARNE', 3, 6) }),
        // The same document written with and without punctuation is one customer.
        row(2, { dueDate: '2026-03-05', payerDocument: '52998224725', amountCents: 5_000 }),
        row(3, {
          dueDate: TODAY,
          payerName: 'Bruno Lima',
          payerDocument: '11.222.333/0001-81',
          kind: 'pix-due-date',
          digitableLine: null,
          pixPayload: '000201PIX',
        }),
      ],
      TODAY,
      RULES,
      contactOf,
    );
    expect(list.customers.map((c) => c.key)).toEqual(['52998224725', '11222333000181']);
    const [ana, bruno] = list.customers;
    expect(ana).toMatchObject({
      document: '52998224725',
      name: 'Ana Beatriz Souza',
      phone: '11987654321',
      email: 'ana@exemplo.com.br',
      totalCents: 15_000,
      remindedToday: null,
    });
    expect(ana!.charges.map((c) => [c.id, c.stage, c.daysToDue, c.installment])).toEqual([
      ['c-002', 'overdue', -5, null],
      ['c-001', 'before', 2, { number: 3, count: 6 }],
    ]);
    // No saved customer: the name the charge gives, and nowhere to send it yet.
    expect(bruno).toMatchObject({
      document: null,
      name: 'Bruno Lima',
      phone: null,
      email: null,
    });
    expect(bruno!.charges[0]).toMatchObject({ stage: 'due-today', pixPayload: '000201PIX' });
  });

  it('counts every overdue charge, and those the rules leave out of the list', () => {
    const list = groupReminders(
      [
        row(1, { dueDate: '2026-03-09', amountCents: 1_000 }), // one day late: in the grace
        row(2, { dueDate: '2026-03-01', amountCents: 2_000 }),
        row(3, { dueDate: TODAY, amountCents: 4_000 }),
      ],
      TODAY,
      RULES,
      contactOf,
    );
    expect(list.overdue).toEqual({ count: 2, amountCents: 3_000 });
    expect(list.overdueLeftOut).toEqual({ count: 1, amountCents: 1_000 });
    expect(list.customers[0]!.charges.map((c) => c.id)).toEqual(['c-002', 'c-003']);
  });

  it('says a customer was reminded today, at the latest time, and not for an earlier day', () => {
    const list = groupReminders(
      [
        row(1, {
          lastReminder: { at: '2026-03-09T13:00:00.000Z', day: '2026-03-09', channel: 'email' },
        }),
        row(2, {
          dueDate: '2026-03-11',
          lastReminder: { at: '2026-03-10T14:00:00.000Z', day: TODAY, channel: 'whatsapp' },
        }),
        row(3, {
          dueDate: '2026-03-12',
          lastReminder: { at: '2026-03-10T12:00:00.000Z', day: TODAY, channel: 'email' },
        }),
        row(4, {
          payerDocument: '11222333000181',
          payerName: 'Bruno Lima',
          lastReminder: { at: '2026-03-09T20:00:00.000Z', day: '2026-03-09', channel: 'email' },
        }),
      ],
      TODAY,
      RULES,
      contactOf,
    );
    const [ana, bruno] = list.customers;
    expect(ana!.remindedToday).toEqual({
      at: '2026-03-10T14:00:00.000Z',
      day: TODAY,
      channel: 'whatsapp',
    });
    expect(bruno!.remindedToday).toBeNull();
    expect(bruno!.charges[0]!.lastReminder?.day).toBe('2026-03-09');
  });

  it('groups charges without a whole document by the payer’s name', () => {
    const list = groupReminders(
      [
        row(1, { payerDocument: '***.456.789-**', payerName: 'Carla Dias' }),
        row(2, { payerDocument: null, payerName: 'CARLA DIAS ' }),
      ],
      TODAY,
      RULES,
      contactOf,
    );
    expect(list.customers).toHaveLength(1);
    expect(list.customers[0]).toMatchObject({ key: 'name:carla dias', document: null });
    expect(list.customers[0]!.charges).toHaveLength(2);
  });
});
