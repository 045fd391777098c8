import { z } from 'zod';
import { boletoInputSchema, boletoViewSchema } from '../schemas/boleto.ts';
import { isoDateSchema } from '../validators/date.ts';
import { correlationIdSchema } from '../validators/identifier.ts';

/**
 * Boletos: issuing one, reading it, changing its due date, cancelling it, and a test payment
 * in the sandbox.
 */
export const boletoOperations = {
  'boletos:create': { input: boletoInputSchema, output: boletoViewSchema },
  'boletos:get': {
    input: z.object({ correlationId: correlationIdSchema, refresh: z.boolean().default(false) }),
    output: boletoViewSchema,
  },
  'boletos:update-due-date': {
    input: z.object({ correlationId: correlationIdSchema, dueDate: isoDateSchema }),
    output: boletoViewSchema,
  },
  /** Cancels an unpaid boleto at the bank (a paid one is refused before anything is sent). */
  'boletos:cancel': {
    input: z.object({ correlationId: correlationIdSchema }),
    output: boletoViewSchema,
  },
  'boletos:simulate-payment': {
    input: z.object({ correlationId: correlationIdSchema, method: z.enum(['BANKSLIP', 'PIX']) }),
    output: boletoViewSchema,
  },
} as const;
