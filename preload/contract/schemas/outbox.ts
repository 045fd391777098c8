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
  // A transfer to a key looked up first, sent with an idempotency key (the SDK's v2 routes).
  'transfer:key-v2',
  // A transfer to a key scheduled for a later day (`transferAt`), and its cancellation.
  'transfer:key-scheduled',
  'transfer:cancel-scheduled',
  'pix-key:create',
  'pix-key:delete',
  'split:create-configuration',
  'split:add-instruction',
  'split:update-instruction',
  'webhook:register',
  'webhook:update',
  'webhook:delete',
  'boleto:update-due-date',
  'boleto:cancel',
  'pix:cancel-immediate',
  'pix:cancel-due-date',
  'payment:boleto',
  // A counter QR registered with the bank, and its cancel.
  'counter-qr:register',
  'counter-qr:cancel',
] as const;

/**
 * What an entry's one date means, named by its kind: a boleto's or due-date code's due date,
 * an immediate code's last valid day. Kinds without a date (a refund) carry none.
 */
export const outboxDateMeanings = ['due-date', 'valid-until'] as const;

/** The word families of writes about a charge (boletos, Pix codes): the outbox calls them charges. */
export const chargeWordFamilies = [
  'boleto',
  'boleto-due-date',
  'boleto-cancel',
  'pix-immediate',
  'pix-due-date',
  'pix-cancel',
] as const;

/**
 * The words a write is told in (its name, what each state means, what "checked" means): each
 * kind's descriptor names its family, so the outbox and activity screens have no rule per kind.
 */
export const writeWordFamilies = [
  ...chargeWordFamilies,
  'payment',
  'bill-payment',
  'refund',
  'transfer',
  // A transfer that checking sends again with the same idempotency key.
  'transfer-checkable',
  // Cancelling a scheduled transfer before it runs.
  'transfer-cancel',
  'pix-key',
  'pix-key-delete',
  'split',
  'webhook',
  'counter-qr',
  'counter-qr-cancel',
] as const;
export type WriteWordFamily = (typeof writeWordFamilies)[number];

/**
 * Where a finished write's record is opened: a record page by the write's identity (a boleto,
 * a Pix code), or the list that shows it (a payment is known by the bank's id, not by ours).
 */
export const writeScreens = [
  'boleto',
  'pix',
  'sent',
  'received',
  'pix-keys',
  'split',
  'webhooks',
  // A counter QR registered with the bank, by its correlationId.
  'counter-qr',
] as const;
export type WriteScreen = (typeof writeScreens)[number];

/** The screens that show one record, opened by the write's identity. */
export function isRecordScreen(screen: WriteScreen): boolean {
  return screen === 'boleto' || screen === 'pix' || screen === 'counter-qr';
}

export const writePresentationSchema = z.object({
  words: z.enum(writeWordFamilies),
  opens: z.object({ screen: z.enum(writeScreens), id: z.string().nullable() }),
});
export type WritePresentation = z.infer<typeof writePresentationSchema>;

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
  /** Its kind's words and where its record opens, as the kind's descriptor says. */
  presentation: writePresentationSchema,
  lastError: appErrorSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
