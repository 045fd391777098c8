import { z } from 'zod';
import {
  customerDetailSchema,
  customerDocumentInputSchema,
  customerInputSchema,
  customerSchema,
  customerSearchInputSchema,
  installmentsInputSchema,
  installmentsResultSchema,
} from '../schemas/customers.ts';
import { carneCancelResultSchema, carneChargeInputSchema, carneSchema } from '../schemas/carne.ts';

/** Payers saved as they are used, and installments (a carnê) issued for one of them. */
export const customerOperations = {
  /** Saved customers whose name, document or e-mail match every word typed (works offline). */
  'customers:search': { input: customerSearchInputSchema, output: z.array(customerSchema) },
  /** One customer with their charges, from the cache. */
  'customers:get': { input: customerDocumentInputSchema, output: customerDetailSchema },
  /** The owner corrects a customer's data (the document is the key and stays). */
  'customers:update': { input: customerInputSchema, output: customerSchema },
  /**
   * N monthly boletos or due-date Pix codes for one payer, one after the other, each its own
   * write through the write pipeline; stops at the first that is not created.
   */
  'installments:create': { input: installmentsInputSchema, output: installmentsResultSchema },
  /** The carnê a charge is an installment of, from the cache; null when it is none. */
  'installments:of-charge': { input: carneChargeInputSchema, output: carneSchema.nullable() },
  /**
   * Cancels the charge's installment and every later one still open, one after the other,
   * each the ordinary cancel through the write pipeline; stops at the first that fails.
   */
  'installments:cancel-from': { input: carneChargeInputSchema, output: carneCancelResultSchema },
} as const;
