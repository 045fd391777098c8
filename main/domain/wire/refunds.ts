import { z } from 'zod';
import { pixAmountSchema } from './pix.ts';

/** Wire shapes of Pix refunds (service-spec 2.7, 4.9, 4.10). */

/** Maximum length of `externalId` (service-spec 4.9, 8). */
export const EXTERNAL_ID_MAX = 40;
/** A received Pix can be refunded within 90 days of receipt (service-spec 4.9, 8). */
export const REFUND_WINDOW_DAYS = 90;

/** An end-to-end id: `E` or `D`, the ISPB (8), yyyyMMddHHmm (12) and 11 letters and digits. */
export const END_TO_END_ID_PATTERN = /^[ED]\d{8}\d{12}[A-Za-z0-9]{11}$/;

export const createRefundRequestSchema = z.object({
  amount: pixAmountSchema,
  externalId: z
    .string()
    .max(EXTERNAL_ID_MAX, `must be at most ${EXTERNAL_ID_MAX} characters.`)
    .optional(),
  description: z.string().max(140, 'must be at most 140 characters.').optional(),
});
export type CreateRefundRequest = z.infer<typeof createRefundRequestSchema>;

/** 2.7, creation result (`/baas`). */
export const refundCreationSchema = z.looseObject({
  idempotencyKey: z.string(),
  externalId: z.string().optional(),
  endToEndId: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type RefundCreation = z.infer<typeof refundCreationSchema>;

export const REFUND_STATUSES = ['processing', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * 2.7, refund record (`/v1/pix`). Assumption: the unnamed explanatory message of a failed
 * refund is `failure_reason`.
 */
export const refundRecordSchema = z.looseObject({
  id: z.string(),
  transaction_id: z.string(),
  amount: z.number(),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  failure_reason: z.string().optional(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/**
 * `GET /_sandbox/pix/received` — the local sandbox only: the account's received Pix, newest
 * first, each with what was refunded and what is left (README, "Money out, refunds").
 */
export const sandboxReceivedListSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      endToEndId: z.string(),
      source: z.string(),
      amount: z.number(),
      refunded: z.number(),
      left: z.number(),
      payer: z.looseObject({ name: z.string(), document: z.string() }),
      paidAt: z.string(),
      description: z.string().optional(),
      /** What was paid: a QR code's transactionId, a boleto's correlationId. */
      reference: z.string().optional(),
    }),
  ),
});
export type SandboxReceivedList = z.infer<typeof sandboxReceivedListSchema>;
