import { afterAll, describe, expect, it } from 'vitest';
import { boletosRepo } from '../../../main/cache/boletos/boletos-repo.ts';
import { homeSummaryReader } from '../../../main/cache/charges/home-summary.ts';
import { openCache } from '../../../main/cache/db/database.ts';
import { pixCodesRepo } from '../../../main/cache/pix/pix-codes-repo.ts';
import { remindersRepo } from '../../../main/cache/reminders/reminders-repo.ts';
import { todayInSaoPaulo } from '../../../main/domain/dates.ts';
import { DEFAULT_REMINDER_RULES } from '../../../preload/contract/schemas/reminders.ts';
import { tempFolder, wireBoleto, wireDueDateQr, wireImmediateQr } from './fixtures.ts';

const folder = tempFolder();
afterAll(() => folder.cleanup());

/** 23:30 on 10 March 2026 in São Paulo: already the 11th in UTC. */
const LATE_EVENING = new Date('2026-03-11T02:30:00.000Z');
const TODAY = '2026-03-10';
const SYNCED = '2026-03-10T12:00:00.000Z';
const ANA = {
  name: 'Ana Souza',
  document: '52998224725',
  email: 'ana@exemplo.com.br',
  phone: { prefix: '11', number: '987654321' },
};

function cacheWithCharges() {
  const db = openCache(folder.file());
  boletosRepo(db).upsertBoletos(
    [
      wireBoleto(1, { dueDate: '2026-03-12', yourNumber: 'CARNE-2/6', payer: ANA, amount: 100 }),
      wireBoleto(2, { dueDate: '2026-03-02', yourNumber: 'CARNE-1/6', payer: ANA, amount: 100 }),
      wireBoleto(3, {
        dueDate: TODAY,
        payer: { name: 'Padaria Pão Quente', document: '11222333000181' },
        qrCode: '000201BOLETOPIX',
      }),
      // Beyond the days before, paid, or cancelled: never listed.
      wireBoleto(4, { dueDate: '2026-03-20', payer: ANA }),
      wireBoleto(5, { dueDate: '2026-03-01', status: 'Cancelled' }),
      // Overdue by one day: counted as overdue, listed only when the rules say so.
      wireBoleto(6, { dueDate: '2026-03-09', amount: 7 }),
    ],
    SYNCED,
  );
  pixCodesRepo(db).upsertPixCodes(
    [
      wireDueDateQr(7, {
        dueDate: '2026-03-11',
        description: 'Mensalidade ESC-3/12',
        payer: { name: 'Bruno Lima', document: '39053344705' },
      }),
    ],
    'due-date',
    SYNCED,
  );
  // An immediate code has no due date: never a reminder.
  pixCodesRepo(db).upsertPixCodes([wireImmediateQr(8)], 'immediate', SYNCED);
  return db;
}

describe('the reminders list over the cache', () => {
  it('lists what the rules take, by customer, with each charge’s codes and installment', () => {
    const db = cacheWithCharges();
    try {
      const list = remindersRepo(db).list(todayInSaoPaulo(LATE_EVENING), DEFAULT_REMINDER_RULES);
      expect(list.today).toBe(TODAY);
      expect(
        list.customers.map((c) => [c.name, c.charges.map((x) => `${x.id.slice(-1)}:${x.stage}`)]),
      ).toEqual([
        ['Ana Souza', ['2:overdue', '1:before']],
        ['Payer 6', ['6:overdue']],
        ['Padaria Pão Quente', ['3:due-today']],
        ['Bruno Lima', ['7:before']],
      ]);
      const [ana] = list.customers;
      expect(ana).toMatchObject({
        document: '52998224725',
        phone: '11987654321',
        email: 'ana@exemplo.com.br',
        totalCents: 20_000,
      });
      expect(ana!.charges.map((c) => c.installment)).toEqual([
        { number: 1, count: 6 },
        { number: 2, count: 6 },
      ]);
      expect(ana!.charges[0]!.digitableLine).toBe('0'.repeat(47));
      const padaria = list.customers[2]!;
      expect(padaria.charges[0]!.pixPayload).toBe('000201BOLETOPIX');
      const bruno = list.customers[3]!.charges[0]!;
      expect(bruno).toMatchObject({
        kind: 'pix-due-date',
        installment: { number: 3, count: 12 },
        digitableLine: null,
      });
      expect(bruno.pixPayload).toContain('00020101');
    } finally {
      db.close();
    }
  });

  it('counts the overdue charges exactly as the home screen does', () => {
    const db = cacheWithCharges();
    try {
      const home = homeSummaryReader(db).summary(LATE_EVENING);
      const rules = { ...DEFAULT_REMINDER_RULES, daysAfter: 3 };
      const list = remindersRepo(db).list(todayInSaoPaulo(LATE_EVENING), rules);
      expect(list.overdue).toEqual(home.overdue);
      expect(list.overdue.count).toBe(2);
      // Charge 6 is one day late: within the three days the owner gave.
      expect(list.overdueLeftOut).toEqual({ count: 1, amountCents: 700 });
    } finally {
      db.close();
    }
  });

  it('records a reminder once per charge and São Paulo day, the latest time kept', () => {
    const db = cacheWithCharges();
    try {
      const repo = remindersRepo(db);
      const ana = [
        { kind: 'boleto' as const, id: wireBoleto(1).correlationId },
        { kind: 'boleto' as const, id: wireBoleto(2).correlationId },
      ];
      const first = repo.markSent(ana, 'whatsapp', new Date('2026-03-10T13:00:00.000Z'));
      expect(first).toEqual({
        mark: { at: '2026-03-10T13:00:00.000Z', day: TODAY, channel: 'whatsapp' },
        recorded: 2,
      });
      // 23:30 in São Paulo is still the 10th there: the same day's row, moved to the e-mail.
      const again = repo.markSent(ana, 'email', LATE_EVENING);
      expect(again.mark.day).toBe(TODAY);
      expect(db.prepare('SELECT count(*) FROM reminders').pluck().get()).toBe(2);

      const list = repo.list(TODAY, DEFAULT_REMINDER_RULES);
      expect(list.customers[0]!.remindedToday).toEqual({
        at: LATE_EVENING.toISOString(),
        day: TODAY,
        channel: 'email',
      });
      expect(list.customers[1]!.remindedToday).toBeNull();

      // The next day it is a reminder of an earlier day: shown, no longer "today".
      const tomorrow = repo.list('2026-03-11', DEFAULT_REMINDER_RULES);
      const anaTomorrow = tomorrow.customers.find((c) => c.document === ANA.document)!;
      expect(anaTomorrow.remindedToday).toBeNull();
      expect(anaTomorrow.charges.map((c) => c.lastReminder?.day)).toEqual([TODAY, TODAY]);

      // A charge the cache does not hold is not recorded.
      expect(
        repo.markSent([{ kind: 'boleto', id: 'not-a-charge' }], 'email', LATE_EVENING).recorded,
      ).toBe(0);
    } finally {
      db.close();
    }
  });
});
