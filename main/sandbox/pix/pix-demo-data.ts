import { randomUUID } from 'node:crypto';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { addDays, todayInSaoPaulo } from '../../domain/dates.ts';
import { amountDueOn, DEFAULT_MAX_DAYS_OVERDUE } from '../../domain/due-date-charge.ts';
import { reaisToCents } from '../../domain/money.ts';
import { taxesFromWire } from '../../domain/wire/pix-taxes.ts';
import type {
  CreateDueDateQrCodeRequest,
  CreateImmediateQrCodeRequest,
  DueDateTaxes,
} from '../../domain/wire/pix.ts';
import { newDueDateQrCode, newEndToEndId, newImmediateQrCode } from './pix-codes.ts';
import type { SandboxStore } from '../store.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Demo immediate codes: age, amount, expiry and, when paid, how long after creation. */
const IMMEDIATE: readonly {
  ageMs: number;
  amount: number;
  description: string;
  expiresIn?: number;
  paidAfterMs?: number;
  splitPercent?: number;
  validatedPayer?: boolean;
}[] = [
  { ageMs: 2 * HOUR_MS, amount: 89.9, description: 'Pedido #1042' },
  { ageMs: 3 * DAY_MS, amount: 250, description: 'Pedido #1007', paidAfterMs: HOUR_MS },
  { ageMs: 10 * DAY_MS, amount: 45.5, description: 'Pedido #0981', expiresIn: 3_600 },
  {
    ageMs: HOUR_MS,
    amount: 1_200,
    description: 'Reforma da vitrine — sinal',
    splitPercent: 10,
    validatedPayer: true,
  },
  { ageMs: 20 * DAY_MS, amount: 32.4, description: 'Pedido #0950', paidAfterMs: 20 * 60_000 },
];

const USUAL_TAXES: DueDateTaxes = {
  fineType: 'PERCENTAGE',
  fineAmount: 2,
  interestType: 'PERCENTAGE_PER_MONTH_CALENDAR_DAY',
  interestAmount: 1,
};

/**
 * Demo due-date codes: created and due relative to today, taxes (given the due date), and,
 * when paid, how many days after the due date (negative: before).
 */
const DUE_DATE: readonly {
  createdDaysAgo: number;
  dueInDays: number;
  amount: number;
  taxes: (dueDate: string) => DueDateTaxes;
  maxDaysOverdue?: number;
  paidDaysAfterDue?: number;
}[] = [
  {
    createdDaysAgo: 2,
    dueInDays: 10,
    amount: 350,
    taxes: () => ({ ...USUAL_TAXES, discountType: 'FIXED_AMOUNT', discountAmount: 15 }),
  },
  {
    createdDaysAgo: 40,
    dueInDays: -20,
    amount: 500,
    taxes: () => USUAL_TAXES,
    paidDaysAfterDue: 5,
  },
  {
    createdDaysAgo: 90,
    dueInDays: -60,
    amount: 780,
    taxes: () => USUAL_TAXES,
    maxDaysOverdue: 15,
  },
  { createdDaysAgo: 30, dueInDays: -5, amount: 1_450.8, taxes: () => USUAL_TAXES },
  {
    createdDaysAgo: 25,
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

const PEOPLE = ['Ana Beatriz Souza', 'Rafael Almeida Lima', 'Camila Rodrigues Pereira'];
const COMPANIES = ['Mercadinho São Jorge ME', 'Clínica Vida Plena S.A.'];

/**
 * Inserts a handful of demo QR codes when the account has none: immediate and due-date ones,
 * active, paid (with their received Pix), and past their expiry (turned EXPIRED or CANCELLED
 * by the first request's sweep). Returns how many codes were inserted.
 */
export function insertDemoPixQrCodes(store: SandboxStore, accountId: string, now: Date): number {
  if (store.pix.countQrCodes(accountId) > 0) return 0;
  const today = todayInSaoPaulo(now);
  let inserted = 0;

  IMMEDIATE.forEach((demo, i) => {
    const createdAt = new Date(now.getTime() - demo.ageMs);
    const payer = demoPayer(i);
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
      store.pix.recordPayment(accountId, row.rowId, {
        endToEndId: newEndToEndId(paidAt),
        transactionId: code.record.transactionId,
        correlationId: code.record.correlationId,
        amountCents: reaisToCents(demo.amount),
        payer,
        paidAt: paidAt.toISOString(),
      });
    }
  });

  DUE_DATE.forEach((demo, i) => {
    const dueDate = addDays(today, demo.dueInDays);
    const wireTaxes = demo.taxes(dueDate);
    const payer = demoPayer(i + 1);
    const request: CreateDueDateQrCodeRequest = {
      correlationId: randomUUID(),
      amount: demo.amount,
      dueDate,
      payer: { name: payer.name, document: payer.document },
      address: {
        cityName: 'São Paulo',
        zipCode: '01310100',
        state: 'SP',
        street: 'Avenida Paulista, 1000',
      },
      description: `Mensalidade ${String(i + 1).padStart(2, '0')}`,
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
      store.pix.recordPayment(accountId, row.rowId, {
        endToEndId: newEndToEndId(paidAt),
        transactionId: code.record.transactionId,
        correlationId: code.record.correlationId,
        amountCents: due.breakdown.totalCents,
        payer: { name: payer.name, document: payer.document },
        paidAt: paidAt.toISOString(),
        breakdown: due.breakdown,
      });
    }
  });
  return inserted;
}

function demoPayer(i: number): { name: string; document: string } {
  return i % 3 === 2
    ? { name: COMPANIES[i % COMPANIES.length]!, document: generateCnpj() }
    : { name: PEOPLE[i % PEOPLE.length]!, document: generateCpf() };
}
