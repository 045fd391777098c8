import { z } from 'zod';
import {
  receivedEndToEndIdSchema,
  receivedListInputSchema,
  receivedPixViewSchema,
  refundInputSchema,
  refundViewSchema,
  sandboxReceiveInputSchema,
} from '../schemas/refunds.ts';

/** Money received by Pix, and refunds of it. */
export const refundOperations = {
  /** Refunds all or part of a received Pix, through the write pipeline (money out). */
  'refunds:create': { input: refundInputSchema, output: refundViewSchema },
  /** A refund as the bank tells it now (4.10), kept on this computer. */
  'refunds:get': {
    input: z.object({ id: z.string().min(1).max(64), refresh: z.boolean().default(false) }),
    output: refundViewSchema,
  },
  /**
   * The received Pix known on this computer, newest first, a page at a time (works offline):
   * the page after the row `after`. `refresh` also asks the local sandbox what it received.
   */
  'received:list': { input: receivedListInputSchema, output: z.array(receivedPixViewSchema) },
  /** One received Pix with its refunds; refunds still processing are read again (4.10). */
  'received:get': {
    input: z.object({
      endToEndId: receivedEndToEndIdSchema,
      refresh: z.boolean().default(false),
    }),
    output: receivedPixViewSchema,
  },
  /** A received Pix known only by the end-to-end id the bank statement shows. */
  'received:add': {
    input: z.object({ endToEndId: receivedEndToEndIdSchema }),
    output: receivedPixViewSchema,
  },
  /** The local sandbox only: a test Pix arrives on the account. */
  'received:sandbox-receive': { input: sandboxReceiveInputSchema, output: receivedPixViewSchema },
} as const;
