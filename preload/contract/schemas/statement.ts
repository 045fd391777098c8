import { z } from 'zod';
import { chargeKindSchema, type ChargeKind } from './charges.ts';
import { isoDateSchema } from '../validators/date.ts';
import { recordCentsSchema } from '../validators/money.ts';

/**
 * The account statement (extrato): one dated list of every movement of the account's money
 * this computer has seen. The bank offers no statement or balance read, so it is built from
 * what the cache holds: received Pix, boletos paid, refunds, payments and transfers sent by
 * this app, and the transfers the bank told of in its events.
 */

/** Money in or money out of the account. */
export const statementDirections = ['in', 'out'] as const;
export type StatementDirection = (typeof statementDirections)[number];

/**
 * What moved the money. Each kind goes one way, except transfers between accounts, which the
 * bank's events tell in both (`…_CREDITED`, `…_DEBITED`).
 */
export const statementKindDirections = {
  /** A Pix received: a QR code or boleto of the account paid by Pix, or a Pix sent to a key. */
  'pix-received': ['in'],
  /** A boleto paid by its bar code (one paid by Pix is a received Pix). */
  'boleto-paid': ['in'],
  /** A payee gave back a Pix this account paid (the bank's `PIX_REFUNDED`). */
  'refund-received': ['in'],
  /** A refund this app sent of a received Pix. */
  'refund-sent': ['out'],
  /** A Pix QR code this app paid. */
  'qr-payment': ['out'],
  /** A Pix transfer to a key this app sent. */
  'key-transfer': ['out'],
  /** A supplier's boleto this app paid. */
  'boleto-payment': ['out'],
  /** A Pix the bank says the account sent that this app has no record of. */
  'pix-sent': ['out'],
  /** A share of a received payment the bank sent on by the account's split rules. */
  'split-share': ['out'],
  /** A transfer between accounts at the same bank. */
  'internal-transfer': ['in', 'out'],
  /** A TED to or from another bank. */
  'external-transfer': ['in', 'out'],
} as const satisfies Record<string, readonly StatementDirection[]>;

export type StatementKind = keyof typeof statementKindDirections;
export const statementKinds = Object.keys(statementKindDirections) as StatementKind[];
export const statementKindSchema = z.enum(statementKinds as [StatementKind, ...StatementKind[]]);

/** Where a movement stands. A failed one moved nothing: it counts zero in every total. */
export const statementStatuses = ['processing', 'completed', 'failed'] as const;
export type StatementStatus = (typeof statementStatuses)[number];

/**
 * How this computer knows of the movement: read from the bank (a sync, a read, the bank's
 * list), told by an event the bank sent, or sent by this app itself.
 */
export const statementOrigins = ['bank', 'event', 'app'] as const;
export type StatementOrigin = (typeof statementOrigins)[number];

/** A sum of signed cents (a net can be below zero), up to what a double holds exactly. */
export const signedSumCentsSchema = z
  .number()
  .int()
  .min(-Number.MAX_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER);

export const statementLineSchema = z.object({
  /** Stable across reads and exports: the source and its id (`payment:…`, `pix:E…`). */
  id: z.string(),
  /** ISO 8601 UTC instant. */
  occurredAt: z.string(),
  /** Its calendar day in São Paulo. */
  day: isoDateSchema,
  direction: z.enum(statementDirections),
  amountCents: recordCentsSchema,
  /** What it does to the account: +amount in, −amount out, 0 when it failed. */
  effectCents: signedSumCentsSchema,
  kind: statementKindSchema,
  status: z.enum(statementStatuses),
  origin: z.enum(statementOrigins),
  counterpartyName: z.string().nullable(),
  counterpartyDocument: z.string().nullable(),
  description: z.string().nullable(),
  /** What it refers to: a charge's number, the Pix refunded, the key paid. */
  reference: z.string().nullable(),
  endToEndId: z.string().nullable(),
  /**
   * The charge of the account a received Pix paid (its `reference` is then the charge's
   * correlation id, which means nothing to the owner); null for every other line.
   */
  chargeKind: chargeKindSchema.nullable(),
  /** What names that charge: its number or description, else its payer; null when unknown. */
  chargeLabel: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * What a line refers to in the owner's words, the same on the screen and in the CSV and OFX
 * files: the charge a received Pix paid by its kind's word and what names it
 * (`Boleto: NF-1042`, `Cobrança Pix: Maria Silva`), otherwise the reference as kept.
 */
export function statementReferenceText(
  line: Pick<StatementLine, 'reference' | 'chargeKind' | 'chargeLabel'>,
  chargeWord: (kind: ChargeKind) => string,
): string | null {
  if (line.chargeKind === null) return line.reference;
  const word = chargeWord(line.chargeKind);
  return line.chargeLabel === null ? word : `${word}: ${line.chargeLabel}`;
}

/** Ins, outs and what is left of them, over lines that did not fail. */
export const statementSumsSchema = z.object({
  inCents: signedSumCentsSchema,
  outCents: signedSumCentsSchema,
  netCents: signedSumCentsSchema,
  /** Lines counted, failed ones included. */
  lines: z.number().int().nonnegative(),
});
export type StatementSums = z.infer<typeof statementSumsSchema>;

export const statementDaySchema = statementSumsSchema.extend({ day: isoDateSchema });
export type StatementDay = z.infer<typeof statementDaySchema>;

const MAX_ID = 200;

export const statementFiltersSchema = z
  .strictObject({
    /** First and last São Paulo calendar day of the period, both included. */
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    direction: z.enum(statementDirections).optional(),
    kinds: z
      .array(statementKindSchema)
      .max(statementKinds.length, 'v.too_long')
      .refine((kinds) => new Set(kinds).size === kinds.length, 'v.statement.kinds_repeated')
      .optional(),
    /** Name, document, description, reference, end-to-end id, or an amount. */
    search: z.string().trim().max(100, 'v.too_long').optional(),
  })
  .superRefine((f, ctx) => {
    if (f.from && f.to && f.from > f.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'v.range.order' });
  });
export type StatementFilters = z.infer<typeof statementFiltersSchema>;

/** Where a page ended: its last line, as the list gave it. The next starts strictly after. */
export const statementAfterSchema = z.strictObject({
  occurredAt: z.string().min(1).max(64),
  id: z.string().min(1).max(MAX_ID),
});
export type StatementAfter = z.infer<typeof statementAfterSchema>;

export const statementListInputSchema = z.strictObject({
  filters: statementFiltersSchema.default({}),
  after: statementAfterSchema.nullable().default(null),
  limit: z.number().int().min(1).max(500).default(100),
});
export type StatementListInput = z.input<typeof statementListInputSchema>;

export const statementPageSchema = z.object({
  /** Newest first. */
  lines: z.array(statementLineSchema),
  /** Each day the lines fall on, with the whole day's sums under the filters. */
  days: z.array(statementDaySchema),
  /** The whole filtered period's sums; with the first page only (null after). */
  totals: statementSumsSchema.nullable(),
  /** Where the next page starts, or null when this one is the last. */
  next: statementAfterSchema.nullable(),
});
export type StatementPage = z.infer<typeof statementPageSchema>;

export const statementExportCsvInputSchema = z.strictObject({
  filters: statementFiltersSchema.default({}),
  decimalSeparator: z.enum(['comma', 'dot']).default('comma'),
});

export const statementExportOfxInputSchema = z.strictObject({
  filters: statementFiltersSchema.default({}),
});

export const statementExportSchema = z.object({
  filename: z.string(),
  text: z.string(),
  rows: z.number().int().nonnegative(),
});
export type StatementExport = z.infer<typeof statementExportSchema>;
