import { z } from 'zod';
import {
  alertSeenInputSchema,
  alertSeenSchema,
  alertViewSchema,
  sandboxInfractionInputSchema,
  sandboxInfractionSchema,
} from '../schemas/alerts.ts';

const none = z.object({}).strict().default({});

/**
 * Alerts on Home: what needs the owner (a disputed Pix, a refund or payment that failed, money
 * that left by a transfer not sent from here), kept until the owner marks each one seen.
 */
export const alertOperations = {
  /** The alerts not seen yet, newest first, from this computer (works offline). */
  'alerts:list': { input: none, output: z.array(alertViewSchema) },
  /** The owner read it: it leaves Home. Marking one already seen again changes nothing. */
  'alerts:mark-seen': { input: alertSeenInputSchema, output: alertSeenSchema },
  /**
   * The local sandbox only: a received Pix is disputed by its payer, and the bank tells it
   * with its event, as it would (`unsupported` on every other profile).
   */
  'alerts:sandbox-open-infraction': {
    input: sandboxInfractionInputSchema,
    output: sandboxInfractionSchema,
  },
} as const;
