import { z } from 'zod';
import {
  dueBreakdownSchema,
  pixCodeViewSchema,
  pixDueDateInputSchema,
  pixImmediateInputSchema,
  pixPreviewInputSchema,
} from '../schemas/pix.ts';
import { isoDateSchema } from '../validators/date.ts';
import { correlationIdSchema } from '../validators/identifier.ts';

const none = z.object({}).strict().default({});

/** Pix charges: immediate QR codes and codes with a due date. */
export const pixOperations = {
  'pix:create-immediate': { input: pixImmediateInputSchema, output: pixCodeViewSchema },
  'pix:create-due-date': { input: pixDueDateInputSchema, output: pixCodeViewSchema },
  'pix:get': {
    input: z.object({ correlationId: correlationIdSchema, refresh: z.boolean().default(false) }),
    output: pixCodeViewSchema,
  },
  /** Cancels an unpaid code, immediate or due-date (a paid one is refused before sending). */
  'pix:cancel': {
    input: z.object({ correlationId: correlationIdSchema }),
    output: pixCodeViewSchema,
  },
  /** What a due-date code would charge on each date (pure arithmetic, no network). */
  'pix:preview-due-date': { input: pixPreviewInputSchema, output: z.array(dueBreakdownSchema) },
  /** Pays a code as a payer would, on a sandbox profile; due-date codes pay what is due. */
  'pix:simulate-payment': {
    input: z.object({
      correlationId: correlationIdSchema,
      paymentDate: isoDateSchema.optional(),
      payer: z
        .object({ name: z.string().trim().min(1, 'v.required'), document: z.string().min(1) })
        .optional(),
    }),
    output: pixCodeViewSchema,
  },
  /** Re-reads the open Pix codes by id (they have no list endpoint). */
  'pix:refresh-open': { input: none, output: z.object({ refreshed: z.number().int() }) },
} as const;
