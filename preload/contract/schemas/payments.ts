import { z } from 'zod';
import { recordCentsSchema } from '../validators/money.ts';
import { moneyOutInputSchema } from './money-out.ts';

/** Paying a Pix QR code: what the owner pastes, what the bank says of it, what was paid. */

/** A copy-and-paste code as pasted (surrounding spaces and line breaks are the clipboard's). */
export const pixPayloadSchema = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, 'v.required')
  .max(512, 'v.payment.code_too_long');

/** Why a decoded code cannot be paid; null when it can. */
export const notPayableReasons = ['concluded', 'removed', 'expired'] as const;

export const decodedCodeViewSchema = z.object({
  /** Single use: the bank's id for paying this decoding of the code. */
  endToEndId: z.string(),
  kind: z.enum(['static', 'dynamic-immediate', 'dynamic-due-date']),
  status: z.enum(['ACTIVE', 'CONCLUDED', 'REMOVED_BY_THE_RECEIVER', 'REMOVED_BY_PSP']),
  amountCents: recordCentsSchema,
  /** The amount may be changed by the payer (static codes without an amount, some dynamic). */
  allowChangeAmount: z.boolean(),
  /** When the bank stops accepting this decoding (ISO instant), or null when it has no limit. */
  payableUntil: z.string().nullable(),
  receiver: z.object({
    name: z.string(),
    /** Masked as banks show a counterpart's CPF/CNPJ. */
    document: z.string(),
    bank: z.string(),
    key: z.string(),
  }),
  notPayable: z.enum(notPayableReasons).nullable(),
  /**
   * A due-date code's charge, when the bank's decode tells it: the due date and how the amount
   * due today is made up. Each part null when the bank does not say; absent for other codes.
   */
  dueCharge: z
    .object({
      dueDate: z.string().nullable(),
      originalAmountCents: recordCentsSchema,
      rebateCents: recordCentsSchema.nullable(),
      discountCents: recordCentsSchema.nullable(),
      fineCents: recordCentsSchema.nullable(),
      interestCents: recordCentsSchema.nullable(),
      /** Days after the due date it can still be paid. */
      payableDaysAfterDue: z.number().int().nullable(),
      /** Who the charge is addressed to, as the bank shows it. */
      payerName: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type DecodedCodeView = z.infer<typeof decodedCodeViewSchema>;

/**
 * Paying a decoded code. The owner types the amount a second time (`confirmAmountCents`): a
 * payment is never one stray Enter away.
 */
export const payQrInputSchema = moneyOutInputSchema(
  { endToEndId: z.string().min(1, 'v.required').max(64, 'v.invalid') },
  'v.payment.confirm_mismatch',
);
export type PayQrInput = z.input<typeof payQrInputSchema>;

/**
 * Where a payment stands. `SCHEDULED`: a transfer asked for a later day, not run yet (no money
 * has left; it may still be cancelled); `CANCELLED`: one cancelled before it ran.
 */
export const sentPaymentStatuses = [
  'PROCESSING',
  'COMPLETED',
  'FAILED',
  'SCHEDULED',
  'CANCELLED',
] as const;

/** A payment the app made, as the Sent list and the receipt show it. */
export const sentPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(['qr-code', 'key-transfer', 'boleto']),
  endToEndId: z.string(),
  status: z.enum(sentPaymentStatuses),
  amountCents: recordCentsSchema,
  receiverName: z.string(),
  receiverDocument: z.string(),
  receiverBank: z.string(),
  receiverKey: z.string(),
  description: z.string().nullable(),
  /** Why the bank did not complete it (a failed transfer), when it says. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  syncedAt: z.string(),
  /** The São Paulo day a scheduled transfer runs on (`YYYY-MM-DD`); null when sent at once. */
  scheduledFor: z.string().nullable().optional(),
});
export type SentPayment = z.infer<typeof sentPaymentSchema>;

/**
 * What a sent payment that failed tells the owner at once (an in-app notice and a desktop
 * notification): how much, to whom (a transfer's key when the bank names nobody), and the
 * bank's reason when it gives one.
 */
export const sentFailedNoticeSchema = z.object({
  kind: z.literal('sent-failed'),
  paymentId: z.string(),
  paymentKind: z.enum(['qr-code', 'key-transfer', 'boleto']),
  amountCents: z.number().int().nonnegative(),
  receiverName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type SentFailedNotice = z.infer<typeof sentFailedNoticeSchema>;

export const demoReceiverViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  bank: z.string(),
  /** Copy-and-paste codes to try: a dynamic one with its amount, static with and without. */
  codes: z.array(
    z.object({
      kind: z.enum(['dynamic', 'static-amount', 'static']),
      payload: z.string(),
      amountCents: recordCentsSchema.nullable(),
    }),
  ),
});
export type DemoReceiverView = z.infer<typeof demoReceiverViewSchema>;
