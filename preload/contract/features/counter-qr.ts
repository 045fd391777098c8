import { z } from 'zod';
import {
  counterQrInputSchema,
  counterQrSchema,
  counterQrSetupSchema,
  counterQrSimulateInputSchema,
  registeredCounterQrCancelSchema,
  registeredCounterQrRefSchema,
  registeredCounterQrSchema,
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
  /**
   * Registers the same code with the bank (owner only): the bank lists every Pix that pays it,
   * and it can be cancelled. Through the write pipeline, known by its correlationId.
   */
  'counter-qr:register': { input: counterQrInputSchema, output: registeredCounterQrSchema },
  /** The codes registered from here, newest first, as the cache has them (works offline). */
  'counter-qr:list-registered': { input: none, output: z.array(registeredCounterQrSchema) },
  /** One registered code; `refresh` reads its status and payments from the bank. */
  'counter-qr:get-registered': {
    input: registeredCounterQrRefSchema,
    output: registeredCounterQrSchema,
  },
  /** Cancels a registered code at the bank (owner only): the bank refuses it from then on. */
  'counter-qr:cancel-registered': {
    input: registeredCounterQrCancelSchema,
    output: registeredCounterQrSchema,
  },
} as const;
