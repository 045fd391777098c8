import { z } from 'zod';
import { chargeMoneySchema } from './charge-money.ts';
import { isoDateSchema } from '../validators/date.ts';
import { documentSchema } from '../validators/document.ts';
import { positiveCentsSchema, recordCentsSchema } from '../validators/money.ts';
import { chargeKindSchema } from './charges.ts';
import { moneyOutInputSchema } from './money-out.ts';

/** Refunds of received Pix: what was received, what was refunded, and the refund form. */

/** A received Pix can be refunded within 90 days (90 × 24 hours) of its receipt (spec 4.9). */
export const REFUND_WINDOW_DAYS = 90;

/**
 * The end-to-end id of a received Pix as the bank statement shows it: `E`, the payer bank's
 * ISPB (8 digits), `yyyyMMddHHmm` and 11 letters and digits — 32 characters. Spaces around it
 * (a copied line) are dropped; a lowercase `e` is taken as `E`.
 */
export const receivedEndToEndIdSchema = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required', abort: true })
  .transform((s) => (s.startsWith('e') ? `E${s.slice(1)}` : s))
  .refine((s) => s.startsWith('E'), { error: 'v.refund.e2e_prefix', abort: true })
  .refine((s) => s.length === 32, { error: 'v.refund.e2e_length', abort: true })
  .refine((s) => /^E\d{20}[A-Za-z0-9]{11}$/.test(s), { error: 'v.refund.e2e_format' });

/**
 * Where the app learnt of a received Pix: a due-date code or a boleto of the cache that was
 * paid by Pix, the bank's list of received Pix (a QR code — immediate or due-date — or a Pix
 * sent to the account), or an end-to-end id pasted from the bank statement.
 */
export const receivedSources = [
  'due-date',
  'immediate',
  'boleto',
  'qr-code',
  'transfer',
  'pasted',
] as const;
export type ReceivedSource = (typeof receivedSources)[number];

export const refundStatuses = ['processing', 'completed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** One refund the app sent, as the bank last told it. */
export const refundViewSchema = z.object({
  /** The refund's own `D…` end-to-end id, also its id for reads (4.10). */
  id: z.string(),
  originalEndToEndId: z.string(),
  amountCents: recordCentsSchema,
  status: z.enum(refundStatuses),
  /** Why the bank could not pay it back, when it failed. */
  failureReason: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  syncedAt: z.string(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/**
 * The charge of this computer a received Pix paid, as the owner knows it: its kind and what
 * names it in the charges list (a boleto's "seu número", a Pix code's description; null when
 * it has none) and when it was created.
 */
export const receivedChargeSchema = z.object({
  kind: chargeKindSchema,
  label: z.string().nullable(),
  createdAt: z.string(),
});
export type ReceivedCharge = z.infer<typeof receivedChargeSchema>;

/** A received Pix with its refunds; amounts unknown (a pasted id) are null. */
export const receivedPixViewSchema = z.object({
  endToEndId: z.string(),
  source: z.enum(receivedSources),
  amountCents: recordCentsSchema.nullable(),
  /** Refunds that did not fail (processing or completed). */
  refundedCents: recordCentsSchema,
  /** What can still be refunded, or null when what was received is unknown here. */
  leftCents: z.number().int().nullable(),
  /** Paid, partly refunded or refunded, as a charge's; null while the amount is unknown. */
  money: chargeMoneySchema.nullable(),
  payerName: z.string().nullable(),
  payerDocument: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Last instant a refund is accepted (ISO), or null when the receipt instant is unknown. */
  refundableUntil: z.string().nullable(),
  /** The charge it paid (a boleto's or Pix code's correlationId), when known. */
  reference: z.string().nullable(),
  /** The charge `reference` names, when this computer keeps it; null otherwise. */
  charge: receivedChargeSchema.nullable().optional(),
  description: z.string().nullable(),
  refunds: z.array(refundViewSchema),
  syncedAt: z.string(),
});
export type ReceivedPixView = z.infer<typeof receivedPixViewSchema>;

/**
 * Where a page of the received list ends: its last row's `paidAt` and `endToEndId`, as the
 * list gave them. The next page starts strictly after that row (keyset), so pages never shift
 * when Pix arrive meanwhile.
 */
export const receivedAfterSchema = z.object({
  paidAt: z.string().max(64).nullable(),
  endToEndId: z.string().min(1).max(100),
});
export type ReceivedAfter = z.infer<typeof receivedAfterSchema>;

/**
 * The received list, newest first (unknown instants last, ties by end-to-end id): `limit` rows
 * after `after` (from the start when null). A page shorter than `limit` is the last.
 */
export const receivedListInputSchema = z.object({
  search: z.string().trim().max(100, 'v.too_long').default(''),
  /** Also asks the local sandbox what it received (with the first page only). */
  refresh: z.boolean().default(false),
  after: receivedAfterSchema.nullable().default(null),
  limit: z.number().int().min(1).max(500).default(500),
});

/**
 * A refund as the owner confirms it: the amount typed twice (`confirmAmountCents`), so a
 * refund is never one stray Enter away.
 */
export const refundInputSchema = moneyOutInputSchema(
  { endToEndId: receivedEndToEndIdSchema },
  'v.refund.confirm_mismatch',
);
export type RefundInput = z.input<typeof refundInputSchema>;

/** The local sandbox only: a test Pix arrives on the account, optionally on a past day. */
export const sandboxReceiveInputSchema = z.object({
  amountCents: positiveCentsSchema,
  payer: z.object({
    name: z.string({ error: 'v.required' }).trim().min(1, 'v.required').max(100, 'v.too_long'),
    document: documentSchema,
  }),
  /** The calendar day (São Paulo) it was received; today when left out. */
  paidOn: isoDateSchema.optional(),
  description: z.string().trim().max(140, 'v.too_long').optional(),
});
export type SandboxReceiveInput = z.input<typeof sandboxReceiveInputSchema>;
