import { z } from 'zod';
import {
  splitAddInputSchema,
  splitConfigurationViewSchema,
  splitCreateInputSchema,
  splitPreviewInputSchema,
  splitPreviewSchema,
  splitUpdateInputSchema,
} from '../schemas/split.ts';

const none = z.object({}).strict().default({});

/** Split of payments: the configurations created from here, their instructions, the preview. */
export const splitOperations = {
  /** Every configuration the app created or changed, newest first (the bank has no list). */
  'split:list': { input: none, output: z.array(splitConfigurationViewSchema) },
  /** A new configuration for the account of the active profile, through the write pipeline. */
  'split:create-configuration': {
    input: splitCreateInputSchema,
    output: splitConfigurationViewSchema,
  },
  'split:add-instruction': { input: splitAddInputSchema, output: splitConfigurationViewSchema },
  'split:update-instruction': {
    input: splitUpdateInputSchema,
    output: splitConfigurationViewSchema,
  },
  /** How a payment would be shared by these rules, with the bank's own arithmetic. */
  'split:preview': { input: splitPreviewInputSchema, output: splitPreviewSchema },
} as const;
