import type { ChargeTally } from '../../../preload/contract/schemas/home.ts';
import type {
  ReminderCharge,
  ReminderCustomer,
  ReminderList,
  ReminderMark,
  ReminderRules,
  RemindedKind,
} from '../../../preload/contract/schemas/reminders.ts';
import type { IsoDate } from '../../domain/dates.ts';
import { customerKey, foldText } from '../customers/customer-data.ts';
import { installmentOf } from '../../../preload/contract/schemas/customers.ts';
import { reminderStage } from './reminder-rules.ts';

/** One open charge with a due date, as the cache has it, with its latest reminder. */
export interface DueChargeRow {
  kind: RemindedKind;
  id: string;
  amountCents: number;
  payerName: string | null;
  payerDocument: string | null;
  reference: string | null;
  dueDate: IsoDate;
  digitableLine: string | null;
  pixPayload: string | null;
  lastReminder: ReminderMark | null;
}

/** What a saved customer gives a reminder: the name the owner keeps, and where to send it. */
export interface SavedContact {
  document: string;
  name: string;
  email: string | null;
  phonePrefix: string | null;
  phoneNumber: string | null;
}

/**
 * The reminder list: the charges the rules take, grouped by customer (the payer's CPF/CNPJ,
 * or their name when the charge names no whole document), each customer with the contact
 * saved for them. The overdue tally counts every row due before today, listed or not.
 */
export function groupReminders(
  rows: readonly DueChargeRow[],
  today: IsoDate,
  rules: ReminderRules,
  contactOf: (document: string) => SavedContact | null,
): Omit<ReminderList, 'rules'> {
  const overdue: ChargeTally = { count: 0, amountCents: 0 };
  const overdueLeftOut: ChargeTally = { count: 0, amountCents: 0 };
  const groups = new Map<string, ReminderCustomer>();

  for (const row of rows) {
    const placed = reminderStage(row.dueDate, today, rules);
    if (row.dueDate < today) {
      overdue.count += 1;
      overdue.amountCents += row.amountCents;
      if (placed === null) {
        overdueLeftOut.count += 1;
        overdueLeftOut.amountCents += row.amountCents;
      }
    }
    if (placed === null) continue;

    const document = customerKey(row.payerDocument);
    const key = document ?? `name:${foldText(row.payerName?.trim() ?? '')}`;
    let customer = groups.get(key);
    if (!customer) {
      const saved = document === null ? null : contactOf(document);
      customer = {
        key,
        document: saved?.document ?? null,
        name: saved?.name ?? row.payerName?.trim() ?? null,
        phone: phoneOf(saved),
        email: saved?.email ?? null,
        totalCents: 0,
        charges: [],
        remindedToday: null,
      };
      groups.set(key, customer);
    }
    const charge: ReminderCharge = {
      kind: row.kind,
      id: row.id,
      amountCents: row.amountCents,
      dueDate: row.dueDate,
      stage: placed.stage,
      daysToDue: placed.daysToDue,
      reference: row.reference,
      installment: installmentOf(row.reference),
      digitableLine: row.digitableLine,
      pixPayload: row.pixPayload,
      lastReminder: row.lastReminder,
    };
    customer.charges.push(charge);
    customer.totalCents += row.amountCents;
    const mark = row.lastReminder;
    if (mark !== null && mark.day === today) {
      if (customer.remindedToday === null || mark.at > customer.remindedToday.at)
        customer.remindedToday = mark;
    }
  }

  const customers = [...groups.values()];
  for (const customer of customers) customer.charges.sort(byDueDate);
  customers.sort(
    (a, b) =>
      byDueDate(a.charges[0]!, b.charges[0]!) ||
      (a.name ?? '').localeCompare(b.name ?? '', 'pt-BR') ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return { today, customers, overdue, overdueLeftOut };
}

function byDueDate(a: ReminderCharge, b: ReminderCharge): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** DDD and number as digits, when both were saved. */
function phoneOf(saved: SavedContact | null): string | null {
  if (!saved?.phonePrefix || !saved.phoneNumber) return null;
  const digits = `${saved.phonePrefix}${saved.phoneNumber}`.replace(/\D/g, '');
  return digits === '' ? null : digits;
}
