import { z } from 'zod';
import { appErrorSchema } from '../errors.ts';

/**
 * A write that was recorded before it was sent (money-safety rules). `unknown` means the
 * request may or may not have reached the service; it is resolved by reading back its
 * identity, never by sending a different request.
 */
export const outboxStates = ['sending', 'unknown', 'failed', 'done'] as const;

export const outboxEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['boleto:create', 'pix:create-immediate', 'pix:create-due-date']),
  /** The client identity the service knows it by (correlationId, idempotency key). */
  identity: z.string(),
  state: z.enum(outboxStates),
  summary: z.object({ amountCents: z.number().int(), label: z.string(), dueDate: z.string() }),
  lastError: appErrorSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
