import { z } from 'zod';
import { pixAmountSchema, pixDocumentSchema } from './pix.ts';

/**
 * The local sandbox's payer of a counter QR (a static code of one of the account's keys):
 * `POST /_sandbox/pix/pay-static`, not part of the service's interface. The answer is the
 * received Pix (`sandboxReceivedPixSchema`, as `/_sandbox/pix/receive` answers).
 */
export const sandboxStaticPaymentRequestSchema = z.object({
  /** The code as the payer's app read it (copy and paste, or the QR's text). */
  payload: z
    .string()
    .trim()
    .min(1, 'must not be empty.')
    .max(512, 'must be at most 512 characters.'),
  /** What the payer pays: required when the code has no amount, else equal to it if sent. */
  amount: pixAmountSchema.optional(),
  payer: z.object({
    name: z
      .string()
      .trim()
      .min(1, 'must not be empty.')
      .max(100, 'must be at most 100 characters.'),
    document: pixDocumentSchema,
  }),
  /** The instant it is paid (ISO); now when left out. */
  paidAt: z.iso.datetime({ offset: true, error: 'must be an ISO instant.' }).optional(),
});
export type SandboxStaticPaymentRequest = z.infer<typeof sandboxStaticPaymentRequestSchema>;
