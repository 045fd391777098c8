import { randomUUID } from 'node:crypto';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import { amountDueOn, DEFAULT_MAX_DAYS_OVERDUE } from '../../domain/due-date-charge.ts';
import { reaisToCents } from '../../domain/money.ts';
import { taxesFromWire } from '../../domain/wire/pix-taxes.ts';
import type {
  CreateDueDateQrCodeRequest,
  CreateImmediateQrCodeRequest,
  DueDateTaxes,
} from '../../domain/wire/pix.ts';
import { demoCustomerNamed, type DemoCustomer } from '../demo/demo-customers.ts';
import { recordDemoQrCodePayment } from '../demo/demo-payments.ts';
import { newDueDateQrCode, newEndToEndId, newImmediateQrCode } from './pix-codes.ts';
import type { SandboxStore } from '../store.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Demo immediate codes: age, amount, expiry, whom it charges and, when paid, how long after
 * creation (paid by that customer).
 */
export const DEMO_IMMEDIATE: readonly {
  ageMs: number;
  amount: number;
  description: string;
  payer: string;
  expiresIn?: number;
  paidAfterMs?: number;
  splitPercent?: number;
  validatedPayer?: boolean;
}[] = [
  { ageMs: 2 * HOUR_MS, amount: 89.9, description: 'Pedido #1042', payer: 'Ana Beatriz Souza' },
  {
    ageMs: 3 * DAY_MS,
    amount: 250,
    description: 'Pedido #1007',
    payer: 'Rafael Almeida Lima',
    paidAfterMs: HOUR_MS,
  },
  {
    ageMs: 10 * DAY_MS,
    amount: 45.5,
    description: 'Pedido #0981',
    payer: 'Clínica Vida Plena S.A.',
    expiresIn: 3_600,
  },
  {
    ageMs: HOUR_MS,
    amount: 1_200,
    description: 'Reforma da vitrine — sinal',
    payer: 'Ana Beatriz Souza',
    splitPercent: 10,
    validatedPayer: true,
  },
  {
    ageMs: 20 * DAY_MS,
    amount: 32.4,
    description: 'Pedido #0950',
    payer: 'Camila Rodrigues Pereira',
    paidAfterMs: 20 * 60_000,
  },
];

const USUAL_TAXES: DueDateTaxes = {
  fineType: 'PERCENTAGE',
  fineAmount: 2,
  interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
  interestAmount: 1,
};

/**
 * Demo due-date codes: created and due relative to today, whom it charges, taxes (given the
 * due date), and, when paid, how many days after the due date (negative: before).
 */
export const DEMO_DUE_DATE: readonly {
  createdDaysAgo: number;
  payer: string;
  dueInDays: number;
  amount: number;
  taxes: (dueDate: string) => DueDateTaxes;
  maxDaysOverdue?: number;
  paidDaysAfterDue?: number;
}[] = [
  {
    createdDaysAgo: 2,
    payer: 'Rafael Almeida Lima',
    dueInDays: 10,
    amount: 350,
    taxes: () => ({ ...USUAL_TAXES, discountType: 'FIXED_AMOUNT', discountAmount: 15 }),
  },
  {
    createdDaysAgo: 40,
    payer: 'Mercadinho São Jorge ME',
    dueInDays: -20,
    amount: 500,
    taxes: () => USUAL_TAXES,
    paidDaysAfterDue: 5,
  },
  {
    createdDaysAgo: 90,
    payer: 'Ana Beatriz Souza',
    dueInDays: -60,
    amount: 780,
    taxes: () => USUAL_TAXES,
    maxDaysOverdue: 15,
  },
  {
    createdDaysAgo: 30,
    payer: 'Rafael Almeida Lima',
    dueInDays: -5,
    amount: 1_450.8,
    taxes: () => USUAL_TAXES,
  },
  {
    createdDaysAgo: 25,
    payer: 'Clínica Vida Plena S.A.',
    dueInDays: -3,
    amount: 199.9,
    taxes: (dueDate) => ({
      rebateType: 'FIXED_AMOUNT',
      rebateAmount: 9.9,
      discountType: 'PERCENTAGE',
      discountsDueDate: [{ dueDate: addDays(dueDate, -5), amount: 5 }],
    }),
    paidDaysAfterDue: -7,
  },
];

/**
 * Inserts a handful of demo QR codes when the account has none: immediate and due-date ones,
 * active, paid (with their received Pix, in the account's ledger too: `demo-payments.ts`), and
 * past their expiry (turned EXPIRED or CANCELLED by the first request's sweep), each made out
 * to a demo customer. Returns how many codes were inserted.
 */
