import { z } from 'zod';
import {
  splitAccountTypes,
  splitRuleTypes,
  splitTransferTypes,
} from '../../../preload/contract/schemas/split.ts';

/**
 * Wire shapes of the split endpoints (service-spec 2.8, 4.15), as they travel: `amount` is
 * reais for `FIXED` and a percent of each payment for `PERCENTAGE`. The lists of types are the
 * contract's, so the form offers exactly what the bank takes. The app's service client
 * parses answers with these and the local sandbox parses requests with them. Rules across
 * fields (by transferType, check digits) are the sandbox's (`main/sandbox/split/`).
 */

export const splitRuleTypeSchema = z.enum(splitRuleTypes);
export type SplitRuleType = z.infer<typeof splitRuleTypeSchema>;

export const splitTransferTypeSchema = z.enum(splitTransferTypes);
export type SplitTransferType = z.infer<typeof splitTransferTypeSchema>;

/** Account types of service-spec 4.11/4.15. */
export const splitAccountTypeSchema = z.enum(splitAccountTypes);
export type SplitAccountType = z.infer<typeof splitAccountTypeSchema>;

export const holderTypeSchema = z.enum(['NATURAL', 'LEGAL']);

const lengthBetween = (min: number, max: number) =>
  z
    .string()
    .min(min, `must be ${min} to ${max} characters.`)
    .max(max, `must be ${min} to ${max} characters.`);

/** The beneficiary of an instruction request; which fields are required depends on transferType. */
export const splitBeneficiaryRequestSchema = z.object({
  number: lengthBetween(2, 25),
  branch: lengthBetween(1, 10).optional(),
  participantIspb: z.string().length(8, 'must be exactly 8 characters.').optional(),
  type: splitAccountTypeSchema.optional(),
  holder: z
    .object({
      document: z.string().optional(),
      name: lengthBetween(1, 100).optional(),
      email: z.string().max(100, 'must be at most 100 characters.').nullish(),
      phoneNumber: z.string().max(20, 'must be at most 20 characters.').nullish(),
      type: holderTypeSchema.nullish(),
    })
    .optional(),
});
export type SplitBeneficiaryRequest = z.infer<typeof splitBeneficiaryRequestSchema>;

/** An amount: a JSON number above zero (its limits by type are the service's rules). */
const amountSchema = z
  .number()
  .refine((n) => Number.isFinite(n) && n > 0, 'must be greater than zero.');

/** One instruction item (service-spec 4.15). */
export const splitInstructionRequestSchema = z.object({
  amount: amountSchema,
  type: splitRuleTypeSchema,
  transferType: splitTransferTypeSchema,
  beneficiary: z.unknown(),
});
export type SplitInstructionRequest = Omit<
  z.infer<typeof splitInstructionRequestSchema>,
  'beneficiary'
> & { beneficiary: SplitBeneficiaryRequest };

export const createSplitConfigurationRequestSchema = z.object({
  bankAccountNumber: lengthBetween(2, 25),
  instructions: z.array(z.unknown()),
});
export type CreateSplitConfigurationRequest = {
  bankAccountNumber: string;
  instructions: SplitInstructionRequest[];
};

/**
 * The update body: type and amount. `transferType` and `beneficiary` may be sent (the spec
 * says they are not changed) and are ignored.
 */
export const updateSplitInstructionRequestSchema = z.object({
  type: splitRuleTypeSchema,
  amount: amountSchema,
  transferType: z.unknown().optional(),
  beneficiary: z.unknown().optional(),
});
export type UpdateSplitInstructionRequest = { type: SplitRuleType; amount: number };

// ---------------------------------------------------------------------------------------------
// Answers (2.8): loose, so a field the service adds does not break the client.

export const splitBeneficiarySchema = z.looseObject({
  number: z.string(),
  branch: z.string().nullable(),
  participantIspb: z.string().nullable(),
  type: z.string().nullable(),
  holder: z.looseObject({
    document: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    type: z.string().nullable(),
  }),
});
export type SplitBeneficiary = z.infer<typeof splitBeneficiarySchema>;

export const splitInstructionSchema = z.looseObject({
  id: z.number().int(),
  splitPaymentConfigurationId: z.number().int(),
  amount: z.number(),
  type: splitRuleTypeSchema,
  transferType: splitTransferTypeSchema,
  beneficiary: splitBeneficiarySchema,
});
export type SplitInstructionRecord = z.infer<typeof splitInstructionSchema>;

export const splitConfigurationSchema = z.looseObject({
  id: z.number().int(),
  bankAccountNumber: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  instructions: z.array(splitInstructionSchema),
});
export type SplitConfigurationRecord = z.infer<typeof splitConfigurationSchema>;
