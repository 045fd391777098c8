import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';

/**
 * A write that was recorded before it was sent (money-safety rules). `unknown` means the
 * request may or may not have reached the service; it is resolved by reading back its
 * identity, never by sending a different request.
 */
export const outboxStates = ['sending', 'unknown', 'failed', 'done'] as const;

export const outboxKinds = [
  'boleto:create',
  'pix:create-immediate',
  'pix:create-due-date',
  'payment:qr-code',
  'refund:create',
  'transfer:key',
  'pix-key:create',
  'split:create-configuration',
  'split:add-instruction',
  'split:update-instruction',
  'webhook:register',
  'webhook:update',
  'webhook:delete',
  'boleto:update-due-date',
] as const;

/**
 * What an entry's one date means, named by its kind: a boleto's or due-date code's due date,
 * an immediate code's last valid day. Kinds without a date (a refund) carry none.
 */
export const outboxDateMeanings = ['due-date', 'valid-until'] as const;

/** How the owner recognizes an entry: nothing in it assumes one kind of write. */
export const outboxSummarySchema = z.object({
  amountCents: z.number().int(),
  /** The counterpart: a payer, a payee, the charge's description. */
  label: z.string(),
  dated: z.object({ meaning: z.enum(outboxDateMeanings), date: z.string() }).nullable(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const outboxEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(outboxKinds),
  /** The client identity the service knows it by (correlationId, idempotency key). */
  identity: z.string(),
  state: z.enum(outboxStates),
  summary: outboxSummarySchema,
  /**
   * What the owner may do with it, as its kind allows: `check` it with the bank (read back,
   * resend with the same identity, or keep the answer the bank already gave), or `discard` it
   * (refused for good, or a kind the bank offers no way to check).
   */
  actions: z.object({ check: z.boolean(), discard: z.boolean() }),
  lastError: appErrorSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