export function insertDemoPixQrCodes(store: SandboxStore, accountId: string, now: Date): number {
  if (store.pix.countQrCodes(accountId) > 0) return 0;
  const today = todayInSaoPaulo(now);
  let inserted = 0;

  DEMO_IMMEDIATE.forEach((demo) => {
    const createdAt = new Date(now.getTime() - demo.ageMs);
    const payer = payerOf(demoCustomerNamed(demo.payer));
    const request: CreateImmediateQrCodeRequest = {
      correlationId: randomUUID(),
      amount: demo.amount,
      description: demo.description,
      ...(demo.expiresIn === undefined ? {} : { expiresIn: demo.expiresIn }),
      // Every demo code names its payer, so the lists show who owes each one.
      payer: { ...payer, validate: demo.validatedPayer ?? false },
      ...(demo.splitPercent !== undefined
        ? {
            splitInstructions: [
              { accountNumber: '7654321', type: 'PERCENTAGE', amount: demo.splitPercent },
            ],
          }
        : {}),
      additionalInfos: [{ name: 'Loja', value: 'Balcão Centro' }],
    };
    const code = newImmediateQrCode(request, reaisToCents(demo.amount), createdAt);
    if (!store.pix.insertQrCode(accountId, { kind: 'IMMEDIATE', ...code })) return;
    inserted++;
    if (demo.paidAfterMs !== undefined) {
      const paidAt = new Date(createdAt.getTime() + demo.paidAfterMs);
      const row = store.pix.findQrCodeByTransactionId(accountId, code.record.transactionId)!;
      recordDemoQrCodePayment(store, accountId, row.rowId, {
        endToEndId: newEndToEndId(paidAt),
        transactionId: code.record.transactionId,
        correlationId: code.record.correlationId,
        amountCents: reaisToCents(demo.amount),
        payer,
        paidAt: paidAt.toISOString(),
      });
    }
  });

  DEMO_DUE_DATE.forEach((demo, i) => {
    const dueDate = addDays(today, demo.dueInDays);
    const wireTaxes = demo.taxes(dueDate);
    const customer = demoCustomerNamed(demo.payer);
    const payer = payerOf(customer);
    const request: CreateDueDateQrCodeRequest = {
      correlationId: randomUUID(),
      amount: demo.amount,
      dueDate,
      payer,
      address: {
        cityName: customer.address.city,
        zipCode: customer.address.zipCode,
        state: customer.address.state,
        street: `${customer.address.publicPlace}, ${customer.address.number}`,
      },
      description: demoDueDateDescription(i),
      taxes: wireTaxes,
      additionalInfos: [{ name: 'Contrato', value: `CT-${2024 + i}` }],
    };
    const charge = {
      originalCents: reaisToCents(demo.amount),
      maxDaysOverdue: demo.maxDaysOverdue ?? DEFAULT_MAX_DAYS_OVERDUE,
      taxes: taxesFromWire(wireTaxes).taxes,
    };
    const createdAt = new Date(`${addDays(today, -demo.createdDaysAgo)}T13:30:00.000Z`);
    const code = newDueDateQrCode(request, charge, createdAt);
    if (!store.pix.insertQrCode(accountId, { kind: 'DUE_DATE', ...code })) return;
    inserted++;
    if (demo.paidDaysAfterDue !== undefined) {
      const paidDate = addDays(dueDate, demo.paidDaysAfterDue);
      const due = amountDueOn({ ...charge, dueDate }, paidDate);
      const row = store.pix.findQrCodeByTransactionId(accountId, code.record.transactionId)!;
      const paidAt = new Date(`${paidDate}T14:45:00.000Z`);
      recordDemoQrCodePayment(store, accountId, row.rowId, {
        endToEndId: newEndToEndId(paidAt),
        transactionId: code.record.transactionId,
        correlationId: code.record.correlationId,
        amountCents: due.breakdown.totalCents,
        payer,
        paidAt: paidAt.toISOString(),
        breakdown: due.breakdown,
      });
    }
  });
  return inserted;
}

/** The description of the `i`-th demo due-date code (of `DEMO_DUE_DATE`). */
export function demoDueDateDescription(i: number): string {
  return `Mensalidade ${String(i + 1).padStart(2, '0')}`;
}

/** Who a demo code names, and who paid it: a demo customer's name and document. */
function payerOf(customer: DemoCustomer): { name: string; document: string } {
  return { name: customer.name, document: customer.document };
}
