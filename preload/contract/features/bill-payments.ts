import { z } from 'zod';
import {
  boletoPaymentViewSchema,
  boletoToPayViewSchema,
  demoSupplierBoletoViewSchema,
  payBoletoInputSchema,
  readBoletoInputSchema,
} from '../schemas/bill-payments.ts';
import { sentPaymentSchema } from '../schemas/payments.ts';

const none = z.object({}).strict().default({});

/** Money out: paying a supplier's boleto, and its receipt. */
export const billPaymentOperations = {
  /** Checks the code here first (check digits), then asks the bank what the boleto asks today. */
  'bill-payments:read': { input: readBoletoInputSchema, output: boletoToPayViewSchema },
  /** Pays a boleto read moments ago, by its bar code, through the write pipeline. */
  'bill-payments:pay': { input: payBoletoInputSchema, output: sentPaymentSchema },
  /** A boleto payment's receipt, from this computer (works offline). */
  'bill-payments:get': {
    input: z.object({ id: z.string().min(1).max(100) }),
    output: boletoPaymentViewSchema,
  },
  /** The local sandbox's demo suppliers, with a boleto of each to try paying. */
  'bill-payments:demo-suppliers': { input: none, output: z.array(demoSupplierBoletoViewSchema) },
} as const;
