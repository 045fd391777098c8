import { z } from 'zod';
import {
  counterQrInputSchema,
  counterQrSchema,
  counterQrSetupSchema,
  counterQrSimulateInputSchema,
} from '../schemas/counter-qr.ts';
import { receivedPixViewSchema } from '../schemas/refunds.ts';

const none = z.object({}).strict().default({});

/**
 * The counter QR: a static Pix code for one of the account's keys, made on this computer with
 * no call to the bank (so it works offline), printed on A6 or A4 like the Pix cards.
 */
export const counterQrOperations = {
  /** The keys to choose from and the name and city the code will carry (works offline). */
  'counter-qr:read-setup': { input: none, output: counterQrSetupSchema },
  /** Builds the code: pure computation over the cached keys and the business details. */
  'counter-qr:build': { input: counterQrInputSchema, output: counterQrSchema },
  /**
   * Sandbox profiles only: a payer pays the code (the amount they type when it has none), and
   * the Pix shows in Received.
   */
  'counter-qr:simulate-payment': {
    input: counterQrSimulateInputSchema,
    output: receivedPixViewSchema,
  },
} as const;
