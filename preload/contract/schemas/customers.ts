import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';
import { boletoPayerSchema, boletoTypeSchema } from './boleto.ts';
import { chargeRowSchema } from './charges.ts';
import { isoDateSchema, todayInSaoPauloIso } from '../validators/date.ts';
import { normalizeDocument } from '../validators/document.ts';
import { positiveCentsSchema } from '../validators/money.ts';

/** A payer saved as used: the key is the CPF/CNPJ as normalized (no punctuation). */
export const customerSchema = z.object({
  document: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phonePrefix: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  publicPlace: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** When the data kept was last given (a charge's creation, or the owner's edit). */
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerSearchInputSchema = z.object({
  query: z.string().trim().max(100, 'v.too_long').default(''),
  limit: z.number().int().min(1).max(500).default(50),
});

export const customerDocumentInputSchema = z.object({
  document: z
    .string()
    .trim()
    .min(1, 'v.required')
    .max(20, 'v.too_long')
    .transform(normalizeDocument),
});

/** The owner's edit: the same field rules as a boleto's payer (the document is the key). */
export const customerInputSchema = boletoPayerSchema;
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerInputParsed = z.output<typeof customerInputSchema>;

export const customerDetailSchema = z.object({
  customer: customerSchema,
  /** Their charges from the charges list, newest first. */
  charges: z.array(chargeRowSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

// ---------------------------------------------------------------------------------------------
// Installments (a carnê in one step)

export const MIN_INSTALLMENTS = 2;
export const MAX_INSTALLMENTS = 60;
/** The least one charge may be (`positiveCentsSchema`): each installment must reach it. */
export const MIN_CHARGE_CENTS = 1;
/** Each installment's "your number" is `<prefix>-<n>/<count>`, within the boleto's 15. */
export const MAX_INSTALLMENT_PREFIX = 9;

export const installmentKinds = ['boleto', 'pix-due-date'] as const;
export type InstallmentKind = (typeof installmentKinds)[number];
export const remainderPlaces = ['first', 'last'] as const;
export type RemainderPlace = (typeof remainderPlaces)[number];

export interface PlannedInstallment {
  /** 1-based. */
  number: number;
  dueDate: string;
  amountCents: number;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `months` calendar months after `iso`, on the same day; a day the month lacks falls on its
 * last day (Jan 31 → Feb 28 or 29 → Mar 31: always counted from the first date).
 */
export function addMonthsClamped(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True when some due date of the plan falls on an earlier day than the first one's. */
export function planMovesDays(firstDueDate: string, count: number): boolean {
  const day = firstDueDate.slice(8);
  for (let i = 1; i < count; i++)
    if (addMonthsClamped(firstDueDate, i).slice(8) !== day) return true;
  return false;
}

/**
 * The total split in `count` integer-cent parts, monthly from `firstDueDate`; the cents that
 * do not divide go on the first or the last installment.
 */
export function planInstallments(plan: {
  count: number;
  totalCents: number;
  firstDueDate: string;
  remainder: RemainderPlace;
}): PlannedInstallment[] {
  const base = Math.floor(plan.totalCents / plan.count);
  const rest = plan.totalCents - base * plan.count;
  const odd = plan.remainder === 'first' ? 1 : plan.count;
  return Array.from({ length: plan.count }, (_, i) => ({
    number: i + 1,
    dueDate: addMonthsClamped(plan.firstDueDate, i),
    amountCents: i + 1 === odd ? base + rest : base,
  }));
}

/** The "your number" of installment `n` of `count`. */
export function installmentYourNumber(prefix: string, n: number, count: number): string {
  return `${prefix}-${n}/${count}`;
}

/** What `installmentYourNumber` writes at the end of a carnê's reference: `-<n>/<count>`. */
const INSTALLMENT_LABEL = /-(\d{1,2})\/(\d{1,2})$/;

/** The "3/6" of a carnê's installment. */
export interface Installment {
  number: number;
  count: number;
}

/**
 * The installment a charge is of, read back from its reference — a boleto's your number
 * (`installmentYourNumber`), a due-date Pix code's description that ends with it — by the
 * reminders list in the cache and the message sent to the payer alike. Null for any other
 * charge, and for numbers no carnê can have.
 */
export function installmentOf(reference: string | null | undefined): Installment | null {
  const match = INSTALLMENT_LABEL.exec(reference?.trim() ?? '');
  if (!match) return null;
  const number = Number(match[1]);
  const count = Number(match[2]);
  if (count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) return null;
  if (number < 1 || number > count) return null;
  return { number, count };
}

export function makeInstallmentsInputSchema(today: () => string = todayInSaoPauloIso) {
  return z
    .object({
      kind: z.enum(installmentKinds).default('boleto'),
      boletoType: boletoTypeSchema.default('BANKSLIP'),
      count: z
        .number({ error: 'v.installments.count' })
        .int('v.installments.count')
        .min(MIN_INSTALLMENTS, 'v.installments.count')
        .max(MAX_INSTALLMENTS, 'v.installments.count'),
      totalCents: positiveCentsSchema,
      firstDueDate: isoDateSchema,
      remainder: z.enum(remainderPlaces).default('last'),
      yourNumber: z
        .string()
        .trim()
        .min(1, 'v.required')
        .max(MAX_INSTALLMENT_PREFIX, 'v.too_long')
        .regex(/^[^/]*$/, 'v.installments.prefix'),
      description: z.string().trim().max(100, 'v.too_long').optional(),
      payer: boletoPayerSchema,
      /** Installment numbers to create now (a retry of those not created); all when absent. */
      only: z.array(z.number().int().min(1).max(MAX_INSTALLMENTS)).max(MAX_INSTALLMENTS).optional(),
      /**
       * Installments whose creation may have happened (an earlier `unknown`): settled by their
       * own correlationId (read back, then the same recorded request), never created anew.
       */
      unknown: z
        .array(
          z.object({ number: z.number().int().min(1), correlationId: z.string().min(1).max(64) }),
        )
        .max(MAX_INSTALLMENTS)
        .default([]),
    })
    .superRefine((input, ctx) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path, message });
      if (input.firstDueDate < today()) issue(['firstDueDate'], 'v.date.past');
      if (input.totalCents < input.count * MIN_CHARGE_CENTS) {
        issue(['totalCents'], 'v.installments.total_too_small');
      }
      if (input.kind === 'pix-due-date') {
        // A due-date Pix code needs the payer's city, CEP and state (service-spec 4.6).
        const a = input.payer.address;
        if (!a) issue(['payer', 'address', 'zipCode'], 'v.installments.pix_address');
      }
      for (const n of input.only ?? []) {
        if (n > input.count) issue(['only'], 'v.invalid');
      }
      for (const u of input.unknown) {
        if (u.number > input.count) issue(['unknown'], 'v.invalid');
      }
    });
}
export const installmentsInputSchema = makeInstallmentsInputSchema();
export type InstallmentsInput = z.input<typeof installmentsInputSchema>;
export type InstallmentsInputParsed = z.output<typeof installmentsInputSchema>;

export const installmentOutcomes = [
  'created',
  'failed',
  'unknown',
  'skipped',
  'not_requested',
] as const;

export const installmentResultSchema = z.object({
  number: z.number().int(),
  dueDate: z.string(),
  amountCents: z.number().int(),
  /**
   * `created`; `failed` (refused or never sent: nothing at the bank, may be retried);
   * `unknown` (may exist: kept in the outbox, checked there, never retried from here);
   * `skipped` (not tried: an earlier one failed); `not_requested` (not in `only`).
   */
  outcome: z.enum(installmentOutcomes),
  correlationId: z.string().nullable(),
  error: appErrorSchema.nullable(),
});
export type InstallmentResult = z.infer<typeof installmentResultSchema>;

export const installmentsResultSchema = z.object({
  kind: z.enum(installmentKinds),
  items: z.array(installmentResultSchema),
});
export type InstallmentsResult = z.infer<typeof installmentsResultSchema>;
