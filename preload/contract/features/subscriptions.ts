import { z } from 'zod';
import {
  subscriptionCheckInputSchema,
  subscriptionDetailSchema,
  subscriptionIdInputSchema,
  subscriptionInputSchema,
  subscriptionListSchema,
  subscriptionRunSchema,
  subscriptionStatusInputSchema,
} from '../schemas/subscriptions.ts';

const none = z.object({}).strict().default({});

/**
 * Recurring charges (assinaturas): a customer's monthly charge, issued by the app some days
 * before each due date, each month an ordinary charge created through the write pipeline.
 */
export const subscriptionOperations = {
  /** A new subscription for a saved customer; a month already due is issued at once. */
  'subscriptions:create': { input: subscriptionInputSchema, output: subscriptionDetailSchema },
  /** Every subscription, and what the run when the app opened issued. */
  'subscriptions:list': { input: none, output: subscriptionListSchema },
  /** One subscription and its months, with the charge each was issued as. */
  'subscriptions:get': { input: subscriptionIdInputSchema, output: subscriptionDetailSchema },
  /** Pause (months falling due meanwhile are skipped), resume, or end for good. */
  'subscriptions:set-status': {
    input: subscriptionStatusInputSchema,
    output: subscriptionDetailSchema,
  },
  /** Issues what is due now (as the app does when it opens and every few minutes). */
  'subscriptions:check': { input: subscriptionCheckInputSchema, output: subscriptionRunSchema },
} as const;
