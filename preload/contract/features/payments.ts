import { z } from 'zod';
import {
  decodedCodeViewSchema,
  demoReceiverViewSchema,
  payQrInputSchema,
  pixPayloadSchema,
  sentPaymentSchema,
} from '../schemas/payments.ts';
import { sentAfterSchema } from '../schemas/list-pages.ts';

const none = z.object({}).strict().default({});

/** Money out: paying Pix QR codes, and what was paid. */
export const paymentOperations = {
  /** Checks the code here first (CRC, fields), then asks the bank what it is and who gets paid. */
  'payments:decode': {
    input: z.object({ payload: pixPayloadSchema }),
    output: decodedCodeViewSchema,
  },
  /** Pays a code decoded moments ago, by its single-use endToEndId, through the write pipeline. */
  'payments:pay-qr': { input: payQrInputSchema, output: sentPaymentSchema },
  /**
   * The payments made, newest first, from this computer (works offline): `limit` rows after
   * `after` (from the top when null). A page shorter than `limit` is the last.
   */
  'payments:list-sent': {
    input: z.object({
      search: z.string().trim().max(100, 'v.too_long').default(''),
      after: sentAfterSchema.nullable().default(null),
      limit: z.number().int().min(1).max(500).default(500),
    }),
    output: z.array(sentPaymentSchema),
  },
  'payments:get-sent': {
    input: z.object({ id: z.string().min(1).max(100), refresh: z.boolean().default(false) }),
    output: sentPaymentSchema,
  },
  /** The local sandbox's fictional businesses, with codes to try paying. */
  'payments:demo-receivers': { input: none, output: z.array(demoReceiverViewSchema) },
} as const;
